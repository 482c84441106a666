// Staff procedures of news, press releases and arttextstyle posts (the same five per kind), and
// the comments' moderation queue. Wiring only: meta, input, output and one service call.
import { z } from 'zod';
import { idInput, messageOutput } from '#shared/schemas/list';
import {
  commentApprovedOutput,
  commentListInput,
  commentListOutput,
  commentWaitingOutput,
  postCrud,
} from '#shared/schemas/post';
import { crud } from '#server/trpc/crud';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import * as comments from './comment.service';
import { BLOG_POST, NEWS, PRESS_RELEASE, type PostKind } from './post-kinds';
import { postService } from './post.service';

const { adminGet, adminPut, adminDelete } = rest('media');

const postAdminRouter = (kind: PostKind) =>
  router(
    crud('media', postCrud, postService(kind), {
      paths: { list: kind.paths.adminList, item: kind.paths.adminOne },
      nouns: kind.nouns,
      summaries: {
        list: `${kind.nouns.many}: status, types (tag ids), search in search_type, sort (title), order, page, limit`,
      },
    }),
  );

export const postsAdminRouter = router({
  news: postAdminRouter(NEWS),
  pressRelease: postAdminRouter(PRESS_RELEASE),
  blogPost: postAdminRouter(BLOG_POST),
  comments: router({
    list: adminGet(
      '/admin/comments',
      'Comments: status (waiting, approved), sort (newest first), order, page, search, limit',
    )
      .input(commentListInput)
      .output(commentListOutput)
      .query(({ ctx, input }) => comments.listComments(ctx.deps, input)),
    waiting: adminGet('/admin/comments/waiting', 'How many comments wait for approval (the sidebar count)')
      .input(z.void())
      .output(commentWaitingOutput)
      .query(({ ctx }) => comments.waitingCount(ctx.deps)),
    approve: adminPut('/admin/comment/{id}/approve', 'Approve a comment: visitors see it from now on (beyond the spec)')
      .input(idInput)
      .output(commentApprovedOutput)
      .mutation(({ ctx, input }) => comments.approveComment(ctx.deps, input.id)),
    delete: adminDelete('/admin/comment/{id}', 'Delete a comment')
      .input(idInput)
      .output(messageOutput)
      .mutation(({ ctx, input }) => comments.deleteComment(ctx.deps, input.id)),
  }),
});
