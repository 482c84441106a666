import { adminListScreen } from '#client/components/admin/AdminListPage';
import { useDeleteTag, useTagList } from '#client/features/media/api';
import { tagTable } from '#client/features/media/admin/tags/tag-columns';
import { TagFormModal } from '#client/features/media/admin/tags/TagFormModal';

/** /admin/content/tags: the tags of news, press releases and arttextstyle posts. */
export default adminListScreen({
  table: tagTable,
  useList: useTagList,
  useRemove: useDeleteTag,
  form: (id, onClose) => <TagFormModal id={id} onClose={onClose} />,
});
