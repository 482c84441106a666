import { AdminListPage } from '../../components/admin/AdminListPage';
import { useAdminCrudList } from '../../components/admin/use-admin-crud-list';
import { useDeleteTag, useTagList } from '../../features/media/api';
import { tagTable } from '../../features/media/tags/tag-columns';
import { TagFormModal } from '../../features/media/tags/TagFormModal';

/** /admin/content/tags: the tags of news, press releases and arttextstyle posts. */
export default function TagsPage() {
  const crud = useAdminCrudList({ table: tagTable, useList: useTagList, useRemove: useDeleteTag });
  return <AdminListPage crud={crud} form={(id, onClose) => <TagFormModal id={id} onClose={onClose} />} />;
}
