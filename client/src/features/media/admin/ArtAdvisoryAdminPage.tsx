import { adminListScreen } from '#client/components/admin/AdminListPage';
import { STATUS_FILTER } from '#client/components/admin/use-admin-crud-list';
import { useArtAdvisoryList, useDeleteArtAdvisory } from '#client/features/media/api';
import { artAdvisoryTable } from '#client/features/media/admin/art-advisory/art-advisory-columns';
import { ArtAdvisoryDrawer } from '#client/features/media/admin/art-advisory/ArtAdvisoryDrawer';

/** /admin/content/art-advisory: the advisory services. */
export default adminListScreen({
  table: artAdvisoryTable,
  useList: useArtAdvisoryList,
  useRemove: useDeleteArtAdvisory,
  filters: STATUS_FILTER,
  form: (id, onClose) => <ArtAdvisoryDrawer id={id} onClose={onClose} />,
});
