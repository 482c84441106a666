import {
  ActionIcon,
  Button,
  Group,
  Pagination,
  Paper,
  Skeleton,
  Stack,
  Table,
  Text,
  TextInput,
  VisuallyHidden,
} from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconEye, IconPencil, IconSearch, IconTrash, IconX } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '#shared/constants';
import { toastSuccess } from '#client/lib/toast';
import { DeleteConfirmModal } from './DeleteConfirmModal';
import { IconAction } from './IconAction';
import { reportMutationError } from './mutation-errors';
import { SortableTh } from './SortableTh';
import type { ListParamsApi } from './use-list-params';

export interface AdminColumn<Row, S extends string> {
  key: string;
  label: string;
  /** the list's sort key for this column; without it the header is not sortable */
  sort?: S;
  render: (row: Row) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /** a secondary column left out on narrow screens, so the row actions stay in view */
  wideOnly?: boolean;
}

/** How a domain's rows show on its admin list screen: the screen's texts, the columns, the row's actions. */
export interface AdminTable<Row extends { id: number }, S extends string> {
  /** what the list may be sorted by (the list input's enum), and its first order */
  sorts: readonly S[];
  defaultSort: S;
  /** under the heading; the heading is the route's title (app/route-table.ts) */
  description: string;
  /**
   * lower case, { one: 'tag', many: 'tags' }: "New tag", "Search tags", "No tags yet", and the title
   * of the alert a refused delete (403) opens with the server's reason, "This tag cannot be deleted"
   */
  nouns: { one: string; many: string };
  /** what the empty screen suggests doing first; the New button is its action */
  emptyHint: string;
  columns: AdminColumn<Row, S>[];
  /** names the row in icon labels and the delete question */
  rowLabel: (row: Row) => string;
  /** the row's public page; none for a row visitors cannot open */
  viewHref?: (row: Row) => string | undefined;
  deleteDetail?: (row: Row) => ReactNode;
  /** how a refused delete (403) tells its reason: an alert (default), or an error toast (tags, advisories) */
  refusal?: 'alert' | 'toast';
}

export interface AdminListTableProps<Row, S extends string> {
  /** the plural noun, lower case: 'tags' ('Search tags', 'No tags yet') */
  noun: string;
  columns: AdminColumn<Row, S>[];
  list: ListParamsApi<S>;
  rows: Row[] | undefined;
  total?: number;
  hasMorePages?: boolean;
  pageSize?: number;
  fetching?: boolean;
  rowKey: (row: Row) => string | number;
  /** names the row in icon labels and the delete question */
  rowLabel: (row: Row) => string;
  /** the row's public page; none for a row visitors cannot open (a draft) */
  viewHref?: (row: Row) => string | undefined;
  onEdit?: (row: Row) => void;
  /** the edit action's name where it opens rather than edits ('Open') */
  editLabel?: string;
  onDelete?: (row: Row) => Promise<{ message: string }>;
  /** a refused delete this screen explains itself (e.g. a 403 alert); true when it did */
  onDeleteError?: (error: unknown, row: Row) => boolean;
  /** more words in the delete question (what else goes with the row) */
  deleteDetail?: (row: Row) => ReactNode;
  /** shown when there are no rows at all (not when a search finds nothing) */
  empty: { title: string; description?: string; action?: ReactNode };
}

