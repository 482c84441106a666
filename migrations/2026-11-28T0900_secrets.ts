// Keys the server signs with, made once per gallery and kept with its data (backups and restores
// carry them): the first signs the links by which staff read visitors' form photos
// (server/src/modules/uploads/private-images.ts, docs/decisions/041-image-limits-and-private-photos.md).
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE secrets (name TEXT PRIMARY KEY, value BLOB NOT NULL)`.execute(db);
  await sql`INSERT INTO secrets (name, value) VALUES ('image-links', randomblob(32))`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE secrets`.execute(db);
}
