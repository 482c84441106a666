import type { LooseThreadType } from '#shared/schemas/loose-thread';
import { STATUS_GROUP } from '#client/components/admin/AdminFilterBar';
import { AdminListPage } from '#client/components/admin/AdminListPage';
import { statusOf } from '#client/components/admin/use-admin-crud-list';
import { useDeleteLooseThread, useLooseThreadList } from '#client/features/media/api';
import { looseThreadTable, THREAD_TYPE_GROUP } from '#client/features/media/admin/loose-threads/loose-thread-columns';
import { LooseThreadDrawer } from '#client/features/media/admin/loose-threads/LooseThreadDrawer';
import { ThreadOrder } from '#client/features/media/admin/loose-threads/ThreadOrder';

const groups = () => [STATUS_GROUP, THREAD_TYPE_GROUP];

/** /admin/content/loose-threads: the threads, and their public order per type. */
export default function LooseThreadsAdminPage() {
  return (
    <>
      <AdminListPage
        table={looseThreadTable}
        useList={useLooseThreadList}
        useRemove={useDeleteLooseThread}
        filters={{
          keys: ['status', 'types'],
          useGroups: groups,
          toInput: (f) => ({ status: statusOf(f), types: f.types ? [f.types as LooseThreadType] : undefined }),
        }}
        form={(id, onClose) => <LooseThreadDrawer id={id} onClose={onClose} />}
      />
      <ThreadOrder />
    </>
  );
}
