import { Badge, Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { PUBLICATION_SORTS, type PublicationDto } from '#shared/schemas/publication';
import { type AdminColumn, AdminListTable } from '../../../components/admin/AdminListTable';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { useEditParam } from '../../../components/admin/use-edit-param';
import { useListParams } from '../../../components/admin/use-list-params';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { PublicationDrawer } from './publications/PublicationDrawer';
import { StatusBadge } from './StatusBadge';

type PublicationSort = (typeof PUBLICATION_SORTS)[number];

const columns: AdminColumn<PublicationDto, PublicationSort>[] = [
  {
    key: 'title',
    label: 'Title',
    sort: 'title',
    render: (p) => (
      <Text fw={500} size="sm">
        {p.title}
      </Text>
    ),
  },
  {
    key: 'type',
    label: 'Type',
    sort: 'type',
    wideOnly: true,
    render: (p) =>
      p.type ? (
        <Badge variant="light" color="gray" tt="none">
          {p.type}
        </Badge>
      ) : null,
  },
  { key: 'author', label: 'Author', sort: 'author', wideOnly: true, render: (p) => p.author },
  { key: 'year', label: 'Year', sort: 'year', width: 90, wideOnly: true, render: (p) => p.year },
  { key: 'status', label: 'Status', sort: 'status', width: 110, render: (p) => <StatusBadge status={p.status} /> },
];

/** /admin/collection/publications: catalogues, books and articles about the gallery's artists. */
export default function PublicationsPage() {
  useDocumentTitle();
  const list = useListParams(PUBLICATION_SORTS, 'title');
  const edit = useEditParam();
  const query = trpc.catalogueAdmin.publications.useQuery(
    { sort: list.sort, order: list.order, page: list.page, search: list.search || undefined },
    { placeholderData: keepPreviousData },
  );
  const utils = trpc.useUtils();
  const remove = trpc.catalogueAdmin.deletePublication.useMutation({
    meta: { handlesErrors: true },
    onSuccess: () => utils.catalogueAdmin.publications.invalidate(),
  });

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={edit.openNew}>
      New publication
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Publications"
        description="Catalogues, books and articles, shown on their artists' pages."
        actions={newButton}
      />
      <AdminListTable
        noun="publications"
        columns={columns}
        list={list}
        rows={query.data?.list}
        total={query.data?.total}
        hasMorePages={query.data?.hasMorePages}
        fetching={query.isFetching}
        rowKey={(p) => p.id}
        rowLabel={(p) => p.title}
        onEdit={(p) => edit.openEdit(p.id)}
        onDelete={(p) => remove.mutateAsync({ id: p.id })}
        deleteDetail={(p) => (p.artists.length ? 'It will no longer show on its artists’ pages.' : null)}
        empty={{
          title: 'No publications yet',
          description: 'Add a catalogue or an article, then link it to its artists.',
          action: newButton,
        }}
      />
      {edit.editing !== undefined && (
        <PublicationDrawer key={String(edit.editing)} id={edit.editing} onClose={edit.close} />
      )}
    </>
  );
}
