// The emails about a reservation, queued in the transaction that books, moves or cancels it: the
// confirmation and the reminder the day before when booked; the reminder dropped and a calendar
// update (same UID, higher SEQUENCE) when staff move it; a calendar CANCEL when it is cancelled.
// Only reservations a visitor made (those with a cancel link) are written to.
import { emailedLink } from '#shared/emailed-links';
import { galleryTimeToUtc, isSlotAhead } from '#shared/gallery-clock';
import { PUBLIC_KINDS, pathOf } from '#shared/public-kinds';
import type { DB } from '#server/db/database';
import { queueMail, unqueueMail } from '../mail/mail-queue';
import {
  cancellationEmail,
  confirmationEmail,
  movedEmail,
  placesHeldEmail,
  reminderEmail,
  type Visit,
} from './rsvp.emails';
import * as repo from './rsvp.repository';

/** The reminder leaves at 10am, gallery time, the day before the visit. */
const REMINDER_AT = '10:00';

const dayBefore = (date: string) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/**
 * A reservation's name in UIDs and dedupe keys: SQLite may give a deleted RSVP's id to the next
 * one, which must not inherit its calendar event nor its sent reminder.
 */
const visitKey = (row: { id: number; created_at: string }) => `${row.id}-${row.created_at.replace(/\D/g, '')}`;

export const reminderKey = (v: { key: string; date: string; time: string }) =>
  `rsvp-reminder:${v.key}:${v.date}T${v.time}`;

export const cancelUrlOf = (publicUrl: string, token: string) => emailedLink(publicUrl, 'rsvpCancel', token);

/** A slot's show (repo.showOfSlot) as emails name it, with the address of its page. */
export const showInEmail = (
  row: Pick<repo.VisitRow, 'title' | 'location' | 'kind' | 'slug'>,
  publicUrl: string,
): Pick<Visit, 'show' | 'showUrl'> => ({
  show: { title: row.title ?? '', location: row.location, noun: PUBLIC_KINDS[row.kind].names.one },
  showUrl: `${publicUrl}${pathOf(row.kind, row.slug ?? '')}`,
});

export const visitOf = (row: repo.VisitRow, publicUrl: string): Visit => ({
  rsvpId: row.id,
  to: row.email,
  name: row.name,
  guests: row.guests,
  date: row.date,
  time: row.time,
  ...showInEmail(row, publicUrl),
  uid: `rsvp-${visitKey(row)}@${new URL(publicUrl).hostname}`,
  key: visitKey(row),
  sequence: row.calendar_sequence,
});

const loadVisit = async (db: DB, id: number, publicUrl: string) => {
  const row = await repo.findVisit(db, { id });
  if (!row) throw new Error(`rsvp ${id} vanished inside its own transaction`);
  return visitOf(row, publicUrl);
};

const planReminder = async (db: DB, v: Visit, cancelUrl: string, now: Date) => {
  const at = galleryTimeToUtc(dayBefore(v.date), REMINDER_AT);
  // Booked less than a day ahead: the confirmation is the reminder.
  if (at.getTime() <= now.getTime()) return;
  await queueMail(db, { ...reminderEmail(v, cancelUrl), dedupeKey: reminderKey(v), notBefore: at.toISOString() });
};

/** A visitor's booking: the confirmation now, the reminder the day before. */
export const mailBooking = async (db: DB, publicUrl: string, rsvpId: number, cancelToken: string, now = new Date()) => {
  const v = await loadVisit(db, rsvpId, publicUrl);
  const cancelUrl = cancelUrlOf(publicUrl, cancelToken);
  await queueMail(db, { ...confirmationEmail(v, cancelUrl), dedupeKey: `rsvp-confirmation:${v.key}` });
  await planReminder(db, v, cancelUrl, now);
};

/**
 * Staff moved a visitor's reservation (already saved, with its new cancel token and sequence): the
 * old reminder goes, the visitor gets the new time with a calendar update and a new reminder.
 */
export const mailMove = async (
  db: DB,
  publicUrl: string,
  before: { rsvpId: number; date: string; time: string },
  cancelToken: string,
  now = new Date(),
) => {
  const v = await loadVisit(db, before.rsvpId, publicUrl);
  await unqueueMail(db, reminderKey({ ...before, key: v.key }));
  if (!isSlotAhead(v.date, v.time)) return;
  const cancelUrl = cancelUrlOf(publicUrl, cancelToken);
  await queueMail(db, { ...movedEmail(v, before, cancelUrl), dedupeKey: `rsvp-moved:${v.key}:${v.sequence}` });
  await planReminder(db, v, cancelUrl, now);
};

/** Before the row is deleted: the reminder goes, and a visit still ahead gets its CANCEL. */
export const mailCancellation = async (db: DB, publicUrl: string, row: repo.VisitRow, by: 'visitor' | 'staff') => {
  const v = visitOf(row, publicUrl);
  await unqueueMail(db, reminderKey(v));
  if (row.cancel_token_hash === null || !isSlotAhead(v.date, v.time)) return;
  await queueMail(db, {
    ...cancellationEmail({ ...v, sequence: v.sequence + 1 }, by),
    dedupeKey: `rsvp-cancellation:${v.key}`,
  });
};

/**
 * Instead of a booking that would take an email past one visitor's places at a show: what it holds,
 * told to that email alone. At most one such email an hour per address and show, however often the
 * address is typed.
 */
export const mailPlacesHeld = async (
  db: DB,
  publicUrl: string,
  show: Parameters<typeof showInEmail>[0] & { id: number },
  request: Pick<Parameters<typeof placesHeldEmail>[0], 'to' | 'asked' | 'held' | 'most'>,
  now = new Date(),
) =>
  queueMail(db, {
    ...placesHeldEmail({ ...request, ...showInEmail(show, publicUrl) }),
    dedupeKey: `rsvp-places-held:${show.kind}:${show.id}:${request.to}:${now.toISOString().slice(0, 13)}`,
  });
