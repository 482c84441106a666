import { pathOf } from '#shared/public-kinds';
import { Text } from '@mantine/core';
import { VIEWING_ROOM_SORTS, type ViewingRoomDto } from '#shared/schemas/viewing-room';
import type { AdminColumn, AdminTable } from '#client/components/admin/AdminListTable';
import { nameColumn, statusColumn } from '#client/components/admin/columns';

type Sort = (typeof VIEWING_ROOM_SORTS)[number];

const day = (d: string | null) => d ?? '…';

export const viewingRoomColumns: AdminColumn<ViewingRoomDto, Sort>[] = [
  nameColumn('Title', (r) => r.title, 'title'),
  {
    key: 'exhibition',
    label: 'Exhibition',
    wideOnly: true,
    render: (r) => (
      <Text size="sm" c="dimmed">
        {r.exhibition?.title}
      </Text>
    ),
  },
  {
    key: 'open',
    label: 'Open',
    sort: 'opens_at',
    render: (r) => (r.opens_at || r.closes_at ? `${day(r.opens_at)} – ${day(r.closes_at)}` : 'Always'),
  },
  statusColumn({ sort: 'status', wideOnly: true }),
];

export const viewingRoomTable: AdminTable<ViewingRoomDto, Sort> = {
  sorts: VIEWING_ROOM_SORTS,
  defaultSort: 'title',
  description: 'Rooms shown only to those given the link, and only while open; never listed or indexed.',
  nouns: { one: 'viewing room', many: 'viewing rooms' },
  emptyHint: 'Create a room, then send its link to a collector.',
  columns: viewingRoomColumns,
  rowLabel: (r) => r.title,
  viewHref: (r) => pathOf('viewingRoom', r.slug),
};
