// Every admin query on publications and their artist links.
import { sql } from 'kysely';
import type { PUBLICATION_SORTS } from '#shared/schemas/publication';
import type { DB } from '#server/db/database';
import { countRows, type ListOrder, type PageWindow, readPage, type SearchFilter } from '#server/db/paging';
import { containsText } from '#server/db/sql';
import { rowWriters } from '#server/db/rows';
import { linkAtEndOfItems } from '#server/db/links';

export type PublicationSort = (typeof PUBLICATION_SORTS)[number];

const filtered = (db: DB, f: SearchFilter) => {
  let q = db.selectFrom('publications');
  if (f.search) {
    // Staff look a publication up by its title or by who wrote it.
    q = q.where(containsText(f.search, 'publications.title', 'publications.author'));
  }
  if (f.excludeIds?.length) q = q.where('publications.id', 'not in', f.excludeIds);
  return q;
};

export const countPublications = (db: DB, f: SearchFilter) => countRows(filtered(db, f));

export const listPublications = (db: DB, f: SearchFilter, o: ListOrder<PublicationSort>, window: PageWindow) =>
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

export const {
  insert: insertPublication,
  update: updatePublication,
  remove: deletePublication,
} = rowWriters('publications');

/**
 * Links the publication to exactly these artists. A kept link keeps its place in the artist's
 * list; a new one goes to the end of it.
 */
export const setPublicationArtists = (db: DB, publicationId: number, artistIds: readonly number[]) =>
  linkAtEndOfItems(
    db,
    { table: 'artist_publications', owner: 'publication_id', item: 'artist_id' },
    publicationId,
    artistIds,
  );
