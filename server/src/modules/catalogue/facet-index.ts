// The visible works' filterable fields in memory, for the facet counts (facet-counts.ts), kept
// right by changing the few works a write touched (facet-keeper.ts) instead of being rebuilt: at
// 100,000 works a rebuild costs seconds of CPU, an update microseconds. See
// docs/decisions/031-facet-index-in-place.md.
//
// Each work has a slot; a removed work's slot is reused by the next one added. Each filter group
// holds, per slot, the dense indexes of its values (one pool, a range per slot) and, per value, the
// live slots that have it (its postings: their lengths are the unfiltered counts, and one chosen
// material visits only its works). Every pool entry knows its place in its value's postings, so
// taking a work out is O(its values), not a search through 30,000 works of a material.
import type { LookupKey } from './artwork.repository';
import { CatalogueOrders, type SortKeys } from './catalogue-order';
import { FACET_LOOKUPS, type FacetWork } from './public-facets.repository';

/** The counted groups, by their query parameter names; the sale status is the last. */
export const FACET_GROUPS = [...FACET_LOOKUPS, 'availabilities'] as const;
export type FacetGroup = LookupKey | 'availabilities';

/** A list of int32 that grows; taking an item out moves the last one into its place. */
export class IntList {
  items = new Int32Array(4);
  length = 0;

  push(v: number): number {
    if (this.length === this.items.length) this.items = grown(this.items, this.length * 2);
    this.items[this.length] = v;
    return this.length++;
  }

  /** Takes out one occurrence of v (order is not kept); linear: for short lists only. */
  remove(v: number) {
    const a = this.items;
    for (let k = 0; k < this.length; k++)
      if (a[k] === v) {
        a[k] = a[--this.length]!;
        return;
      }
  }
}

const grown = <A extends Int32Array | Float64Array | Uint8Array>(a: A, size: number): A => {
  const next = new (a.constructor as new (n: number) => A)(size);
  next.set(a);
  return next;
};

/** One filter group: which of its values each slot has, and which slots each value has. */
export class Membership {
  /** Left-behind pool entries that start a compaction (once they are also half the pool). */
  static compactAt = 4096;
  /** dense index → the lookup id (or the sale status) */
  readonly ids: number[] = [];
  private readonly dense = new Map<number, number>();
  /** per slot: where its values start in the pool, how many, how many fit there */
  start: Int32Array;
  len: Int32Array;
  private cap: Int32Array;
  /** the pool: dense values, and for each its position in that value's postings */
  values = new Int32Array(1024);
  private where = new Int32Array(1024);
  private used = 0;
  private garbage = 0;
  /** per dense value: the live slots that have it */
  readonly postings: IntList[] = [];

  constructor(slots: number) {
    this.start = new Int32Array(slots);
    this.len = new Int32Array(slots);
    this.cap = new Int32Array(slots);
  }

  growSlots(slots: number) {
    this.start = grown(this.start, slots);
    this.len = grown(this.len, slots);
    this.cap = grown(this.cap, slots);
  }

  denseOf(id: number): number | undefined {
    return this.dense.get(id);
  }

  private denseFor(id: number): number {
    let d = this.dense.get(id);
    if (d === undefined) {
      d = this.ids.length;
      this.ids.push(id);
      this.dense.set(id, d);
      this.postings.push(new IntList());
    }
    return d;
  }

  /** Gives slot i these values (it has none before). */
  link(i: number, ids: readonly number[]) {
    const unique = ids.length > 1 ? [...new Set(ids)] : ids;
    if (unique.length > this.cap[i]!) {
      this.garbage += this.cap[i]!;
      if (this.used + unique.length > this.values.length) {
        const size = Math.max(this.values.length * 2, this.used + unique.length);
        this.values = grown(this.values, size);
        this.where = grown(this.where, size);
      }
      this.start[i] = this.used;
      this.cap[i] = unique.length;
      this.used += unique.length;
    }
    const s = this.start[i]!;
    unique.forEach((id, n) => {
      const d = this.denseFor(id);
      this.values[s + n] = d;
      this.where[s + n] = this.postings[d]!.push(i);
    });
    this.len[i] = unique.length;
  }

  /** Takes slot i's values out of their postings: O(its values). */
  unlink(i: number) {
    for (let k = this.start[i]!, end = k + this.len[i]!; k < end; k++) {
      const list = this.postings[this.values[k]!]!;
      const at = this.where[k]!;
      const moved = list.items[--list.length]!;
      list.items[at] = moved;
      // The slot moved into the gap tells its own pool entry for this value where it now is.
      if (at !== list.length)
        for (let m = this.start[moved]!, e = m + this.len[moved]!; m < e; m++)
          if (this.values[m] === this.values[k]) this.where[m] = at;
    }
    this.len[i] = 0;
    if (this.garbage > Membership.compactAt && this.garbage * 2 > this.used) this.compact();
  }

