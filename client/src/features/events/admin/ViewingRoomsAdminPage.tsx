import { AdminListPage } from '#client/components/admin/AdminListPage';
import { useAdminCrudList } from '#client/components/admin/use-admin-crud-list';
import { STATUS_GROUP, useDeleteViewingRoom, useViewingRoomList } from '#client/features/events/api';
import { viewingRoomTable } from '#client/features/events/admin/viewing-rooms/viewing-room-columns';
import { ViewingRoomDrawer } from '#client/features/events/admin/viewing-rooms/ViewingRoomDrawer';

const statusOnly = () => [STATUS_GROUP];

/** /admin/events/private-viewing-rooms: rooms opened only by their link, while open. */
export default function ViewingRoomsAdminPage() {
  const crud = useAdminCrudList({
    table: viewingRoomTable,
    useList: useViewingRoomList,
    useRemove: useDeleteViewingRoom,
    filters: {
      keys: ['status'],
      useGroups: statusOnly,
      toInput: (f) => ({ status: f.status as '0' | '1' | undefined }),
    },
  });
  return <AdminListPage crud={crud} form={(id, onClose) => <ViewingRoomDrawer id={id} onClose={onClose} />} />;
}
