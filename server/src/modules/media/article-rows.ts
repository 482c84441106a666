// The rows an admin list of a media table reads (memoriams, loose threads, advisories): the same
// three narrowings on each, by status, by the search in the column staff chose (search_type), and
// without the ids a picker already holds. A table adds its own narrowings to the query it answers.
import type { SelectQueryBuilder } from 'kysely';
import type { DB } from '#server/db/database';
import type { SearchFilter } from '#server/db/paging';
import type { Database } from '#server/db/schema';
import { containsText } from '#server/db/sql';

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
