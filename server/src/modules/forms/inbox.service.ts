// The staff inbox: every submission with what was sent, its images and its artwork, and its thread
// (the confirmation the visitor got, staff's replies, notes and status changes, with who and when);
// status new, answered or archived; and the mailing list's subscribers. A reply is an email through
// the queue, written in the transaction that records it.
import type { z } from 'zod';
import { previewOf } from '#shared/format';
import type { SubmissionEventKind, SubmissionStatus } from '#shared/forms';
import type {
  SubmissionDto,
  SubscriberDto,
  ThreadEntry,
  subscriberListInput,
  submissionListInput,
} from '#shared/schemas/inbox';
import { isEmail } from '#shared/validation';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import type { MailStatus } from '#server/db/schema';
import { countedPage, pageWindow } from '#server/db/paging';
import { immediateTx } from '#server/db/transaction';
import { NotFound, Refused } from '#server/lib/errors';
import { queueMail } from '../mail/mail-queue';
import { replyMail } from './form-mails';
import { findVisibleArtworkRef } from '../catalogue/public-artwork.service';
import { INBOX_LINK_MS, privateImagesByIds } from '../uploads/private-images';
import * as repo from './submission.repository';
import * as subscribers from './subscriber.repository';

export const SUBMISSION_NOT_FOUND = 'Submission not found';
export const NO_ADDRESS_TO_ANSWER = 'This submission has no valid email address. Answer the visitor another way.';

type Fields = Record<string, string | number | null>;
type Row = NonNullable<Awaited<ReturnType<typeof repo.findSubmission>>>;

const fieldsOf = (row: Row): Fields => {
  try {
    return JSON.parse(row.payload) as Fields;
  } catch {
    return {};
  }
};

/** Staff need to know only of an email not sent: still waiting (retried with backoff) or given up. */
const mailOf = (status: MailStatus | null) =>
  status === 'failed' ? ('failed' as const) : status === 'queued' || status === 'sending' ? ('waiting' as const) : null;

const base = (row: Row, fields: Fields) => ({
  id: row.id,
  kind: row.kind,
  name: row.name,
  email: row.email,
  phone: row.phone,
  status: row.status,
  artwork_id: row.artwork_id,
  artwork_title: String(fields.artwork ?? fields.art ?? '') || null,
  created_at: row.created_at,
  handled_at: row.handled_at,
  mail: mailOf(row.mail_status),
});

const messageOf = (fields: Fields) => String(fields.message ?? fields.description ?? fields.subject ?? '');

export const listSubmissions = (deps: AppDeps, input: z.output<typeof submissionListInput>) => {
  const window = pageWindow(input);
  const filter = { kind: input.kind, status: input.status, search: input.search };
  return countedPage(
    window,
    repo.countSubmissions(deps.db, filter),
    repo.readSubmissions(deps.db, filter, { sort: input.sort, order: input.order }, window),
    (rows) =>
      rows.map((row) => {
        const fields = fieldsOf(row);
        return { ...base(row, fields), preview: previewOf(messageOf(fields), 90) };
      }),
  );
};

export const getSubmission = async (deps: AppDeps, id: number): Promise<SubmissionDto> => {
  const row = await repo.findSubmission(deps.db, id);
  if (!row) throw new NotFound(SUBMISSION_NOT_FOUND);
  const fields = fieldsOf(row);
  const [images, artwork] = await Promise.all([
    // Private photos: links signed for a day (uploads/private-images.ts).
    repo.submissionFileIds(deps.db, id).then((ids) => privateImagesByIds(deps.db, ids, INBOX_LINK_MS)),
    row.artwork_id ? findVisibleArtworkRef(deps, row.artwork_id) : undefined,
  ]);
  const events = await repo.readEvents(deps.db, id);
  const thread: ThreadEntry[] = [
    { kind: 'message', body: messageOf(fields), author: row.name, at: row.created_at, mail: null },
    ...events.map((e) => ({
      kind: e.kind,
      body: e.body,
      author: e.user_name,
      at: e.created_at,
      mail: mailOf(e.mail_status),
    })),
  ];
  return {
    ...base(row, fields),
    fields,
    images,
    artwork_slug: artwork?.slug ?? null,
    thread,
  };
};

