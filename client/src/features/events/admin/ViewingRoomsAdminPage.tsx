import { adminListScreen } from '#client/components/admin/AdminListPage';
import { STATUS_FILTER } from '#client/components/admin/use-admin-crud-list';
import { useDeleteViewingRoom, useViewingRoomList } from '#client/features/events/api';
import { viewingRoomTable } from '#client/features/events/admin/viewing-rooms/viewing-room-columns';
import { ViewingRoomDrawer } from '#client/features/events/admin/viewing-rooms/ViewingRoomDrawer';

/** /admin/events/private-viewing-rooms: rooms opened only by their link, while open. */
export default adminListScreen({
  table: viewingRoomTable,
  useList: useViewingRoomList,
  useRemove: useDeleteViewingRoom,
  filters: STATUS_FILTER,
  form: (id, onClose) => <ViewingRoomDrawer id={id} onClose={onClose} />,
});
