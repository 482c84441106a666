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
  const featured = (i: number) => ix.featured[i] === 1 && (!match || match(i));
  const found = withFeatured ? orders.page('newest', featured, 0, 1)[0] : undefined;
  const featuredId = found === undefined ? undefined : idOf[found];
  const candidates = match && candidatesOf(ix, f);
  if (match && candidates && candidates.length < ix.size * SORT_SHARE) {
    // A few works can match (an artist's, a rare value's): those, sorted, cut at the page.
    const matched: number[] = [];
    for (const i of candidates) if (match(i)) matched.push(i);
    const page = orders.sortSlots(sort, matched, ix).slice(window.offset, window.offset + window.size);
    return { ids: page.map((i) => idOf[i]!), total: matched.length, featuredId };
  }
  let total = ix.size;
  if (match) {
    total = 0;
    if (candidates) for (const i of candidates) total += match(i) ? 1 : 0;
    else for (let i = 0; i < ix.high; i++) total += match(i) ? 1 : 0;
  }
  const page = window.offset < total ? orders.page(sort, match, window.offset, window.size) : [];
  return { ids: page.map((i) => idOf[i]!), total, featuredId };
};
