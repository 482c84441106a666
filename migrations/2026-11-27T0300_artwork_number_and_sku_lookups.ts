// A new artwork's save read the whole catalogue three times (issue 18; SLOW_QUERY_MS=1 under the
// visitor mix at 100,000 works: 4–10 ms each, the event loop held 15–20 ms once a new work): the
// next running number (MAX(CAST(sku AS INTEGER))), whether a SKU is taken in any case
// (sku = ? COLLATE NOCASE, which the binary UNIQUE index cannot answer), and which 'slug-N' are used
// (LIKE, now a range in db/slugs.ts). With these two indexes the first two are one index seek each.
// The expressions must stay written as the repository writes them, or the planner cannot match them.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE INDEX artworks_sku_nocase ON artworks (sku COLLATE NOCASE)`.execute(db);
  await sql`CREATE INDEX artworks_sku_number ON artworks (CAST(sku AS INTEGER))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX IF EXISTS artworks_sku_number`.execute(db);
  await sql`DROP INDEX IF EXISTS artworks_sku_nocase`.execute(db);
}
