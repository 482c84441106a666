import type { LooseThreadType } from '#shared/schemas/loose-thread';
import { AdminListPage } from '#client/components/admin/AdminListPage';
import { useAdminCrudList } from '#client/components/admin/use-admin-crud-list';
import { STATUS_GROUP } from '#client/features/events/api';
import { useDeleteLooseThread, useLooseThreadList } from '#client/features/media/api';
import { looseThreadTable, THREAD_TYPE_GROUP } from '#client/features/media/admin/loose-threads/loose-thread-columns';
import { LooseThreadDrawer } from '#client/features/media/admin/loose-threads/LooseThreadDrawer';
import { ThreadOrder } from '#client/features/media/admin/loose-threads/ThreadOrder';

const groups = () => [STATUS_GROUP, THREAD_TYPE_GROUP];

/** /admin/content/loose-threads: the threads, and their public order per type. */
export default function LooseThreadsAdminPage() {
  const crud = useAdminCrudList({
    table: looseThreadTable,
    useList: useLooseThreadList,
    useRemove: useDeleteLooseThread,
    filters: {
      keys: ['status', 'types'],
      useGroups: groups,
      toInput: (f) => ({
        status: f.status as '0' | '1' | undefined,
        types: f.types ? [f.types as LooseThreadType] : undefined,
      }),
    },
  });
  return (
    <>
      <AdminListPage crud={crud} form={(id, onClose) => <LooseThreadDrawer id={id} onClose={onClose} />} />
      <ThreadOrder />
    </>
  );
}