  /** Rewrites the pool without the ranges left behind by works that gained values. */
  private compact() {
    const values = new Int32Array(Math.max(1024, (this.used - this.garbage) * 2));
    const where = new Int32Array(values.length);
    let used = 0;
    for (let i = 0; i < this.start.length; i++) {
      const s = this.start[i]!;
      values.set(this.values.subarray(s, s + this.len[i]!), used);
      where.set(this.where.subarray(s, s + this.len[i]!), used);
      this.start[i] = used;
      this.cap[i] = this.len[i]!;
      used += this.len[i]!;
    }
    this.values = values;
    this.where = where;
    this.used = used;
    this.garbage = 0;
  }

  get bytes(): number {
    let b = this.start.byteLength * 3 + this.values.byteLength * 2;
    for (const p of this.postings) b += p.items.byteLength;
    return b;
  }
}

const INITIAL_SLOTS = 1024;

const numberOrNaN = (v: number | null) => (v === null ? Number.NaN : v);

/**
 * A sort key that JavaScript's `<` orders as SQLite compares the column: NOCASE folds ASCII letters
 * only (upper to lower, as sqlite3StrICmp does), and SQLite compares UTF-8 bytes, which is code point
 * order, where `<` compares UTF-16 units: units from U+E000 up are moved below the surrogates.
 */
export const sortKey = (s: string, nocase = false): string => {
  const folded = nocase ? s.replace(/[A-Z]+/g, (m) => m.toLowerCase()) : s;
  return /[\uD800-\uFFFF]/.test(folded)
    ? folded.replace(/[\uD800-\uFFFF]/g, (c) => {
        const u = c.charCodeAt(0);
        return String.fromCharCode(u >= 0xe000 ? u - 0x800 : u + 0x2000);
      })
    : folded;
};

const ISO_MS = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The milliseconds an ISO 8601 UTC text names, if toISOString writes that time as exactly this text; else NaN. */
const isoMs = (text: string): number => {
  if (!ISO_MS.test(text)) return Number.NaN;
  const ms = Date.parse(text);
  // A text that only looks like one ('2026-02-30…', a year before 0) reads as another time, or none.
  return !Number.isNaN(ms) && new Date(ms).toISOString() === text ? ms : Number.NaN;
};

export class FacetIndex implements SortKeys {
  /** slots in use or freed: the counting loops run over 0..high */
  high = 0;
  /** live works */
  size = 0;
  live = new Uint8Array(INITIAL_SLOTS);
  artist = new Int32Array(INITIAL_SLOTS);
  /** NaN where the column is null: every comparison with NaN is false, as with NULL in SQL */
  price = new Float64Array(INITIAL_SLOTS);
  height = new Float64Array(INITIAL_SLOTS);
  width = new Float64Array(INITIAL_SLOTS);
  depth = new Float64Array(INITIAL_SLOTS);
  /** the lookup groups in FACET_LOOKUPS order, then the sale status (one value per work) */
  readonly groups = FACET_GROUPS.map(() => new Membership(INITIAL_SLOTS));
  availability = new Int32Array(INITIAL_SLOTS);
  featured = new Uint8Array(INITIAL_SLOTS);
  /** the artwork id in each slot (the sorts' last tiebreak) */
  idOf = new Int32Array(INITIAL_SLOTS);
  /**
   * created_at as the milliseconds it names, when it is written as SQLite's strftime and JavaScript's
   * toISOString write it ('2026-11-26T21:00:00.000Z'): for those, the order of the numbers is the
   * order of the strings, in 8 bytes outside the heap instead of a 40-byte string in it. Any other
   * text is NaN here and kept as it is in `createdText`; compareCreated orders both as SQLite would.
   */
  createdMs = new Float64Array(INITIAL_SLOTS);
  private readonly createdText = new Map<number, string>();
  /** the other sort keys per slot, as the shop's ORDER BY compares them (catalogue-order.ts) */
  readonly titleKey: string[] = [];
  readonly artistKey: string[] = [];
  /** the live slots in each of the shop's orders; made when first asked for, then kept in step */
  private sorted?: CatalogueOrders;
  private readonly slotOf = new Map<number, number>();
  private readonly free: number[] = [];
  /** each artist's live slots: an artist's page counts only those */
  readonly byArtist = new Map<number, IntList>();
  /**
   * Each distinct artist sort key once: every work of an artist has the same key, and each row read
   * brings its own copy (100,000 strings for 1,000 values, 3 MiB at 100,000 works).
   */
  private artistKeys = new Map<string, string>();

  get sale(): Membership {
    return this.groups[this.groups.length - 1]!;
  }

  private allocate(): number {
    const reused = this.free.pop();
    if (reused !== undefined) return reused;
    if (this.high === this.live.length) {
      const slots = this.live.length * 2;
      this.live = grown(this.live, slots);
      this.artist = grown(this.artist, slots);
      this.availability = grown(this.availability, slots);
      this.featured = grown(this.featured, slots);
      this.idOf = grown(this.idOf, slots);
      this.createdMs = grown(this.createdMs, slots);
      this.price = grown(this.price, slots);
      this.height = grown(this.height, slots);
      this.width = grown(this.width, slots);
      this.depth = grown(this.depth, slots);
      for (const g of this.groups) g.growSlots(slots);
    }
    return this.high++;
  }

