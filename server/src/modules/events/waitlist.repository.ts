// Every query on the waitlist. An entry belongs to a show through its timeslot, like an RSVP: staff
// reads are scoped to the show, so one show's URL never reaches another show's line.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { rowWriters } from '#server/db/rows';
import type { ShowKind } from './kinds';
import { showOfSlot } from './rsvp.repository';

export const { insert: insertEntry, update: updateEntry, remove: deleteEntry } = rowWriters('waitlist');

/** Whether this address already waits (or holds an offer) at this time. */
export const findInLine = (db: DB, timeslotId: number, email: string) =>
  db
    .selectFrom('waitlist')
    .select(['id', 'status', 'guests'])
    .where('timeslot_id', '=', timeslotId)
    .where('email', '=', email)
    .where('status', 'in', ['waiting', 'offered'])
    .executeTakeFirst();

/** How many wait ahead of this entry (its place in line is one more). */
export const countAhead = async (db: DB, timeslotId: number, id: number) =>
  Number(
    (
      await db
        .selectFrom('waitlist')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('timeslot_id', '=', timeslotId)
        .where('status', 'in', ['waiting', 'offered'])
        .where('id', '<', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Those still waiting at a time, first in line first. */
export const waitingAt = (db: DB, timeslotId: number) =>
  db
    .selectFrom('waitlist')
    .select(['id', 'name', 'email', 'guests', 'created_at'])
    .where('timeslot_id', '=', timeslotId)
    .where('status', '=', 'waiting')
    .orderBy('id')
    .execute();

/**
 * An offer by the hash of its link's token, with its time and show: what the claim page names and
 * what a claim books.
 */
export const findOffer = (db: DB, tokenHash: string) =>
  db
    .selectFrom('waitlist')
    .innerJoin('timeslots', 'timeslots.id', 'waitlist.timeslot_id')
    .leftJoin('exhibitions', 'exhibitions.id', 'timeslots.exhibition_id')
    .leftJoin('events', 'events.id', 'timeslots.event_id')
    .select([
      'waitlist.id',
      'waitlist.timeslot_id',
      'waitlist.name',
      'waitlist.email',
      'waitlist.guests',
      'waitlist.status',
      'waitlist.offer_expires_at',
      'timeslots.date',
      'timeslots.time',
      ...showOfSlot,
    ])
    .where('waitlist.offer_token_hash', '=', tokenHash)
    .executeTakeFirst();

export type OfferRow = NonNullable<Awaited<ReturnType<typeof findOffer>>>;

/** Open offers whose hold has ended by `now` (ISO), with their times. */
export const offersEnded = (db: DB, now: string) =>
  db
    .selectFrom('waitlist')
    .select(['id', 'timeslot_id'])
    .where('status', '=', 'offered')
    .where('offer_expires_at', '<=', now)
    .execute();

/** A show's line on a date (or on every date), by time then place in line, for staff. */
export const listForShow = (db: DB, kind: ShowKind, ownerId: number, date?: string) => {
  let q = db
    .selectFrom('waitlist')
    .innerJoin('timeslots', 'timeslots.id', 'waitlist.timeslot_id')
    .where(`timeslots.${kind.fk}`, '=', ownerId)
    .select([
      'waitlist.id',
      'waitlist.name',
      'waitlist.email',
      'waitlist.guests',
      'waitlist.status',
      'waitlist.offered_at',
      'waitlist.offer_expires_at',
      'waitlist.created_at',
      'timeslots.date',
      'timeslots.time',
    ]);
  if (date) q = q.where('timeslots.date', '=', date);
  return q
    .orderBy('timeslots.date')
    .orderBy('timeslots.time')
    .orderBy(sql`waitlist.status = 'expired'`)
    .orderBy('waitlist.id')
    .limit(500)
    .execute();
};

export const findForShow = (db: DB, kind: ShowKind, ownerId: number, id: number) =>
  db
    .selectFrom('waitlist')
    .innerJoin('timeslots', 'timeslots.id', 'waitlist.timeslot_id')
    .where(`timeslots.${kind.fk}`, '=', ownerId)
    .where('waitlist.id', '=', id)
    .select(['waitlist.id', 'waitlist.timeslot_id', 'waitlist.status'])
    .executeTakeFirst();
