// The values the public filter groups offer: only those that occur on visible artworks (of one
// artist when asked), so no choice leads to an empty page.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { containsPattern } from '#server/db/sql';
import type { ArtworkLookup } from '#shared/constants';
import { LOOKUP_LINKS } from './artwork.repository';

const visibleWhere = (artistId: number | undefined) =>
  sql`a.status = '1' AND ar.status = '1'${artistId === undefined ? sql`` : sql` AND a.artist_id = ${artistId}`}`;

/** The titles used by visible works, for each asked group, in one statement, sorted title_a_z. */
export const listUsedLookups = async (
  db: DB,
  groups: readonly ArtworkLookup[],
  opts: { artistId?: number; search?: string },
) => {
  if (!groups.length) return [];
  const like = opts.search ? sql` AND t.title LIKE ${containsPattern(opts.search)} ESCAPE '\\'` : sql``;
  const parts = groups.map((group) => {
    const [table, column] = LOOKUP_LINKS[group];
    return sql`SELECT ${group} AS grp, t.id, t.title FROM ${sql.table(group)} t
      WHERE t.id IN (SELECT l.${sql.ref(column)} FROM ${sql.table(table)} l
        JOIN artworks a ON a.id = l.artwork_id JOIN artists ar ON ar.id = a.artist_id
        WHERE ${visibleWhere(opts.artistId)})${like}`;
  });
  const query = sql<{ grp: ArtworkLookup; id: number; title: string }>`${sql.join(parts, sql` UNION ALL `)}
    ORDER BY 1, 3 COLLATE NOCASE, 2`;
  return (await query.execute(db)).rows;
};

export const listUsedAvailabilities = async (db: DB, artistId?: number) =>
  (
    await sql<{ availability: number }>`SELECT DISTINCT a.availability FROM artworks a
      JOIN artists ar ON ar.id = a.artist_id WHERE ${visibleWhere(artistId)}`.execute(db)
  ).rows.map((r) => r.availability);

/** Price (of works for sale) and size ranges of visible works. */
export const findRanges = async (db: DB, artistId?: number) =>
  (
    await sql<{
      price_min: number | null;
      price_max: number | null;
      height_min: number | null;
      height_max: number | null;
      width_min: number | null;
      width_max: number | null;
      depth_min: number | null;
      depth_max: number | null;
    }>`SELECT
        min(CASE WHEN a.availability IN (1, 2) THEN a.price END) AS price_min,
        max(CASE WHEN a.availability IN (1, 2) THEN a.price END) AS price_max,
        min(a.height) AS height_min, max(a.height) AS height_max,
        min(a.width) AS width_min, max(a.width) AS width_max,
        min(a.depth) AS depth_min, max(a.depth) AS depth_max
      FROM artworks a JOIN artists ar ON ar.id = a.artist_id WHERE ${visibleWhere(artistId)}`.execute(db)
  ).rows[0]!;

/** Regions of active artists (the artists page's region filter). */
export const listArtistRegions = async (db: DB, search?: string) =>
  (
    await sql<{ id: number; title: string }>`SELECT t.id, t.title FROM regions t
      WHERE t.id IN (SELECT l.region_id FROM artist_regions l JOIN artists ar ON ar.id = l.artist_id WHERE ar.status = '1')
      ${search ? sql`AND t.title LIKE ${containsPattern(search)} ESCAPE '\\'` : sql``}
      ORDER BY t.title COLLATE NOCASE, t.id`.execute(db)
  ).rows;
