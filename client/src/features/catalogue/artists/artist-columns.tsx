import { Text } from '@mantine/core';
import type { ADMIN_ARTIST_SORTS, ArtistDto } from '#shared/schemas/artist';
import type { AdminColumn } from '../../../components/admin/AdminListTable';
import { StatusBadge } from '../../../components/admin/StatusBadge';

const artworksLabel = (n: number) => (n === 1 ? '1 artwork' : `${n} artworks`);

export const artistColumns: AdminColumn<ArtistDto, (typeof ADMIN_ARTIST_SORTS)[number]>[] = [
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

export const artistDeleteDetail = (a: ArtistDto) =>
  a.artworks_count ? `${a.full_name} has ${artworksLabel(a.artworks_count)}.` : null;
