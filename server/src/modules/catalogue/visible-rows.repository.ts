// The catalogue's rows for the public registry (sitemap, search): exactly the works and artists a
// visitor can open, with their last change.
import type { DB } from '#server/db/database';
import { isActive } from '#server/db/sql';
import { visibleArtworks } from './public-artwork.repository';

export const listVisibleArtworkRows = (db: DB) =>
  visibleArtworks(db).select(['artworks.slug', 'artworks.updated_at as lastmod']).orderBy('artworks.id').execute();

export const listActiveArtistRows = (db: DB) =>
  db.selectFrom('artists').where(isActive('artists')).select(['slug', 'updated_at as lastmod']).orderBy('id').execute();
