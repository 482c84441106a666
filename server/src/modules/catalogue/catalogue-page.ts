// A page of the shop (or of an artist's works) read from the facet index instead of SQL
// (docs/decisions/034-shop-pages-from-the-index.md): which works, in the sort's order, at the page's
// offset, how many match in all, and the newest featured one. The cards are then read by id. With
// OFFSET, SQL stepped over every row before the page (200 ms for a deep page at 100,000 works) and
// counted every match for the total; here a deep page costs a walk over the kept order in memory.
import type { PublicArtworkSort } from '#shared/schemas/catalogue-public';
import type { FacetIndex } from './facet-index';
import { candidatesOf, matcherOf } from './facet-match';
import type { ArtworkFilter } from './public-artwork.repository';

export interface IndexedPage {
  /** artwork ids of the page, in order */
  ids: number[];
  total: number;
  /** the newest featured work among the matches, when asked for */
  featuredId?: number;
}

/** Fewer candidates than this share of the catalogue are sorted on their own rather than walked in order. */
const SORT_SHARE = 1 / 8;

/** Whether the index can answer this filter: text search is SQL's (the index holds no text). */
export const indexCanServe = (f: ArtworkFilter) => !f.search;

export const pageFromIndex = (
  ix: FacetIndex,
  f: ArtworkFilter,
  sort: PublicArtworkSort,
  window: { offset: number; size: number },
  withFeatured: boolean,
): IndexedPage => {
  const match = matcherOf(ix, f);
  const { orders, idOf } = ix;
  const candidates = match && candidatesOf(ix, f);
  // One pass marks the matches (among the candidates when the filter names a few) and counts them.
  let mask: Uint8Array | undefined;
  let total = ix.size;
  const matched: number[] = [];
  if (match) {
    mask = new Uint8Array(ix.high);
    total = 0;
    const n = candidates ? candidates.length : ix.high;
    for (let k = 0; k < n; k++) {
      const i = candidates ? candidates[k]! : k;
      if (!match(i)) continue;
      mask[i] = 1;
      total++;
      if (candidates) matched.push(i);
    }
  }
  // A few matches (an artist's works, a rare value's): sorted on their own, cut at the page.
  const few = candidates !== undefined && candidates.length < ix.size * SORT_SHARE;
  const newestFeatured = () =>
    few
      ? orders.sortSlots(
          'newest',
          matched.filter((i) => ix.featured[i]),
          ix,
        )[0]
      : orders.page('newest', mask, 0, 1, ix.featured)[0];
  const found = withFeatured ? newestFeatured() : undefined;
  const featuredId = found === undefined ? undefined : idOf[found];
  if (window.offset >= total) return { ids: [], total, featuredId };
  const page = few
    ? orders.sortSlots(sort, matched, ix).slice(window.offset, window.offset + window.size)
    : orders.page(sort, mask, window.offset, window.size);
  return { ids: page.map((i) => idOf[i]!), total, featuredId };
};
