// Every query on timeslots and their booked guests. A slot belongs to an exhibition or to an event
// (the kind's fk column); booked guests are summed from its RSVPs, never stored twice.
import { sql } from 'kysely';
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
      sql<number>`COALESCE(SUM(CASE WHEN rsvps.checked_in = 1 THEN rsvps.guests END), 0)`.as('checked_in'),
    ]);

export type SlotRow = Awaited<ReturnType<typeof listSlots>>[number];

/** The show's slots in calendar order; one date, or from a date on, when given. */
export const listSlots = (db: DB, kind: ShowKind, ownerId: number, o: { date?: string; from?: string } = {}) => {
  let q = slotsWithCounts(db).where(`timeslots.${kind.fk}`, '=', ownerId);
  if (o.date) q = q.where('timeslots.date', '=', o.date);
  if (o.from) q = q.where('timeslots.date', '>=', o.from);
  return q.orderBy('timeslots.date').orderBy('timeslots.time').execute();
};

export const findSlot = (db: DB, kind: ShowKind, ownerId: number, date: string, time: string) =>
  slotsWithCounts(db)
    .where(`timeslots.${kind.fk}`, '=', ownerId)
    .where('timeslots.date', '=', date)
    .where('timeslots.time', '=', time)
    .executeTakeFirst();

/** A time a visitor can still book: ahead of the gallery's clock, with places left (compiled by the benchmark too). */
export const openSlotQuery = (kind: ShowKind, ownerId: number, now: { date: string; time: string }) =>
  sql<{ one: number }>`SELECT 1 AS one FROM timeslots
    WHERE ${sql.ref(kind.fk)} = ${ownerId} AND (date > ${now.date} OR (date = ${now.date} AND time > ${now.time}))
      AND (capacity IS NULL OR capacity > (SELECT COALESCE(SUM(guests), 0) FROM rsvps WHERE timeslot_id = timeslots.id))
    LIMIT 1`;

/** Whether a visitor can still book a time of the show. */
export const hasOpenSlot = async (db: DB, kind: ShowKind, ownerId: number, now: { date: string; time: string }) =>
  (await openSlotQuery(kind, ownerId, now).execute(db)).rows.length > 0;

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
