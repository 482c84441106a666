import { listPathOf, pathOf } from '#shared/public-kinds';
import { Text } from '@mantine/core';
import { ADMIN_ARTIST_SORTS, type ArtistDto } from '#shared/schemas/artist';
import type { AdminColumn, AdminTable } from '#client/components/admin/AdminListTable';
import { nameColumn, statusColumn } from '#client/components/admin/columns';

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

export const artistTable: AdminTable<ArtistDto, (typeof ADMIN_ARTIST_SORTS)[number]> = {
  sorts: ADMIN_ARTIST_SORTS,
  defaultSort: 'last_name',
  description: `The gallery's artists, shown on ${listPathOf('artist')} when active.`,
  nouns: { one: 'artist', many: 'artists' },
  emptyHint: 'Add an artist first; artworks are always by an artist.',
  columns: artistColumns,
  rowLabel: (a) => a.full_name,
  viewHref: (a) => pathOf('artist', a.slug),
  deleteDetail: artistDeleteDetail,
};
