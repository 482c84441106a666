// The waitlist per time (docs/decisions/032-waitlist.md). A visitor on a full time joins the line;
// when places free up (a cancellation, a staff edit or delete, a raised capacity, an offer that
// lapsed) the first in line whose party fits is offered them: the places are held (counted as
// taken for everyone else) and a single-use link is queued in the same transaction. Claiming books
// the RSVP in the same immediate transaction as any booking, so nothing ever overbooks.
import { formatDayLong, formatTime } from '#shared/format';
import { galleryNow, isSlotAhead } from '#shared/gallery-clock';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { immediateTx } from '#server/db/transaction';
import { FieldErrors, NotFound } from '#server/lib/errors';
import { clientGroup, rateLimited } from '#server/lib/rate-limit';
import { hashToken, newToken } from '../auth/tokens';
import { queueMail } from '../mail/mail-queue';
import type { ShowKind } from './kinds';
import { visitSummary } from './visit-summary';
import { mailBooking, showInEmail } from './rsvp-mail';
import * as rsvps from './rsvp.repository';
import { TIME_GONE, type VisitorBooking } from './rsvp.service';
import * as shows from './show.repository';
import { findSlot, findSlotById } from './timeslot.repository';
import { HOLD_MINUTES, offerFreedPlaces, roomLeft } from './waitlist-offers';
import { alreadyWaitingEmail, holdEndLabel } from './waitlist.emails';
import * as repo from './waitlist.repository';

/** Joins per client address (IPv6 by /64): a family on a few times, not a script filling lines. */
const JOIN_LIMIT = { max: 10, windowMs: 10 * 60_000 };

export const HAS_ROOM = 'This time still has places: reserve them instead.';
export const OFFER_INVALID = 'This offer was already used, or the link is not valid.';
export const OFFER_ENDED =
  "This offer has ended and its places were passed on. You can join the waitlist again on the show's page.";
export const OFFER_TAKEN = 'Sorry, these places are no longer free. You keep your place on the waitlist.';

/**
 * A visitor on a full time (or one with fewer places than their party) joins its line. An email
 * already in that line is answered the same, nothing changes, and its owner is emailed once where
 * it stands: nobody learns from the answer who waits. Neither answer says the place in line, which
 * would tell a new place (the line grew) from an existing one.
 */
export const joinWaitlist = async (deps: AppDeps, kind: ShowKind, input: VisitorBooking, ip: string) => {
  const limit = deps.limiter.hit(`waitlist:${clientGroup(ip)}`, JOIN_LIMIT.max, JOIN_LIMIT.windowMs);
  if (!limit.ok) throw rateLimited(limit.retryAfterSeconds);
  await immediateTx(deps.db, async (trx) => {
    const owner = await shows.findActiveShowBySlug(trx, kind, input.slug);
    if (!owner) throw new NotFound(kind.messages.notFound);
    if (!isSlotAhead(input.date, input.time)) throw new FieldErrors({ time: [TIME_GONE] });
    const slot = await findSlot(trx, kind, owner.id, input.date, input.time);
    if (!slot) throw new FieldErrors({ time: [TIME_GONE] });
    if (input.guests <= roomLeft(slot)) throw new FieldErrors({ time: [HAS_ROOM] });
    const waiting = await repo.findInLine(trx, slot.id, input.email);
    if (waiting) {
      const position = waiting.status === 'offered' ? null : (await repo.countAhead(trx, slot.id, waiting.id)) + 1;
      const show = showInEmail({ ...owner, kind: kind.key }, deps.env.publicUrl);
      await queueMail(trx, {
        ...alreadyWaitingEmail({ ...show, ...input, to: input.email, guests: waiting.guests, position }),
        dedupeKey: `waitlist-already-waiting:${waiting.id}`,
      });
      return;
    }
    // No email on joining: an anonymous form must not make the gallery write to any address it is given.
    await repo.insertEntry(trx, {
      timeslot_id: slot.id,
      name: input.name,
      email: input.email,
      guests: input.guests,
    });
  });
  const label = formatTime(input.time);
  return {
    message: `You are on the waitlist for ${formatDayLong(input.date)} at ${label}. If places free up, we will email ${input.email} a link that holds them for ${HOLD_MINUTES / 60} hours.`,
    entry: { name: input.name, guests: input.guests, date: input.date, time: input.time, time_label: label },
  };
};

