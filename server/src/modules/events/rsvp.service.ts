// RSVPs. A visitor reserves places at a time; the capacity check and the insert run in one
// immediate transaction, so concurrent requests for the last places can never overbook. Staff
// list, edit, delete and check guests in; a visitor's cancel link frees the places once.
import type { z } from 'zod';
import { formatTime, formatDayLong } from '#shared/format';
import { isSlotAhead } from '#shared/gallery-clock';
import { MSG } from '#shared/messages';
import { GALLERY } from '#shared/gallery';
import { RSVP_MAX_GUESTS } from '#shared/schemas/event-fields';
import type { RsvpDto, rsvpListInput, staffRsvpInput } from '#shared/schemas/timeslots';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { countedPage, pageWindow } from '#server/db/paging';
import { immediateTx } from '#server/db/transaction';
import { recordChanges } from '../history/history.service';
import { toCsv } from '#server/lib/csv-cell';
import { FieldErrors, NotFound } from '#server/lib/errors';
import { clientGroup, rateLimited } from '#server/lib/rate-limit';
import { hashToken, newToken } from '../auth/tokens';
import type { ShowKind } from './kinds';
import { visitSummary } from './visit-summary';
import { mailBooking, mailCancellation, mailMove, mailPlacesHeld } from './rsvp-mail';
import * as repo from './rsvp.repository';
import * as shows from './show.repository';
import { today } from './show.service';
import { findSlot } from './timeslot.repository';
import { offerFreedPlaces, roomLeft } from './waitlist-offers';

export const RSVP_NOT_FOUND = 'Reservation not found';
export const TIME_GONE = 'This time is no longer available. Please choose another.';
export const TIME_FULL = 'This time is full. Please choose another.';
export const placesLeft = (left: number, label: string) =>
  `Only ${left} ${left === 1 ? 'place is' : 'places are'} left at ${label}. Please choose fewer guests or another time.`;
export const CANCEL_LINK_INVALID = 'This reservation was already cancelled, or the link is not valid.';
export const RSVP_CANCELLED = 'Your reservation was cancelled. Thank you for letting us know.';
export const RSVP_PAST = 'This visit has already taken place.';

/** Public writes per client address: enough for a family booking twice, not for a script. */
const RSVP_LIMIT = { max: 10, windowMs: 10 * 60_000 };
/**
 * Guests per client address (IPv6 by /64) in an hour, counted in places rather than requests: two
 * full parties, not an opening day (one address once took 105 places in 5 requests).
 */
export const ADDRESS_GUESTS = { max: 20, windowMs: 60 * 60_000 };
/**
 * Guests one email may hold at a show's coming times: one full party. A request past it books
 * nothing and is answered as a booking is; the email is told what it holds (mailPlacesHeld), so
 * that nobody learns by trying addresses who holds places.
 */
export const EMAIL_GUESTS_MAX = RSVP_MAX_GUESTS;

export const ADDRESS_BUDGET_SPENT = `Too many places were reserved from your connection just now. Please try again later, or call us at ${GALLERY.phone} for a group.`;
const toDto = (r: repo.RsvpRow): RsvpDto => ({
  id: r.id,
  name: r.name,
  email: r.email,
  guests: r.guests,
  date: r.date,
  time: r.time,
  time_label: formatTime(r.time),
  timeslot_id: r.timeslot_id,
  checked_in: r.checked_in === 1,
  checked_in_at: r.checked_in_at,
  arrived: r.arrived,
  source: r.source,
  over_capacity: r.over_capacity === 1,
  created_at: r.created_at,
});

/**
 * The slot for `guests` more guests, or the 422 a visitor reads: gone (no such time, or a past
 * date), full, or fewer places left than asked. `freed` are guests of the RSVP being moved.
 */
const slotWithRoom = async (
  db: DB,
  kind: ShowKind,
  ownerId: number,
  at: { date: string; time: string },
  guests: number,
  freed = { timeslotId: 0, guests: 0 },
) => {
  const slot = at.date < today() ? undefined : await findSlot(db, kind, ownerId, at.date, at.time);
  if (!slot) throw new FieldErrors({ time: [TIME_GONE] });
  if (slot.capacity === null) return slot;
  // Places held for a waitlist offer are taken until it is claimed or lapses.
  const taken = Number(slot.booked) + Number(slot.held) - (slot.id === freed.timeslotId ? freed.guests : 0);
  const left = slot.capacity - taken;
  if (left <= 0) throw new FieldErrors({ time: [TIME_FULL] });
  if (guests > left) throw new FieldErrors({ guests: [placesLeft(left, formatTime(slot.time))] });
  return slot;
};

