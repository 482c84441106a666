import { PUBLICATION_SORTS } from '#shared/schemas/publication';
import { AdminListPage } from '../../../components/admin/AdminListPage';
import { useAdminCrudList } from '../../../components/admin/use-admin-crud-list';
import { useDeletePublication, usePublicationList } from '../../../features/catalogue/api';
import {
  publicationColumns,
  publicationDeleteDetail,
} from '../../../features/catalogue/publications/publication-columns';
import { PublicationDrawer } from '../../../features/catalogue/publications/PublicationDrawer';

/** /admin/collection/publications: catalogues, books and articles about the gallery's artists. */
export default function PublicationsPage() {
  const crud = useAdminCrudList({
    sorts: PUBLICATION_SORTS,
    defaultSort: 'title',
    useList: usePublicationList,
    useRemove: useDeletePublication,
  });
  return (
    <AdminListPage
      crud={crud}
      title="Publications"
      description="Catalogues, books and articles, shown on their artists' pages."
      noun="publications"
      newLabel="New publication"
      columns={publicationColumns}
      rowLabel={(p) => p.title}
      deleteDetail={publicationDeleteDetail}
      empty={{
        title: 'No publications yet',
        description: 'Add a catalogue or an article, then link it to its artists.',
      }}
      form={(id, onClose) => <PublicationDrawer id={id} onClose={onClose} />}
    />
  );
}
