// The state of an admin table (sort, order, page, search) lives in the URL, so a view can be
// reloaded, shared, and left with Back. Defaults are left out of the URL to keep it short.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortOrder = 'asc' | 'desc';

export interface ListParams<S extends string> {
  sort: S;
  order: SortOrder;
  page: number;
  search: string;
}

export interface ListParamsApi<S extends string> extends ListParams<S> {
  /** a new column sorts ascending; the same column flips the order; the page goes back to 1 */
  toggleSort: (sort: S) => void;
  /** a sort chosen from a menu rather than a header; the page goes back to 1 */
  setSort: (sort: S, order: SortOrder) => void;
  setPage: (page: number) => void;
  setSearch: (search: string) => void;
}

/** `defaultOrder`: an inbox reads newest first (its default sort is the date, descending). */
export const useListParams = <S extends string>(
  sorts: readonly S[],
  defaultSort: S,
  defaultOrder: SortOrder = 'asc',
): ListParamsApi<S> => {
  const [params, setParams] = useSearchParams();

  const state = useMemo<ListParams<S>>(() => {
    const sort = params.get('sort') as S | null;
    const page = Number(params.get('page'));
    return {
      sort: sort && sorts.includes(sort) ? sort : defaultSort,
      order: params.get('order') === 'desc' ? 'desc' : params.get('order') === 'asc' ? 'asc' : defaultOrder,
      page: Number.isInteger(page) && page > 1 ? page : 1,
      search: params.get('search') ?? '',
    };
  }, [params, sorts, defaultSort, defaultOrder]);

  const update = useCallback(
    (patch: Partial<ListParams<S>>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          const merged = { ...state, ...patch };
          const put = (key: string, value: string, fallback: string) =>
            value === fallback ? next.delete(key) : next.set(key, value);
          put('sort', merged.sort, defaultSort);
          put('order', merged.order, defaultOrder);
          put('page', String(merged.page), '1');
          put('search', merged.search, '');
          return next;
        },
        { replace },
      ),
    [setParams, state, defaultSort, defaultOrder],
  );

  return {
    ...state,
    toggleSort: (sort) =>
      update({ sort, order: sort === state.sort && state.order === 'asc' ? 'desc' : 'asc', page: 1 }),
    setSort: (sort, order) => update({ sort, order, page: 1 }),
    setPage: (page) => update({ page }),
    // Typing must not fill the history with one entry per keystroke.
    setSearch: (search) => update({ search, page: 1 }, true),
  };
};

/** The part of a list's input the table's URL state gives: its sort, order, page and search (none when empty). */
export const listInput = <S extends string>(list: ListParams<S>) => ({
  sort: list.sort,
  order: list.order,
  page: list.page,
  search: list.search || undefined,
});
