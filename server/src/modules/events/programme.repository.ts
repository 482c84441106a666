// The programme in figures: what is running or coming, reservations from today on, next timeslots.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';

const n = (v: unknown) => Number(v ?? 0);

/** Running or still to come: ends today or later, or (no end date) starts today or later. */
export const countUpcoming = async (db: DB, table: 'exhibitions' | 'events', today: string) =>
  n(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where((eb) => eb.or([eb('end_date', '>=', today), eb('start_date', '>=', today)]))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const rsvpTotals = async (db: DB, today: string) => {
  const row = await db
    .selectFrom('rsvps')
    .innerJoin('timeslots', 'timeslots.id', 'rsvps.timeslot_id')
    .where('timeslots.date', '>=', today)
    .select((eb) => [
      eb.fn.countAll().as('reservations'),
      eb.fn.sum<number>('rsvps.guests').as('guests'),
      eb.fn.sum<number>(sql<number>`rsvps.arrived`).as('checked_in'),
    ])
    .executeTakeFirstOrThrow();
  return { reservations: n(row.reservations), guests: n(row.guests), checked_in: n(row.checked_in) };
};

export const upcomingTimeslots = (db: DB, today: string, limit: number) =>
  db
    .selectFrom('timeslots')
    .leftJoin('exhibitions', 'exhibitions.id', 'timeslots.exhibition_id')
    .leftJoin('events', 'events.id', 'timeslots.event_id')
    .leftJoin('rsvps', 'rsvps.timeslot_id', 'timeslots.id')
    .where('timeslots.date', '>=', today)
    .groupBy('timeslots.id')
    .select((eb) => [
      'timeslots.id',
      'timeslots.date',
      'timeslots.time',
      'timeslots.capacity',
      'timeslots.exhibition_id',
      'timeslots.event_id',
      eb.fn.coalesce('exhibitions.title', 'events.title').as('title'),
      eb.fn.count('rsvps.id').as('rsvps'),
      eb.fn.coalesce(eb.fn.sum<number>('rsvps.guests'), sql<number>`0`).as('guests'),
    ])
    .orderBy('timeslots.date')
    .orderBy('timeslots.time')
    .orderBy('timeslots.id')
    .limit(limit)
    .execute();
