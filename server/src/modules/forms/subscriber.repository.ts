import type { DB } from '#server/db/database';

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
export const countSubscribers = async (db: DB) =>
  Number(
    (
      await db
        .selectFrom('subscribers')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('unsubscribed_at', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );
