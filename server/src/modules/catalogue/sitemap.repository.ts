// The catalogue's public addresses for /sitemap.xml: exactly the works and artists a visitor can open.
import type { DB } from '#server/db/database';
import { isActive } from '#server/db/sql';
import { visibleArtworks } from './public-artwork.repository';

export const listVisibleArtworkStamps = (db: DB) =>
  visibleArtworks(db).select(['artworks.slug', 'artworks.updated_at']).orderBy('artworks.id').execute();

export const listActiveArtistStamps = (db: DB) =>
  db.selectFrom('artists').where(isActive('artists')).select(['slug', 'updated_at']).orderBy('id').execute();
