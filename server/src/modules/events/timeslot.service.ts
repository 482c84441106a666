// Timeslots: staff set the times of a date (with a capacity in guests, or none: unlimited) and
// read each date's bookings; visitors see only dates and times that still have room.
import { formatTime, formatDayLong } from '#shared/format';
import { galleryNow, galleryToday, isSlotAhead } from '#shared/gallery-clock';
import type { PublicSlotOption, SlotDate, SlotTime } from '#shared/schemas/timeslots';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { immediateTx } from '#server/db/transaction';
import { recordChanges } from '../history/history.service';
import { FieldErrors, NotFound } from '#server/lib/errors';
import type { ShowKind } from './kinds';
import * as shows from './show.repository';
import * as repo from './timeslot.repository';
import { offerFreedPlaces } from './waitlist-offers';

export const TIMESLOTS_SAVED = 'Timeslots successfully saved';
export const DATE_PASSED = 'This date has passed: choose today or a later date';

const list = (labels: string[]) =>
  labels.length < 2 ? labels.join('') : `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;

export const toSlotTime = (r: repo.SlotRow): SlotTime => {
  const booked = Number(r.booked);
  const held = Number(r.held);
  return {
    id: r.id,
    time: r.time,
    label: formatTime(r.time),
    capacity: r.capacity,
    booked,
    checked_in: Number(r.checked_in),
    held,
    available: r.capacity === null ? null : Math.max(0, r.capacity - booked - held),
    over: r.capacity === null ? 0 : Math.max(0, booked - r.capacity),
  };
};

/** Rows in calendar order → one entry per date with its times. */
const byDate = (rows: readonly repo.SlotRow[]): SlotDate[] => {
  const out: SlotDate[] = [];
  for (const r of rows) {
    let last = out[out.length - 1];
    if (last?.date !== r.date) out.push((last = { date: r.date, label: formatDayLong(r.date), times: [] }));
    last.times.push(toSlotTime(r));
  }
  return out;
};

const hasRoom = (t: SlotTime) => t.available === null || t.available > 0;

/** The show, any status (staff), or a 404. */
const ownerOf = async (db: DB, kind: ShowKind, id: number) => {
  const row = await shows.findShow(db, kind, id);
  if (!row) throw new NotFound(kind.messages.notFound);
  return row;
};

/** The active show (visitors), or a 404. */
const activeOwner = async (db: DB, kind: ShowKind, id: number) => {
  const row = await shows.findActiveShowById(db, kind, id);
  if (!row) throw new NotFound(kind.messages.notFound);
  return row;
};

export const listTimeslots = async (deps: AppDeps, kind: ShowKind, id: number) => {
  await ownerOf(deps.db, kind, id);
  return { list: byDate(await repo.listSlots(deps.db, kind, id)) };
};

const oneDate = async (db: DB, kind: ShowKind, id: number, date: string): Promise<SlotDate> =>
  byDate(await repo.listSlots(db, kind, id, { date }))[0] ?? { date, label: formatDayLong(date), times: [] };

export const getTimeslot = async (deps: AppDeps, kind: ShowKind, id: number, date: string) => {
  await ownerOf(deps.db, kind, id);
  return oneDate(deps.db, kind, id, date);
};

/** The times of one date for a select (the RSVP form): key '17:00', value '5pm', with the counts. */
export const adminTimes = async (deps: AppDeps, kind: ShowKind, id: number, date: string) => {
  await ownerOf(deps.db, kind, id);
  const day = await oneDate(deps.db, kind, id, date);
  return { data: day.times.map((t) => ({ key: t.time, value: t.label, ...t })) };
};

/**
 * Sets the times of a date: new ones are added, kept ones take the capacity, missing ones are
 * removed. Guests already booked are never dropped: removing a booked time, or a capacity below
 * what is booked, is refused. One immediate transaction, so an RSVP cannot land in between.
 */
export const setTimeslot = async (
  deps: AppDeps,
  kind: ShowKind,
  input: { id: number; date: string; times: string[]; capacity: number | null },
) => {
  const item = await immediateTx(deps.db, async (trx) => {
    const owner = await ownerOf(trx, kind, input.id);
    const existing = (await repo.listSlots(trx, kind, input.id, { date: input.date })).map(toSlotTime);
    const removed = existing.filter((t) => !input.times.includes(t.time));
    const booked = removed.filter((t) => t.booked > 0);
    if (booked.length)
      throw new FieldErrors({
        times: [
          `${list(booked.map((t) => t.label))} ${booked.length === 1 ? 'has' : 'have'} reservations and cannot be removed. Move or delete them first.`,
        ],
      });
    const added = input.times.filter((x) => !existing.some((t) => t.time === x));
    // Past dates stay editable (a booked time can be cleaned up), but nobody can come to a new one.
    if (added.length && input.date < galleryToday()) throw new FieldErrors({ date: [DATE_PASSED] });
    const kept = existing.filter((t) => input.times.includes(t.time));
    // Lowering below what is booked is refused; keeping a time that walk-ins took over capacity is not.
    const over = kept.filter(
      (t) =>
        input.capacity !== null && t.booked > input.capacity && (t.capacity === null || input.capacity < t.capacity),
    );
    if (over.length)
      throw new FieldErrors({
        capacity: [
          `${list(over.map((t) => `${t.label} already has ${t.booked} guests`))}: the capacity can't be lower`,
        ],
      });
    await repo.deleteSlots(
      trx,
      removed.map((t) => t.id),
    );
    await repo.setCapacity(
      trx,
      kept.map((t) => t.id),
      input.capacity,
    );
    for (const t of kept)
      await recordChanges(
        trx,
        deps.actor,
        { type: 'timeslot', id: t.id, title: `${owner.title}, ${input.date} ${t.label}` },
        { capacity: t.capacity },
        { capacity: input.capacity },
      );
    for (const time of added) await repo.insertSlot(trx, kind, input.id, input.date, time, input.capacity);
    // A raised capacity frees places: the waitlist is offered them with this save.
    for (const t of kept) await offerFreedPlaces(trx, deps.env.publicUrl, t.id);
    return oneDate(trx, kind, input.id, input.date);
  });
  return { message: TIMESLOTS_SAVED, item };
};