/** The answer to a visitor's booking: the same whether it booked or the email already held its places. */
export const rsvpReceived = (date: string, label: string, email: string) =>
  `Thank you! We have your request for ${formatDayLong(date)} at ${label}. An email about your reservation is on its way to ${email}.`;

/** What a visitor sends to book a time, or to join its waitlist when it is full. */
export interface VisitorBooking {
  slug: string;
  name: string;
  email: string;
  guests: number;
  date: string;
  time: string;
}

export const publicRsvp = async (deps: AppDeps, kind: ShowKind, input: VisitorBooking, ip: string) => {
  const client = clientGroup(ip);
  const limit = deps.limiter.hit(`rsvp:${client}`, RSVP_LIMIT.max, RSVP_LIMIT.windowMs);
  if (!limit.ok) throw rateLimited(limit.retryAfterSeconds);
  const budget = deps.limiter.spend(`rsvp-guests:${client}`, input.guests, ADDRESS_GUESTS.max, ADDRESS_GUESTS.windowMs);
  if (!budget.ok) throw rateLimited(budget.retryAfterSeconds, ADDRESS_BUDGET_SPENT);
  const cancel = newToken();
  const url = deps.env.publicUrl;
  await immediateTx(deps.db, async (trx) => {
    const owner = await shows.findActiveShowBySlug(trx, kind, input.slug);
    if (!owner) throw new NotFound(kind.messages.notFound);
    // Tonight's 5pm is gone at 6pm at the gallery, whatever the date in UTC.
    if (!isSlotAhead(input.date, input.time)) throw new FieldErrors({ time: [TIME_GONE] });
    // What anyone may learn (the time is gone, full, has fewer places) is checked first; what only
    // the email's owner may learn comes after, and never changes the answer.
    const slot = await slotWithRoom(trx, kind, owner.id, input, input.guests);
    const held = await repo.visitsOfEmail(trx, kind, owner.id, input.email, today());
    if (held.reduce((n, v) => n + v.guests, 0) + input.guests > EMAIL_GUESTS_MAX) {
      // The address's budget stays spent, as for a booking: it must not tell the two apart either.
      const request = { to: input.email, asked: input, held, most: EMAIL_GUESTS_MAX };
      return mailPlacesHeld(trx, url, { ...owner, kind: kind.key }, request);
    }
    const id = await repo.insertRsvp(trx, {
      timeslot_id: slot.id,
      name: input.name,
      email: input.email,
      guests: input.guests,
      cancel_token_hash: cancel.hash,
    });
    // Queued with the reservation: committed together, so no RSVP is left without its cancel link.
    await mailBooking(trx, url, id, cancel.token);
  }).catch((err: unknown) => {
    // Places the database refused were never taken: they go back to the address's budget.
    budget.refund();
    throw err;
  });
  const label = formatTime(input.time);
  return {
    message: rsvpReceived(input.date, label, input.email),
    rsvp: { name: input.name, guests: input.guests, date: input.date, time: input.time, time_label: label },
  };
};

/** The emailed link: deletes the RSVP (freeing its places), so a second use finds nothing. */
export const cancelRsvp = async (deps: AppDeps, token: string, ip: string) => {
  const limit = deps.limiter.hit(`rsvp-cancel:${clientGroup(ip)}`, 20, 10 * 60_000);
  if (!limit.ok) throw rateLimited(limit.retryAfterSeconds);
  await immediateTx(deps.db, async (trx) => {
    const rsvp = await visitByToken(trx, token);
    await mailCancellation(trx, deps.env.publicUrl, rsvp, 'visitor');
    await repo.deleteRsvp(trx, rsvp.id);
    await offerFreedPlaces(trx, deps.env.publicUrl, rsvp.timeslot_id);
  });
  return { message: RSVP_CANCELLED };
};

/** The reservation a cancel link names, while it can still be cancelled. */
const visitByToken = async (db: DB, token: string) => {
  const rsvp = await repo.findVisit(db, { cancelHash: hashToken(token) });
  if (!rsvp) throw new NotFound(CANCEL_LINK_INVALID);
  if (rsvp.date < today()) throw new FieldErrors({ token: [RSVP_PAST] });
  return rsvp;
};

/** What the cancel page shows before the visitor confirms: the show, date, time and guests. */
export const rsvpToCancel = async (deps: AppDeps, token: string, ip: string) => {
  const limit = deps.limiter.hit(`rsvp-cancel-read:${clientGroup(ip)}`, 60, 10 * 60_000);
  if (!limit.ok) throw rateLimited(limit.retryAfterSeconds);
  const rsvp = await visitByToken(deps.db, token);
  return {
    ...visitSummary(rsvp),
  };
};

