// The dashboard's counts and short lists, each one query.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';

const n = (v: unknown) => Number(v ?? 0);

export const countWithStatus = async (db: DB, table: 'artworks' | 'artists') => {
  const row = await db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum<number>(sql<number>`CASE WHEN status = '1' THEN 1 ELSE 0 END`).as('active'),
    ])
    .executeTakeFirstOrThrow();
  return { total: n(row.total), active: n(row.active) };
};

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
      eb.fn.sum<number>(sql<number>`CASE WHEN rsvps.checked_in = 1 THEN rsvps.guests ELSE 0 END`).as('checked_in'),
    ])
    .executeTakeFirstOrThrow();
  return { reservations: n(row.reservations), guests: n(row.guests), checked_in: n(row.checked_in) };
};

export const commentTotals = async (db: DB, since: string) => {
  const row = await db
    .selectFrom('comments')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum<number>(sql<number>`CASE WHEN created_at >= ${since} THEN 1 ELSE 0 END`).as('recent'),
    ])
    .executeTakeFirstOrThrow();
  return { total: n(row.total), last_7_days: n(row.recent) };
};

export const countSubscribers = async (db: DB) =>
  n(
    (
      await db
        .selectFrom('subscribers')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('unsubscribed_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

export const latestComments = (db: DB, limit: number) =>
  db
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select([
      'comments.id',
      'comments.name',
      'comments.body',
      'comments.created_at',
      'posts.title as post_title',
      'posts.slug as post_slug',
    ])
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(limit)
    .execute();

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