/** A time still ahead of the gallery's clock: shown to visitors, full or not. */
const ahead = (date: string, now: ReturnType<typeof galleryNow>) => (t: SlotTime) => isSlotAhead(date, t.time, now);

/** The most places left at any of the times (null: one of them is unlimited). */
const mostLeft = (times: readonly SlotTime[]) =>
  times.some((t) => t.available === null) ? null : Math.max(0, ...times.map((t) => t.available ?? 0));

const timeOption = (t: SlotTime): PublicSlotOption => ({
  key: t.time,
  value: t.label,
  places_left: t.available,
  full: !hasRoom(t),
});

/**
 * Dates from the gallery's today on with a time still ahead, full ones too (said full, with the
 * waitlist): { key: '2027-03-06', value: 'Saturday, March 6, 2027', places_left, full }.
 */
export const publicDates = async (deps: AppDeps, kind: ShowKind, id: number) => {
  await activeOwner(deps.db, kind, id);
  const now = galleryNow();
  const dates = byDate(await repo.listSlots(deps.db, kind, id, { from: now.date }));
  return {
    data: dates.flatMap((d) => {
      const times = d.times.filter(ahead(d.date, now));
      if (!times.length) return [];
      return [{ key: d.date, value: d.label, places_left: mostLeft(times), full: !times.some(hasRoom) }];
    }),
  };
};

/** The times of a date still ahead: { key: '17:30', value: '5:30pm', places_left, full }; none once it has passed. */
export const publicTimes = async (deps: AppDeps, kind: ShowKind, id: number, date: string) => {
  await activeOwner(deps.db, kind, id);
  const now = galleryNow();
  if (date < now.date) return { data: [] };
  const day = await oneDate(deps.db, kind, id, date);
  return { data: day.times.filter(ahead(date, now)).map(timeOption) };
};
