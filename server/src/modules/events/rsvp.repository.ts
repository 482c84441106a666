// Every query on RSVPs. An RSVP belongs to a show through its timeslot: reads by id are scoped to
// the show, so one show's URL never reaches another show's guests.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { countRows, type ListOrder, type PageWindow, readPage } from '#server/db/paging';
import { containsText } from '#server/db/sql';
import { rowWriters } from '#server/db/rows';
import type { ShowKind } from './kinds';

export type RsvpSort = 'name' | 'email' | 'guests' | 'date' | 'time' | 'checked_in' | 'created_at';

export interface RsvpFilter {
  date?: string;
  time?: string;
  search?: string;
}

const ofShow = (db: DB, kind: ShowKind, ownerId: number) =>
  db
    .selectFrom('rsvps')
    .innerJoin('timeslots', 'timeslots.id', 'rsvps.timeslot_id')
    .where(`timeslots.${kind.fk}`, '=', ownerId);

const columns = [
  'rsvps.id',
  'rsvps.name',
  'rsvps.email',
  'rsvps.guests',
  'rsvps.timeslot_id',
  'rsvps.checked_in',
  'rsvps.checked_in_at',
  'rsvps.arrived',
  'rsvps.source',
  'rsvps.over_capacity',
  'rsvps.created_at',
  'timeslots.date',
  'timeslots.time',
] as const;

const filtered = (db: DB, kind: ShowKind, ownerId: number, f: RsvpFilter) => {
  let q = ofShow(db, kind, ownerId);
  if (f.date) q = q.where('timeslots.date', '=', f.date);
  if (f.time) q = q.where('timeslots.time', '=', f.time);
  // At the door staff look a guest up by name, or by the email they booked with.
  if (f.search) q = q.where(containsText(f.search, 'rsvps.name', 'rsvps.email'));
  return q;
};

export const countRsvps = (db: DB, kind: ShowKind, ownerId: number, f: RsvpFilter) =>
  countRows(filtered(db, kind, ownerId, f));

const SORT: Record<RsvpSort, string[]> = {
  name: ['rsvps.name'],
  email: ['rsvps.email'],
  guests: ['rsvps.guests'],
  date: ['timeslots.date', 'timeslots.time', 'rsvps.name'],
  time: ['timeslots.time', 'rsvps.name'],
  // Waiting first: nobody in, then partly in, then the whole party.
  checked_in: ['rsvps.checked_in', 'rsvps.arrived', 'rsvps.name'],
  created_at: ['rsvps.created_at'],
};

export const listRsvps = (
  db: DB,
  kind: ShowKind,
  ownerId: number,
  f: RsvpFilter,
  o: ListOrder<RsvpSort>,
  window: PageWindow,
) => {
  let q = filtered(db, kind, ownerId, f).select(columns);
  for (const column of SORT[o.sort]) q = q.orderBy(sql`${sql.ref(column)} COLLATE NOCASE`, o.order);
  return readPage(q.orderBy('rsvps.id', o.order), window);
};

export type RsvpRow = Awaited<ReturnType<typeof listRsvps>>['rows'][number];

export const findRsvp = (db: DB, kind: ShowKind, ownerId: number, id: number) =>
  ofShow(db, kind, ownerId).select(columns).where('rsvps.id', '=', id).executeTakeFirst();

/** An RSVP by the hash of its cancel token, with its slot and show. */
export const findByCancelHash = (db: DB, hash: string) =>
  db
    .selectFrom('rsvps')
    .innerJoin('timeslots', 'timeslots.id', 'rsvps.timeslot_id')
    .select(['rsvps.id', 'timeslots.date', 'timeslots.time'])
    .where('rsvps.cancel_token_hash', '=', hash)
    .executeTakeFirst();

/** Guests this email holds at the show's times from `from` (a date) on: the per-visitor budget. */
/** The coming visits an email holds at a show (its dates from `from` on), in time order. */
export const visitsOfEmail = (db: DB, kind: ShowKind, ownerId: number, email: string, from: string) =>
  ofShow(db, kind, ownerId)
    .select(['rsvps.guests', 'timeslots.date', 'timeslots.time'])
    .where('rsvps.email', '=', email)
    .where('timeslots.date', '>=', from)
    .orderBy('timeslots.date')
    .orderBy('timeslots.time')
    .execute();

export const { insert: insertRsvp, update: updateRsvp, remove: deleteRsvp } = rowWriters('rsvps');

/** A date's guest list for the door, in time then name order. */
export const guestList = (db: DB, kind: ShowKind, ownerId: number, date: string) =>
  filtered(db, kind, ownerId, { date })
    .select(columns)
    .orderBy('timeslots.time')
    .orderBy(sql`rsvps.name COLLATE NOCASE`)
    .orderBy('rsvps.id')
    .execute();

/**
 * The show of a slot (an exhibition or an event, left-joined as `exhibitions` and `events`): its
 * title, slug, location and kind, as the emails and the emailed links' pages name it.
 */
export const showOfSlot = [
  sql<string | null>`COALESCE(exhibitions.title, events.title)`.as('title'),
  sql<string | null>`COALESCE(exhibitions.slug, events.slug)`.as('slug'),
  sql<string | null>`COALESCE(exhibitions.location, events.location)`.as('location'),
  sql<'exhibition' | 'event'>`CASE WHEN timeslots.exhibition_id IS NOT NULL THEN 'exhibition' ELSE 'event' END`.as(
    'kind',
  ),
] as const;

/**
 * A reservation as its emails and the cancel page tell it: the person, the visit, its show (an
 * exhibition or an event) and its calendar sequence; by id or by the hash of its cancel token.
 */
export const findVisit = (db: DB, by: { id: number } | { cancelHash: string }) =>
  db
    .selectFrom('rsvps')
    .innerJoin('timeslots', 'timeslots.id', 'rsvps.timeslot_id')
    .leftJoin('exhibitions', 'exhibitions.id', 'timeslots.exhibition_id')
    .leftJoin('events', 'events.id', 'timeslots.event_id')
    .select([
      'rsvps.id',
      'rsvps.timeslot_id',
      'rsvps.name',
      'rsvps.email',
      'rsvps.guests',
      'rsvps.calendar_sequence',
      'rsvps.cancel_token_hash',
      'rsvps.created_at',
      'timeslots.date',
      'timeslots.time',
      ...showOfSlot,
    ])
    .where((eb) => ('id' in by ? eb('rsvps.id', '=', by.id) : eb('rsvps.cancel_token_hash', '=', by.cancelHash)))
    .executeTakeFirst();

export type VisitRow = NonNullable<Awaited<ReturnType<typeof findVisit>>>;
