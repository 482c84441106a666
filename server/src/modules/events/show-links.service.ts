// What the catalogue asks of exhibitions (the module-boundary rule: each table is read and written
// by its own module). Each takes the caller's db, so that an artwork's save can pass its transaction.
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { existingIds } from '#server/db/references';
import type { PageWindow } from '#server/db/paging';
import * as repo from './show-links.repository';
import { findActiveShowById, findFeaturedShow } from './show.repository';
import { today } from './show.service';
import { EXHIBITION } from './kinds';

/** The artwork page's "shown in": active exhibitions, the latest first. */
export const exhibitionsShowingArtwork = (db: DB, artworkId: number) =>
  repo.artworkExhibitionsQuery(db, artworkId).execute();

/** The admin artwork form's exhibitions field, for a page of artworks. */
export const exhibitionsOfArtworks = (db: DB, artworkIds: readonly number[]) =>
  repo.exhibitionsOfArtworks(db, artworkIds);

/** Which of the ids are exhibitions, for the artwork form's reference check. */
export const existingExhibitionIds = (db: DB, ids: readonly number[]) => existingIds(db, 'exhibitions', ids);

export const setArtworkExhibitions = (db: DB, artworkId: number, exhibitionIds: readonly number[]) =>
  repo.setArtworkExhibitions(db, artworkId, exhibitionIds);

/** The artist page's exhibitions section: whether it shows, and its pages. */
export const hasArtistExhibition = (db: DB, artistId: number) => repo.hasArtistExhibition(db, artistId);
export const readArtistExhibitions = (db: DB, artistId: number, window: PageWindow) =>
  repo.readArtistExhibitions(db, artistId, window);

/** The artworks of an active exhibition in hanging order; undefined when it is not active. */
export const activeExhibitionArtworkIds = async (db: DB, exhibitionId: number) =>
  (await findActiveShowById(db, EXHIBITION, exhibitionId)) ? repo.exhibitionArtworkIds(db, exhibitionId) : undefined;

/**
 * The exhibition the home page leads with: one marked for the home page before one merely
 * featured, a running or coming show before a past one, then the latest start.
 */
export const leadingExhibition = async (deps: AppDeps, day = today()) =>
  (await findFeaturedShow(deps.db, EXHIBITION, day, 'home_page')) ??
  findFeaturedShow(deps.db, EXHIBITION, day, 'featured');
