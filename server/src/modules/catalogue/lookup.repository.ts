// Every query on the lookup tables (regions, exhibition types, colors, art types, materials, periods).
import type { DB } from '#server/db/database';
import { type PageWindow, readPage, type SearchFilter } from '#server/db/paging';
import type { LookupName } from '#server/db/schema';
import { containsText } from '#server/db/sql';

const filtered = (db: DB, table: LookupName, filter: SearchFilter) => {
  let q = db.selectFrom(table);
  // The title column is COLLATE NOCASE, so LIKE and = ignore case (ASCII) as the pickers expect.
  if (filter.search) q = q.where(containsText(filter.search, 'title'));
  if (filter.excludeIds?.length) q = q.where('id', 'not in', filter.excludeIds);
  return q;
};

/** One page of a lookup sorted by title. */
export const listLookup = (db: DB, table: LookupName, filter: SearchFilter, window: PageWindow) =>
  readPage(filtered(db, table, filter).select(['id', 'title']).orderBy('title').orderBy('id'), window);

export const allLookup = (db: DB, table: LookupName) =>
  db.selectFrom(table).select(['id', 'title']).orderBy('title').orderBy('id').execute();

export const findLookupIdByTitle = async (db: DB, table: LookupName, title: string) =>
  (await db.selectFrom(table).select('id').where('title', '=', title).executeTakeFirst())?.id;

export const insertLookup = (db: DB, table: LookupName, title: string) =>
  db.insertInto(table).values({ title }).returning(['id', 'title']).executeTakeFirstOrThrow();
