import { Button, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { TAG_SORTS, type TagDto } from '#shared/schemas/tag';
import { type AdminColumn, AdminListTable } from '../../components/admin/AdminListTable';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { useListParams } from '../../components/admin/use-list-params';
import { trpc } from '../../lib/trpc';
import { useDocumentTitle } from '../../lib/use-document-title';
import { TagFormModal } from './tags/TagFormModal';

type TagSort = (typeof TAG_SORTS)[number];

const created = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const postsLabel = (n: number) => (n === 1 ? '1 post' : `${n} posts`);

const columns: AdminColumn<TagDto, TagSort>[] = [
  {
    key: 'title',
    label: 'Title',
    sort: 'title',
    render: (t) => (
      <Text fw={500} size="sm">
        {t.title}
      </Text>
    ),
  },
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

/** /admin/content/tags: the tags of news, press releases and arttextstyle posts. */
export default function TagsPage() {
  useDocumentTitle();
  const list = useListParams(TAG_SORTS, 'title');
  // undefined: closed; null: a new tag; a tag: editing it.
  const [editing, setEditing] = useState<TagDto | null | undefined>(undefined);
  const query = trpc.tags.list.useQuery(
    { sort: list.sort, order: list.order, page: list.page, search: list.search || undefined },
    { placeholderData: keepPreviousData },
  );
  const utils = trpc.useUtils();
  const remove = trpc.tags.delete.useMutation({
    meta: { handlesErrors: true },
    onSuccess: () => utils.tags.invalidate(),
  });

  const newTag = (
    <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setEditing(null)}>
      New tag
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Tags"
        description="Tags group news, press releases and arttextstyle posts."
        actions={newTag}
      />
      <AdminListTable
        noun="tags"
        columns={columns}
        list={list}
        rows={query.data?.list}
        total={query.data?.total}
        hasMorePages={query.data?.hasMorePages}
        fetching={query.isFetching}
        rowKey={(t) => t.id}
        rowLabel={(t) => t.title}
        onEdit={(t) => setEditing(t)}
        onDelete={(t) => remove.mutateAsync({ id: t.id })}
        deleteDetail={(t) =>
          t.posts_count ? `${postsLabel(t.posts_count)} will lose this tag; posts are not deleted.` : null
        }
        empty={{
          title: 'No tags yet',
          description: 'Create the first tag, then choose it on a news item, press release or arttextstyle post.',
          action: newTag,
        }}
      />
      {editing !== undefined && (
        <TagFormModal key={editing?.id ?? 'new'} tag={editing} onClose={() => setEditing(undefined)} />
      )}
    </>
  );
}
