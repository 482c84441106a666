// Every query behind the public artwork lists and pages. Visible = an active artwork of an active
// artist. The list builders return unexecuted queries so the benchmark's bare handler can compile
// and run exactly this SQL (scripts/bench).
import { type SelectQueryBuilder, sql } from 'kysely';
import type { PublicArtworkSort } from '#shared/schemas/catalogue-public';
import type { DB } from '#server/db/database';
import { type PageWindow, readPage } from '#server/db/paging';
import { containsText, isActive } from '#server/db/sql';
import type { Database } from '#server/db/schema';
import type { ArtworkLookup } from '#shared/constants';
import { LOOKUP_LINKS, type LookupKey } from './artwork.repository';

/** Sale status ids of works a visitor can buy: 'for sale' and 'for sale (not in inventory)'. */
export const FOR_SALE = [1, 2] as const;

export interface ArtworkFilter {
  artistId?: number;
  artTypes?: number[];
  materials?: number[];
  colors?: number[];
  regions?: number[];
  periods?: number[];
  availabilities?: number[];
  artists?: number[];
  priceStart?: number;
  priceEnd?: number;
  widthStart?: number;
  widthEnd?: number;
  heightStart?: number;
  heightEnd?: number;
  depthStart?: number;
  depthEnd?: number;
  search?: string;
  featured?: boolean;
}

type Visible<TB extends keyof Database, O> = SelectQueryBuilder<Database, TB, O>;
type Works<O> = Visible<'artworks' | 'artists', O>;

/** Active works whose artist is active, joined to the artist (the name goes on every card). */
export const visibleArtworks = (db: DB) =>
  db
    .selectFrom('artworks')
    .innerJoin('artists', 'artists.id', 'artworks.artist_id')
    .where(isActive('artworks'))
    .where(isActive('artists'));

/**
 * The same rows for counting, artists first: for each active artist, its active works are a range
 * of the covering index artworks_status_artist, so no artwork row is read. CROSS JOIN pins that
 * order (SQLite never reorders it).
 */
const visibleForCount = (db: DB) =>
  db
    .selectFrom('artists')
    .crossJoin('artworks')
    .whereRef('artworks.artist_id', '=', 'artists.id')
    .where(isActive('artists'))
    .where(isActive('artworks'));

/** The filter's ids for each lookup group, by the group's key in LOOKUP_LINKS. */
const lookupIds = (f: ArtworkFilter): Partial<Record<LookupKey, number[]>> => ({
  art_types: f.artTypes,
  materials: f.materials,
  colors: f.colors,
  regions: f.regions,
  periods: f.periods,
});

/** Filters that an index of their own serves better than the walk per artist (and IN lists, which
 * that walk would probe once per artist). */
const needsPlanner = (f: ArtworkFilter) =>
  Boolean(f.search) ||
  Object.values(lookupIds(f)).some((ids) => ids?.length) ||
  [f.priceStart, f.priceEnd, f.widthStart, f.widthEnd, f.heightStart, f.heightEnd, f.depthStart, f.depthEnd].some(
    (v) => v !== undefined,
  );

const RANGES = [
  ['width', 'widthStart', 'widthEnd'],
  ['height', 'heightStart', 'heightEnd'],
  ['depth', 'depthStart', 'depthEnd'],
] as const;

/** Within a group any chosen value matches; across groups every group must match. */
export const applyFilter = <O>(query: Works<O>, f: ArtworkFilter): Works<O> => {
  let q = query;
  if (f.artistId !== undefined) q = q.where('artworks.artist_id', '=', f.artistId);
  if (f.artists?.length) q = q.where('artworks.artist_id', 'in', f.artists);
  if (f.availabilities?.length) q = q.where('artworks.availability', 'in', f.availabilities);
  if (f.featured) q = q.where('artworks.featured', '=', 1);
  const groups = lookupIds(f);
  for (const key of Object.keys(LOOKUP_LINKS) as LookupKey[]) {
    const ids = groups[key];
    if (!ids?.length) continue;
    const [table, column] = LOOKUP_LINKS[key];
    q = q.where(
      'artworks.id',
      'in',
      sql<number>`(SELECT artwork_id FROM ${sql.table(table)} WHERE ${sql.ref(column)} IN (${sql.join(ids)}))`,
    );
  }
  // A price range asks what a work costs: only works for sale have a public price.
  if (f.priceStart !== undefined || f.priceEnd !== undefined) {
    q = q.where('artworks.availability', 'in', [...FOR_SALE]);
    if (f.priceStart !== undefined) q = q.where('artworks.price', '>=', f.priceStart);
    if (f.priceEnd !== undefined) q = q.where('artworks.price', '<=', f.priceEnd);
  }
  for (const [column, start, end] of RANGES) {
    if (f[start] !== undefined) q = q.where(`artworks.${column}`, '>=', f[start]);
    if (f[end] !== undefined) q = q.where(`artworks.${column}`, '<=', f[end]);
  }
  if (f.search) {
    const artistIds = sql<number>`(SELECT id FROM artists WHERE ${containsText(f.search, sql`(first_name || ' ' || last_name)`)})`;
    q = q.where((eb) =>
      eb.or([containsText(f.search!, 'artworks.title', 'artworks.sku'), eb('artworks.artist_id', 'in', artistIds)]),
    );
  }
  return q;
};

