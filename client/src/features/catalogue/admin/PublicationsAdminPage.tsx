import { AdminListPage } from '#client/components/admin/AdminListPage';
import { useAdminCrudList } from '#client/components/admin/use-admin-crud-list';
import { useDeletePublication, usePublicationList } from '#client/features/catalogue/api';
import { publicationTable } from '#client/features/catalogue/admin/publications/publication-columns';
import { PublicationDrawer } from '#client/features/catalogue/admin/publications/PublicationDrawer';

/** /admin/collection/publications: catalogues, books and articles about the gallery's artists. */
export default function PublicationsAdminPage() {
  const crud = useAdminCrudList({
    table: publicationTable,
    useList: usePublicationList,
    useRemove: useDeletePublication,
  });
  return <AdminListPage crud={crud} form={(id, onClose) => <PublicationDrawer id={id} onClose={onClose} />} />;
}
