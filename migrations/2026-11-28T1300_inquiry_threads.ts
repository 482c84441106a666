// A submission's thread (issue 30): beside what the visitor sent (the submission itself), every
// confirmation emailed to them, staff's replies and notes, and status changes, each with who and
// when. The staff member's name is kept as it was; the queued email of a confirmation or reply is
// found by its dedupe key (mail_key) while the queue holds it.
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE TABLE submission_events (
    id INTEGER PRIMARY KEY,
    submission_id INTEGER NOT NULL REFERENCES form_submissions(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('confirmation','reply','note','status')),
    body TEXT NOT NULL,
    user_id INTEGER REFERENCES users(id) ON DELETE SET NULL,
    user_name TEXT,
    mail_key TEXT,
    created_at TEXT NOT NULL
  )`.execute(db);
  await sql`CREATE INDEX submission_events_submission ON submission_events(submission_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE submission_events`.execute(db);
}
