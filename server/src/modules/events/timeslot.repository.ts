// Every query on timeslots and their booked guests. A slot belongs to an exhibition or to an event
// (the kind's fk column); booked guests are summed from its RSVPs, never stored twice.
import { sql } from 'kysely';
import type { Booking } from '#shared/schemas/events';
import type { DB } from '#server/db/database';
import type { ShowKind } from './kinds';

/** Slots with booked and checked-in guests. */
const slotsWithCounts = (db: DB) =>
  db
    .selectFrom('timeslots')
    .leftJoin('rsvps', 'rsvps.timeslot_id', 'timeslots.id')
    .groupBy('timeslots.id')
    .select([
      'timeslots.id',
      'timeslots.date',
      'timeslots.time',
      'timeslots.capacity',
      sql<number>`COALESCE(SUM(rsvps.guests), 0)`.as('booked'),
      // Guests who have arrived (a party of 3 may be 2 in, 1 still to come).
      sql<number>`COALESCE(SUM(rsvps.arrived), 0)`.as('checked_in'),
      // Places held for the waitlist's open offers: taken for everyone but the offer's holder.
      sql<number>`(SELECT COALESCE(SUM(w.guests), 0) FROM waitlist w WHERE w.timeslot_id = timeslots.id AND w.status = 'offered')`.as(
        'held',
      ),
    ]);

export type SlotRow = Awaited<ReturnType<typeof listSlots>>[number];

/** The show's slots in calendar order; one date, or from a date on, when given. */
export const listSlots = (db: DB, kind: ShowKind, ownerId: number, o: { date?: string; from?: string } = {}) => {
  let q = slotsWithCounts(db).where(`timeslots.${kind.fk}`, '=', ownerId);
  if (o.date) q = q.where('timeslots.date', '=', o.date);
  if (o.from) q = q.where('timeslots.date', '>=', o.from);
  return q.orderBy('timeslots.date').orderBy('timeslots.time').execute();
};

export const findSlotById = (db: DB, id: number) =>
  slotsWithCounts(db)
    .select(['timeslots.exhibition_id', 'timeslots.event_id'])
    .where('timeslots.id', '=', id)
    .executeTakeFirst();

/** The show's first and last times ('YYYY-MM-DD HH:MM'), or nulls without any. */
export const slotSpan = (db: DB, kind: ShowKind, ownerId: number) =>
  db
    .selectFrom('timeslots')
    .select([
      sql<string | null>`MIN(date || ' ' || time)`.as('first'),
      sql<string | null>`MAX(date || ' ' || time)`.as('last'),
    ])
    .where(kind.fk, '=', ownerId)
    .executeTakeFirstOrThrow();

export const findSlot = (db: DB, kind: ShowKind, ownerId: number, date: string, time: string) =>
  slotsWithCounts(db)
    .where(`timeslots.${kind.fk}`, '=', ownerId)
    .where('timeslots.date', '=', date)
    .where('timeslots.time', '=', time)
    .executeTakeFirst();

/**
 * Per show, whether any time ahead of the gallery's clock has places left (open = 1) or all are
 * taken (open = 0); a show with no time ahead has no row (compiled by the benchmark too).
 */
export const bookingQuery = (kind: ShowKind, ownerIds: readonly number[], now: { date: string; time: string }) =>
  sql<{ owner: number; open: number }>`SELECT ${sql.ref(kind.fk)} AS owner,
      MAX(capacity IS NULL OR capacity > (SELECT COALESCE(SUM(guests), 0) FROM rsvps WHERE timeslot_id = timeslots.id)
        + (SELECT COALESCE(SUM(guests), 0) FROM waitlist WHERE timeslot_id = timeslots.id AND status = 'offered')) AS open
    FROM timeslots
    WHERE ${sql.ref(kind.fk)} IN (${sql.join(ownerIds)}) AND (date > ${now.date} OR (date = ${now.date} AND time > ${now.time}))
    GROUP BY ${sql.ref(kind.fk)}`;

export const bookingOf = (row: { open: number } | undefined): Booking =>
  row === undefined ? 'none' : row.open ? 'open' : 'full';

/** Each show's booking state: 'open', 'full' (the waitlist) or 'none' (no time ahead). */
export const bookingStates = async (
  db: DB,
  kind: ShowKind,
  ownerIds: readonly number[],
  now: { date: string; time: string },
) => {
  const rows = ownerIds.length ? (await bookingQuery(kind, ownerIds, now).execute(db)).rows : [];
  const byOwner = new Map(rows.map((r) => [r.owner, r]));
  return new Map(ownerIds.map((id) => [id, bookingOf(byOwner.get(id))]));
};

export const insertSlot = (
  db: DB,
  kind: ShowKind,
  ownerId: number,
  date: string,
  time: string,
  capacity: number | null,
) =>
  db
    .insertInto('timeslots')
    .values({ exhibition_id: null, event_id: null, [kind.fk]: ownerId, date, time, capacity })
    .execute();

export const setCapacity = (db: DB, ids: readonly number[], capacity: number | null) =>
  ids.length
    ? db
        .updateTable('timeslots')
        .set({ capacity, updated_at: new Date().toISOString() })
        .where('id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);

export const deleteSlots = (db: DB, ids: readonly number[]) =>
  ids.length
    ? db
        .deleteFrom('timeslots')
        .where('id', 'in', [...ids])
        .execute()
    : Promise.resolve([]);
