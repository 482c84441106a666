// Facet counts: for each filter group, how many visible works each of its values would give with the
// other groups' choices kept. A group's own choice is left out of its own counts, so the visitor sees
// what switching to another material gives. No SQL: one pass over the index (facet-index.ts), and
// only over the works that can count when the filter says which (an artist's, a chosen value's).
// The pass applies the same rules as applyFilter in public-artwork.repository.ts (the integration
// test compares the two).
import type { ArtworkFilter } from './public-artwork.repository';
import { FOR_SALE } from './public-artwork.repository';
import { FACET_GROUPS, type FacetGroup, type FacetIndex, type IntList } from './facet-index';

/** Per group: how many works each value gives ('ALL' = the group's total), with the other choices kept. */
export type FacetCounts = Record<FacetGroup, { all: number; byId: Record<number, number> }>;

const chosenIds = (f: ArtworkFilter, group: FacetGroup): number[] | undefined =>
  group === 'art_types' ? f.artTypes : (f[group] as number[] | undefined);

const isUnfiltered = (f: ArtworkFilter) =>
  Object.values(f).every((v) => v === undefined || (Array.isArray(v) && v.length === 0));

const NONE = [Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY] as const;
const bounds = (start: number | undefined, end: number | undefined) => [start ?? NONE[0], end ?? NONE[1]] as const;

/** The counts with nothing chosen: each value's postings are its live works. */
const unfilteredCounts = (ix: FacetIndex): FacetCounts =>
  Object.fromEntries(
    FACET_GROUPS.map((group, g) => {
      const m = ix.groups[g]!;
      const byId: Record<number, number> = {};
      m.ids.forEach((id, d) => {
        byId[id] = m.postings[d]!.length;
      });
      return [group, { all: ix.size, byId }];
    }),
  ) as FacetCounts;

/**
 * A work that meets every choice counts for every group; one that misses exactly one group's choice
 * counts for that group only (it is what choosing another value there would give). Text search is
 * not a facet filter (the filters API has no such input) and is not applied.
 */
