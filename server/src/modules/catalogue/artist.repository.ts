// Every admin query on artists, their regions and their publication links.
import { type ExpressionBuilder, sql } from 'kysely';
import type { ADMIN_ARTIST_SORTS } from '#shared/schemas/artist';
import type { DB } from '#server/db/database';
import type { Database } from '#server/db/schema';
import { countRows, type ListOrder, type PageWindow, readPage, type SearchFilter } from '#server/db/paging';
import { containsText } from '#server/db/sql';
import { rowWriters } from '#server/db/rows';
import { linkedIdsOf, replaceLinks } from '#server/db/links';

export type ArtistSort = (typeof ADMIN_ARTIST_SORTS)[number];

export interface ArtistFilter extends SearchFilter {
  status?: '0' | '1';
  regions?: number[];
  searchType: 'name' | 'location';
}

const filtered = (db: DB, f: ArtistFilter) => {
  let q = db.selectFrom('artists');
  if (f.status) q = q.where('artists.status', '=', f.status);
  if (f.regions?.length) {
    const regions = f.regions;
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('artist_regions')
          .select('artist_regions.artist_id')
          .whereRef('artist_regions.artist_id', '=', 'artists.id')
          .where('artist_regions.region_id', 'in', regions),
      ),
    );
  }
  if (f.search) {
    const text = f.search;
    q = q.where(
      f.searchType === 'location'
        ? containsText(text, 'artists.location')
        : containsText(text, sql`(artists.first_name || ' ' || artists.last_name)`),
    );
  }
  if (f.excludeIds?.length) q = q.where('artists.id', 'not in', f.excludeIds);
  return q;
};

const artworksCount = (eb: ExpressionBuilder<Database, 'artists'>) =>
  eb
    .selectFrom('artworks')
    .select((sub) => sub.fn.countAll<number>().as('n'))
    .whereRef('artworks.artist_id', '=', 'artists.id')
    .as('artworks_count');

const artistColumns = [
  'artists.id',
  'artists.first_name',
  'artists.last_name',
  'artists.slug',
  'artists.status',
  'artists.birth_year',
  'artists.death_year',
  'artists.location',
  'artists.biography',
  'artists.market',
  'artists.header_image_id',
  'artists.created_at',
  'artists.updated_at',
  artworksCount,
] as const;

export type ArtistRow = Awaited<ReturnType<typeof findArtist>> & {};

export const countArtists = (db: DB, f: ArtistFilter) => countRows(filtered(db, f));

export const listArtists = (db: DB, f: ArtistFilter, o: ListOrder<ArtistSort>, window: PageWindow) => {
  let q = filtered(db, f).select(artistColumns);
  q = o.sort === 'artworks_count' ? q.orderBy('artworks_count', o.order) : q.orderBy(`artists.${o.sort}`, o.order);
  // Names read last-first; ties fall back to the other name, then the id, for a stable page order.
  if (o.sort !== 'last_name') q = q.orderBy('artists.last_name', o.order);
  if (o.sort !== 'first_name') q = q.orderBy('artists.first_name', o.order);
  return readPage(q.orderBy('artists.id', o.order), window);
};

export const findArtist = (db: DB, id: number) =>
  db.selectFrom('artists').select(artistColumns).where('artists.id', '=', id).executeTakeFirst();

/** Regions of many artists in one query, in each artist's order. */
export const regionsOfArtists = async (db: DB, ids: readonly number[]) => {
  if (!ids.length) return [];
  return db
    .selectFrom('artist_regions')
    .innerJoin('regions', 'regions.id', 'artist_regions.region_id')
    .select(['artist_regions.artist_id', 'regions.id', 'regions.title'])
    .where('artist_regions.artist_id', 'in', [...ids])
    .orderBy('artist_regions.artist_id')
    .orderBy('artist_regions.position')
    .orderBy('regions.title')
    .execute();
};

export const { insert: insertArtist, update: updateArtist, remove: deleteArtist } = rowWriters('artists');

export const setArtistRegions = (db: DB, artistId: number, regionIds: readonly number[]) =>
  replaceLinks(db, { table: 'artist_regions', owner: 'artist_id', item: 'region_id' }, artistId, regionIds);

const ARTIST_PUBLICATIONS = { table: 'artist_publications', owner: 'artist_id', item: 'publication_id' };

/** The artist's publication ids in the order shown on the artist's page. */
export const publicationIdsOfArtist = (db: DB, artistId: number) => linkedIdsOf(db, ARTIST_PUBLICATIONS, artistId);

export const setArtistPublications = (db: DB, artistId: number, publicationIds: readonly number[]) =>
  replaceLinks(db, ARTIST_PUBLICATIONS, artistId, publicationIds);
