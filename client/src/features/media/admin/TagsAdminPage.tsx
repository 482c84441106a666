import { AdminListPage } from '#client/components/admin/AdminListPage';
import { useAdminCrudList } from '#client/components/admin/use-admin-crud-list';
import { useDeleteTag, useTagList } from '#client/features/media/api';
import { tagTable } from '#client/features/media/admin/tags/tag-columns';
import { TagFormModal } from '#client/features/media/admin/tags/TagFormModal';

/** /admin/content/tags: the tags of news, press releases and arttextstyle posts. */
export default function TagsAdminPage() {
  const crud = useAdminCrudList({ table: tagTable, useList: useTagList, useRemove: useDeleteTag });
  return <AdminListPage crud={crud} form={(id, onClose) => <TagFormModal id={id} onClose={onClose} />} />;
}
