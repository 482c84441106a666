import { Text } from '@mantine/core';
import type { ADMIN_ARTIST_SORTS, ArtistDto } from '#shared/schemas/artist';
import type { AdminColumn } from '../../../components/admin/AdminListTable';
import { nameColumn, statusColumn } from '../../../components/admin/columns';

const artworksLabel = (n: number) => (n === 1 ? '1 artwork' : `${n} artworks`);

export const artistColumns: AdminColumn<ArtistDto, (typeof ADMIN_ARTIST_SORTS)[number]>[] = [
  nameColumn('Name', (a) => a.full_name, 'last_name'),
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
  statusColumn({ sort: 'status' }),
];

export const artistDeleteDetail = (a: ArtistDto) =>
  a.artworks_count ? `${a.full_name} has ${artworksLabel(a.artworks_count)}.` : null;
