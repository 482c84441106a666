// Readers' comments wait for staff approval (issue 15): approved_at is null until then. Comments
// written before moderation existed were never held back, so they count as approved.
import { type Kysely, sql } from 'kysely';

const statements = [
  `ALTER TABLE comments ADD COLUMN approved_at TEXT`,
  `UPDATE comments SET approved_at = created_at`,
  // The moderation queue's count and a post's approved comments.
  `CREATE INDEX comments_waiting ON comments(approved_at) WHERE approved_at IS NULL`,
  // The public lists read by kind and publication date; a clicked tag reads its posts.
  `CREATE INDEX posts_published ON posts(date_published)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}
