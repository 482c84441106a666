import { useState } from 'react';
import { toastSuccess } from '#client/lib/toast';
import { useAdminFilters } from '#client/components/admin/AdminFilterBar';
import { AdminListView } from '#client/components/admin/AdminListPage';
import { tablePage } from '#client/components/admin/use-admin-crud-list';
import { reportMutationError } from '#client/components/admin/mutation-errors';
import { listInput, useListParams } from '#client/components/admin/use-list-params';
import { ADMIN_COMMENT_SORTS, type CommentDto } from '#shared/schemas/post';
import { useApproveComment, useCommentList, useDeleteComment } from '#client/features/media/api';
import { COMMENT_STATE_GROUP, commentColumns } from '#client/features/media/admin/comments/comment-columns';

const FILTERS = ['status'] as const;

/** /admin/arttextstyle/comments: readers' comments wait here until approved; approve or delete. */
export default function CommentsAdminPage() {
  const list = useListParams(ADMIN_COMMENT_SORTS, 'created_at');
  const filters = useAdminFilters(FILTERS);
  const query = useCommentList({
    ...listInput(list),
    status: filters.values.status as 'waiting' | 'approved' | undefined,
  });
  const approve = useApproveComment();
  const remove = useDeleteComment();
  const [approving, setApproving] = useState<number>();
  const run = async (c: CommentDto) => {
    setApproving(c.id);
    try {
      toastSuccess((await approve.mutateAsync({ id: c.id })).message);
    } catch (err) {
      reportMutationError(err);
    } finally {
      setApproving(undefined);
    }
  };
  const waiting = query.data?.waiting ?? 0;

  return (
    <AdminListView
      description={
        waiting === 0
          ? 'Readers’ comments on arttextstyle posts. None is waiting: new ones appear here before visitors see them.'
          : `Readers’ comments on arttextstyle posts. ${waiting === 1 ? 'One waits' : `${waiting} wait`} for approval: visitors see a comment once it is approved.`
      }
      filters={{ ...filters, groups: [COMMENT_STATE_GROUP] }}
      noun="comments"
      columns={commentColumns({ run: (c) => void run(c), pendingId: approving })}
      list={list}
      {...tablePage(query)}
      rowKey={(c) => c.id}
      rowLabel={(c) => `the comment of ${c.name}`}
      onDelete={(c) => remove.mutateAsync({ id: c.id })}
      empty={{
        title: 'No comments yet',
        description: 'When a reader comments on a post, the comment waits here for your approval.',
      }}
    />
  );
}
