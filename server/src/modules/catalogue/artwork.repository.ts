// Every admin query on the artworks row itself: the filtered list, one artwork, writes, sku numbers.
import { sql } from 'kysely';
import type { ArtworkLookup } from '#shared/constants';
import type { ADMIN_ARTWORK_SORTS } from '#shared/schemas/artwork';
import type { DB } from '#server/db/database';
import { countRows, type ListOrder, type PageWindow, readPage, type SearchFilter } from '#server/db/paging';
import { containsText } from '#server/db/sql';
import { rowWriters } from '#server/db/rows';

export type ArtworkSort = (typeof ADMIN_ARTWORK_SORTS)[number];

/** The lookup filters: query key → link table and its column. */
export const LOOKUP_LINKS = {
  art_types: ['artwork_art_types', 'art_type_id'],
  materials: ['artwork_materials', 'material_id'],
  colors: ['artwork_colors', 'color_id'],
  regions: ['artwork_regions', 'region_id'],
  periods: ['artwork_periods', 'period_id'],
} as const satisfies Record<ArtworkLookup, readonly [table: string, column: string]>;
export type LookupKey = keyof typeof LOOKUP_LINKS;

export interface ArtworkFilter extends SearchFilter, Partial<Record<LookupKey, number[]>> {
  status?: '0' | '1';
  availability?: number[];
  artistId?: number;
  featured?: boolean;
  priceStart?: number;
  priceEnd?: number;
}

/** Has at least one of `ids` in its link table (a filter group is "any of"; groups combine with AND). */
const linkedToAny = (key: LookupKey, ids: number[]) => {
  const [table, column] = LOOKUP_LINKS[key];
  return sql<boolean>`EXISTS (SELECT 1 FROM ${sql.table(table)} l WHERE l.artwork_id = artworks.id AND l.${sql.ref(column)} IN (${sql.join(ids)}))`;
};

const filtered = (db: DB, f: ArtworkFilter) => {
  let q = db.selectFrom('artworks').innerJoin('artists', 'artists.id', 'artworks.artist_id');
  if (f.status) q = q.where('artworks.status', '=', f.status);
  if (f.availability?.length) q = q.where('artworks.availability', 'in', f.availability);
  if (f.artistId !== undefined) q = q.where('artworks.artist_id', '=', f.artistId);
  if (f.featured !== undefined) q = q.where('artworks.featured', '=', f.featured ? 1 : 0);
  if (f.priceStart !== undefined) q = q.where('artworks.price', '>=', f.priceStart);
  if (f.priceEnd !== undefined) q = q.where('artworks.price', '<=', f.priceEnd);
  for (const key of Object.keys(LOOKUP_LINKS) as LookupKey[]) {
    const ids = f[key];
    if (ids?.length) q = q.where(linkedToAny(key, ids));
  }
  if (f.search) {
    q = q.where(containsText(f.search, 'artworks.title', 'artworks.sku'));
  }
  if (f.excludeIds?.length) q = q.where('artworks.id', 'not in', f.excludeIds);
  return q;
};

export const countArtworks = (db: DB, f: ArtworkFilter) => countRows(filtered(db, f));

export const listArtworks = (db: DB, f: ArtworkFilter, o: ListOrder<ArtworkSort>, window: PageWindow) => {
  let q = filtered(db, f)
    .selectAll('artworks')
    .select(['artists.first_name as artist_first_name', 'artists.last_name as artist_last_name']);
  if (o.sort === 'artist')
    q = q
      .orderBy(sql`artists.last_name COLLATE NOCASE`, o.order)
      .orderBy(sql`artists.first_name COLLATE NOCASE`, o.order);
  else if (o.sort === 'title' || o.sort === 'sku')
    q = q.orderBy(sql`artworks.${sql.ref(o.sort)} COLLATE NOCASE`, o.order);
  else q = q.orderBy(`artworks.${o.sort}`, o.order);
  // Ties read in title order, then by id, so a page never shuffles.
  if (o.sort !== 'title') q = q.orderBy(sql`artworks.title COLLATE NOCASE`, 'asc');
  return readPage(q.orderBy('artworks.id', o.order), window);
};
export type ArtworkRow = Awaited<ReturnType<typeof listArtworks>>['rows'][number];

export const findArtwork = (db: DB, id: number) =>
  db
    .selectFrom('artworks')
    .innerJoin('artists', 'artists.id', 'artworks.artist_id')
    .selectAll('artworks')
    .select(['artists.first_name as artist_first_name', 'artists.last_name as artist_last_name'])
    .where('artworks.id', '=', id)
    .executeTakeFirst();

export const { insert: insertArtwork, update: updateArtwork, remove: deleteArtwork } = rowWriters('artworks');

/** Stock numbers are compared without case: '19PB' and '19pb' are the same label on a wall. */
export const skuTaken = async (db: DB, sku: string, exceptId?: number) => {
  let q = db
    .selectFrom('artworks')
    .select('id')
    .where(sql<boolean>`sku = ${sku} COLLATE NOCASE`);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
};

/** The highest running number in use: CAST reads the leading digits of '19pb' as 19. */
export const maxSkuNumber = async (db: DB) =>
  Number(
    (
      await db
        .selectFrom('artworks')
        .select(sql<number | null>`MAX(CAST(sku AS INTEGER))`.as('n'))
        .executeTakeFirstOrThrow()
    ).n ?? 0,
  );

export const artistNameOf = (db: DB, id: number) =>
  db.selectFrom('artists').select(['first_name', 'last_name']).where('id', '=', id).executeTakeFirst();
