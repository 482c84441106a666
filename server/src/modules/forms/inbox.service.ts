// The staff inbox: every submission with what was sent, its images and its artwork; status new,
// answered or archived; and the mailing list's subscribers.
import type { z } from 'zod';
import { previewOf } from '#shared/format';
import type { SubmissionStatus } from '#shared/forms';
import type { SubmissionDto, SubscriberDto, subscriberListInput, submissionListInput } from '#shared/schemas/inbox';
import type { AppDeps } from '#server/deps';
import type { MailStatus } from '#server/db/schema';
import { countedPage, pageWindow } from '#server/db/paging';
import { NotFound } from '#server/lib/errors';
import { findVisibleArtworkRef } from '../catalogue/public-artwork.service';
import { INBOX_LINK_MS, privateImagesByIds } from '../uploads/private-images';
import * as repo from './submission.repository';
import * as subscribers from './subscriber.repository';

export const SUBMISSION_NOT_FOUND = 'Submission not found';

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
  return {
    ...base(row, fields),
    fields,
    images,
    artwork_slug: artwork?.slug ?? null,
  };
};

export const setSubmissionStatus = async (deps: AppDeps, id: number, status: SubmissionStatus) => {
  if (!(await repo.setSubmissionStatus(deps.db, id, status, new Date().toISOString())))
    throw new NotFound(SUBMISSION_NOT_FOUND);
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
