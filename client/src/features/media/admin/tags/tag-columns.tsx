import { TAG_SORTS, type TagDto } from '#shared/schemas/tag';
import type { AdminColumn, AdminTable } from '#client/components/admin/AdminListTable';
import { nameColumn } from '#client/components/admin/columns';

const created = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const postsLabel = (n: number) => (n === 1 ? '1 post' : `${n} posts`);

export const tagColumns: AdminColumn<TagDto, (typeof TAG_SORTS)[number]>[] = [
  nameColumn('Title', (t) => t.title, 'title'),
  { key: 'posts', label: 'Posts', sort: 'posts_count', width: 110, render: (t) => t.posts_count },
  {
    key: 'created',
    label: 'Created',
    sort: 'created_at',
    width: 160,
    wideOnly: true,
    render: (t) => created.format(new Date(t.created_at)),
  },
];

export const tagDeleteDetail = (t: TagDto) =>
  t.posts_count ? `${postsLabel(t.posts_count)} will lose this tag; posts are not deleted.` : null;

export const tagTable: AdminTable<TagDto, (typeof TAG_SORTS)[number]> = {
  sorts: TAG_SORTS,
  defaultSort: 'title',
  description: 'Tags group news, press releases and arttextstyle posts.',
  nouns: { one: 'tag', many: 'tags' },
  emptyHint: 'Create the first tag, then choose it on a news item, press release or arttextstyle post.',
  columns: tagColumns,
  rowLabel: (t) => t.title,
  deleteDetail: tagDeleteDetail,
};
