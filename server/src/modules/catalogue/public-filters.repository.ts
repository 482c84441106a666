// The values the public filter groups offer: only those that occur on visible artworks (of one
// artist when asked), so no choice leads to an empty page.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { containsPattern } from '#server/db/sql';
import { type ArtworkLookup, SALE_STATUSES } from '#shared/constants';
import { LOOKUP_LINKS } from './artwork.repository';

// For one artist, '+a.status' keeps the planner on the artist's index (a few of their works):
// through a status-first index (artworks_availability...) it walked every visible work of the
// catalogue looking for theirs (7 ms at 10,000 works for the sale statuses alone).
const visibleWhere = (artistId: number | undefined) =>
  artistId === undefined
    ? sql`a.status = '1' AND ar.status = '1'`
    : sql`+a.status = '1' AND ar.status = '1' AND a.artist_id = ${artistId}`;

/**
 * The titles used by visible works, for each asked group, in one statement, sorted title_a_z.
 * Over the whole catalogue each value asks whether one visible work uses it (EXISTS stops at the
 * first, through the link's reverse index): a few rows per value instead of every link of the
 * catalogue (0.5 s at 100,000 works). For one artist, their few works are read instead.
 */
export const listUsedLookups = async (
  db: DB,
  groups: readonly ArtworkLookup[],
  opts: { artistId?: number; search?: string },
) => {
  if (!groups.length) return [];
  const like = opts.search ? sql` AND t.title LIKE ${containsPattern(opts.search)} ESCAPE '\\'` : sql``;
  const parts = groups.map((group) => {
    const [table, column] = LOOKUP_LINKS[group];
    if (opts.artistId === undefined)
      return sql`SELECT ${group} AS grp, t.id, t.title FROM ${sql.table(group)} t
        WHERE EXISTS (SELECT 1 FROM ${sql.table(table)} l
          JOIN artworks a ON a.id = l.artwork_id JOIN artists ar ON ar.id = a.artist_id
          WHERE l.${sql.ref(column)} = t.id AND ${visibleWhere(undefined)})${like}`;
    return sql`SELECT ${group} AS grp, t.id, t.title FROM ${sql.table(group)} t
      WHERE t.id IN (SELECT l.${sql.ref(column)} FROM ${sql.table(table)} l
        JOIN artworks a ON a.id = l.artwork_id JOIN artists ar ON ar.id = a.artist_id
        WHERE ${visibleWhere(opts.artistId)})${like}`;
  });
  const query = sql<{ grp: ArtworkLookup; id: number; title: string }>`${sql.join(parts, sql` UNION ALL `)}
    ORDER BY 1, 3 COLLATE NOCASE, 2`;
  return (await query.execute(db)).rows;
};

/** Over the whole catalogue, one EXISTS per possible value through artworks_availability. */
export const listUsedAvailabilities = async (db: DB, artistId?: number) =>
  (artistId === undefined
    ? (
        await sql<{ availability: number }>`SELECT v.value AS availability FROM json_each(${JSON.stringify(
          SALE_STATUSES.map((_, i) => i),
        )}) v
        WHERE EXISTS (SELECT 1 FROM artworks a CROSS JOIN artists ar ON ar.id = a.artist_id
          WHERE a.status = '1' AND a.availability = v.value AND ar.status = '1')`.execute(db)
      ).rows
    : (
        await sql<{ availability: number }>`SELECT DISTINCT a.availability FROM artworks a
          JOIN artists ar ON ar.id = a.artist_id WHERE ${visibleWhere(artistId)}`.execute(db)
      ).rows
  ).map((r) => r.availability);

const SALE_PRICE = sql.raw('(CASE WHEN a.availability IN (1, 2) THEN a.price END)');
const SALE_PRICE_UNQUALIFIED = sql.raw('(CASE WHEN availability IN (1, 2) THEN price END)');

/**
 * The smallest or largest value of a visible work: read in an index's order, stopping at the first
 * work of an active artist (artworks_sale_price, artworks_height... ), a few rows, not the catalogue.
 */
const edge = (value: ReturnType<typeof sql.raw>, direction: 'ASC' | 'DESC') =>
  sql`(SELECT ${value} FROM artworks a CROSS JOIN artists ar ON ar.id = a.artist_id
    WHERE a.status = '1' AND ${notNull(value)} AND ar.status = '1' ORDER BY ${value} ${sql.raw(direction)} LIMIT 1)`;

/** The sale price's index keys on "price IS NULL" before the price: said the same way, it is used. */
const notNull = (value: ReturnType<typeof sql.raw>) =>
  value === SALE_PRICE ? sql`${SALE_PRICE_UNQUALIFIED} IS NULL = 0` : sql`${value} IS NOT NULL`;

type Ranges = {
  price_min: number | null;
  price_max: number | null;
  height_min: number | null;
  height_max: number | null;
  width_min: number | null;
  width_max: number | null;
  depth_min: number | null;
  depth_max: number | null;
};

/** Price (of works for sale) and size ranges of visible works. */
export const findRanges = async (db: DB, artistId?: number): Promise<Ranges> => {
  if (artistId === undefined) {
    const columns = {
      price: SALE_PRICE,
      height: sql.raw('a.height'),
      width: sql.raw('a.width'),
      depth: sql.raw('a.depth'),
    };
    const parts = Object.entries(columns).flatMap(([name, value]) => [
      sql`${edge(value, 'ASC')} AS ${sql.ref(`${name}_min`)}`,
      sql`${edge(value, 'DESC')} AS ${sql.ref(`${name}_max`)}`,
    ]);
    return (await sql<Ranges>`SELECT ${sql.join(parts)}`.execute(db)).rows[0]!;
  }
  return (
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
};

/** Regions of active artists (the artists page's region filter). */
export const listArtistRegions = async (db: DB, search?: string) =>
  (
    await sql<{ id: number; title: string }>`SELECT t.id, t.title FROM regions t
      WHERE t.id IN (SELECT l.region_id FROM artist_regions l JOIN artists ar ON ar.id = l.artist_id WHERE ar.status = '1')
      ${search ? sql`AND t.title LIKE ${containsPattern(search)} ESCAPE '\\'` : sql``}
      ORDER BY t.title COLLATE NOCASE, t.id`.execute(db)
  ).rows;
