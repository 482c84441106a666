import { adminListScreen } from '#client/components/admin/AdminListPage';
import { STATUS_FILTER } from '#client/components/admin/use-admin-crud-list';
import { useDeleteMemoriam, useMemoriamList } from '#client/features/media/api';
import { memoriamTable } from '#client/features/media/admin/memoriams/memoriam-columns';
import { MemoriamDrawer } from '#client/features/media/admin/memoriams/MemoriamDrawer';

/** /admin/content/lives-well-lived: the memoriams. */
export default adminListScreen({
  table: memoriamTable,
  useList: useMemoriamList,
  useRemove: useDeleteMemoriam,
  filters: STATUS_FILTER,
  form: (id, onClose) => <MemoriamDrawer id={id} onClose={onClose} />,
});
