// Every query behind the public artist pages. Active artists only; their works, shows and
// publications only when those are active too.
import { sql } from 'kysely';
import type { PublicArtistSort } from '#shared/schemas/catalogue-public';
import type { DB } from '#server/db/database';
import { type PageWindow, readPage } from '#server/db/paging';
import { isActive } from '#server/db/sql';

export interface ArtistFilter {
  regions?: number[];
  market?: 'primary' | 'secondary';
}

const artistColumns = [
  'artists.id',
  'artists.first_name',
  'artists.last_name',
  'artists.slug',
  'artists.birth_year',
  'artists.death_year',
  'artists.location',
  'artists.header_image_id',
] as const;

const activeArtists = (db: DB, f: ArtistFilter = {}) => {
  let q = db.selectFrom('artists').where(isActive('artists'));
  if (f.market) q = q.where('artists.market', '=', f.market);
  if (f.regions?.length)
    q = q.where('artists.id', 'in', (eb) =>
      eb.selectFrom('artist_regions').select('artist_id').where('region_id', 'in', f.regions!),
    );
  return q;
};

export const listArtists = (db: DB, f: ArtistFilter, sort: PublicArtistSort, window: PageWindow) => {
  let q = activeArtists(db, f).select(artistColumns);
  if (sort === 'newest') q = q.orderBy('artists.created_at', 'desc').orderBy('artists.id', 'desc');
  else {
    const [first, second] = sort === 'first_name' ? ['first_name', 'last_name'] : ['last_name', 'first_name'];
    q = q
      .orderBy(sql`${sql.ref(`artists.${first}`)} COLLATE NOCASE`)
      .orderBy(sql`${sql.ref(`artists.${second}`)} COLLATE NOCASE`)
      .orderBy('artists.id');
  }
  return readPage(q, window);
};

export type ArtistRow = Awaited<ReturnType<typeof listArtists>>['rows'][number];

export const listArtistNames = (db: DB, f: ArtistFilter, withVisibleWork: boolean) => {
  let q = activeArtists(db, f).select(['artists.id', 'artists.first_name', 'artists.last_name', 'artists.slug']);
  if (withVisibleWork)
    q = q.where((eb) =>
      eb.exists(
        eb
          .selectFrom('artworks')
          .select(sql`1`.as('one'))
          .whereRef('artworks.artist_id', '=', 'artists.id')
          .where(isActive('artworks')),
      ),
    );
  return q
    .orderBy(sql`artists.last_name COLLATE NOCASE`)
    .orderBy(sql`artists.first_name COLLATE NOCASE`)
    .orderBy('artists.id')
    .execute();
};

export const findArtistBySlug = (db: DB, slug: string) =>
  activeArtists(db)
    .select([...artistColumns, 'artists.biography', 'artists.market'])
    .where('artists.slug', '=', slug)
    .executeTakeFirst();

const publicationsOf = (db: DB, artistId: number) =>
  db
    .selectFrom('publications')
    .innerJoin('artist_publications', 'artist_publications.publication_id', 'publications.id')
    .where('artist_publications.artist_id', '=', artistId)
    .where(isActive('publications'));

/** has_artwors and has_publications in one statement (has_exhibition is the events module's). */
export const findArtistFlags = async (db: DB, artistId: number) => {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .exists(
          db
            .selectFrom('artworks')
            .select(sql`1`.as('one'))
            .where('artist_id', '=', artistId)
            .where(isActive('artworks')),
        )
        .as('has_artworks'),
      eb.exists(publicationsOf(db, artistId).select(sql`1`.as('one'))).as('has_publications'),
    ])
    .executeTakeFirstOrThrow();
  return {
    has_artwors: Boolean(row.has_artworks),
    has_publications: Boolean(row.has_publications),
  };
};

export const listArtistPublications = (db: DB, artistId: number) =>
  publicationsOf(db, artistId)
    .select([
      'publications.id',
      'publications.title',
      'publications.type',
      'publications.author',
      'publications.publisher',
      'publications.year',
      'publications.url',
      'publications.image_id',
    ])
    .orderBy('artist_publications.position')
    .orderBy('publications.year', 'desc')
    .orderBy('publications.id', 'desc')
    .execute();

/** Active artists among `ids` (another module's list: an exhibition's artists). */
export const listActiveArtistsByIds = (db: DB, ids: readonly number[]) =>
  ids.length
    ? activeArtists(db)
        .select(artistColumns)
        .where('artists.id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);