/** The public price: null unless the work is for sale. Sorting by price puts works without one last. */
const salePrice = sql<number | null>`(CASE WHEN artworks.availability IN (1, 2) THEN artworks.price END)`;
const col = (name: string) => sql.ref(name);

export const applySort = <TB extends keyof Database, O>(q: Visible<TB, O>, sort: PublicArtworkSort): Visible<TB, O> => {
  const id = col('artworks.id');
  switch (sort) {
    case 'oldest':
      return q.orderBy(col('artworks.created_at'), 'asc').orderBy(id, 'asc');
    case 'price_low_high':
      return q
        .orderBy(sql`${salePrice} IS NULL`)
        .orderBy(salePrice, 'asc')
        .orderBy(id, 'asc');
    case 'price_high_low':
      // Ties by id ascending: the index artworks_sale_price_desc then serves the whole order.
      return q
        .orderBy(sql`${salePrice} IS NULL`)
        .orderBy(salePrice, 'desc')
        .orderBy(id, 'asc');
    case 'title_a_z':
      return q.orderBy(sql`artworks.title COLLATE NOCASE`, 'asc').orderBy(id, 'asc');
    case 'title_z_a':
      return q.orderBy(sql`artworks.title COLLATE NOCASE`, 'desc').orderBy(id, 'desc');
    case 'artist_a_z':
      // The artist's last and first names, kept on the work (migration artist_sort) for its index.
      return q
        .orderBy(sql`artworks.artist_sort COLLATE NOCASE`)
        .orderBy(sql`artworks.title COLLATE NOCASE`)
        .orderBy(id, 'asc');
    case 'newest':
    default:
      return q.orderBy(col('artworks.created_at'), 'desc').orderBy(id, 'desc');
  }
};

/** What a card needs from the artwork and its artist; images come in one batch afterwards. */
export const cardColumns = [
  'artworks.id',
  'artworks.title',
  'artworks.slug',
  'artworks.sku',
  'artworks.artist_id',
  'artworks.price',
  'artworks.availability',
  'artworks.featured',
  'artworks.height',
  'artworks.width',
  'artworks.depth',
  'artworks.header_image_id',
  'artworks.search_image_id',
  'artists.first_name',
  'artists.last_name',
  'artists.slug as artist_slug',
] as const;

const sortedCards = (db: DB, f: ArtworkFilter, sort: PublicArtworkSort) =>
  applySort(applyFilter(visibleArtworks(db), f).select(cardColumns), sort);

/** The shop page's SQL, unexecuted, so that the benchmark's bare handler runs exactly this. */
export const artworkPageQuery = (db: DB, f: ArtworkFilter, sort: PublicArtworkSort, limit: number, offset: number) =>
  sortedCards(db, f, sort).limit(limit).offset(offset);

export const artworkCountQuery = (db: DB, f: ArtworkFilter) =>
  applyFilter(needsPlanner(f) ? visibleArtworks(db) : visibleForCount(db), f).select((eb) =>
    eb.fn.countAll<number>().as('n'),
  );

/** The shop page's highlight: the newest featured work among those the filters let through. */
export const featuredArtworkQuery = (db: DB, f: ArtworkFilter) =>
  applySort(applyFilter(visibleArtworks(db), { ...f, featured: true }).select(cardColumns), 'newest').limit(1);

export const filesQuery = (db: DB, ids: readonly number[]) =>
  db
    .selectFrom('files')
    .select(['files.id', 'files.width', 'files.height', 'files.alt', 'files.variants'])
    .where('files.id', 'in', ids.length ? [...ids] : [-1]);

export type CardRow = Awaited<ReturnType<ReturnType<typeof artworkPageQuery>['execute']>>[number];
export type FileRow = Awaited<ReturnType<ReturnType<typeof filesQuery>['execute']>>[number];

export const listArtworks = (db: DB, f: ArtworkFilter, sort: PublicArtworkSort, limit: number, offset: number) =>
  artworkPageQuery(db, f, sort, limit, offset).execute();

export const readArtworks = (db: DB, f: ArtworkFilter, sort: PublicArtworkSort, window: PageWindow) =>
  readPage(sortedCards(db, f, sort), window);

export const countArtworks = async (db: DB, f: ArtworkFilter) =>
  Number((await artworkCountQuery(db, f).executeTakeFirstOrThrow()).n);

