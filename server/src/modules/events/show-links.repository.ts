// Exhibitions as other modules see them: the ones showing an artwork or an artist, and an
// artwork's place in exhibitions (set from the artwork form). The catalogue calls these through
// show-links.service.ts; the bench compiles artworkExhibitionsQuery as the artwork page does.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { type PageWindow, readPage } from '#server/db/paging';
import { isActive } from '#server/db/sql';
import { linkAtEndOfItems, linkedIdsOf } from '#server/db/links';

/** Active exhibitions that show the artwork, the latest first (the artwork page's "shown in"). */
export const artworkExhibitionsQuery = (db: DB, artworkId: number) =>
  db
    .selectFrom('exhibition_artworks')
    .innerJoin('exhibitions', 'exhibitions.id', 'exhibition_artworks.exhibition_id')
    .select(['exhibitions.title', 'exhibitions.slug'])
    .where('exhibition_artworks.artwork_id', '=', artworkId)
    .where(isActive('exhibitions'))
    .orderBy('exhibitions.start_date', 'desc')
    .orderBy('exhibitions.id', 'desc');

/** Every exhibition (any status) of many artworks, for the admin artwork form. */
export const exhibitionsOfArtworks = async (db: DB, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('exhibition_artworks')
        .innerJoin('exhibitions', 'exhibitions.id', 'exhibition_artworks.exhibition_id')
        .select(['exhibition_artworks.artwork_id', 'exhibitions.id', 'exhibitions.title', 'exhibitions.slug'])
        .where('exhibition_artworks.artwork_id', 'in', [...ids])
        .orderBy(sql`exhibitions.start_date`, 'desc')
        .orderBy('exhibitions.id', 'desc')
        .execute()
    : [];

/**
 * Puts the artwork in exactly these exhibitions. An exhibition it stays in keeps its place in the
 * exhibition's hanging order; a new one gets it at the end.
 */
export const setArtworkExhibitions = (db: DB, artworkId: number, exhibitionIds: readonly number[]) =>
  linkAtEndOfItems(
    db,
    { table: 'exhibition_artworks', owner: 'artwork_id', item: 'exhibition_id' },
    artworkId,
    exhibitionIds,
  );

/** Active exhibitions showing the artist: named on the show, or through one of their works. */
const artistExhibitions = (db: DB, artistId: number) =>
  db
    .selectFrom('exhibitions')
    .where(isActive('exhibitions'))
    .where((eb) =>
      eb.or([
        eb(
          'exhibitions.id',
          'in',
          eb.selectFrom('exhibition_artists').select('exhibition_id').where('artist_id', '=', artistId),
        ),
        eb(
          'exhibitions.id',
          'in',
          eb
            .selectFrom('exhibition_artworks')
            .innerJoin('artworks', 'artworks.id', 'exhibition_artworks.artwork_id')
            .select('exhibition_artworks.exhibition_id')
            .where('artworks.artist_id', '=', artistId),
        ),
      ]),
    );

export const hasArtistExhibition = async (db: DB, artistId: number) =>
  (await artistExhibitions(db, artistId)
    .select(sql`1`.as('one'))
    .limit(1)
    .executeTakeFirst()) !== undefined;

export const readArtistExhibitions = (db: DB, artistId: number, window: PageWindow) =>
  readPage(
    artistExhibitions(db, artistId)
      .select([
        'exhibitions.title',
        'exhibitions.slug',
        'exhibitions.dates',
        'exhibitions.start_date',
        'exhibitions.end_date',
        'exhibitions.header_image_id',
      ])
      .orderBy('exhibitions.start_date', 'desc')
      .orderBy('exhibitions.id', 'desc'),
    window,
  );

/** The artworks hung in a show, in the order staff gave them (any status: the caller filters). */
export const exhibitionArtworkIds = (db: DB, exhibitionId: number) =>
  linkedIdsOf(db, { table: 'exhibition_artworks', owner: 'exhibition_id', item: 'artwork_id' }, exhibitionId);
