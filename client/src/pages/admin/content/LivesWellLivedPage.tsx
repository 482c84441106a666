import { AdminListPage } from '../../../components/admin/AdminListPage';
import { useAdminCrudList } from '../../../components/admin/use-admin-crud-list';
import { STATUS_GROUP } from '../../../features/events/api';
import { useDeleteMemoriam, useMemoriamList } from '../../../features/media/api';
import { memoriamTable } from '../../../features/media/memoriams/memoriam-columns';
import { MemoriamDrawer } from '../../../features/media/memoriams/MemoriamDrawer';

const statusOnly = () => [STATUS_GROUP];

/** /admin/content/lives-well-lived: the memoriams. */
export default function LivesWellLivedPage() {
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
