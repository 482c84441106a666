import { Text } from '@mantine/core';
import type { VIEWING_ROOM_SORTS, ViewingRoomDto } from '#shared/schemas/viewing-room';
import type { AdminColumn } from '../../../components/admin/AdminListTable';
import { nameColumn, statusColumn } from '../../../components/admin/columns';

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
