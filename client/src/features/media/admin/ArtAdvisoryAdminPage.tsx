import { AdminListPage } from '#client/components/admin/AdminListPage';
import { useAdminCrudList } from '#client/components/admin/use-admin-crud-list';
import { STATUS_GROUP } from '#client/features/events/api';
import { useArtAdvisoryList, useDeleteArtAdvisory } from '#client/features/media/api';
import { artAdvisoryTable } from '#client/features/media/admin/art-advisory/art-advisory-columns';
import { ArtAdvisoryDrawer } from '#client/features/media/admin/art-advisory/ArtAdvisoryDrawer';

const statusOnly = () => [STATUS_GROUP];

/** /admin/content/art-advisory: the advisory services. */
export default function ArtAdvisoryAdminPage() {
  const crud = useAdminCrudList({
    table: artAdvisoryTable,
    useList: useArtAdvisoryList,
    useRemove: useDeleteArtAdvisory,
    filters: {
      keys: ['status'],
      useGroups: statusOnly,
      toInput: (f) => ({ status: f.status as '0' | '1' | undefined }),
    },
  });
  return <AdminListPage crud={crud} form={(id, onClose) => <ArtAdvisoryDrawer id={id} onClose={onClose} />} />;
}