/** The open offer a link names, or the 404 / 422 its page shows. */
const openOffer = async (db: DB, token: string, now: Date) => {
  const offer = await repo.findOffer(db, hashToken(token));
  if (!offer || offer.status === 'waiting') throw new NotFound(OFFER_INVALID);
  if (offer.status === 'expired' || offer.offer_expires_at! <= now.toISOString())
    throw new FieldErrors({ token: [OFFER_ENDED] });
  if (!isSlotAhead(offer.date, offer.time, galleryNow(now))) throw new FieldErrors({ token: [TIME_GONE] });
  return offer;
};

const readLimit = (deps: AppDeps, ip: string) => {
  const limit = deps.limiter.hit(`waitlist-offer:${clientGroup(ip)}`, 60, 10 * 60_000);
  if (!limit.ok) throw rateLimited(limit.retryAfterSeconds);
};

/** What the claim page names before the visitor confirms: the show, date, time, guests, the hold's end. */
export const offerToClaim = async (deps: AppDeps, token: string, ip: string) => {
  readLimit(deps, ip);
  const offer = await openOffer(deps.db, token, new Date());
  return {
    ...visitSummary(offer),
    name: offer.name,
    expires_at: offer.offer_expires_at!,
    expires_label: holdEndLabel(new Date(offer.offer_expires_at!)),
  };
};

/**
 * Claims an offer: its held places become an RSVP (with its confirmation, reminder and cancel link)
 * and the offer goes, so the link works once. The room check is the bookings' own, with the
 * offer's hold counted as the claimant's.
 */
export const claimOffer = async (deps: AppDeps, token: string, ip: string) => {
  readLimit(deps, ip);
  const cancel = newToken();
  const booked = await immediateTx(deps.db, async (trx) => {
    const offer = await openOffer(trx, token, new Date());
    const slot = await findSlotById(trx, offer.timeslot_id);
    // The offer's own hold is among the held places: it fits unless staff booked past them since.
    if (!slot || roomLeft(slot) < 0) throw new FieldErrors({ token: [OFFER_TAKEN] });
    await repo.deleteEntry(trx, offer.id);
    const id = await rsvps.insertRsvp(trx, {
      timeslot_id: offer.timeslot_id,
      name: offer.name,
      email: offer.email,
      guests: offer.guests,
      cancel_token_hash: cancel.hash,
    });
    await mailBooking(trx, deps.env.publicUrl, id, cancel.token);
    return offer;
  });
  const label = formatTime(booked.time);
  return {
    message: `Your places are reserved: ${booked.guests === 1 ? '1 guest' : `${booked.guests} guests`} on ${formatDayLong(booked.date)} at ${label}. A confirmation email is on its way to ${booked.email}.`,
    rsvp: { name: booked.name, guests: booked.guests, date: booked.date, time: booked.time, time_label: label },
  };
};

// Staff: the line beside the RSVPs.

export const WAITLIST_ENTRY_NOT_FOUND = 'Waitlist entry not found';
export const WAITLIST_ENTRY_REMOVED = 'Removed from the waitlist';

export const listWaitlist = async (deps: AppDeps, kind: ShowKind, ownerId: number, date?: string) => {
  if (!(await shows.findShow(deps.db, kind, ownerId))) throw new NotFound(kind.messages.notFound);
  const rows = await repo.listForShow(deps.db, kind, ownerId, date);
  const line = new Map<string, number>();
  return {
    data: rows.map((r) => {
      const at = `${r.date}T${r.time}`;
      const position = r.status === 'expired' ? null : (line.get(at) ?? 0) + 1;
      if (position !== null) line.set(at, position);
      return { ...r, time_label: formatTime(r.time), position };
    }),
  };
};

/** Staff take someone off the line (they phoned; a duplicate). An open offer's places go on. */
export const removeFromWaitlist = async (deps: AppDeps, kind: ShowKind, ownerId: number, id: number) => {
  await immediateTx(deps.db, async (trx) => {
    const entry = await repo.findForShow(trx, kind, ownerId, id);
    if (!entry) throw new NotFound(WAITLIST_ENTRY_NOT_FOUND);
    await repo.deleteEntry(trx, id);
    if (entry.status === 'offered') await offerFreedPlaces(trx, deps.env.publicUrl, entry.timeslot_id);
  });
  return { message: WAITLIST_ENTRY_REMOVED };
};
