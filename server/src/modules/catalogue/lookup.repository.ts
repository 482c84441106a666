// Every query on the lookup tables (regions, exhibition types, colors, art types, materials, periods).
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import type { LookupName } from '#server/db/schema';
import { containsPattern } from '../media/tag.repository';

export interface LookupFilter {
  search?: string;
  excludeIds?: number[];
}

const filtered = (db: DB, table: LookupName, filter: LookupFilter) => {
  let q = db.selectFrom(table);
  // The title column is COLLATE NOCASE, so LIKE and = ignore case (ASCII) as the pickers expect.
  if (filter.search) q = q.where(sql<boolean>`title LIKE ${containsPattern(filter.search)} ESCAPE '\\'`);
  if (filter.excludeIds?.length) q = q.where('id', 'not in', filter.excludeIds);
  return q;
};

/** One page of a lookup sorted by title, plus one extra row to know whether more follow. */
export const listLookup = (db: DB, table: LookupName, filter: LookupFilter, limit: number, offset: number) =>
  filtered(db, table, filter)
    .select(['id', 'title'])
    .orderBy('title')
    .orderBy('id')
    .limit(limit + 1)
    .offset(offset)
    .execute();

export const allLookup = (db: DB, table: LookupName) =>
  db.selectFrom(table).select(['id', 'title']).orderBy('title').orderBy('id').execute();

export const findLookupIdByTitle = async (db: DB, table: LookupName, title: string) =>
  (await db.selectFrom(table).select('id').where('title', '=', title).executeTakeFirst())?.id;

export const insertLookup = (db: DB, table: LookupName, title: string) =>
  db.insertInto(table).values({ title }).returning(['id', 'title']).executeTakeFirstOrThrow();

/** The ids of `ids` that exist in the table (to refuse unknown references with a 422). */
export const existingIds = async (
  db: DB,
  table: LookupName | 'files' | 'artists' | 'artworks' | 'publications' | 'exhibitions',
  ids: readonly number[],
) => {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
};
