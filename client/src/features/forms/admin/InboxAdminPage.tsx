// /admin/inbox: every visitor's submission on the admin list kit (kind and status filters, search,
// sort, pages in the address); ?edit=<id> opens one with everything that was sent.
import { FORM_KINDS, FORM_KIND_LABELS, SUBMISSION_STATUSES, SUBMISSION_STATUS_LABELS } from '#shared/forms';
import type { FormKind, SubmissionStatus } from '#shared/forms';
import { AdminFilterBar, type FilterGroup, useAdminFilters } from '#client/components/admin/AdminFilterBar';
import { filteredEmpty } from '#client/components/admin/AdminFilterBar';
import { AdminListTable } from '#client/components/admin/AdminListTable';
import { AdminPageHeader } from '#client/components/admin/AdminPageHeader';
import { useEditParam } from '#client/components/admin/use-edit-param';
import { useListParams } from '#client/components/admin/use-list-params';
import { useSubmissionList } from '#client/features/forms/api';
import { INBOX_SORTS, inboxColumns } from './inbox-columns';
import { SubmissionDrawer } from './SubmissionDrawer';
import { useDocumentTitle } from '#client/lib/use-document-title';

const GROUPS: FilterGroup[] = [
  {
    key: 'status',
    title: 'Status',
    items: SUBMISSION_STATUSES.map((s) => ({ id: s, val: SUBMISSION_STATUS_LABELS[s] })),
  },
  { key: 'kind', title: 'Kind', items: FORM_KINDS.map((k) => ({ id: k, val: FORM_KIND_LABELS[k] })) },
];
const FILTER_KEYS = ['status', 'kind'] as const;

export default function InboxAdminPage() {
  useDocumentTitle();
  const list = useListParams(INBOX_SORTS, 'created_at', 'desc');
  const filters = useAdminFilters(FILTER_KEYS);
  const open = useEditParam();
  const query = useSubmissionList({
    sort: list.sort,
    order: list.order,
    page: list.page,
    search: list.search || undefined,
    status: filters.values.status as SubmissionStatus | undefined,
    kind: filters.values.kind as FormKind | undefined,
  });
  return (
    <>
      <AdminPageHeader
        title="Inbox"
        description="What visitors sent through the site's forms. Reply by email, then mark it answered."
      />
      <AdminFilterBar groups={GROUPS} filters={filters} />
      <AdminListTable
        noun="submissions"
        columns={inboxColumns}
        list={list}
        rows={query.data?.list}
        total={query.data?.total}
        hasMorePages={query.data?.hasMorePages}
        fetching={query.isFetching}
        rowKey={(s) => s.id}
        rowLabel={(s) => `${FORM_KIND_LABELS[s.kind].toLowerCase()} from ${s.name}`}
        onEdit={(s) => open.openEdit(s.id)}
        editLabel="Open"
        empty={filteredEmpty(filters, 'submissions', {
          title: 'No submissions yet',
          description: 'Messages, inquiries and requests sent from the site arrive here, and by email.',
        })}
      />
      {typeof open.editing === 'number' && (
        <SubmissionDrawer key={open.editing} id={open.editing} onClose={open.close} />
      )}
    </>
  );
}
