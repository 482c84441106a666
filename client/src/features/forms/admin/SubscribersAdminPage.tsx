// /admin/inbox/subscribers: the mailing list, with its state filter and the CSV of confirmed
// addresses (unconfirmed ones are never exported: the double opt-in).
import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { SUBSCRIBER_STATES } from '#shared/schemas/inbox';
import {
  AdminFilterBar,
  type FilterGroup,
  filteredEmpty,
  useAdminFilters,
} from '#client/components/admin/AdminFilterBar';
import { AdminListTable } from '#client/components/admin/AdminListTable';
import { AdminPageHeader } from '#client/components/admin/AdminPageHeader';
import { useListParams } from '#client/components/admin/use-list-params';
import { useSubscriberList } from '#client/features/forms/api';
import { SUBSCRIBER_SORTS, subscriberColumns } from './subscriber-columns';
import { downloadCsv } from '#client/lib/download-csv';
import { useDocumentTitle } from '#client/lib/use-document-title';

const LABELS = { confirmed: 'Confirmed', unconfirmed: 'Awaiting confirmation', unsubscribed: 'Unsubscribed' } as const;
const GROUPS: FilterGroup[] = [
  { key: 'state', title: 'State', items: SUBSCRIBER_STATES.map((s) => ({ id: s, val: LABELS[s] })) },
];
const KEYS = ['state'] as const;

export default function SubscribersAdminPage() {
  useDocumentTitle();
  const list = useListParams(SUBSCRIBER_SORTS, 'created_at', 'desc');
  const filters = useAdminFilters(KEYS);
  const query = useSubscriberList({
    sort: list.sort,
    order: list.order,
    page: list.page,
    search: list.search || undefined,
    state: filters.values.state as (typeof SUBSCRIBER_STATES)[number] | undefined,
  });
  return (
    <>
      <AdminPageHeader
        title="Subscribers"
        description="The mailing list. An address counts once its owner has followed the emailed confirmation link; only those are exported."
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            onClick={() => void downloadCsv('/api/admin/subscribers.csv', 'subscribers.csv', 'The mailing list')}
          >
            Export confirmed (CSV)
          </Button>
        }
      />
      <AdminFilterBar groups={GROUPS} filters={filters} />
      <AdminListTable
        noun="subscribers"
        columns={subscriberColumns}
        list={list}
        rows={query.data?.list}
        total={query.data?.total}
        hasMorePages={query.data?.hasMorePages}
        fetching={query.isFetching}
        rowKey={(s) => s.id}
        rowLabel={(s) => s.email}
        empty={filteredEmpty(filters, 'subscribers', {
          title: 'No subscribers yet',
          description: "Visitors join from the site's mailing-list form and confirm by email.",
        })}
      />
    </>
  );
}
