// Every query on visitors' submissions (form_submissions) and the images sent with them.
import { type ExpressionBuilder, sql } from 'kysely';
import type { FormKind, SubmissionStatus } from '#shared/forms';
import type { DB } from '#server/db/database';
import { countRows, type ListOrder, type PageWindow, readPage, type SearchFilter } from '#server/db/paging';
import { containsText } from '#server/db/sql';
import type { Database, NewRow } from '#server/db/schema';
import { SUBMISSION_MAIL_KEY_PREFIX } from './form-mails';

export type SubmissionSort = 'created_at' | 'name' | 'kind' | 'status';

export interface SubmissionFilter extends SearchFilter {
  kind?: FormKind;
  status?: SubmissionStatus;
}

const columns = [
  'form_submissions.id',
  'form_submissions.kind',
  'form_submissions.name',
  'form_submissions.email',
  'form_submissions.phone',
  'form_submissions.payload',
  'form_submissions.artwork_id',
  'form_submissions.status',
  'form_submissions.handled_at',
  'form_submissions.created_at',
] as const;

/**
 * The state of the gallery's email about the submission in the durable queue (queued, sending,
 * failed, or sent); none once a sent one has been pruned. Found by its unique dedupe key.
 */
const mailStatus = (eb: ExpressionBuilder<Database, 'form_submissions'>) =>
  eb
    .selectFrom('mail_queue')
    .select('mail_queue.status')
    .where(sql<boolean>`mail_queue.dedupe_key = ${SUBMISSION_MAIL_KEY_PREFIX} || form_submissions.id`)
    .as('mail_status');

export const insertSubmission = async (db: DB, row: NewRow<'form_submissions'>, fileIds: readonly number[]) => {
  const { id } = await db.insertInto('form_submissions').values(row).returning('id').executeTakeFirstOrThrow();
  if (fileIds.length)
    await db
      .insertInto('form_submission_files')
      .values(fileIds.map((file_id, position) => ({ submission_id: id, file_id, position })))
      .execute();
  return id;
};

const filtered = (db: DB, f: SubmissionFilter) => {
  let q = db.selectFrom('form_submissions');
  if (f.kind) q = q.where('form_submissions.kind', '=', f.kind);
  if (f.status) q = q.where('form_submissions.status', '=', f.status);
  if (f.search)
    q = q.where(containsText(f.search, 'form_submissions.name', 'form_submissions.email', 'form_submissions.payload'));
  return q;
};

export const countSubmissions = (db: DB, f: SubmissionFilter) => countRows(filtered(db, f));

export const readSubmissions = (db: DB, f: SubmissionFilter, order: ListOrder<SubmissionSort>, window: PageWindow) =>
  readPage(
    filtered(db, f)
      .select(columns)
      .select(mailStatus)
      .orderBy(`form_submissions.${order.sort}`, order.order)
      .orderBy('form_submissions.id', order.order),
    window,
  );

export const findSubmission = (db: DB, id: number) =>
  db.selectFrom('form_submissions').select(columns).select(mailStatus).where('id', '=', id).executeTakeFirst();

export const submissionFileIds = async (db: DB, id: number) =>
  (
    await db
      .selectFrom('form_submission_files')
      .select('file_id')
      .where('submission_id', '=', id)
      .orderBy('position')
      .execute()
  ).map((r) => r.file_id);

/** Answers whether the submission exists. */
export const setSubmissionStatus = async (db: DB, id: number, status: SubmissionStatus, at: string) =>
  Number(
    (await db.updateTable('form_submissions').set({ status, handled_at: at }).where('id', '=', id).executeTakeFirst())
      .numUpdatedRows,
  ) === 1;

export const countNewSubmissions = async (db: DB) =>
  countRows(db.selectFrom('form_submissions').where('status', '=', 'new'));

/** Submissions per status, for the dashboard. */
export const submissionTotals = async (db: DB) => {
  const row = await db
    .selectFrom('form_submissions')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum<number>(sql<number>`CASE WHEN status = 'new' THEN 1 ELSE 0 END`).as('fresh'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total ?? 0), new: Number(row.fresh ?? 0) };
};

/** One entry of a submission's thread (a confirmation, a reply, a note, a status change). */
export const insertEvent = async (db: DB, row: NewRow<'submission_events'>) =>
  (await db.insertInto('submission_events').values(row).returning('id').executeTakeFirstOrThrow()).id;

/** Names the email a reply queued, once the reply's id (its key) is known. */
export const setEventMailKey = async (db: DB, id: number, mailKey: string) => {
  await db.updateTable('submission_events').set({ mail_key: mailKey }).where('id', '=', id).execute();
};

/** The submission's thread, oldest first, with the state of each entry's email while the queue holds it. */
export const readEvents = (db: DB, submissionId: number) =>
  db
    .selectFrom('submission_events')
    .leftJoin('mail_queue', 'mail_queue.dedupe_key', 'submission_events.mail_key')
    .select([
      'submission_events.kind',
      'submission_events.body',
      'submission_events.user_name',
      'submission_events.created_at',
      'mail_queue.status as mail_status',
    ])
    .where('submission_events.submission_id', '=', submissionId)
    .orderBy('submission_events.id')
    .execute();
