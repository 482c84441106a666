// The staff inbox: visitors' submissions and the mailing list's subscribers, as the admin tables
// list them.
import { z } from 'zod';
import { MSG } from '#shared/messages';
import { adminListInput, countedList } from '#shared/schemas/list';
import { FORM_KINDS, SUBMISSION_EVENT_KINDS, SUBMISSION_STATUSES, THREAD_TEXT_MAX } from '#shared/forms';
import { imageOutput } from '#shared/schemas/image';

export const SUBMISSION_SORTS = ['created_at', 'name', 'kind', 'status'] as const;
export type SubmissionSort = (typeof SUBMISSION_SORTS)[number];

/** Newest first unless asked otherwise: an inbox reads from the top. */
export const submissionListInput = adminListInput(SUBMISSION_SORTS, 'created_at').extend({
  order: z.enum(['asc', 'desc']).default('desc'),
  kind: z.enum(FORM_KINDS).optional(),
  status: z.enum(SUBMISSION_STATUSES).optional(),
});

const submissionBase = z.object({
  id: z.number(),
  kind: z.enum(FORM_KINDS),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  artwork_id: z.number().nullable(),
  /** the artwork's title as the visitor saw it */
  artwork_title: z.string().nullable(),
  created_at: z.string(),
  handled_at: z.string().nullable(),
  /**
   * the gallery's email about it while not sent: 'waiting' (queued, retried with backoff) or
   * 'failed' (given up: the dashboard's mail panel retries it); null once sent
   */
  mail: z.enum(['waiting', 'failed']).nullable(),
});

export const submissionRowOutput = submissionBase.extend({
  /** the message's first words */
  preview: z.string(),
});
export type SubmissionRow = z.infer<typeof submissionRowOutput>;
export const submissionListOutput = countedList(submissionRowOutput);

/** One entry of a submission's thread, oldest first: what the visitor sent, then what followed. */
export const threadEntryOutput = z.object({
  kind: z.enum(['message', ...SUBMISSION_EVENT_KINDS]),
  /** the message, the email's subject, the reply, the note, or the new status */
  body: z.string(),
  /** who: the visitor for the message, the staff member, null for the gallery's own confirmation */
  author: z.string().nullable(),
  at: z.string(),
  /** a confirmation's or reply's email while not sent, as for the submission's own email */
  mail: z.enum(['waiting', 'failed']).nullable(),
});
export type ThreadEntry = z.infer<typeof threadEntryOutput>;

export const submissionOutput = submissionBase.extend({
  /** the form's own fields, by name, in the order sent */
  fields: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
  images: z.array(imageOutput),
  /** the artwork's public page, while it is visible */
  artwork_slug: z.string().nullable(),
  thread: z.array(threadEntryOutput),
});
export type SubmissionDto = z.infer<typeof submissionOutput>;

export const submissionStatusInput = z.object({
  id: z.coerce.number().int().positive(),
  status: z.enum(SUBMISSION_STATUSES),
});

export const REPLY_EMPTY = 'The reply is empty. Write your answer first.';
export const NOTE_EMPTY = 'The note is empty. Write something first.';
const threadText = (empty: string) =>
  z.string({ error: empty }).trim().min(1, empty).max(THREAD_TEXT_MAX, MSG.max(THREAD_TEXT_MAX));

export const submissionReplyInput = z.object({ id: z.coerce.number().int().positive(), body: threadText(REPLY_EMPTY) });
export const submissionNoteInput = z.object({ id: z.coerce.number().int().positive(), body: threadText(NOTE_EMPTY) });

export const SUBSCRIBER_SORTS = ['created_at', 'name', 'email'] as const;
export const SUBSCRIBER_STATES = ['confirmed', 'unconfirmed', 'unsubscribed'] as const;
export const subscriberListInput = adminListInput(SUBSCRIBER_SORTS, 'created_at').extend({
  order: z.enum(['asc', 'desc']).default('desc'),
  state: z.enum(SUBSCRIBER_STATES).optional(),
});
export const subscriberOutput = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  state: z.enum(SUBSCRIBER_STATES),
  created_at: z.string(),
  confirmed_at: z.string().nullable(),
  unsubscribed_at: z.string().nullable(),
});
export type SubscriberDto = z.infer<typeof subscriberOutput>;
export const subscriberListOutput = countedList(subscriberOutput);
