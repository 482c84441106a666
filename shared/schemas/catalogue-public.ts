// The public catalogue's inputs and DTOs: the shop page, artwork and artist pages, the home page's
// artworks, acquisitions and the filter groups. Output schemas are the whitelist of what visitors see.
import { z } from 'zod';
import { MSG } from '#shared/messages';
import { NUMBER_LIMIT, PAGE_SIZE, TITLE_MAX } from '#shared/constants';
import { limitedNumber, page, pageNumber } from '#shared/validation';
import { showSummaryOutput } from '#shared/schemas/events';
import { imageOutput } from '#shared/schemas/image';
import { publicationOutput } from '#shared/schemas/publication';
import { pagedData, searchText } from '#shared/schemas/list';
import { PUBLIC_ARTWORK_SORTS, type PublicArtworkSort } from '#shared/catalogue-sorts';

/**
 * Ids in a query: '?materials[]=1&materials[]=2', '?materials=1,2' or one value. Whole numbers from 0
 * (sale status ids start at 0), each failure worded as the spec's number messages.
 */
export const numberList = () =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === '') return undefined;
      const arr = Array.isArray(v) ? v : String(v).split(',');
      return arr.map((x) => (typeof x === 'string' && x.trim() !== '' ? Number(x) : x));
    },
    z
      .array(
        z
          .number({ error: MSG.number })
          .refine((n) => Number.isInteger(n), MSG.number)
          .refine((n) => n >= 0, MSG.positive)
          .refine((n) => n < NUMBER_LIMIT, MSG.limitNumber),
      )
      .optional(),
  );

const optionalNumber = () => limitedNumber().optional();

/** The size and price ranges and lookup ids every artwork list accepts (shop page and an artist's page). */
export const artworkFilterShape = {
  art_types: numberList(),
  materials: numberList(),
  colors: numberList(),
  regions: numberList(),
  periods: numberList(),
  availabilities: numberList(),
  price_start: optionalNumber(),
  price_end: optionalNumber(),
  width_start: optionalNumber(),
  width_end: optionalNumber(),
  height_start: optionalNumber(),
  height_end: optionalNumber(),
  depth_start: optionalNumber(),
  depth_end: optionalNumber(),
};

export { PUBLIC_ARTWORK_SORTS, type PublicArtworkSort };

export const shopPageInput = z.object({
  page: page(),
  sort: z.enum(PUBLIC_ARTWORK_SORTS).default('newest'),
  ...artworkFilterShape,
  artists: numberList(),
  search: searchText(),
});
export type ShopPageInput = z.input<typeof shopPageInput>;
export type ShopPageQuery = z.output<typeof shopPageInput>;

export const homePageArtworksInput = z.object({
  page: page(),
  exhibition_id: limitedNumber().optional(),
});

export const pageInput = z.object({ page: page() });
export const slugInput = z.object({ slug: z.string().trim().min(1).max(TITLE_MAX) });

export const MARKETS = ['primary', 'secondary'] as const;
export const PUBLIC_ARTIST_SORTS = ['last_name', 'first_name', 'newest'] as const;
export type PublicArtistSort = (typeof PUBLIC_ARTIST_SORTS)[number];

/** page: a number, or 'all' (the artists list view asks for every artist; capped at PAGE_SIZE.max). */
const pageOrAll = () =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? 1 : v === 'all' ? 'all' : typeof v === 'string' ? Number(v) : v),
    z.union([z.literal('all'), pageNumber()], { error: MSG.number }),
  );

export const artistsInput = z.object({
  sort: z.enum(PUBLIC_ARTIST_SORTS).default('last_name'),
  regions: numberList(),
  page: pageOrAll(),
  market: z.enum(MARKETS).optional(),
});
export type ArtistsQuery = z.output<typeof artistsInput>;

export const marketInput = z.object({ market: z.enum(MARKETS).optional() });

export const artistArtworksInput = z.object({
  slug: slugInput.shape.slug,
  page: page(),
  sort: z.enum(PUBLIC_ARTWORK_SORTS).default('newest'),
  ...artworkFilterShape,
});
export type ArtistArtworksQuery = z.output<typeof artistArtworksInput>;

export const artistExhibitionsInput = z.object({ slug: slugInput.shape.slug, page: page() });

export const FILTER_LISTS = ['artworks', 'artist', 'artists'] as const;
export const FILTER_TYPES = ['tags', 'materials', 'price'] as const;
export const filtersInput = z.object({
  list: z.enum(FILTER_LISTS).default('artworks'),
  type: z.enum(FILTER_TYPES).optional(),
  search: searchText(),
  belonging: z.string().trim().max(TITLE_MAX).optional(),
  // The list's current filters (the same parameters as the list): the items' counts keep them.
  ...artworkFilterShape,
  artists: numberList(),
});
export type FiltersQuery = z.output<typeof filtersInput>;

// ----- outputs -----

