// Every admin query on publications and their artist links.
import { sql } from 'kysely';
import type { PUBLICATION_SORTS } from '#shared/schemas/publication';
import type { DB } from '#server/db/database';
import type { NewRow, RowUpdate } from '#server/db/schema';
import { countRows, type PageWindow, readPage } from '#server/db/paging';
import { containsText } from '#server/db/sql';

export type PublicationSort = (typeof PUBLICATION_SORTS)[number];

export interface PublicationFilter {
  search?: string;
  excludeIds?: number[];
}

const filtered = (db: DB, f: PublicationFilter) => {
  let q = db.selectFrom('publications');
  if (f.search) {
    // Staff look a publication up by its title or by who wrote it.
    q = q.where(containsText(f.search, 'publications.title', 'publications.author'));
  }
  if (f.excludeIds?.length) q = q.where('publications.id', 'not in', f.excludeIds);
  return q;
};

export const countPublications = (db: DB, f: PublicationFilter) => countRows(filtered(db, f));

export const listPublications = (
  db: DB,
  f: PublicationFilter,
  o: { sort: PublicationSort; order: 'asc' | 'desc' },
  window: PageWindow,
) =>
  readPage(
    filtered(db, f)
      .selectAll('publications')
      // Titles are compared without case, as the reader sees them.
      .orderBy(sql`publications.${sql.ref(o.sort)} COLLATE NOCASE`, o.order)
      .orderBy('publications.id', o.order),
    window,
  );

export const publicationsByIds = async (db: DB, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('publications')
        .selectAll()
        .where('id', 'in', [...ids])
        .execute()
    : [];

export const findPublication = (db: DB, id: number) =>
  db.selectFrom('publications').selectAll().where('id', '=', id).executeTakeFirst();

/** The artists of many publications in one query. */
export const artistsOfPublications = async (db: DB, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('artist_publications')
        .innerJoin('artists', 'artists.id', 'artist_publications.artist_id')
        .select(['artist_publications.publication_id', 'artists.id', 'artists.first_name', 'artists.last_name'])
        .where('artist_publications.publication_id', 'in', [...ids])
        .orderBy('artists.last_name')
        .orderBy('artists.first_name')
        .execute()
    : [];

export const insertPublication = async (db: DB, row: NewRow<'publications'>) =>
  (await db.insertInto('publications').values(row).returning('id').executeTakeFirstOrThrow()).id;

export const updatePublication = (db: DB, id: number, row: RowUpdate<'publications'>) =>
  db
    .updateTable('publications')
    .set({ ...row, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .execute();

export const deletePublication = async (db: DB, id: number) =>
  Number((await db.deleteFrom('publications').where('id', '=', id).executeTakeFirst()).numDeletedRows) === 1;

/**
 * Links the publication to exactly these artists. A kept link keeps its place in the artist's
 * list; a new one goes to the end of it.
 */
export const setPublicationArtists = async (db: DB, publicationId: number, artistIds: readonly number[]) => {
  let del = db.deleteFrom('artist_publications').where('publication_id', '=', publicationId);
  if (artistIds.length) del = del.where('artist_id', 'not in', [...artistIds]);
  await del.execute();
  for (const artistId of artistIds)
    await sql`INSERT OR IGNORE INTO artist_publications (artist_id, publication_id, position)
      SELECT ${artistId}, ${publicationId}, COALESCE(MAX(position) + 1, 0)
      FROM artist_publications WHERE artist_id = ${artistId}`.execute(db);
};
