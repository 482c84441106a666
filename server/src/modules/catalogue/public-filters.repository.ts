// The titles the public filter groups offer (which values the visible works use comes from the
// facet index: facet-values.ts), and the artists page's regions.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { containsPattern } from '#server/db/sql';
import type { ArtworkLookup } from '#shared/constants';

/**
 * The titles of the asked groups' values, in one statement, sorted title_a_z (then id); `search`
 * keeps those whose title contains it. Which of them the visible works use comes from the facet
 * index (facet-values.ts): lookup tables are small, the catalogue is not.
 */
export const listLookupTitles = async (db: DB, groups: readonly ArtworkLookup[], search?: string) => {
  if (!groups.length) return [];
  const like = search ? sql` WHERE t.title LIKE ${containsPattern(search)} ESCAPE '\\'` : sql``;
  const parts = groups.map((group) => sql`SELECT ${group} AS grp, t.id, t.title FROM ${sql.table(group)} t${like}`);
  const query = sql<{ grp: ArtworkLookup; id: number; title: string }>`${sql.join(parts, sql` UNION ALL `)}
    ORDER BY 1, 3 COLLATE NOCASE, 2`;
  return (await query.execute(db)).rows;
};

/** Regions of active artists (the artists page's region filter). */
export const listArtistRegions = async (db: DB, search?: string) =>
  (
    await sql<{ id: number; title: string }>`SELECT t.id, t.title FROM regions t
      WHERE t.id IN (SELECT l.region_id FROM artist_regions l JOIN artists ar ON ar.id = l.artist_id WHERE ar.status = '1')
      ${search ? sql`AND t.title LIKE ${containsPattern(search)} ESCAPE '\\'` : sql``}
      ORDER BY t.title COLLATE NOCASE, t.id`.execute(db)
  ).rows;
