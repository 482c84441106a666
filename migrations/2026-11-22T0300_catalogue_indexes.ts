// Indexes for the public catalogue (checked with EXPLAIN QUERY PLAN on 10,000 artworks, see
// scripts/bench/plans.ts): the newest/oldest pages read in index order with the id as tiebreak,
// the title sorts likewise, and the price sorts follow the public price (works for sale only).
import { type Kysely, sql } from 'kysely';

const statements = [
  // Counting visible works: per active artist, a range of this index, never the table.
  `CREATE INDEX artworks_status_artist ON artworks(status, artist_id)`,
  // Scanned backwards: created_at DESC, id DESC (newest); forwards: created_at, id (oldest).
  `CREATE INDEX artworks_created ON artworks(status, created_at)`,
  `CREATE INDEX artworks_title ON artworks(status, title COLLATE NOCASE)`,
  `CREATE INDEX artworks_sale_price ON artworks(status, (CASE WHEN availability IN (1, 2) THEN price END) IS NULL, (CASE WHEN availability IN (1, 2) THEN price END))`,
  `CREATE INDEX artworks_sale_price_desc ON artworks(status, (CASE WHEN availability IN (1, 2) THEN price END) IS NULL, (CASE WHEN availability IN (1, 2) THEN price END) DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const name of [
    'artworks_status_artist',
    'artworks_created',
    'artworks_title',
    'artworks_sale_price',
    'artworks_sale_price_desc',
  ])
    await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}
