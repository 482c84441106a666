// Facet counts: for each filter group, how many visible works each of its values would give with the
// other groups' choices kept. A group's own choice is left out of its own counts, so the visitor sees
// what switching to another material gives. No SQL: one pass over the index (facet-index.ts), and
// only over the works that can count when the filter says which (an artist's, a chosen value's).
// The pass applies the same rules as applyFilter in public-artwork.repository.ts (the integration
// test compares the two).
import type { ArtworkFilter } from './public-artwork.repository';
import { FACET_GROUPS, type FacetGroup, type FacetIndex, type IntList } from './facet-index';
import { chosenMasks, chosenPostings, isUnfiltered, listOf, passesOutsideGroups, union, worksIn } from './facet-match';

/** Per group: how many works each value gives ('ALL' = the group's total), with the other choices kept. */
export type FacetCounts = Record<FacetGroup, { all: number; byId: Record<number, number> }>;

/** The counts under way: flat arrays per group, so that the loops below stay monomorphic and tight. */
class Tally {
  readonly counts: Int32Array[];
  readonly totals: Int32Array;
  private readonly starts: Int32Array[];
  private readonly lens: Int32Array[];
  private readonly pools: Int32Array[];

  constructor(ix: FacetIndex) {
    this.counts = ix.groups.map((m) => new Int32Array(m.ids.length));
    this.totals = new Int32Array(ix.groups.length);
    this.starts = ix.groups.map((m) => m.start);
    this.lens = ix.groups.map((m) => m.len);
    this.pools = ix.groups.map((m) => m.values);
  }

  /** Work i counts for group g: each of its values there gains one. */
  add(g: number, i: number) {
    const c = this.counts[g]!;
    const pool = this.pools[g]!;
    for (let k = this.starts[g]![i]!, end = k + this.lens[g]![i]!; k < end; k++) c[pool[k]!]!++;
    this.totals[g]!++;
  }

  /** Work i counts for every group but `skip` (-1: every group). */
  addAll(i: number, skip: number) {
    for (let g = 0; g < this.counts.length; g++) if (g !== skip) this.add(g, i);
  }

  /** Whether work i has one of the chosen values of group g. */
  has(g: number, i: number, mask: Uint8Array) {
    const pool = this.pools[g]!;
    for (let k = this.starts[g]![i]!, end = k + this.lens[g]![i]!; k < end; k++) if (mask[pool[k]!]) return true;
    return false;
  }
}

/** The counts with nothing chosen: each value's postings are its live works (none left out of an empty tally). */
const unfilteredCounts = (ix: FacetIndex): FacetCounts => toCounts(ix, new Tally(ix), true);

/**
 * A work that meets every choice counts for every group; one that misses exactly one group's choice
 * counts for that group only (it is what choosing another value there would give). Text search is
 * not a facet filter (the filters API has no such input) and is not applied.
 */
export const countFacets = (ix: FacetIndex, f: ArtworkFilter): FacetCounts => {
  if (isUnfiltered(f)) return unfilteredCounts(ix);
  const masks = chosenMasks(ix, f);
  const chosen = masks.flatMap((m, g) => (m ? [g] : []));
  const tally = new Tally(ix);
  const artists = f.artists?.length ? new Set(f.artists) : undefined;
  const artistId = f.artistId;
  const ranges = [
    f.priceStart,
    f.priceEnd,
    f.widthStart,
    f.widthEnd,
    f.heightStart,
    f.heightEnd,
    f.depthStart,
    f.depthEnd,
  ];

  if (chosen.length === 1 && !artists && ranges.every((v) => v === undefined) && artistId === undefined) {
    // One group chosen and nothing else: its own counts are the unfiltered ones, and the other
    // groups' come from the chosen values' works alone.
    const g = chosen[0]!;
    const works = union(ix, chosenPostings(ix, g, masks[g]!));
    for (let k = 0; k < works.length; k++) tally.addAll(works[k]!, g);
    const result = toCounts(ix, tally);
    result[FACET_GROUPS[g]!] = unfilteredCounts(ix)[FACET_GROUPS[g]!];
    return result;
  }

  // Which works can count at all: an artist's (or the chosen artists') works; with two groups or
  // more chosen, a counting work misses at most one, so it has a chosen value of either of any two
  // chosen groups (the two with the fewest works are taken); otherwise every work.
  const sources: IntList[][] = [];
  if (artistId !== undefined) sources.push(listOf(ix.byArtist.get(artistId)));
  else if (artists) sources.push([...artists].flatMap((a) => listOf(ix.byArtist.get(a))));
  if (chosen.length >= 2) {
    const [a, b] = chosen.map((g) => chosenPostings(ix, g, masks[g]!)).sort((x, y) => worksIn(x) - worksIn(y));
    sources.push([...a!, ...b!]);
  }
  const works = sources.length
    ? union(
        ix,
        sources.reduce((x, y) => (worksIn(y) < worksIn(x) ? y : x)),
      )
    : undefined;

  const { live } = ix;
  /** Whether work i meets every choice but the lookup groups'. */
  const passes = passesOutsideGroups(ix, f);

  if (!works && !chosen.length) {
    // Only ranges: a work that meets them counts for every group. When most do (20 to 100 in wide),
    // the few that do not are counted and taken from the unfiltered counts: less to add.
    const ok = new Uint8Array(ix.high);
    let met = 0;
    for (let i = 0; i < ix.high; i++) if (passes(i)) met += ok[i] = 1;
    const fewer = met * 2 > ix.size ? 0 : 1;
    for (let i = 0; i < ix.high; i++) if (live[i] && ok[i] === fewer) tally.addAll(i, -1);
    return toCounts(ix, tally, fewer === 0);
  }

  const n = works ? works.length : ix.high;
  for (let k = 0; k < n; k++) {
    const i = works ? works[k]! : k;
    if (!passes(i)) continue;
    let missed = -1;
    let twice = false;
    for (let c = 0; c < chosen.length; c++) {
      const g = chosen[c]!;
      if (tally.has(g, i, masks[g]!)) continue;
      if (missed >= 0) {
        twice = true;
        break;
      }
      missed = g;
    }
    if (twice) continue;
    if (missed >= 0) tally.add(missed, i);
    else tally.addAll(i, -1);
  }
  return toCounts(ix, tally);
};

/** The tally as the answer; `excluded`: it counted the works left out, taken from the unfiltered counts. */
const toCounts = (ix: FacetIndex, tally: Tally, excluded = false): FacetCounts =>
  Object.fromEntries(
    FACET_GROUPS.map((group, g) => {
      const m = ix.groups[g]!;
      const byId: Record<number, number> = {};
      m.ids.forEach((id, d) => {
        byId[id] = excluded ? m.postings[d]!.length - tally.counts[g]![d]! : tally.counts[g]![d]!;
      });
      return [group, { all: excluded ? ix.size - tally.totals[g]! : tally.totals[g]!, byId }];
    }),
  ) as FacetCounts;
