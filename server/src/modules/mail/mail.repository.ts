// The only file that reads and writes the mail_queue table.
import type { DB } from '#server/db/database';
import type { NewRow, Row } from '#server/db/schema';

export type MailRow = Row<'mail_queue'>;

export const insertMail = async (db: DB, row: NewRow<'mail_queue'>) => {
  await db
    .insertInto('mail_queue')
    .values(row)
    .onConflict((oc) => oc.column('dedupe_key').doNothing())
    .execute();
};

export const dropWaiting = async (db: DB, dedupeKey: string) => {
  await db.deleteFrom('mail_queue').where('dedupe_key', '=', dedupeKey).where('status', '=', 'queued').execute();
};

/**
 * Takes up to `limit` rows that are due (queued, or 'sending' whose claim lapsed: the process that
 * claimed them died) in one statement, so two workers never take the same row. Each try is counted
 * here, before sending: a message that crashes the process still runs out of tries.
 */
export const claimDue = (db: DB, now: string, claimUntil: string, limit: number) =>
  db
    .updateTable('mail_queue')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), next_attempt_at: claimUntil }))
    .where(
      'id',
      'in',
      db
        .selectFrom('mail_queue')
        .select('id')
        .where('status', 'in', ['queued', 'sending'])
        .where('next_attempt_at', '<=', now)
        .orderBy('next_attempt_at')
        .orderBy('id')
        .limit(limit),
    )
    .returningAll()
    .execute();

/** Sent: the body (which may hold a reset or cancel link) is not kept; the row keeps its dedupe key. */
export const markSent = async (db: DB, id: number, at: string) => {
  await db
    .updateTable('mail_queue')
    .set({ status: 'sent', sent_at: at, last_error: null, text: '', html: null, attachments: null })
    .where('id', '=', id)
    .execute();
};

export const markRetry = async (db: DB, id: number, nextAt: string, error: string) => {
  await db
    .updateTable('mail_queue')
    .set({ status: 'queued', next_attempt_at: nextAt, last_error: error })
    .where('id', '=', id)
    .execute();
};

export const markFailed = async (db: DB, id: number, error: string) => {
  await db.updateTable('mail_queue').set({ status: 'failed', last_error: error }).where('id', '=', id).execute();
};

/** On start: whatever this file's previous process was sending when it stopped is due again. */
export const releaseClaims = async (db: DB, now: string) => {
  const rows = await db
    .updateTable('mail_queue')
    .set({ status: 'queued', next_attempt_at: now })
    .where('status', '=', 'sending')
    .returning('id')
    .execute();
  return rows.length;
};

export const purgeSentBefore = async (db: DB, before: string) => {
  await db.deleteFrom('mail_queue').where('status', '=', 'sent').where('sent_at', '<', before).execute();
};

export const countByStatus = async (db: DB) => {
  const rows = await db
    .selectFrom('mail_queue')
    .select(['status', db.fn.countAll<number>().as('n')])
    .where('status', 'in', ['queued', 'sending', 'failed'])
    .groupBy('status')
    .execute();
  const n = (s: string) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { waiting: n('queued') + n('sending'), failed: n('failed') };
};

export const listFailed = (db: DB, limit: number) =>
  db
    .selectFrom('mail_queue')
    .select(['id', 'kind', 'to_address', 'subject', 'attempts', 'last_error', 'created_at'])
    .where('status', '=', 'failed')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

/** A failed row back in the queue, due now, with its tries counted afresh. */
export const requeueFailed = async (db: DB, id: number, now: string) => {
  const res = await db
    .updateTable('mail_queue')
    .set({ status: 'queued', attempts: 0, next_attempt_at: now })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return Number(res.numUpdatedRows) > 0;
};

export const deleteFailed = async (db: DB, id: number) => {
  const res = await db.deleteFrom('mail_queue').where('id', '=', id).where('status', '=', 'failed').executeTakeFirst();
  return Number(res.numDeletedRows) > 0;
};