const idTitle = z.object({ id: z.number(), title: z.string() });

export const artworkCardOutput = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  artist: idTitle,
  artist_name: z.string(),
  artist_slug: z.string(),
  /** null when the work is not for sale (a sold work's price is not public) or has no price */
  price: z.number().nullable(),
  price_formatted: z.string().nullable(),
  availability: z.number(),
  availability_label: z.string(),
  /** 'h x w x d' in inches with centimetres beside; '' when no dimension is known */
  size: z.string(),
  image: imageOutput.nullable(),
  featured: z.boolean(),
});
export type ArtworkCard = z.infer<typeof artworkCardOutput>;

export const artworkAttributeOutput = z.object({
  label: z.string().nullable(),
  height: z.number().nullable(),
  width: z.number().nullable(),
  depth: z.number().nullable(),
  size: z.string(),
});

export const artworkDetailOutput = artworkCardOutput.extend({
  year: z.number().nullable(),
  medium: z.string().nullable(),
  description: z.string().nullable(),
  attributes: z.array(artworkAttributeOutput),
  header_image: imageOutput.nullable(),
  product_images: z.array(imageOutput),
  art_types: z.array(idTitle),
  materials: z.array(idTitle),
  colors: z.array(idTitle),
  regions: z.array(idTitle),
  periods: z.array(idTitle),
  exhibitions: z.array(z.object({ title: z.string(), slug: z.string() })),
});
export type ArtworkDetail = z.infer<typeof artworkDetailOutput>;

export const artworkPageOutput = z.object({
  response: artworkDetailOutput,
  threeRandomByArtist: z.array(artworkCardOutput),
});
export type ArtworkPage = z.infer<typeof artworkPageOutput>;

export const shopPageOutput = z.object({
  response: z.array(artworkCardOutput),
  featuredArtwork: artworkCardOutput.nullable(),
  hasMorePages: z.boolean(),
  total: z.number(),
});
export type ShopPage = z.infer<typeof shopPageOutput>;

export const artworkListOutput = pagedData(artworkCardOutput);

export const acquisitionCardOutput = artworkCardOutput.extend({
  acquisition: z.string().nullable(),
  acquired_at: z.string(),
});
export const acquisitionsOutput = pagedData(acquisitionCardOutput);

export const artistCardOutput = z.object({
  id: z.number(),
  full_name: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  slug: z.string(),
  /** 'birth - death, location', 'Born year, location' or 'Died year, location' */
  summary: z.string(),
  regions: z.array(idTitle),
  /** the first region's title, for one-line captions */
  region: z.string().nullable(),
  header_image: imageOutput.nullable(),
});
export type ArtistCard = z.infer<typeof artistCardOutput>;

export const artistDetailOutput = artistCardOutput.extend({
  biography: z.string().nullable(),
  birth_year: z.number().nullable(),
  death_year: z.number().nullable(),
  location: z.string().nullable(),
  market: z.enum(MARKETS).nullable(),
  // The spec's spelling.
  has_artwors: z.boolean(),
  has_exhibition: z.boolean(),
  has_publications: z.boolean(),
});
export type ArtistDetail = z.infer<typeof artistDetailOutput>;

export const artistListOutput = pagedData(artistCardOutput);

export const artistNameOutput = z.object({ id: z.number(), full_name: z.string(), slug: z.string() });
export const artistNamesOutput = z.array(artistNameOutput);

/** A publication as the artist page lists it: the admin item without its links and bookkeeping. */
export const artistPublicationOutput = publicationOutput.pick({
  id: true,
  title: true,
  type: true,
  author: true,
  publisher: true,
  year: true,
  url: true,
  image: true,
});
export const artistPublicationsOutput = z.array(artistPublicationOutput);

export const artistExhibitionOutput = showSummaryOutput;
export const artistExhibitionsOutput = pagedData(artistExhibitionOutput);

export const filterItemOutput = z.object({
  id: z.number(),
  val: z.string(),
  selected: z.boolean(),
  /** how many visible works this value gives with the other groups' filters kept (artwork lists) */
  count: z.number().optional(),
});
export type FilterItem = z.infer<typeof filterItemOutput>;

export const filterGroupOutput = z.object({
  key: z.string(),
  title: z.string(),
  items: z.array(filterItemOutput),
  /** range groups (price, height, width, depth): the smallest and largest value on show */
  min: z.number().nullable().optional(),
  max: z.number().nullable().optional(),
});
export type FilterGroup = z.infer<typeof filterGroupOutput>;
export const filtersOutput = z.array(filterGroupOutput);

export const PUBLIC_PAGE_SIZE = {
  shop: PAGE_SIZE.catalogue,
  artistArtworks: PAGE_SIZE.catalogue,
  home: PAGE_SIZE.publicList,
  acquisitions: PAGE_SIZE.publicList,
  artists: PAGE_SIZE.publicList,
  exhibitions: PAGE_SIZE.publicList,
} as const;