/** The back office's list table: sortable headers, debounced search, paging, row actions. */
export function AdminListTable<Row, S extends string>(p: AdminListTableProps<Row, S>) {
  const { list } = p;
  const [query, setQuery] = useState(list.search);
  const pushSearch = useDebouncedCallback((value: string) => list.setSearch(value.trim()), SEARCH_DEBOUNCE_MS);
  // Back/Forward changes the URL under the box: follow it, unless it is the box's own (debounced) text.
  const [seenSearch, setSeenSearch] = useState(list.search);
  if (seenSearch !== list.search) {
    setSeenSearch(list.search);
    if (query.trim() !== list.search) setQuery(list.search);
  }
  const clearSearch = () => {
    pushSearch.cancel();
    setQuery('');
    list.setSearch('');
  };
  const [pending, setPending] = useState<Row | null>(null);
  const [deleting, setDeleting] = useState(false);

  const pageSize = p.pageSize ?? PAGE_SIZE.admin;
  const pages = p.total !== undefined ? Math.max(1, Math.ceil(p.total / pageSize)) : undefined;
  const hasActions = Boolean(p.viewHref || p.onEdit || p.onDelete);

  const confirmDelete = async () => {
    if (!pending || !p.onDelete) return;
    setDeleting(true);
    try {
      const { message } = await p.onDelete(pending);
      toastSuccess(message);
      // The last row of a later page: step back rather than show an empty page.
      if (p.rows?.length === 1 && list.page > 1) list.setPage(list.page - 1);
      setPending(null);
    } catch (error) {
      if (p.onDeleteError?.(error, pending)) setPending(null);
      else reportMutationError(error);
    } finally {
      setDeleting(false);
    }
  };

  const body = () => {
    if (!p.rows)
      return Array.from({ length: 5 }, (_, i) => (
        <Table.Tr key={i}>
          {p.columns.map((c) => (
            <Table.Td key={c.key} visibleFrom={c.wideOnly ? 'sm' : undefined}>
              <Skeleton h={14} w="70%" />
            </Table.Td>
          ))}
          {hasActions && <Table.Td />}
        </Table.Tr>
      ));
    return p.rows.map((row) => {
      const label = p.rowLabel(row);
      return (
        <Table.Tr key={p.rowKey(row)}>
          {p.columns.map((c) => (
            <Table.Td key={c.key} ta={c.align} visibleFrom={c.wideOnly ? 'sm' : undefined}>
              {c.render(row)}
            </Table.Td>
          ))}
          {hasActions && (
            <Table.Td>
              <Group gap={4} justify="flex-end" wrap="nowrap">
                {p.viewHref?.(row) && (
                  <IconAction label="View" ariaLabel={`View ${label}`} href={p.viewHref(row)}>
                    <IconEye size={18} aria-hidden />
                  </IconAction>
                )}
                {p.onEdit && (
                  <IconAction
                    label={p.editLabel ?? 'Edit'}
                    ariaLabel={`${p.editLabel ?? 'Edit'} ${label}`}
                    onClick={() => p.onEdit!(row)}
                  >
                    <IconPencil size={18} aria-hidden />
                  </IconAction>
                )}
                {p.onDelete && (
                  <IconAction
                    label="Delete"
                    ariaLabel={`Delete ${label}`}
                    color="madder.7"
                    onClick={() => setPending(row)}
                  >
                    <IconTrash size={18} aria-hidden />
                  </IconAction>
                )}
              </Group>
            </Table.Td>
          )}
        </Table.Tr>
      );
    });
  };

  const isEmpty = p.rows !== undefined && p.rows.length === 0;

  return (
    <Stack gap="md">
      <TextInput
        aria-label={`Search ${p.noun}`}
        placeholder={`Search ${p.noun}`}
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={
          query ? (
            <ActionIcon variant="subtle" color="gray" aria-label="Clear search" onClick={clearSearch}>
              <IconX size={14} aria-hidden />
            </ActionIcon>
          ) : null
        }
        value={query}
        onChange={(e) => {
          setQuery(e.currentTarget.value);
          pushSearch(e.currentTarget.value);
        }}
        maw={360}
      />
      <Paper withBorder radius="sm" pos="relative" aria-busy={p.fetching || !p.rows}>
        {isEmpty ? (
          <EmptyState search={list.search} noun={p.noun} empty={p.empty} onClear={clearSearch} />
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table verticalSpacing="sm" highlightOnHover striped={false} opacity={p.fetching && p.rows ? 0.6 : 1}>
              <Table.Thead>
                <Table.Tr>
                  {p.columns.map((c) => (
                    <SortableTh
                      key={c.key}
                      label={c.label}
                      sort={c.sort}
                      list={list}
                      width={c.width}
                      align={c.align}
                      wideOnly={c.wideOnly}
                    />
                  ))}
                  {hasActions && (
                    <Table.Th w={120}>
                      <VisuallyHidden>Actions</VisuallyHidden>
                    </Table.Th>
                  )}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>{body()}</Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Paper>
      {!isEmpty && <Pager list={list} pages={pages} hasMorePages={p.hasMorePages} total={p.total} noun={p.noun} />}
      <DeleteConfirmModal
        opened={pending !== null}
        label={pending ? p.rowLabel(pending) : ''}
        detail={pending && p.deleteDetail ? p.deleteDetail(pending) : null}
        loading={deleting}
        onCancel={() => setPending(null)}
        onConfirm={() => void confirmDelete()}
      />
    </Stack>
  );
}

function EmptyState(props: {
  search: string;
  noun: string;
  empty: AdminListTableProps<unknown, string>['empty'];
  onClear: () => void;
}) {
  if (props.search)
    return (
      <Stack align="center" gap="xs" py={48} px="md">
        <Text fw={500}>
          No {props.noun} match “{props.search}”
        </Text>
        <Button variant="subtle" size="compact-sm" onClick={props.onClear}>
          Clear search
        </Button>
      </Stack>
    );
  return (
    <Stack align="center" gap="xs" py={48} px="md" ta="center">
      <Text fw={500}>{props.empty.title}</Text>
      {props.empty.description && (
        <Text size="sm" c="dimmed" maw={420}>
          {props.empty.description}
        </Text>
      )}
      {props.empty.action}
    </Stack>
  );
}

function Pager(props: {
  list: Pick<ListParamsApi<string>, 'page' | 'setPage'>;
  pages?: number;
  hasMorePages?: boolean;
  total?: number;
  noun: string;
}) {
  const { list, pages } = props;
  if (pages !== undefined)
    return (
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed">
          {props.total === 1 ? `1 ${props.noun.replace(/s$/, '')}` : `${props.total ?? 0} ${props.noun}`}
        </Text>
        {pages > 1 && (
          <Pagination
            total={pages}
            value={Math.min(list.page, pages)}
            onChange={list.setPage}
            size="sm"
            getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          />
        )}
      </Group>
    );
  if (list.page === 1 && !props.hasMorePages) return null;
  return (
    <Group justify="flex-end" gap="xs">
      <Button variant="default" size="compact-sm" disabled={list.page <= 1} onClick={() => list.setPage(list.page - 1)}>
        Previous
      </Button>
      <Text size="sm">Page {list.page}</Text>
      <Button
        variant="default"
        size="compact-sm"
        disabled={!props.hasMorePages}
        onClick={() => list.setPage(list.page + 1)}
      >
        Next
      </Button>
    </Group>
  );
}
