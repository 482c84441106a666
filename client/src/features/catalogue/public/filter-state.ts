// The catalogue's filter state lives in the URL (?materials=3&price_start=1000&sort=price_low_high),
// so a filtered view can be shared and reloaded. One selected item per group ('ALL …' when none).
// From the plain constants, not the schemas: the catalogue's pages load no validation code.
import { ARTWORK_LOOKUPS } from '#shared/constants';
import { PUBLIC_ARTWORK_SORTS, type PublicArtworkSort } from '#shared/catalogue-sorts';

/** The filter groups that select one id each; their keys are the list's query parameters. */
export const ID_FILTERS = ['artists', ...ARTWORK_LOOKUPS, 'availabilities'] as const;
export type IdFilter = (typeof ID_FILTERS)[number];
export const isIdFilter = (key: string): key is IdFilter => (ID_FILTERS as readonly string[]).includes(key);

export const RANGE_FILTERS = ['price_start', 'price_end'] as const;
type RangeFilter = (typeof RANGE_FILTERS)[number];

export const SORT_LABELS: Record<PublicArtworkSort, string> = {
  newest: 'Newest first',
  oldest: 'Oldest first',
  price_low_high: 'Price: low to high',
  price_high_low: 'Price: high to low',
  title_a_z: 'Title: A to Z',
  title_z_a: 'Title: Z to A',
  artist_a_z: 'Artist: A to Z',
};
export const DEFAULT_SORT: PublicArtworkSort = 'newest';

export type CatalogueFilters = Partial<Record<IdFilter | RangeFilter, number>> & { sort: PublicArtworkSort };

const wholeNumber = (v: string | null) => {
  if (v === null || v.trim() === '') return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? n : undefined;
};

/** What the URL asks for; anything malformed is left out rather than sent to the server. */
export const readFilters = (params: URLSearchParams): CatalogueFilters => {
  const sort = params.get('sort');
  const filters: CatalogueFilters = {
    sort: (PUBLIC_ARTWORK_SORTS as readonly string[]).includes(sort ?? '') ? (sort as PublicArtworkSort) : DEFAULT_SORT,
  };
  for (const key of [...ID_FILTERS, ...RANGE_FILTERS]) {
    const n = wholeNumber(params.get(key));
    if (n !== undefined) filters[key] = n;
  }
  return filters;
};

/** The list's query input: one id per group, as the API's id lists. */
export const toQueryInput = (f: CatalogueFilters) => {
  const input: Partial<Record<IdFilter, number[]>> &
    Partial<Record<RangeFilter, number>> & { sort: PublicArtworkSort } = {
    sort: f.sort,
  };
  for (const key of ID_FILTERS) if (f[key] !== undefined) input[key] = [f[key]];
  for (const key of RANGE_FILTERS) if (f[key] !== undefined) input[key] = f[key];
  return input;
};

/** The filters API's input for a list: its groups, with counts that keep the chosen filters. */
export const countsInput = (
  f: CatalogueFilters,
  list: { list: 'artworks' } | { list: 'artist'; belonging: string },
) => {
  const { sort: _sort, ...filters } = toQueryInput(f);
  return { ...list, ...filters };
};

export const hasActiveFilters = (f: CatalogueFilters) =>
  [...ID_FILTERS, ...RANGE_FILTERS].some((k) => f[k] !== undefined);

/** The URL after one change: undefined (or the default sort) removes the parameter. */
export const withParam = (params: URLSearchParams, key: string, value: string | number | undefined) => {
  const next = new URLSearchParams(params);
  if (value === undefined || value === '' || (key === 'sort' && value === DEFAULT_SORT)) next.delete(key);
  else next.set(key, String(value));
  return next;
};

/** The URL with every filter cleared; other parameters (e.g. a search overlay's) stay. */
export const withoutFilters = (params: URLSearchParams) => {
  const next = new URLSearchParams(params);
  for (const key of [...ID_FILTERS, ...RANGE_FILTERS, 'sort']) next.delete(key);
  return next;
};
