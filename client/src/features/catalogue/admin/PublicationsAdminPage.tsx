import { adminListScreen } from '#client/components/admin/AdminListPage';
import { useDeletePublication, usePublicationList } from '#client/features/catalogue/api';
import { publicationTable } from '#client/features/catalogue/admin/publications/publication-columns';
import { PublicationDrawer } from '#client/features/catalogue/admin/publications/PublicationDrawer';

/** /admin/collection/publications: catalogues, books and articles about the gallery's artists. */
export default adminListScreen({
  table: publicationTable,
  useList: usePublicationList,
  useRemove: useDeletePublication,
  form: (id, onClose) => <PublicationDrawer id={id} onClose={onClose} />,
});
