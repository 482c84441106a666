import type { DB } from '#server/db/database';

/** Adds the address, or renews the name and consent of one already on the list. */
export const upsertSubscriber = (db: DB, row: { email: string; name: string; agreed_at: string }) =>
  db
    .insertInto('subscribers')
    .values(row)
    .onConflict((oc) =>
      oc.column('email').doUpdateSet({
        name: row.name,
        agreed_at: row.agreed_at,
        unsubscribed_at: null,
        updated_at: row.agreed_at,
      }),
    )
    .execute();
