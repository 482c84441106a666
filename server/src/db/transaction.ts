// Writes that check before they write (the last place in a timeslot, a unique title) run in
// immediateTx: BEGIN IMMEDIATE takes SQLite's write lock before the first read, so another writer
// (another request on this connection, or another process on the file) waits at its BEGIN instead
// of reading the same "one place left" and writing too.
import { sql } from 'kysely';
import type { DB } from './database';

/**
 * Runs `fn` in a BEGIN IMMEDIATE transaction on the app's one connection: committed when `fn`
 * resolves, rolled back when it throws. Every query of `fn` must use `trx`, never `db`: the
 * connection is held until the end, so a query on `db` would wait for ever.
 */
export const immediateTx = <T>(db: DB, fn: (trx: DB) => Promise<T>): Promise<T> =>
  db.connection().execute(async (trx) => {
    await sql`BEGIN IMMEDIATE`.execute(trx);
    try {
      const result = await fn(trx);
      await sql`COMMIT`.execute(trx);
      return result;
    } catch (err) {
      await sql`ROLLBACK`.execute(trx);
      throw err;
    }
  });
