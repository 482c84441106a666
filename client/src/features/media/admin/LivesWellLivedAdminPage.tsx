import { AdminListPage } from '#client/components/admin/AdminListPage';
import { useAdminCrudList } from '#client/components/admin/use-admin-crud-list';
import { STATUS_GROUP } from '#client/features/events/api';
import { useDeleteMemoriam, useMemoriamList } from '#client/features/media/api';
import { memoriamTable } from '#client/features/media/admin/memoriams/memoriam-columns';
import { MemoriamDrawer } from '#client/features/media/admin/memoriams/MemoriamDrawer';

const statusOnly = () => [STATUS_GROUP];

/** /admin/content/lives-well-lived: the memoriams. */
export default function LivesWellLivedAdminPage() {
  const crud = useAdminCrudList({
    table: memoriamTable,
    useList: useMemoriamList,
    useRemove: useDeleteMemoriam,
    filters: {
      keys: ['status'],
      useGroups: statusOnly,
      toInput: (f) => ({ status: f.status as '0' | '1' | undefined }),
    },
  });
  return <AdminListPage crud={crud} form={(id, onClose) => <MemoriamDrawer id={id} onClose={onClose} />} />;
}