  /** Puts the work in (or replaces what the index had of it). */
  upsert(w: FacetWork) {
    let i = this.slotOf.get(w.id);
    if (i === undefined) {
      i = this.allocate();
      this.slotOf.set(w.id, i);
      this.size++;
    } else this.unlinkSlot(i);
    this.sorted?.take(i);
    this.live[i] = 1;
    this.idOf[i] = w.id;
    this.featured[i] = w.featured ? 1 : 0;
    const ms = isoMs(w.created_at);
    this.createdMs[i] = ms;
    if (Number.isNaN(ms)) this.createdText.set(i, sortKey(w.created_at));
    else this.createdText.delete(i);
    this.titleKey[i] = sortKey(w.title, true);
    this.artistKey[i] = this.sharedArtistKey(sortKey(w.artist_sort, true));
    this.artist[i] = w.artist_id;
    this.availability[i] = w.availability;
    this.price[i] = numberOrNaN(w.price);
    this.height[i] = numberOrNaN(w.height);
    this.width[i] = numberOrNaN(w.width);
    this.depth[i] = numberOrNaN(w.depth);
    FACET_LOOKUPS.forEach((_, g) => this.groups[g]!.link(i, w.lookups[g] ?? []));
    this.sale.link(i, [w.availability]);
    let works = this.byArtist.get(w.artist_id);
    if (!works) this.byArtist.set(w.artist_id, (works = new IntList()));
    works.push(i);
    this.sorted?.put(i);
  }

  private sharedArtistKey(key: string): string {
    const kept = this.artistKeys.get(key);
    if (kept !== undefined) return kept;
    // Keys no live work has any more (artists renamed, removed) are let go now and then.
    if (this.artistKeys.size > 2 * this.byArtist.size + 64) {
      this.artistKeys = new Map();
      for (let i = 0; i < this.high; i++) if (this.live[i]) this.artistKeys.set(this.artistKey[i]!, this.artistKey[i]!);
    }
    this.artistKeys.set(key, key);
    return key;
  }

  /** The live slots in the shop's orders (sorted once, then kept in step with every change). */
  get orders(): CatalogueOrders {
    this.sorted ??= CatalogueOrders.of(this);
    return this.sorted;
  }

  /** Forgets the orders (before a large batch of changes: sorting again is cheaper than each move). */
  dropOrders() {
    this.sorted = undefined;
  }

  /** Sorts the orders again with the event loop free between them; nothing may change the index meanwhile. */
  async sortOrders(between: () => Promise<void>) {
    this.sorted = undefined;
    this.sorted = await CatalogueOrders.inTurns(this, between);
  }

  /** Slots a and b in created_at's order as SQLite compares the text (ties: 0). */
  compareCreated(a: number, b: number): number {
    const x = this.createdMs[a]!;
    const y = this.createdMs[b]!;
    if (!Number.isNaN(x) && !Number.isNaN(y)) return x - y;
    const sx = Number.isNaN(x) ? this.createdText.get(a)! : new Date(x).toISOString();
    const sy = Number.isNaN(y) ? this.createdText.get(b)! : new Date(y).toISOString();
    return sx < sy ? -1 : sx > sy ? 1 : 0;
  }

  /** Takes the work out (hidden, deleted, its artist deactivated); a work it does not hold is a no-op. */
  remove(id: number) {
    const i = this.slotOf.get(id);
    if (i === undefined) return;
    this.unlinkSlot(i);
    this.sorted?.take(i);
    this.live[i] = 0;
    this.createdText.delete(i);
    this.slotOf.delete(id);
    this.free.push(i);
    this.size--;
  }

  private unlinkSlot(i: number) {
    for (const g of this.groups) g.unlink(i);
    const works = this.byArtist.get(this.artist[i]!)!;
    works.remove(i);
    if (!works.length) this.byArtist.delete(this.artist[i]!);
  }

  /** The memory the index holds (typed arrays; the id maps are estimated at 40 bytes an entry). */
  get bytes(): number {
    // the sort keys: the date's number, about 40 bytes a title, the artist's shared (a pointer a slot)
    let b = this.live.byteLength * (1 + 4 + 4 + 8 * 4 + 1 + 4 + 8 + 40 + 8) + this.slotOf.size * 40;
    for (const text of this.createdText.values()) b += 56 + text.length;
    for (const key of this.artistKeys.keys()) b += 24 + key.length;
    b += this.sorted?.bytes ?? 0;
    for (const g of this.groups) b += g.bytes;
    for (const works of this.byArtist.values()) b += works.items.byteLength + 40;
    return b;
  }
}
