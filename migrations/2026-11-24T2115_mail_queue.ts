// The durable mail queue (issue 14): every email is a row written in the transaction that causes it,
// sent afterwards by the worker (server/src/modules/mail/mail-worker.ts) with retries.
import { type Kysely, sql } from 'kysely';

const statements = [
  `CREATE TABLE mail_queue (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL,
    to_address TEXT NOT NULL,
    reply_to TEXT,
    subject TEXT NOT NULL,
    text TEXT NOT NULL,
    html TEXT,
    headers TEXT,
    attachments TEXT,
    dedupe_key TEXT UNIQUE,
    status TEXT NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sending', 'sent', 'failed')),
    attempts INTEGER NOT NULL DEFAULT 0,
    next_attempt_at TEXT NOT NULL,
    last_error TEXT,
    created_at TEXT NOT NULL,
    sent_at TEXT
  )`,
  // The worker's "what is due" read, and the dashboard's count of failed mail.
  `CREATE INDEX mail_queue_due ON mail_queue(status, next_attempt_at)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw('DROP TABLE mail_queue').execute(db);
}