export const findFeaturedArtwork = (db: DB, f: ArtworkFilter) => featuredArtworkQuery(db, f).executeTakeFirst();

export const findFiles = (db: DB, ids: readonly number[]) => (ids.length ? filesQuery(db, ids).execute() : []);

// ----- one artwork -----

export const artworkBySlugQuery = (db: DB, slug: string) =>
  visibleArtworks(db)
    .select([
      ...cardColumns,
      'artworks.year',
      'artworks.medium',
      'artworks.description',
      'artworks.acquisition',
      'artworks.acquired_at',
    ])
    .where('artworks.slug', '=', slug);

export const attributesQuery = (db: DB, artworkId: number) =>
  db
    .selectFrom('artwork_attributes')
    .select(['label', 'height', 'width', 'depth'])
    .where('artwork_id', '=', artworkId)
    .orderBy('position')
    .orderBy('id');

export const productImageIdsQuery = (db: DB, artworkId: number) =>
  db
    .selectFrom('artwork_images')
    .select('file_id')
    .where('artwork_id', '=', artworkId)
    .orderBy('position')
    .orderBy('file_id');

/** The five lookup lists of one artwork in one statement. */
export const artworkLookupsQuery = (db: DB, artworkId: number) =>
  sql<{ kind: ArtworkLookup; id: number; title: string }>`
    SELECT 'art_types' AS kind, t.id, t.title FROM artwork_art_types l JOIN art_types t ON t.id = l.art_type_id WHERE l.artwork_id = ${artworkId}
    UNION ALL SELECT 'materials', t.id, t.title FROM artwork_materials l JOIN materials t ON t.id = l.material_id WHERE l.artwork_id = ${artworkId}
    UNION ALL SELECT 'colors', t.id, t.title FROM artwork_colors l JOIN colors t ON t.id = l.color_id WHERE l.artwork_id = ${artworkId}
    UNION ALL SELECT 'regions', t.id, t.title FROM artwork_regions l JOIN regions t ON t.id = l.region_id WHERE l.artwork_id = ${artworkId}
    UNION ALL SELECT 'periods', t.id, t.title FROM artwork_periods l JOIN periods t ON t.id = l.period_id WHERE l.artwork_id = ${artworkId}
    ORDER BY 1, 3 COLLATE NOCASE`.compile(db);

/** Other visible works by the same artist, in a random order. */
export const randomByArtistQuery = (db: DB, artistId: number, exceptId: number, limit: number) =>
  visibleArtworks(db)
    .select(cardColumns)
    .where('artworks.artist_id', '=', artistId)
    .where('artworks.id', '!=', exceptId)
    .orderBy(sql`random()`)
    .limit(limit);

export type ArtworkDetailRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof artworkBySlugQuery>['executeTakeFirst']>>
>;

export const findArtworkBySlug = (db: DB, slug: string) => artworkBySlugQuery(db, slug).executeTakeFirst();
export const listAttributes = (db: DB, id: number) => attributesQuery(db, id).execute();
export const listProductImageIds = async (db: DB, id: number) =>
  (await productImageIdsQuery(db, id).execute()).map((r) => r.file_id);
export const listArtworkLookups = async (db: DB, id: number) =>
  (await db.executeQuery(artworkLookupsQuery(db, id))).rows;
export const listRandomByArtist = (db: DB, artistId: number, exceptId: number, limit: number) =>
  randomByArtistQuery(db, artistId, exceptId, limit).execute();

// ----- home page and acquisitions -----

export const readAcquisitions = (db: DB, window: PageWindow) =>
  readPage(
    visibleArtworks(db)
      .select([...cardColumns, 'artworks.acquisition', 'artworks.acquired_at'])
      .where('artworks.acquired_at', 'is not', null)
      .orderBy('artworks.acquired_at', 'desc')
      .orderBy('artworks.id', 'desc'),
    window,
  );

/**
 * Visible works among `ids` (another module's list: an exhibition's, a viewing room's, a search's
 * page). Read by primary key: with the statuses compared as plain values, SQLite no longer prefers
 * the status index, which without statistics it takes for ten rows and which walked every active
 * work (48 ms at 100,000 works against 0.5 ms; scripts/bench/search.ts).
 */
export const visibleArtworksByIdsQuery = (db: DB, ids: readonly number[]) =>
  db
    .selectFrom('artworks')
    .innerJoin('artists', 'artists.id', 'artworks.artist_id')
    .where(sql<boolean>`coalesce(artworks.status, '0') = '1'`)
    .where(sql<boolean>`coalesce(artists.status, '0') = '1'`)
    .select(cardColumns)
    .where('artworks.id', 'in', [...ids]);

export const listVisibleArtworksByIds = (db: DB, ids: readonly number[]) =>
  ids.length ? visibleArtworksByIdsQuery(db, ids).execute() : Promise.resolve([]);
