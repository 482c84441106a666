// The one way to send an email: a row in the mail queue, written with the caller's `db` (inside the
// transaction that causes the email, so a rollback queues nothing and a commit never loses it). The
// worker (mail-worker.ts) sends it afterwards, never on a request's path.
import { EventEmitter } from 'node:events';
import type { DB } from '#server/db/database';
import type { MailMessage } from '#server/lib/mailer';
import * as repo from './mail.repository';

/** A message as the mailer sends it, with what the queue needs to know about it. */
export interface QueuedMail extends MailMessage {
  /** what the email is ('rsvp-confirmation', 'staff-invite'…): logs and the failed-mail screen */
  kind: string;
  /** a key already queued (or sent) makes this call a no-op: a reminder is never planned twice */
  dedupeKey?: string;
  /** ISO instant before which the worker leaves it alone (a reminder the day before) */
  notBefore?: string;
}

/** Tells a running worker that mail was queued; it reads the row once the caller's transaction ends. */
export const mailQueued = new EventEmitter();
mailQueued.setMaxListeners(0);

const instant = (iso: string | undefined, now: Date) => {
  if (iso === undefined) return now.toISOString();
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) throw new Error(`queueMail: notBefore is not an instant: ${iso}`);
  return at.toISOString();
};

export const queueMail = async (db: DB, mail: QueuedMail): Promise<void> => {
  const now = new Date();
  await repo.insertMail(db, {
    kind: mail.kind,
    to_address: mail.to,
    reply_to: mail.replyTo ?? null,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    headers: mail.headers ? JSON.stringify(mail.headers) : null,
    attachments: mail.attachments?.length ? JSON.stringify(mail.attachments) : null,
    dedupe_key: mail.dedupeKey ?? null,
    next_attempt_at: instant(mail.notBefore, now),
    created_at: now.toISOString(),
  });
  mailQueued.emit('queued');
};

/**
 * Drops mail planned under `dedupeKey` that has not gone yet (a reminder for a visit that moved or
 * was cancelled). Mail already sent, or being sent, is left as it is.
 */
export const unqueueMail = (db: DB, dedupeKey: string): Promise<void> => repo.dropWaiting(db, dedupeKey);
