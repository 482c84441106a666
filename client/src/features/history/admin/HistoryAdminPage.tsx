// /admin/history: what staff changed, newest first, filtered by item, staff member, field and dates
// (all in the address), and the same selection as a CSV file.
import { Anchor, Button, Group, Pagination, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { formatHistoryValue } from '#shared/history-format';
import { HISTORY_FIELDS, HISTORY_ITEM_TYPES, type HistoryListQuery } from '#shared/schemas/history';
import { AdminPageHeader } from '#client/components/admin/AdminPageHeader';
import { downloadHistoryCsv } from './download-history';
import { useHistory, useHistoryStaff } from '#client/features/history/api';
import { changeText, fieldLabel } from '#client/features/history/HistoryRows';
import { useDocumentTitle } from '#client/lib/use-document-title';

const when = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const FILTERS = ['item_type', 'item_id', 'user_id', 'field', 'from', 'to'] as const;
const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The address's filters as the list's input; what is malformed is left for the server to refuse. */
const queryOf = (params: URLSearchParams) => {
  const q: Record<string, string | number> = { page: Number(params.get('page') ?? 1) || 1 };
  for (const key of FILTERS) {
    const v = params.get(key);
    if (v) q[key] = key === 'item_id' || key === 'user_id' ? Number(v) : v;
  }
  return q as HistoryListQuery;
};

export default function HistoryAdminPage() {
  useDocumentTitle('History');
  const [params, setParams] = useSearchParams();
  const query = queryOf(params);
  const history = useHistory(query);
  const staff = useHistoryStaff();
  const set = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next, { replace: true });
  };
  // Each filter is one address parameter: choosing or clearing it goes back to the first page.
  const select = (key: string, label: string, placeholder: string, data: { value: string; label: string }[]) => (
    <Select
      label={label}
      placeholder={placeholder}
      clearable
      data={data}
      value={params.get(key)}
      onChange={(v) => set(key, v)}
    />
  );
  const day = (key: string, label: string) => (
    <TextInput
      label={label}
      type="date"
      value={params.get(key) ?? ''}
      onChange={(e) => set(key, e.currentTarget.value)}
    />
  );
  const data = history.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / Math.max(1, data.list.length || 1))) : 1;
  return (
    <Stack gap="lg">
      <AdminPageHeader
        title="History"
        description="Every change staff made to prices, availability, status, featured works, dates, capacities and check-ins. It cannot be edited."
      />
      <Group align="end" gap="sm" wrap="wrap">
        {select(
          'item_type',
          'Item',
          'All items',
          HISTORY_ITEM_TYPES.map((t) => ({ value: t, label: t === 'rsvp' ? 'RSVP' : capitalise(t) })),
        )}
        {select(
          'user_id',
          'Staff member',
          'Everyone',
          (staff.data ?? []).map((s) => ({ value: String(s.id), label: s.name })),
        )}
        {select(
          'field',
          'Field',
          'All fields',
          Object.entries(HISTORY_FIELDS).map(([value, label]) => ({ value, label })),
        )}
        {day('from', 'From')}
        {day('to', 'To')}
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => {
            const { page: _page, ...filters } = query;
            void downloadHistoryCsv(filters);
          }}
        >
          Download CSV
        </Button>
      </Group>
      {params.get('item_id') && (
        <Text size="sm">
          One item only.{' '}
          <Anchor component="button" type="button" onClick={() => set('item_id', null)}>
            Show every item
          </Anchor>
        </Text>
      )}
      {/* On a phone three columns (when and who, the item, the change), no sideways scrolling. */}
      <Table.ScrollContainer minWidth={340}>
        <Table striped aria-busy={history.isFetching} aria-label="Changes">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>When</Table.Th>
              <Table.Th visibleFrom="sm">Staff member</Table.Th>
              <Table.Th>Item</Table.Th>
              <Table.Th hiddenFrom="sm">Change</Table.Th>
              <Table.Th visibleFrom="sm">Field</Table.Th>
              <Table.Th visibleFrom="sm">Before</Table.Th>
              <Table.Th visibleFrom="sm">After</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data?.list.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  <time dateTime={c.at}>{when.format(new Date(c.at))}</time>
                  <Text size="xs" c="dimmed" hiddenFrom="sm">
                    {c.user_name}
                  </Text>
                </Table.Td>
                <Table.Td visibleFrom="sm">{c.user_name}</Table.Td>
                <Table.Td>
                  <Anchor
                    component="button"
                    type="button"
                    size="sm"
                    onClick={() => {
                      const next = new URLSearchParams(params);
                      next.set('item_type', c.item_type);
                      next.set('item_id', String(c.item_id));
                      next.delete('page');
                      setParams(next, { replace: true });
                    }}
                  >
                    {c.item_title}
                  </Anchor>{' '}
                  <Text span size="xs" c="dimmed">
                    {c.item_type === 'rsvp' ? 'RSVP' : c.item_type}
                  </Text>
                </Table.Td>
                <Table.Td hiddenFrom="sm">{changeText(c)}</Table.Td>
                <Table.Td visibleFrom="sm">{fieldLabel(c.field)}</Table.Td>
                <Table.Td visibleFrom="sm">{formatHistoryValue(c.field, c.before)}</Table.Td>
                <Table.Td visibleFrom="sm">{formatHistoryValue(c.field, c.after)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {data && data.list.length === 0 && (
        <Text c="dimmed" size="sm">
          No change matches these filters.
        </Text>
      )}
      {data && (data.hasMorePages || data.page > 1) && (
        <Pagination
          total={data.hasMorePages ? Math.max(pages, data.page + 1) : data.page}
          value={data.page}
          onChange={(p) => set('page', String(p))}
        />
      )}
    </Stack>
  );
}
