// Forms and the staff inbox (issue 16): a submission gets a status the inbox works with (new,
// answered, archived); a subscriber gets the double opt-in (confirmed once the emailed link is
// followed, by the hash of that link's token) and a random token for the one-click unsubscribe link.
import { type Kysely, sql } from 'kysely';

const statements = [
  `ALTER TABLE form_submissions ADD COLUMN status TEXT NOT NULL DEFAULT 'new' CHECK (status IN ('new','answered','archived'))`,
  `CREATE INDEX form_submissions_status ON form_submissions(status, created_at DESC)`,
  `CREATE INDEX form_submissions_created ON form_submissions(created_at DESC)`,
  `CREATE INDEX form_submission_files_rev ON form_submission_files(file_id)`,
  `ALTER TABLE subscribers ADD COLUMN confirmed_at TEXT`,
  `ALTER TABLE subscribers ADD COLUMN confirm_token_hash TEXT`,
  `ALTER TABLE subscribers ADD COLUMN confirm_sent_at TEXT`,
  `ALTER TABLE subscribers ADD COLUMN unsubscribe_token TEXT`,
  // Addresses added before the double opt-in never confirmed one: they stay unconfirmed (never
  // exported) until they subscribe again and follow the link.
  `UPDATE subscribers SET unsubscribe_token = lower(hex(randomblob(16)))`,
  `CREATE UNIQUE INDEX subscribers_unsubscribe_token ON subscribers(unsubscribe_token)`,
  `CREATE UNIQUE INDEX subscribers_confirm_token ON subscribers(confirm_token_hash)`,
  `CREATE INDEX subscribers_created ON subscribers(created_at DESC)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of [
    'DROP INDEX subscribers_created',
    'DROP INDEX subscribers_confirm_token',
    'DROP INDEX subscribers_unsubscribe_token',
    'ALTER TABLE subscribers DROP COLUMN unsubscribe_token',
    'ALTER TABLE subscribers DROP COLUMN confirm_sent_at',
    'ALTER TABLE subscribers DROP COLUMN confirm_token_hash',
    'ALTER TABLE subscribers DROP COLUMN confirmed_at',
    'DROP INDEX form_submission_files_rev',
    'DROP INDEX form_submissions_created',
    'DROP INDEX form_submissions_status',
    'ALTER TABLE form_submissions DROP COLUMN status',
  ])
    await sql.raw(s).execute(db);
}
