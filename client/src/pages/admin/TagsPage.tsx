import { TAG_SORTS } from '#shared/schemas/tag';
import { AdminListPage } from '../../components/admin/AdminListPage';
import { useAdminCrudList } from '../../components/admin/use-admin-crud-list';
import { useDeleteTag, useTagList } from '../../features/media/api';
import { tagColumns, tagDeleteDetail } from '../../features/media/tags/tag-columns';
import { TagFormModal } from '../../features/media/tags/TagFormModal';

/** /admin/content/tags: the tags of news, press releases and arttextstyle posts. */
export default function TagsPage() {
  const crud = useAdminCrudList({
    sorts: TAG_SORTS,
    defaultSort: 'title',
    useList: useTagList,
    useRemove: useDeleteTag,
  });
  return (
    <AdminListPage
      crud={crud}
      title="Tags"
      description="Tags group news, press releases and arttextstyle posts."
      noun="tags"
      newLabel="New tag"
      columns={tagColumns}
      rowLabel={(t) => t.title}
      deleteDetail={tagDeleteDetail}
      empty={{
        title: 'No tags yet',
        description: 'Create the first tag, then choose it on a news item, press release or arttextstyle post.',
      }}
      form={(id, onClose) => <TagFormModal id={id} onClose={onClose} />}
    />
  );
}
