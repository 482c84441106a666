import { VIEWING_ROOM_SORTS } from '#shared/schemas/viewing-room';
import { AdminListPage } from '../../../components/admin/AdminListPage';
import { useAdminCrudList } from '../../../components/admin/use-admin-crud-list';
import { STATUS_GROUP, useDeleteViewingRoom, useViewingRoomList } from '../../../features/events/api';
import { viewingRoomColumns } from '../../../features/events/viewing-rooms/viewing-room-columns';
import { ViewingRoomDrawer } from '../../../features/events/viewing-rooms/ViewingRoomDrawer';

const statusOnly = () => [STATUS_GROUP];

/** /admin/events/private-viewing-rooms: rooms opened only by their link, while open. */
export default function ViewingRoomsPage() {
  const crud = useAdminCrudList({
    sorts: VIEWING_ROOM_SORTS,
    defaultSort: 'title',
    useList: useViewingRoomList,
    useRemove: useDeleteViewingRoom,
    filters: {
      keys: ['status'],
      useGroups: statusOnly,
      toInput: (f) => ({ status: f.status as '0' | '1' | undefined }),
    },
  });
  return (
    <AdminListPage
      crud={crud}
      title="Private viewing rooms"
      description="Rooms shown only to those given the link, and only while open; never listed or indexed."
      noun="viewing rooms"
      newLabel="New viewing room"
      columns={viewingRoomColumns}
      rowLabel={(r) => r.title}
      viewHref={(r) => `/private-viewing-room/${r.slug}`}
      empty={{ title: 'No viewing rooms yet', description: 'Create a room, then send its link to a collector.' }}
      form={(id, onClose) => <ViewingRoomDrawer id={id} onClose={onClose} />}
    />
  );
}
