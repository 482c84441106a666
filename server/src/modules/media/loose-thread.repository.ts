// Every query on loose threads. `position` is the staff's order within a type.
import type { DB } from '#server/db/database';
import { countRows, type ListOrder, type PageWindow, readPage } from '#server/db/paging';
import { rowWriters } from '#server/db/rows';
import { isPublic, orderByColumn } from '#server/db/sql';
import type { LOOSE_THREAD_SORTS } from '#shared/schemas/loose-thread';
import { type ArticleFilter, articleRows } from './article-rows';

export type LooseThreadSort = (typeof LOOSE_THREAD_SORTS)[number];
export interface ThreadFilter extends ArticleFilter<'title' | 'summary'> {
  types?: string[];
}

const filtered = (db: DB, f: ThreadFilter) => {
  const q = articleRows(db, 'loose_threads', f);
  return f.types?.length ? q.where('type', 'in', f.types) : q;
};

export const countThreads = (db: DB, f: ThreadFilter) => countRows(filtered(db, f));

export const listThreads = (db: DB, f: ThreadFilter, o: ListOrder<LooseThreadSort>, window: PageWindow) => {
  const q = filtered(db, f).selectAll();
  // The staff's order is kept per type: sorting by it groups the types first.
  const byType = o.sort === 'position' ? q.orderBy('type', o.order) : q;
  return readPage(orderByColumn(byType, o.sort, o.order), window);
};

export const findThread = (db: DB, id: number) =>
  db.selectFrom('loose_threads').selectAll().where('id', '=', id).executeTakeFirst();

/** The next place at the end of a type's list. */
export const endOfType = async (db: DB, type: string) => {
  const row = await db
    .selectFrom('loose_threads')
    .select((eb) => eb.fn.max('position').as('last'))
    .where('type', '=', type)
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
};

export const { insert: insertThread, update: updateThread, remove: deleteThread } = rowWriters('loose_threads');

export const existingThreadIds = async (db: DB, ids: readonly number[]) =>
  new Set(
    (
      await db
        .selectFrom('loose_threads')
        .select('id')
        .where('id', 'in', [...ids])
        .execute()
    ).map((r) => r.id),
  );

/** Writes each id's place (its index in `ids`); stamps nothing, the content did not change. */
export const setPositions = async (db: DB, ids: readonly number[]) => {
  for (const [position, id] of ids.entries())
    await db.updateTable('loose_threads').set({ position }).where('id', '=', id).execute();
};

// --- What visitors see: active and published by `now`.

const visible = (db: DB, now: string) => db.selectFrom('loose_threads').where(isPublic('loose_threads', now));

export const countVisibleByType = (db: DB, now: string) =>
  visible(db, now)
    .select(['type', (eb) => eb.fn.countAll<number>().as('n')])
    .groupBy('type')
    .execute();

export const listVisibleOfType = (db: DB, now: string, type: string, window: PageWindow) =>
  readPage(visible(db, now).selectAll().where('type', '=', type).orderBy('position').orderBy('id'), window);

export const findVisible = (db: DB, now: string, slug: string, type?: string) => {
  const q = visible(db, now).selectAll().where('slug', '=', slug);
  return (type === undefined ? q : q.where('type', '=', type)).executeTakeFirst();
};

/** Up to `n` others of the type, those after this one first (then from the top), in the staff's order. */
export const listOthersOfType = (db: DB, now: string, type: string, exceptId: number, n: number) =>
  visible(db, now)
    .selectAll()
    .where('type', '=', type)
    .where('id', '!=', exceptId)
    .orderBy('position')
    .orderBy('id')
    .limit(n)
    .execute();

/** The public registry's rows: what answers 200 at `now`. */
export const listVisibleRows = (db: DB, now: string) =>
  visible(db, now).select(['slug', 'updated_at as lastmod']).orderBy('id').execute();

/** The newest few across types, for the media landing. */
export const listNewestVisible = (db: DB, now: string, n: number) =>
  visible(db, now).selectAll().orderBy('date_published', 'desc').orderBy('id', 'desc').limit(n).execute();