const ownerOf = async (db: DB, kind: ShowKind, id: number) => {
  if (!(await shows.findShow(db, kind, id))) throw new NotFound(kind.messages.notFound);
};

export const listRsvps = async (deps: AppDeps, kind: ShowKind, input: z.output<typeof rsvpListInput>) => {
  await ownerOf(deps.db, kind, input.id);
  const filter = { date: input.date, time: input.time, search: input.search || undefined };
  const window = pageWindow(input);
  return countedPage(
    window,
    repo.countRsvps(deps.db, kind, input.id, filter),
    repo.listRsvps(deps.db, kind, input.id, filter, { sort: input.sort, order: input.order }, window),
    (rows) => rows.map(toDto),
  );
};

const findOne = async (db: DB, kind: ShowKind, ownerId: number, id: number) => {
  const row = await repo.findRsvp(db, kind, ownerId, id);
  if (!row) throw new NotFound(RSVP_NOT_FOUND);
  return row;
};

export const getRsvp = async (deps: AppDeps, kind: ShowKind, ownerId: number, id: number) =>
  toDto(await findOne(deps.db, kind, ownerId, id));

/** Staff may move a guest to another time, within its capacity like anyone else. */
export const updateRsvp = async (
  deps: AppDeps,
  kind: ShowKind,
  input: {
    id: number;
    rsvp: number;
    name: string;
    email: string;
    guests: number;
    date: string;
    time: string;
    checked_in?: boolean;
  },
) => {
  const item = await immediateTx(deps.db, async (trx) => {
    const current = await findOne(trx, kind, input.id, input.rsvp);
    const same = current.date === input.date && current.time === input.time;
    // A visitor's booking that moves gets a new cancel link (the old email names the old time).
    const before = same ? undefined : await repo.findVisit(trx, { id: current.id });
    const relink = before?.cancel_token_hash != null ? newToken() : undefined;
    // Editing a past visit's name or guests is fine; moving anyone into the past is not.
    const slot = same
      ? { id: current.timeslot_id }
      : await slotWithRoom(trx, kind, input.id, input, input.guests, {
          timeslotId: current.timeslot_id,
          guests: current.guests,
        });
    if (same && input.guests > current.guests && current.date >= today())
      await slotWithRoom(trx, kind, input.id, input, input.guests, {
        timeslotId: current.timeslot_id,
        guests: current.guests,
      });
    const arrived =
      input.checked_in === undefined
        ? Math.min(current.arrived, input.guests)
        : input.checked_in
          ? Math.max(1, Math.min(current.arrived || input.guests, input.guests))
          : 0;
    await repo.updateRsvp(trx, current.id, {
      timeslot_id: slot.id,
      name: input.name,
      email: input.email,
      guests: input.guests,
      ...arrivalColumns(arrived, current),
      ...(relink && before ? { cancel_token_hash: relink.hash, calendar_sequence: before.calendar_sequence + 1 } : {}),
    });
    await recordArrival(trx, deps, current, arrived);
    // A move or fewer guests frees places at the time it left.
    await offerFreedPlaces(trx, deps.env.publicUrl, current.timeslot_id);
    if (relink)
      await mailMove(
        trx,
        deps.env.publicUrl,
        { rsvpId: current.id, date: current.date, time: current.time },
        relink.token,
      );
    return toDto(await findOne(trx, kind, input.id, input.rsvp));
  });
  return { message: MSG.reservationUpdated, item };
};

/** Arrivals and what follows from them: checked in once one guest is, at the first arrival's time. */
const arrivalColumns = (arrived: number, current: { checked_in: 0 | 1; checked_in_at: string | null }) => ({
  arrived,
  checked_in: arrived > 0 ? (1 as const) : (0 as const),
  checked_in_at: arrived > 0 ? (current.checked_in === 1 ? current.checked_in_at : new Date().toISOString()) : null,
});

export const TOO_MANY_ARRIVED = (guests: number) =>
  `Only ${guests === 1 ? '1 guest is' : `${guests} guests are`} booked on this reservation.`;

export const deleteRsvp = async (deps: AppDeps, kind: ShowKind, ownerId: number, id: number) => {
  await immediateTx(deps.db, async (trx) => {
    const current = await findOne(trx, kind, ownerId, id);
    const visit = await repo.findVisit(trx, { id });
    if (visit) await mailCancellation(trx, deps.env.publicUrl, visit, 'staff');
    await repo.deleteRsvp(trx, id);
    await offerFreedPlaces(trx, deps.env.publicUrl, current.timeslot_id);
  });
  return { message: MSG.reservationDeleted };
};

/**
 * The door's check-in is staff changing the record: it goes in the change history with the write,
 * as the party's arrived count and whether anyone is in.
 */
