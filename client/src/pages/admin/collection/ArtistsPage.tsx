import { Button, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { ARTIST_SORTS, type ArtistDto } from '#shared/schemas/artist';
import { AdminFilterBar, filteredEmpty, idsOf, useAdminFilters } from '../../../components/admin/AdminFilterBar';
import { type AdminColumn, AdminListTable } from '../../../components/admin/AdminListTable';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { useEditParam } from '../../../components/admin/use-edit-param';
import { useListParams } from '../../../components/admin/use-list-params';
import { httpStatusOf, messageOf } from '../../../lib/api-error';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ArtistDrawer } from './artists/ArtistDrawer';
import { RefusedAlert } from './RefusedAlert';
import { StatusBadge } from './StatusBadge';

type ArtistSort = (typeof ARTIST_SORTS)[number];
const FILTERS = ['status', 'regions'] as const;
const REFUSED_MODAL = 'artist-delete-refused';

const artworksLabel = (n: number) => (n === 1 ? '1 artwork' : `${n} artworks`);

const columns: AdminColumn<ArtistDto, ArtistSort>[] = [
  {
    key: 'name',
    label: 'Name',
    sort: 'last_name',
    render: (a) => (
      <Text fw={500} size="sm">
        {a.full_name}
      </Text>
    ),
  },
  {
    key: 'regions',
    label: 'Regions',
    wideOnly: true,
    render: (a) => a.regions.map((r) => r.title).join(', '),
  },
  {
    key: 'summary',
    label: 'Years, location',
    wideOnly: true,
    render: (a) => (
      <Text size="sm" c="dimmed">
        {a.summary}
      </Text>
    ),
  },
  {
    key: 'artworks',
    label: 'Artworks',
    sort: 'artworks_count',
    width: 110,
    align: 'right',
    wideOnly: true,
    render: (a) => a.artworks_count,
  },
  { key: 'status', label: 'Status', sort: 'status', width: 110, render: (a) => <StatusBadge status={a.status} /> },
];

/** /admin/collection/artists: the gallery's artists, their details and publications. */
export default function ArtistsPage() {
  useDocumentTitle();
  const list = useListParams(ARTIST_SORTS, 'last_name');
  const filters = useAdminFilters('artists', FILTERS);
  const edit = useEditParam();
  const query = trpc.catalogueAdmin.artists.useQuery(
    {
      sort: list.sort,
      order: list.order,
      page: list.page,
      search: list.search || undefined,
      search_type: 'name',
      status: filters.values.status as '0' | '1' | undefined,
      regions: idsOf(filters.values.regions),
    },
    { placeholderData: keepPreviousData },
  );
  const utils = trpc.useUtils();
  const remove = trpc.catalogueAdmin.deleteArtist.useMutation({
    meta: { handlesErrors: true },
    onSuccess: () => utils.catalogueAdmin.artists.invalidate(),
  });

  // SPEC.md sections 6 and 8: a refused delete (403) is an alert with the server's detail and OK.
  const explainRefusal = (error: unknown) => {
    if (httpStatusOf(error) !== 403) return false;
    modals.open({
      modalId: REFUSED_MODAL,
      title: 'This artist cannot be deleted',
      centered: true,
      children: <RefusedAlert message={messageOf(error)} onOk={() => modals.close(REFUSED_MODAL)} />,
    });
    return true;
  };

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={edit.openNew}>
      New artist
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Artists"
        description="The gallery's artists, shown on /artists when active."
        actions={newButton}
      />
      <AdminFilterBar filters={filters} />
      <AdminListTable
        noun="artists"
        columns={columns}
        list={list}
        rows={query.data?.list}
        total={query.data?.total}
        hasMorePages={query.data?.hasMorePages}
        fetching={query.isFetching}
        rowKey={(a) => a.id}
        rowLabel={(a) => a.full_name}
        viewHref={(a) => `/artists/${a.slug}`}
        onEdit={(a) => edit.openEdit(a.id)}
        onDelete={(a) => remove.mutateAsync({ id: a.id })}
        onDeleteError={explainRefusal}
        deleteDetail={(a) => (a.artworks_count ? `${a.full_name} has ${artworksLabel(a.artworks_count)}.` : null)}
        empty={filteredEmpty(filters, 'artists', {
          title: 'No artists yet',
          description: 'Add an artist first; artworks are always by an artist.',
          action: newButton,
        })}
      />
      {edit.editing !== undefined && <ArtistDrawer key={String(edit.editing)} id={edit.editing} onClose={edit.close} />}
    </>
  );
}
