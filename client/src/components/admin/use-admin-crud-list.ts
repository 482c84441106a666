// Everything an admin list screen wires: the table's state in the URL (sort, order, page, search,
// filters, ?edit=), the domain's list query fed from it, and its delete. A screen passes the hooks
// its domain's api.ts exports; which procedures they call is that file's business.
import type { AdminTable } from './AdminListTable';
import {
  type AdminFilters,
  type FilterGroup,
  type FilterValues,
  STATUS_GROUP,
  useAdminFilters,
} from './AdminFilterBar';
import { useEditParam } from './use-edit-param';
import { listInput, type ListParamsApi, type SortOrder, useListParams } from './use-list-params';

/** The part of an admin list input this kit fills in; the domain adds its filters. */
export interface AdminListInput<S extends string> {
  sort: S;
  order: SortOrder;
  page: number;
  search?: string;
}

export interface AdminPage<Row> {
  list: Row[];
  hasMorePages: boolean;
  /** where the spec shows a total (a numbered pager) */
  total?: number;
}

/** A list screen's filter selects: which URL keys, their groups, and how they become list input. */
export interface ListFilters<Extra> {
  keys: readonly string[];
  useGroups: () => FilterGroup[];
  toInput: (values: FilterValues) => Extra;
}

/** The chosen status filter as list input: '1' active, '0' inactive, undefined for any. */
export const statusOf = (values: FilterValues) => values.status as '0' | '1' | undefined;

const statusOnly = () => [STATUS_GROUP];

/** The one filter of most content tables: Active or Inactive. */
export const STATUS_FILTER: ListFilters<{ status: '0' | '1' | undefined }> = {
  keys: ['status'],
  useGroups: statusOnly,
  toInput: (values) => ({ status: statusOf(values) }),
};

/** A list query's page as the table shows it: its rows, its total or whether more pages follow, and whether it is fetching. */
export const tablePage = <Row>(query: { data?: AdminPage<Row>; isFetching: boolean }) => ({
  rows: query.data?.list,
  total: query.data?.total,
  hasMorePages: query.data?.hasMorePages,
  fetching: query.isFetching,
});

export interface AdminCrudListOptions<Row extends { id: number }, S extends string, Extra> {
  /** the domain's table: its sorts, columns and texts */
  table: AdminTable<Row, S>;
  /** the domain's list hook (e.g. useArtistList): a React Query result over the admin list input */
  useList: (input: AdminListInput<S> & Extra) => { data?: AdminPage<Row>; isFetching: boolean };
  /** the domain's delete hook (e.g. useDeleteArtist): invalidates what it must on success */
  useRemove: () => { mutateAsync: (input: { id: number }) => Promise<{ message: string }> };
  /** the filter selects above the table, if any */
  filters?: ListFilters<Extra>;
}

export interface AdminCrudList<Row extends { id: number }, S extends string> {
  table: AdminTable<Row, S>;
  list: ListParamsApi<S>;
  edit: ReturnType<typeof useEditParam>;
  filters: AdminFilters & { groups: FilterGroup[] };
  page: ReturnType<typeof tablePage<Row>>;
  remove: (row: Row) => Promise<{ message: string }>;
}

const noGroups = (): FilterGroup[] => [];

export const useAdminCrudList = <Row extends { id: number }, S extends string, Extra = object>({
  table,
  useList,
  useRemove,
  filters: filterOpts,
}: AdminCrudListOptions<Row, S, Extra>): AdminCrudList<Row, S> => {
  const list = useListParams(table.sorts, table.defaultSort);
  const edit = useEditParam();
  const keys = filterOpts?.keys ?? [];
  const filters = useAdminFilters(keys);
  const useGroups = filterOpts?.useGroups ?? noGroups;
  // Only the groups this screen sends as input: the server may describe more.
  const groups = useGroups().filter((g) => keys.includes(g.key));
  const query = useList({ ...listInput(list), ...((filterOpts?.toInput(filters.values) ?? {}) as Extra) });
  const removeMutation = useRemove();
  return {
    table,
    list,
    edit,
    filters: { ...filters, groups },
    page: tablePage(query),
    remove: (row) => removeMutation.mutateAsync({ id: row.id }),
  };
};
