import { useState } from 'react';
import { toastSuccess } from '#client/lib/toast';
import { AdminFilterBar, filteredEmpty, useAdminFilters } from '#client/components/admin/AdminFilterBar';
import { AdminListTable } from '#client/components/admin/AdminListTable';
import { AdminPageHeader } from '#client/components/admin/AdminPageHeader';
import { reportMutationError } from '#client/components/admin/mutation-errors';
import { useListParams } from '#client/components/admin/use-list-params';
import { useRouteHandle } from '#client/lib/route-flags';
import { ADMIN_COMMENT_SORTS, type CommentDto } from '#shared/schemas/post';
import { useApproveComment, useCommentList, useDeleteComment } from '#client/features/media/api';
import { COMMENT_STATE_GROUP, commentColumns } from '#client/features/media/admin/comments/comment-columns';
import { useDocumentTitle } from '#client/lib/use-document-title';

const FILTERS = ['status'] as const;

/** /admin/arttextstyle/comments: readers' comments wait here until approved; approve or delete. */
export default function CommentsAdminPage() {
  useDocumentTitle();
  const title = useRouteHandle()?.title ?? '';
  const list = useListParams(ADMIN_COMMENT_SORTS, 'created_at');
  const filters = useAdminFilters(FILTERS);
  const query = useCommentList({
    sort: list.sort,
    order: list.order,
    page: list.page,
    search: list.search || undefined,
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
    <>
      <AdminPageHeader
        title={title}
        description={
          waiting === 0
            ? 'Readers’ comments on arttextstyle posts. None is waiting: new ones appear here before visitors see them.'
            : `Readers’ comments on arttextstyle posts. ${waiting === 1 ? 'One waits' : `${waiting} wait`} for approval: visitors see a comment once it is approved.`
        }
      />
      <AdminFilterBar groups={[COMMENT_STATE_GROUP]} filters={filters} />
      <AdminListTable
        noun="comments"
        columns={commentColumns({ run: (c) => void run(c), pendingId: approving })}
        list={list}
        rows={query.data?.list}
        total={query.data?.total}
        hasMorePages={query.data?.hasMorePages}
        fetching={query.isFetching}
        rowKey={(c) => c.id}
        rowLabel={(c) => `the comment of ${c.name}`}
        onDelete={(c) => remove.mutateAsync({ id: c.id })}
        empty={filteredEmpty(filters, 'comments', {
          title: 'No comments yet',
          description: 'When a reader comments on a post, the comment waits here for your approval.',
        })}
      />
    </>
  );
}