export const countFacets = (ix: FacetIndex, f: ArtworkFilter): FacetCounts => {
  if (isUnfiltered(f)) return unfilteredCounts(ix);
  const G = ix.groups.length;
  // Per chosen group, which of its dense values are chosen (an id the index lacks matches nothing).
  const masks = FACET_GROUPS.map((group, g) => {
    const ids = chosenIds(f, group);
    if (!ids?.length) return undefined;
    const m = ix.groups[g]!;
    const mask = new Uint8Array(m.ids.length);
    for (const id of ids) {
      const d = m.denseOf(id);
      if (d !== undefined) mask[d] = 1;
    }
    return mask;
  });
  const chosen = masks.flatMap((m, g) => (m ? [g] : []));
  const counts = ix.groups.map((m) => new Int32Array(m.ids.length));
  const totals = new Int32Array(G);
  const add = (g: number, i: number) => {
    const m = ix.groups[g]!;
    const c = counts[g]!;
    for (let k = m.start[i]!, end = k + m.len[i]!; k < end; k++) c[m.values[k]!]!++;
    totals[g]!++;
  };
  const artists = f.artists?.length ? new Set(f.artists) : undefined;
  const ranged = [f.priceStart, f.priceEnd, f.widthStart, f.widthEnd, f.heightStart, f.heightEnd].some(
    (v) => v !== undefined,
  );
  const others = artists || ranged || f.depthStart !== undefined || f.depthEnd !== undefined;

  if (chosen.length === 1 && !others && f.artistId === undefined) {
    // One group chosen and nothing else: its own counts are the unfiltered ones, and the other
    // groups' come from the chosen values' works alone.
    const g = chosen[0]!;
    const postings = chosenPostings(ix, g, masks[g]!);
    forEachOnce(ix, postings, (i) => {
      for (let o = 0; o < G; o++) if (o !== g) add(o, i);
    });
    const result = toCounts(ix, counts, totals);
    result[FACET_GROUPS[g]!] = unfilteredCounts(ix)[FACET_GROUPS[g]!];
    return result;
  }

  const priced = f.priceStart !== undefined || f.priceEnd !== undefined;
  const [p0, p1] = bounds(f.priceStart, f.priceEnd);
  const hasW = f.widthStart !== undefined || f.widthEnd !== undefined;
  const hasH = f.heightStart !== undefined || f.heightEnd !== undefined;
  const hasD = f.depthStart !== undefined || f.depthEnd !== undefined;
  const [w0, w1] = bounds(f.widthStart, f.widthEnd);
  const [h0, h1] = bounds(f.heightStart, f.heightEnd);
  const [d0, d1] = bounds(f.depthStart, f.depthEnd);
  const forSale = new Uint8Array(16);
  for (const s of FOR_SALE) forSale[s] = 1;
  const { live, artist, availability, price, width, height, depth } = ix;
  const artistId = f.artistId;

  const consider = (i: number) => {
    if (!live[i]) return;
    if (artistId !== undefined && artist[i] !== artistId) return;
    if (artists && !artists.has(artist[i]!)) return;
    // NaN (no price, no size) fails every comparison, as NULL does in SQL; open bounds are infinite.
    if (priced) {
      const p = price[i]!;
      if (!forSale[availability[i]!] || !(p >= p0 && p <= p1)) return;
    }
    if (hasW && !(width[i]! >= w0 && width[i]! <= w1)) return;
    if (hasH && !(height[i]! >= h0 && height[i]! <= h1)) return;
    if (hasD && !(depth[i]! >= d0 && depth[i]! <= d1)) return;
    let missed = -1;
    for (const g of chosen) {
      const m = ix.groups[g]!;
      const mask = masks[g]!;
      let hit = false;
      for (let k = m.start[i]!, end = k + m.len[i]!; k < end; k++)
        if (mask[m.values[k]!]) {
          hit = true;
          break;
        }
      if (hit) continue;
      if (missed >= 0) return;
      missed = g;
    }
    if (missed >= 0) add(missed, i);
    else for (let g = 0; g < G; g++) add(g, i);
  };

  // Which works can count at all: an artist's (or the chosen artists') works; with two groups or
  // more chosen, a counting work misses at most one, so it has a chosen value of either of any two
  // chosen groups (the two with the fewest works are taken); otherwise every work.
  const candidates: IntList[][] = [];
  if (artistId !== undefined) candidates.push(listOf(ix.byArtist.get(artistId)));
  else if (artists) candidates.push([...artists].flatMap((a) => listOf(ix.byArtist.get(a))));
  if (chosen.length >= 2) {
    const [a, b] = chosen.map((g) => chosenPostings(ix, g, masks[g]!)).sort((x, y) => worksIn(x) - worksIn(y));
    candidates.push([...a!, ...b!]);
  }
  if (!candidates.length) {
    for (let i = 0, high = ix.high; i < high; i++) consider(i);
  } else {
    const fewest = candidates.reduce((x, y) => (worksIn(y) < worksIn(x) ? y : x));
    forEachOnce(ix, fewest, consider);
  }
  return toCounts(ix, counts, totals);
};

const listOf = (list: IntList | undefined): IntList[] => (list ? [list] : []);

const worksIn = (lists: IntList[]) => lists.reduce((n, l) => n + l.length, 0);

/** The postings of a group's chosen values. */
const chosenPostings = (ix: FacetIndex, g: number, mask: Uint8Array): IntList[] =>
  ix.groups[g]!.postings.filter((_, d) => mask[d]);

/** Calls fn once for each slot in the lists (a work with two chosen materials is in two lists). */
const forEachOnce = (ix: FacetIndex, lists: IntList[], fn: (i: number) => void) => {
  const seen = lists.length > 1 ? new Uint8Array(ix.high) : undefined;
  for (const list of lists) {
    const items = list.items;
    for (let k = 0, n = list.length; k < n; k++) {
      const i = items[k]!;
      if (seen) {
        if (seen[i]) continue;
        seen[i] = 1;
      }
      fn(i);
    }
  }
};

const toCounts = (ix: FacetIndex, counts: Int32Array[], totals: Int32Array): FacetCounts =>
  Object.fromEntries(
    FACET_GROUPS.map((group, g) => {
      const byId: Record<number, number> = {};
      ix.groups[g]!.ids.forEach((id, d) => {
        byId[id] = counts[g]![d]!;
      });
      return [group, { all: totals[g]!, byId }];
    }),
  ) as FacetCounts;
