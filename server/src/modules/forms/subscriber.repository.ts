import type { DB } from '#server/db/database';
import { countRows } from '#server/db/paging';

/**
 * Adds the address; one already on the list is left exactly as it is. The request is anonymous:
 * anyone can type any address, so it must not clear an opt-out nor rename the subscriber (a
 * confirmed change needs the double opt-in that comes with the forms work).
 */
export const addSubscriberIfNew = (db: DB, row: { email: string; name: string; agreed_at: string }) =>
  db
    .insertInto('subscribers')
    .values(row)
    .onConflict((oc) => oc.column('email').doNothing())
    .execute();

/** Addresses still on the list. */
export const countSubscribers = (db: DB) =>
  countRows(db.selectFrom('subscribers').where('unsubscribed_at', 'is', null));
