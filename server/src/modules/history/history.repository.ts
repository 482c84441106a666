// The change_history table: inserts (in the caller's transaction) and filtered reads. It has no
// update or delete: the table's triggers refuse both.
import type { DB } from '#server/db/database';
import type { PageWindow } from '#server/db/paging';
import { readPage } from '#server/db/paging';
import type { NewRow } from '#server/db/schema';

export const insertChanges = async (db: DB, rows: NewRow<'change_history'>[]) => {
  if (rows.length) await db.insertInto('change_history').values(rows).execute();
};

export interface HistoryFilter {
  itemType?: string;
  itemId?: number;
  userId?: number;
  field?: string;
  /** ISO instants: from inclusive, to exclusive */
  from?: string;
  to?: string;
}

const filtered = (db: DB, f: HistoryFilter) => {
  let q = db.selectFrom('change_history');
  if (f.itemType !== undefined) q = q.where('item_type', '=', f.itemType);
  if (f.itemId !== undefined) q = q.where('item_id', '=', f.itemId);
  if (f.userId !== undefined) q = q.where('user_id', '=', f.userId);
  if (f.field !== undefined) q = q.where('field', '=', f.field);
  if (f.from !== undefined) q = q.where('at', '>=', f.from);
  if (f.to !== undefined) q = q.where('at', '<', f.to);
  return q;
};

/** Newest first; the id breaks ties within one transaction (same instant). */
const newestFirst = (db: DB, f: HistoryFilter) => filtered(db, f).selectAll().orderBy('id', 'desc');

export const readHistory = (db: DB, f: HistoryFilter, window: PageWindow) => readPage(newestFirst(db, f), window);

export const countHistory = async (db: DB, f: HistoryFilter) =>
  Number(
    (
      await filtered(db, f)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

/** Every matching row, newest first, in batches (the CSV streams them). */
export async function* everyChange(db: DB, f: HistoryFilter, batch = 1000) {
  let before = Number.MAX_SAFE_INTEGER;
  for (;;) {
    const rows = await newestFirst(db, f).where('id', '<', before).limit(batch).execute();
    yield* rows;
    if (rows.length < batch) return;
    before = rows.at(-1)!.id;
  }
}

export const listStaffInHistory = (db: DB) =>
  db
    .selectFrom('change_history')
    .select(['user_id as id', (eb) => eb.fn.max('user_name').as('name')])
    .where('user_id', 'is not', null)
    .groupBy('user_id')
    .orderBy('name')
    .execute();