/** Records one entry of the thread, by the staff member making the call. */
const record = (deps: AppDeps, trx: DB, submissionId: number, kind: SubmissionEventKind, body: string) =>
  repo.insertEvent(trx, {
    submission_id: submissionId,
    kind,
    body,
    user_id: deps.actor?.id ?? null,
    user_name: deps.actor?.name ?? null,
    created_at: new Date().toISOString(),
  });

/** Changes the status and records the change in the thread; the same status again records nothing. */
const changeStatus = async (
  deps: AppDeps,
  trx: DB,
  row: { id: number; status: SubmissionStatus },
  to: SubmissionStatus,
) => {
  if (row.status === to) return;
  await repo.setSubmissionStatus(trx, row.id, to, new Date().toISOString());
  await record(deps, trx, row.id, 'status', to);
};

/** The submission, read in the transaction that changes it: missing ones are a 404. */
const found = async (trx: DB, id: number) => {
  const row = await repo.findSubmission(trx, id);
  if (!row) throw new NotFound(SUBMISSION_NOT_FOUND);
  return row;
};

export const setSubmissionStatus = async (deps: AppDeps, id: number, status: SubmissionStatus) => {
  await immediateTx(deps.db, async (trx) => changeStatus(deps, trx, await found(trx, id), status));
  return getSubmission(deps, id);
};

/**
 * Answers the visitor by email from the inbox: queued with the gallery's mailbox as Reply-To and
 * threaded under their confirmation, recorded in the thread, and a new submission becomes answered.
 */
export const replyToSubmission = async (deps: AppDeps, id: number, body: string) => {
  await immediateTx(deps.db, async (trx) => {
    const row = await found(trx, id);
    if (!isEmail(row.email)) throw new Refused(NO_ADDRESS_TO_ANSWER);
    const eventId = await record(deps, trx, id, 'reply', body);
    const mail = replyMail(deps.env, { ...row, fields: fieldsOf(row) }, { eventId, body });
    await repo.setEventMailKey(trx, eventId, mail.dedupeKey);
    await queueMail(trx, mail);
    if (row.status === 'new') await changeStatus(deps, trx, row, 'answered');
  });
  return getSubmission(deps, id);
};

/** A note for staff only: in the thread, never emailed. */
export const addSubmissionNote = async (deps: AppDeps, id: number, body: string) => {
  await immediateTx(deps.db, async (trx) => record(deps, trx, (await found(trx, id)).id, 'note', body));
  return getSubmission(deps, id);
};

export const newSubmissionCount = async (deps: AppDeps) => ({ count: await repo.countNewSubmissions(deps.db) });

export const submissionFigures = (deps: AppDeps) => repo.submissionTotals(deps.db);

const stateOf = (r: { confirmed_at: string | null; unsubscribed_at: string | null }): SubscriberDto['state'] =>
  r.unsubscribed_at ? 'unsubscribed' : r.confirmed_at ? 'confirmed' : 'unconfirmed';

export const listSubscribers = (deps: AppDeps, input: z.output<typeof subscriberListInput>) => {
  const window = pageWindow(input);
  const filter = { state: input.state, search: input.search };
  return countedPage(
    window,
    subscribers.countSubscriberRows(deps.db, filter),
    subscribers.readSubscribers(deps.db, filter, { sort: input.sort, order: input.order }, window),
    (rows) =>
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        email: r.email,
        state: stateOf(r),
        created_at: r.created_at,
        confirmed_at: r.confirmed_at,
        unsubscribed_at: r.unsubscribed_at,
      })),
  );
};
