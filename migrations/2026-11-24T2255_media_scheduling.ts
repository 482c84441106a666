// Memoriams, loose threads and art advisories are scheduled as posts are: visible to visitors
// from date_published on (isPublic in server/src/db/sql.ts). Rows written before get their
// creation time, so nothing that was visible disappears.
import { type Kysely, sql } from 'kysely';

const TABLES = ['loose_threads', 'memoriams', 'art_advisories'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of TABLES) {
    await sql.raw(`ALTER TABLE ${table} ADD COLUMN date_published TEXT`).execute(db);
    await sql.raw(`UPDATE ${table} SET date_published = created_at`).execute(db);
  }
  await sql.raw(`CREATE INDEX memoriams_public ON memoriams(status, date_published)`).execute(db);
  // A thread's page is /media/loose-threads/{slug} (no type in it): a slug is unique across types.
  await sql.raw(`CREATE UNIQUE INDEX loose_threads_slug ON loose_threads(slug)`).execute(db);
  await sql.raw(`CREATE INDEX art_advisories_public ON art_advisories(status, position)`).execute(db);
}
