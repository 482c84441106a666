// Which works of the facet index meet a filter: the rules of applyFilter (public-artwork.repository.ts)
// over the index's arrays, shared by the facet counts (facet-counts.ts) and the shop's pages and
// totals read from the index (catalogue-page.ts). NaN (no price, no size) fails every range, as NULL
// does in SQL; a price range only lets works for sale through.
import type { ArtworkFilter } from './public-artwork.repository';
import { FOR_SALE } from './public-artwork.repository';
import { FACET_GROUPS, type FacetGroup, type FacetIndex, type IntList } from './facet-index';

/** An asked range, open ends infinite (undefined: not asked). */
const range = (start: number | undefined, end: number | undefined) =>
  start === undefined && end === undefined
    ? undefined
    : ([start ?? Number.NEGATIVE_INFINITY, end ?? Number.POSITIVE_INFINITY] as const);

const chosenIds = (f: ArtworkFilter, group: FacetGroup): number[] | undefined =>
  group === 'art_types' ? f.artTypes : (f[group] as number[] | undefined);

/** Per group (FACET_GROUPS order), which of its dense values are chosen; an id the index lacks matches nothing. */
export const chosenMasks = (ix: FacetIndex, f: ArtworkFilter): (Uint8Array | undefined)[] =>
  FACET_GROUPS.map((group, g) => {
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

/** Whether work i has one of the chosen values of group g. */
export const hasChosen = (ix: FacetIndex, g: number, i: number, mask: Uint8Array) => {
  const m = ix.groups[g]!;
  const pool = m.values;
  for (let k = m.start[i]!, end = k + m.len[i]!; k < end; k++) if (mask[pool[k]!]) return true;
  return false;
};

/** Whether a live work i meets every choice but the groups' (artists, price, sizes, featured). */
export const passesOutsideGroups = (ix: FacetIndex, f: ArtworkFilter): ((i: number) => boolean) => {
  const forSale = new Uint8Array(16);
  for (const s of FOR_SALE) forSale[s] = 1;
  const artists = f.artists?.length ? new Set(f.artists) : undefined;
  const price = range(f.priceStart, f.priceEnd);
  const width = range(f.widthStart, f.widthEnd);
  const height = range(f.heightStart, f.heightEnd);
  const depth = range(f.depthStart, f.depthEnd);
  const { artistId, featured } = f;
  const { live, artist, availability } = ix;
  return (i) => {
    if (!live[i]) return false;
    if (artistId !== undefined && artist[i] !== artistId) return false;
    if (artists && !artists.has(artist[i]!)) return false;
    if (featured && !ix.featured[i]) return false;
    if (price) {
      const p = ix.price[i]!;
      if (!forSale[availability[i]!] || !(p >= price[0] && p <= price[1])) return false;
    }
    if (width && !(ix.width[i]! >= width[0] && ix.width[i]! <= width[1])) return false;
    if (height && !(ix.height[i]! >= height[0] && ix.height[i]! <= height[1])) return false;
    return !depth || (ix.depth[i]! >= depth[0] && ix.depth[i]! <= depth[1]);
  };
};

/** Whether the filter lets every visible work through. */
export const isUnfiltered = (f: ArtworkFilter) =>
  Object.values(f).every((v) => v === undefined || v === false || (Array.isArray(v) && v.length === 0));

/** Whether work i meets every choice of the filter (undefined: the filter chooses nothing). */
export const matcherOf = (ix: FacetIndex, f: ArtworkFilter): ((i: number) => boolean) | undefined => {
  if (isUnfiltered(f)) return undefined;
  const masks = chosenMasks(ix, f);
  const chosen = masks.flatMap((m, g) => (m ? [g] : []));
  const passes = passesOutsideGroups(ix, f);
  return (i) => {
    if (!passes(i)) return false;
    for (let c = 0; c < chosen.length; c++) if (!hasChosen(ix, chosen[c]!, i, masks[chosen[c]!]!)) return false;
    return true;
  };
};

export const listOf = (list: IntList | undefined): IntList[] => (list ? [list] : []);

export const worksIn = (lists: IntList[]) => lists.reduce((n, l) => n + l.length, 0);

/** The postings of a group's chosen values. */
export const chosenPostings = (ix: FacetIndex, g: number, mask: Uint8Array): IntList[] =>
  ix.groups[g]!.postings.filter((_, d) => mask[d]);

/** The slots of the lists, each once (a work with two chosen materials is in two lists). */
export const union = (ix: FacetIndex, lists: IntList[]): Int32Array => {
  if (lists.length === 1) return lists[0]!.items.subarray(0, lists[0]!.length);
  const out = new Int32Array(worksIn(lists));
  const seen = new Uint8Array(ix.high);
  let n = 0;
  for (const list of lists)
    for (let k = 0; k < list.length; k++) {
      const i = list.items[k]!;
      if (seen[i]) continue;
      seen[i] = 1;
      out[n++] = i;
    }
  return out.subarray(0, n);
};

/**
 * The fewest works that hold every match, when the filter names some: the artist's (or the chosen
 * artists'), or the chosen values' of the group with the fewest works. Undefined: any work may match.
 */
export const candidatesOf = (ix: FacetIndex, f: ArtworkFilter): Int32Array | undefined => {
  const sources: IntList[][] = [];
  if (f.artistId !== undefined) sources.push(listOf(ix.byArtist.get(f.artistId)));
  else if (f.artists?.length) sources.push([...new Set(f.artists)].flatMap((a) => listOf(ix.byArtist.get(a))));
  chosenMasks(ix, f).forEach((mask, g) => mask && sources.push(chosenPostings(ix, g, mask)));
  if (!sources.length) return undefined;
  return union(
    ix,
    sources.reduce((x, y) => (worksIn(y) < worksIn(x) ? y : x)),
  );
};
