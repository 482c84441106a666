// The staff side of every media article kind (news, press releases, blog posts, memoriams, loose
// threads, advisories) and of catalogue publications: list with the spec's params, get, create,
// update and delete, each answering `{ message }` in its kind's words. A kind says only what is its
// own: how it filters, reads and writes its table, what its DTO holds, and any rule of its own (a
// unique title, a refused delete).
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { countedPage, type ListOrder, type Page, type PageWindow, pageWindow } from '#server/db/paging';
import { slugSafeTransaction } from '#server/db/slugs';
import { NotFound } from '#server/lib/errors';

/** The list params every admin list takes (page, limit, sort, order); the rest is the kind's filter. */
interface ListParams<S extends string> extends ListOrder<S> {
  page: number;
  limit?: number | 'all';
}

/** The list filter every article kind reads from its params: status, the search and the column it
 * looks in (search_type), the ids a picker already holds. A kind adds its own filters beside it. */
export const articleFilter = <In extends string>(input: {
  status?: '0' | '1';
  search?: string;
  search_type: In;
  exclude_ids?: number[];
}) => ({
  status: input.status,
  search: input.search || undefined,
  searchIn: input.search_type,
  excludeIds: input.exclude_ids,
});

export interface ArticleKind<
  Row extends { id: number },
  Dto,
  Fields,
  Input extends ListParams<S>,
  Filter,
  S extends string,
> {
  messages: { notFound: string; created: string; updated: string; deleted: string };
  /** the list's filter from its params (empty ones already dropped by the schema) */
  filterOf: (input: Input) => Filter;
  count: (db: DB, filter: Filter) => Promise<number>;
  list: (db: DB, filter: Filter, order: ListOrder<S>, window: PageWindow) => Promise<Page<Row>>;
  find: (db: DB, id: number) => Promise<Row | undefined>;
  /** true when a row went */
  remove: (db: DB, id: number) => Promise<boolean>;
  toDtos: (db: DB, rows: readonly Row[]) => Promise<Dto[]>;
  /** writes a new row (no `current`) or the given one inside the save's transaction; answers its id */
  write: (db: DB, input: Fields, current?: Row) => Promise<number>;
  /** a save's transaction, for a kind that turns a constraint's error into a field's message */
  transaction?: (deps: AppDeps, work: (trx: DB) => Promise<number>) => Promise<number>;
  /** throws when this row may not be deleted now (an active advisory) */
  refuseDelete?: (row: Row) => void;
}

/** The five operations the CRUD factory (`crud()`) calls, from a kind's own pieces. */
export const articleService = <
  Row extends { id: number },
  Dto,
  Fields,
  Input extends ListParams<S>,
  Filter,
  S extends string,
>(
  kind: ArticleKind<Row, Dto, Fields, Input, Filter, S>,
) => {
  const { messages } = kind;
  const inTransaction =
    kind.transaction ?? ((deps: AppDeps, work: (trx: DB) => Promise<number>) => slugSafeTransaction(deps.db, work));
  const found = async (db: DB, id: number) => {
    const row = await kind.find(db, id);
    if (!row) throw new NotFound(messages.notFound);
    return row;
  };
  const get = async (deps: AppDeps, id: number): Promise<Dto> =>
    (await kind.toDtos(deps.db, [await found(deps.db, id)]))[0]!;

  return {
    list: (deps: AppDeps, input: Input) => {
      const filter = kind.filterOf(input);
      const window = pageWindow(input);
      return countedPage(
        window,
        kind.count(deps.db, filter),
        kind.list(deps.db, filter, { sort: input.sort, order: input.order }, window),
        (rows) => kind.toDtos(deps.db, rows),
      );
    },
    get,
    create: async (deps: AppDeps, input: Fields) => {
      const id = await inTransaction(deps, (trx) => kind.write(trx, input));
      return { message: messages.created, item: await get(deps, id) };
    },
    update: async (deps: AppDeps, id: number, input: Fields) => {
      const current = await found(deps.db, id);
      await inTransaction(deps, (trx) => kind.write(trx, input, current));
      return { message: messages.updated, item: await get(deps, id) };
    },
    remove: async (deps: AppDeps, id: number) => {
      kind.refuseDelete?.(await found(deps.db, id));
      if (!(await kind.remove(deps.db, id))) throw new NotFound(messages.notFound);
      return { message: messages.deleted };
    },
  };
};
