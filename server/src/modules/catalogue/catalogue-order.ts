// The shop's sort orders over the facet index's live works (docs/decisions/034-shop-pages-from-the-index.md):
// one array of slots per order, sorted once and then kept in step with each work a write touched
// (a binary search and a move: microseconds). A page of the unfiltered catalogue is then a slice at
// its offset, a filtered one a walk until it has its rows, whatever the page's depth in SQL terms.
// The comparisons repeat applySort's ORDER BY (public-artwork.repository.ts) exactly, ties included;
// tests/integration/catalogue-shop-pages.test.ts compares every order with that SQL.
import type { PublicArtworkSort } from '#shared/schemas/catalogue-public';

/** What the orders read of the facet index (facet-index.ts, which keeps them): its slots and their sort keys. */
export interface SortKeys {
  /** slots in use or freed, and which are live */
  readonly high: number;
  readonly live: Uint8Array;
  readonly idOf: Int32Array;
  readonly availability: Int32Array;
  readonly price: Float64Array;
  readonly titleKey: readonly string[];
  readonly artistKey: readonly string[];
  compareCreated(a: number, b: number): number;
}

type Compare = (ix: SortKeys, a: number, b: number) => number;

const text = (x: string, y: string) => (x < y ? -1 : x > y ? 1 : 0);
const byId: Compare = (ix, a, b) => ix.idOf[a]! - ix.idOf[b]!;
/** The public price: NaN (SQL's NULL) unless the work is for sale (statuses 1 and 2, FOR_SALE). */
const salePrice = (ix: SortKeys, i: number) => {
  const s = ix.availability[i];
  return s === 1 || s === 2 ? ix.price[i]! : Number.NaN;
};
/** Works without a public price last, in both price orders (`price IS NULL` first in ORDER BY). */
const byPrice =
  (sign: 1 | -1): Compare =>
  (ix, a, b) => {
    const pa = salePrice(ix, a);
    const pb = salePrice(ix, b);
    const na = Number.isNaN(pa);
    const nb = Number.isNaN(pb);
    if (na || nb) return na === nb ? byId(ix, a, b) : na ? 1 : -1;
    return pa === pb ? byId(ix, a, b) : (pa - pb) * sign;
  };

/** The distinct orders; newest and title_z_a are oldest and title_a_z read backwards. */
const ORDERS = {
  created: (ix, a, b) => ix.compareCreated(a, b) || byId(ix, a, b),
  title: (ix, a, b) => text(ix.titleKey[a]!, ix.titleKey[b]!) || byId(ix, a, b),
  priceUp: byPrice(1),
  priceDown: byPrice(-1),
  artist: (ix, a, b) =>
    text(ix.artistKey[a]!, ix.artistKey[b]!) || text(ix.titleKey[a]!, ix.titleKey[b]!) || byId(ix, a, b),
} satisfies Record<string, Compare>;
type OrderName = keyof typeof ORDERS;
const NAMES = Object.keys(ORDERS) as OrderName[];

/** Each public sort: which order, read forwards or backwards. */
export const SORT_ORDERS: Record<PublicArtworkSort, { order: OrderName; backwards: boolean }> = {
  oldest: { order: 'created', backwards: false },
  newest: { order: 'created', backwards: true },
  title_a_z: { order: 'title', backwards: false },
  title_z_a: { order: 'title', backwards: true },
  price_low_high: { order: 'priceUp', backwards: false },
  price_high_low: { order: 'priceDown', backwards: false },
  artist_a_z: { order: 'artist', backwards: false },
};

/** Slots in one order: an array with room to grow, insertions and removals by binary search. */
class Sorted {
  slots: Int32Array;
  length = 0;

  constructor(
    private readonly ix: SortKeys,
    private readonly compare: Compare,
  ) {
    const live: number[] = [];
    for (let i = 0; i < ix.high; i++) if (ix.live[i]) live.push(i);
    this.slots = new Int32Array(Math.max(1024, Math.ceil(live.length * 1.25)));
    this.slots.set(Int32Array.from(live).sort((a, b) => compare(ix, a, b)));
    this.length = live.length;
  }

  /** Where slot i is, or would go (the order is total: the id settles every tie). */
  private position(i: number): number {
    let lo = 0;
    let hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.compare(this.ix, this.slots[mid]!, i) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  put(i: number) {
    if (this.length === this.slots.length) {
      const next = new Int32Array(this.slots.length * 2);
      next.set(this.slots);
      this.slots = next;
    }
    const at = this.position(i);
    this.slots.copyWithin(at + 1, at, this.length);
    this.slots[at] = i;
    this.length++;
  }

  /** Takes slot i out; its keys must still be those it was put in with. */
  take(i: number) {
    const at = this.position(i);
    if (at < this.length && this.slots[at] === i) {
      this.slots.copyWithin(at, at + 1, this.length);
      this.length--;
    }
  }
}

export class CatalogueOrders {
  private constructor(private readonly orders: Record<OrderName, Sorted>) {}

  /** Every order sorted now (a small index, or a page asked for before the keeper sorted them). */
  static of(ix: SortKeys): CatalogueOrders {
    return new CatalogueOrders(Object.fromEntries(NAMES.map((n) => [n, new Sorted(ix, ORDERS[n])])) as never);
  }

  /** The same, one order per turn of the event loop (about 0.2 s each at 100,000 works). */
  static async inTurns(ix: SortKeys, between: () => Promise<void>): Promise<CatalogueOrders> {
    const orders: Partial<Record<OrderName, Sorted>> = {};
    for (const n of NAMES) {
      orders[n] = new Sorted(ix, ORDERS[n]);
      await between();
    }
    return new CatalogueOrders(orders as Record<OrderName, Sorted>);
  }

  /** A live slot enters every order (after its keys are set). */
  put(i: number) {
    for (const n of NAMES) this.orders[n].put(i);
  }

  /** A slot leaves every order (before its keys change). */
  take(i: number) {
    for (const n of NAMES) this.orders[n].take(i);
  }

  /**
   * The slots of one sort from its `skip`-th match on, up to `take` of them: a match has its byte set
   * in `mask` (undefined: every live work) and in `also` when given (the featured flags). The walk
   * stops as soon as it has them; typed arrays keep each step a load and a test.
   */
  page(sort: PublicArtworkSort, mask: Uint8Array | undefined, skip: number, take: number, also?: Uint8Array): number[] {
    const { order, backwards } = SORT_ORDERS[sort];
    const { slots, length } = this.orders[order];
    const out: number[] = [];
    if (!mask && !also) {
      // Every live work is in the order: the page is a slice.
      for (let k = skip; k < skip + take && k < length; k++) out.push(slots[backwards ? length - 1 - k : k]!);
      return out;
    }
    let seen = 0;
    for (let k = 0; k < length && out.length < take; k++) {
      const i = slots[backwards ? length - 1 - k : k]!;
      if ((mask && !mask[i]) || (also && !also[i])) continue;
      if (seen++ >= skip) out.push(i);
    }
    return out;
  }

  /** Candidates (an artist's works, a rare value's) in one sort's order, for a page cut from them. */
  sortSlots(sort: PublicArtworkSort, slots: readonly number[], ix: SortKeys): number[] {
    const { order, backwards } = SORT_ORDERS[sort];
    const compare = ORDERS[order];
    return [...slots].sort((a, b) => (backwards ? compare(ix, b, a) : compare(ix, a, b)));
  }

  get bytes(): number {
    return NAMES.reduce((b, n) => b + this.orders[n].slots.byteLength, 0);
  }
}
