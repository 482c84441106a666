// The facet index's change log (docs/decisions/031-facet-index-in-place.md): one row per artwork
// whose filterable fields, lookups or artist's status changed, stamped with an increasing number.
// The triggers that write it are made at start (modules/catalogue/facet-feeds.ts), like the search
// index's: a migration that rebuilds a table drops its triggers, the next start makes them again.
// One row per work (the latest stamp), so the log never grows past the catalogue.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`CREATE TABLE facet_changes (artwork_id INTEGER PRIMARY KEY, seq INTEGER NOT NULL)`).execute(db);
  await sql.raw(`CREATE INDEX facet_changes_seq ON facet_changes(seq)`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(`DROP TABLE IF EXISTS facet_changes`).execute(db);
}
