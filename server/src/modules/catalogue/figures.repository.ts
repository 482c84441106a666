// The catalogue in figures, for the admin dashboard.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';

/** How many rows the table holds, and how many of them are active (status '1'). */
export const statusTotals = async (db: DB, table: 'artworks' | 'artists') => {
  const row = await db
    .selectFrom(table)
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum<number>(sql<number>`CASE WHEN status = '1' THEN 1 ELSE 0 END`).as('active'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total ?? 0), active: Number(row.active ?? 0) };
};
