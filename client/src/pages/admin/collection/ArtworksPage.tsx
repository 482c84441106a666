import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconPhoto, IconPlus, IconStarFilled } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { ARTWORK_SORTS, type ArtworkDto } from '#shared/schemas/artwork';
import { AdminFilterBar, filteredEmpty, idsOf, useAdminFilters } from '../../../components/admin/AdminFilterBar';
import { type AdminColumn, AdminListTable } from '../../../components/admin/AdminListTable';
import { AdminPageHeader } from '../../../components/admin/AdminPageHeader';
import { useEditParam } from '../../../components/admin/use-edit-param';
import { useListParams } from '../../../components/admin/use-list-params';
import { trpc } from '../../../lib/trpc';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ArtworkDrawer } from './artworks/ArtworkDrawer';
import { StatusBadge } from './StatusBadge';

type ArtworkSort = (typeof ARTWORK_SORTS)[number];
const FILTERS = ['status', 'availability', 'artists', 'art_types', 'materials'] as const;
const THUMB = 48;

function Thumb({ artwork: a }: { artwork: ArtworkDto }) {
  const image = a.search_image ?? a.header_image ?? a.product_images[0] ?? null;
  return (
    <Box
      w={THUMB}
      h={THUMB}
      bg="gray.1"
      style={{ borderRadius: 4, overflow: 'hidden', display: 'grid', placeItems: 'center' }}
    >
      {image ? (
        <img
          src={image.url}
          srcSet={image.srcset}
          sizes={`${THUMB}px`}
          width={THUMB}
          height={THUMB}
          alt=""
          loading="lazy"
          style={{ objectFit: 'cover', width: '100%', height: '100%' }}
        />
      ) : (
        <IconPhoto size={20} aria-hidden color="var(--mantine-color-gray-5)" />
      )}
    </Box>
  );
}

const columns: AdminColumn<ArtworkDto, ArtworkSort>[] = [
  { key: 'image', label: 'Image', width: THUMB + 24, render: (a) => <Thumb artwork={a} /> },
  {
    key: 'title',
    label: 'Title',
    sort: 'title',
    render: (a) => (
      <Stack gap={0}>
        <Group gap={6} wrap="nowrap">
          <Text fw={500} size="sm">
            {a.title}
          </Text>
          {a.featured && (
            <IconStarFilled
              size={12}
              aria-label="Featured"
              color="var(--mantine-color-madder-6)"
              style={{ flexShrink: 0 }}
            />
          )}
        </Group>
        <Text size="xs" c="dimmed" hiddenFrom="sm">
          {a.artist_name}
        </Text>
      </Stack>
    ),
  },
  { key: 'artist', label: 'Artist', sort: 'artist', wideOnly: true, render: (a) => a.artist_name },
  { key: 'sku', label: 'SKU', sort: 'sku', wideOnly: true, width: 110, render: (a) => a.sku },
  {
    key: 'price',
    label: 'Price',
    sort: 'price',
    align: 'right',
    width: 110,
    render: (a) =>
      a.price_formatted ?? (
        <Text span size="sm" c="dimmed">
          —
        </Text>
      ),
  },
  {
    key: 'availability',
    label: 'Availability',
    sort: 'availability',
    wideOnly: true,
    width: 150,
    render: (a) => a.availability_label,
  },
  { key: 'status', label: 'Status', width: 110, wideOnly: true, render: (a) => <StatusBadge status={a.status} /> },
];

/** /admin/collection/artworks: every work, filtered, with its form. */
export default function ArtworksPage() {
  useDocumentTitle();
  const list = useListParams(ARTWORK_SORTS, 'title');
  const filters = useAdminFilters('artworks', FILTERS);
  const edit = useEditParam();
  const f = filters.values;
  const query = trpc.catalogueAdmin.artworks.useQuery(
    {
      sort: list.sort,
      order: list.order,
      page: list.page,
      search: list.search || undefined,
      status: f.status as '0' | '1' | undefined,
      availability: f.availability === undefined ? undefined : [Number(f.availability)],
      artist_id: f.artists === undefined ? undefined : Number(f.artists),
      art_types: idsOf(f.art_types),
      materials: idsOf(f.materials),
    },
    { placeholderData: keepPreviousData },
  );
  const utils = trpc.useUtils();
  const remove = trpc.catalogueAdmin.deleteArtwork.useMutation({
    meta: { handlesErrors: true },
    onSuccess: () => {
      void utils.catalogueAdmin.artworks.invalidate();
      void utils.catalogueAdmin.artists.invalidate();
    },
  });

  const newButton = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={edit.openNew}>
      New artwork
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Artworks"
        description="The collection: active works by active artists show on the public site."
        actions={newButton}
      />
      <AdminFilterBar filters={filters} />
      <AdminListTable
        noun="artworks"
        columns={columns}
        list={list}
        rows={query.data?.list}
        total={query.data?.total}
        hasMorePages={query.data?.hasMorePages}
        fetching={query.isFetching}
        rowKey={(a) => a.id}
        rowLabel={(a) => a.title}
        viewHref={(a) => `/artworks/${a.slug}`}
        onEdit={(a) => edit.openEdit(a.id)}
        onDelete={(a) => remove.mutateAsync({ id: a.id })}
        empty={filteredEmpty(filters, 'artworks', {
          title: 'No artworks yet',
          description: 'Add an artist first, then the artworks by them.',
          action: newButton,
        })}
      />
      {edit.editing !== undefined && (
        <ArtworkDrawer key={String(edit.editing)} id={edit.editing} onClose={edit.close} />
      )}
    </>
  );
}
