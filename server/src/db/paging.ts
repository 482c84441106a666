// One way to read a page: the window (page, size, offset) from a list query, and the rows of that
// window plus one, which answers hasMorePages without counting the whole list. A COUNT is only
// worth its cost where a screen shows the total (the admin tables, the catalogue's "N works").
import type { SelectQueryBuilder } from 'kysely';
import { PAGE_SIZE } from '#shared/constants';

/** How an admin list is ordered: one of its sorts, ascending or descending. */
export interface ListOrder<S extends string> {
  sort: S;
  order: 'asc' | 'desc';
}

/** What a search box and a picker narrow any list by: the words typed and the ids already chosen. */
export interface SearchFilter {
  search?: string;
  excludeIds?: number[];
}

export interface PageWindow {
  page: number;
  size: number;
  offset: number;
}

export interface Page<R> {
  rows: R[];
  hasMorePages: boolean;
}

/** `limit: 'all'` (pickers) reads the first PAGE_SIZE.max rows: a runaway list is never one answer. */
export const pageWindow = (
  query: { page?: number | 'all'; limit?: number | 'all' },
  defaultSize: number = PAGE_SIZE.admin,
): PageWindow => {
  const all = query.limit === 'all' || query.page === 'all';
  const size = all ? PAGE_SIZE.max : typeof query.limit === 'number' ? query.limit : defaultSize;
  const page = all || typeof query.page !== 'number' ? 1 : query.page;
  return { page, size, offset: (page - 1) * size };
};

/** The window's rows, reading one more to learn whether another page follows. */
export const readPage = async <DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
  window: PageWindow,
): Promise<Page<O>> => {
  const rows = await query
    .limit(window.size + 1)
    .offset(window.offset)
    .execute();
  return { rows: rows.slice(0, window.size), hasMorePages: rows.length > window.size };
};

/** How many rows a filtered query matches (the query must not select anything yet). */
export const countRows = async <DB, TB extends keyof DB>(query: SelectQueryBuilder<DB, TB, object>) => {
  const row = await query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number((row as { n: number | bigint }).n);
};

/** An admin table's page: its rows as DTOs, whether more follow, how many match, which page. */
export const countedPage = async <R, D>(
  window: PageWindow,
  total: Promise<number>,
  page: Promise<Page<R>>,
  toDtos: (rows: R[]) => Promise<D[]> | D[],
) => {
  const [n, p] = await Promise.all([total, page]);
  return { list: await toDtos(p.rows), hasMorePages: p.hasMorePages, total: n, page: window.page };
};
