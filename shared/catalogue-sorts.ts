// The public catalogue's sort orders as plain values: the API's schemas validate against them, and the
// browser reads them from the URL without loading the validation library.
export const PUBLIC_ARTWORK_SORTS = [
  'newest',
  'oldest',
  'price_low_high',
  'price_high_low',
  'title_a_z',
  'title_z_a',
  'artist_a_z',
] as const;
export type PublicArtworkSort = (typeof PUBLIC_ARTWORK_SORTS)[number];
