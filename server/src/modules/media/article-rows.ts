// The rows an admin list of a media table reads (memoriams, loose threads, advisories): the same
// three narrowings on each, by status, by the search in the column staff chose (search_type), and
// without the ids a picker already holds. A table adds its own narrowings to the query it answers.
import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '#server/db/database';
import { countRows, type ListOrder, type PageWindow, readPage, type SearchFilter } from '#server/db/paging';
import type { Database, Row } from '#server/db/schema';
import { containsText, orderByColumn } from '#server/db/sql';

type ArticleTable = 'memoriams' | 'loose_threads' | 'art_advisories';

export interface ArticleFilter<In extends string> extends SearchFilter {
  status?: '0' | '1';
  searchIn: In;
}

export const articleRows = <T extends ArticleTable>(db: DB, table: T, f: ArticleFilter<string>) => {
  // Kysely cannot check a where() against a table chosen by a type parameter; the columns used
  // here are in every ArticleTable, and the answer is typed for `table`.
  let q = db.selectFrom(table as 'memoriams');
  if (f.status) q = q.where('status', '=', f.status);
  if (f.search) q = q.where(containsText(f.search, `${table}.${f.searchIn}`));
  if (f.excludeIds?.length) q = q.where('id', 'not in', f.excludeIds);
  return q as unknown as SelectQueryBuilder<Database, T, object>;
};

/**
 * What the article kit reads of a media table for staff: how many rows the list's filter keeps, a
 * page of them sorted on one column, and one row by its id.
 */
export const articleQueries = <T extends ArticleTable, S extends string, F extends ArticleFilter<string>>(
  table: T,
) => ({
  count: (db: DB, f: F) => countRows(articleRows(db, table, f)),
  list: (db: DB, f: F, o: ListOrder<S>, window: PageWindow) =>
    readPage(orderByColumn(articleRows(db, table, f).selectAll(), o.sort, o.order), window),
  find: (db: DB, id: number) =>
    db
      .selectFrom(table as 'memoriams')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst() as unknown as Promise<Row<T> | undefined>,
});