const recordArrival = (
  db: DB,
  deps: AppDeps,
  current: { id: number; name: string; checked_in: 0 | 1; arrived: number },
  arrived: number,
) =>
  recordChanges(
    db,
    deps.actor,
    { type: 'rsvp', id: current.id, title: current.name },
    { checked_in: current.checked_in, arrived: current.arrived },
    { checked_in: arrived > 0 ? 1 : 0, arrived },
  );

/**
 * Checks guests in: { checked_in } the whole party in or out (the spec's), or { arrived } how many
 * of it. An absolute state, so the same request sent twice (a door's offline queue after a
 * reload) changes nothing the second time.
 */
export const checkIn = async (
  deps: AppDeps,
  kind: ShowKind,
  ownerId: number,
  id: number,
  to: { checked_in?: boolean; arrived?: number },
) =>
  immediateTx(deps.db, async (trx) => {
    const current = await findOne(trx, kind, ownerId, id);
    const arrived = to.arrived ?? (to.checked_in ? current.guests : 0);
    if (arrived > current.guests) throw new FieldErrors({ arrived: [TOO_MANY_ARRIVED(current.guests)] });
    await repo.updateRsvp(trx, id, arrivalColumns(arrived, current));
    await recordArrival(trx, deps, current, arrived);
    return toDto(await findOne(trx, kind, ownerId, id));
  });

export const WALK_IN_NAME = 'Walk-in';
export const PHONE_NAME_NEEDED = 'A phone booking needs a name';
export const overCapacityAsk = (left: number, label: string, guests: number) =>
  `${left <= 0 ? `${label} is full` : `Only ${left} ${left === 1 ? 'place is' : 'places are'} left at ${label}`}. Confirm to add ${guests === 1 ? '1 guest' : `${guests} guests`} over capacity.`;

/**
 * Staff add a walk-in (in at once, the name optional) or a phone booking at a time of the show.
 * Within the time's places like anyone; beyond them only with over_capacity, and the RSVP keeps
 * that it was. The same immediate transaction as a visitor's, so the count is never guessed.
 */
export const addStaffRsvp = async (deps: AppDeps, kind: ShowKind, input: z.output<typeof staffRsvpInput>) => {
  if (input.source === 'phone' && !input.name) throw new FieldErrors({ name: [PHONE_NAME_NEEDED] });
  const item = await immediateTx(deps.db, async (trx) => {
    await ownerOf(trx, kind, input.id);
    const slot = input.date < today() ? undefined : await findSlot(trx, kind, input.id, input.date, input.time);
    if (!slot) throw new FieldErrors({ time: [TIME_GONE] });
    const left = roomLeft(slot);
    const over = input.guests > left;
    if (over && !input.over_capacity)
      throw new FieldErrors({ over_capacity: [overCapacityAsk(left, formatTime(slot.time), input.guests)] });
    const walkIn = input.source === 'walk_in';
    const id = await repo.insertRsvp(trx, {
      timeslot_id: slot.id,
      name: input.name ?? WALK_IN_NAME,
      email: input.email ?? '',
      guests: input.guests,
      source: input.source,
      over_capacity: over ? 1 : 0,
      cancel_token_hash: null,
      ...(walkIn ? arrivalColumns(input.guests, { checked_in: 0, checked_in_at: null }) : {}),
    });
    return toDto(await findOne(trx, kind, input.id, id));
  });
  const what = item.source === 'walk_in' ? 'Walk-in added and checked in' : 'Phone booking added';
  return {
    message: `${what}: ${item.guests === 1 ? '1 guest' : `${item.guests} guests`} at ${item.time_label}${item.over_capacity ? ', over capacity' : ''}.`,
    item,
  };
};

export const GUEST_LIST_COLUMNS = ['show', 'date', 'time', 'name', 'email', 'guests', 'arrived', 'checked_in_at'];

/** A date's guest list as CSV for the door: show, date, time, name, email, guests, arrived, checked-in time. */
export const guestListCsv = async (deps: AppDeps, kind: ShowKind, ownerId: number, date: string) => {
  const owner = await shows.findShow(deps.db, kind, ownerId);
  if (!owner) throw new NotFound(kind.messages.notFound);
  const rows = await repo.guestList(deps.db, kind, ownerId, date);
  const csv = toCsv([
    GUEST_LIST_COLUMNS,
    ...rows.map((r) => [
      owner.title,
      r.date,
      formatTime(r.time),
      r.name,
      r.email,
      r.guests,
      r.arrived,
      r.checked_in_at,
    ]),
  ]);
  return { filename: `${owner.slug}-${date}-guests.csv`, csv };
};
