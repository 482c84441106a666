// Readers' comments on arttextstyle posts. Moderated (beyond the spec): a new comment waits until
// staff approve it, and only approved ones are public. Bots meet a honeypot and the rate limiter.
import type { z } from 'zod';
import { formatDayLong } from '#shared/format';
import { COMMENT_RECEIVED, type CommentDto, type commentInput, type commentListInput } from '#shared/schemas/post';
import type { AppDeps } from '#server/deps';
import { countedPage, pageWindow } from '#server/db/paging';
import { fieldError, NotFound } from '#server/lib/errors';
import { clientGroup, rateLimited } from '#server/lib/rate-limit';
import { BLOG_POST } from './post-kinds';
import { findPublicPostById } from './post.repository';
import * as repo from './comment.repository';

export const COMMENT_NOT_FOUND = 'Comment not found';
export const COMMENT_DELETED = 'Comment successfully deleted';
export const COMMENT_APPROVED = 'Comment successfully approved';
export const COMMENT_POST_GONE = 'This post is no longer open for comments';
/** Comments per client address: a reader writes a few, a bot many. */
export const COMMENT_LIMIT = { count: 5, windowMs: 10 * 60_000 } as const;

const PREVIEW_CHARS = 120;

const preview = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > PREVIEW_CHARS ? `${line.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : line;
};

const toDto = (r: repo.CommentRow): CommentDto => ({
  id: r.id,
  post_id: r.post_id,
  title: r.post_title,
  post_slug: r.post_slug,
  comment_info: `${r.name} <${r.email}>, ${formatDayLong(r.created_at.slice(0, 10))}`,
  name: r.name,
  email: r.email,
  preview: preview(r.body),
  body: r.body,
  approved: r.approved_at !== null,
  approved_at: r.approved_at,
  created_at: r.created_at,
});

type ListQuery = z.output<typeof commentListInput>;

export const listComments = async (deps: AppDeps, input: ListQuery) => {
  const filter = { state: input.status, search: input.search || undefined, excludeIds: input.exclude_ids };
  const window = pageWindow(input);
  const [page, waiting] = await Promise.all([
    countedPage(
      window,
      repo.countComments(deps.db, filter),
      repo.listComments(deps.db, filter, { sort: input.sort, order: input.order }, window),
      (rows) => rows.map(toDto),
    ),
    repo.countWaiting(deps.db),
  ]);
  return { ...page, waiting };
};

export const waitingCount = async (deps: AppDeps) => ({ waiting: await repo.countWaiting(deps.db) });

export const approveComment = async (deps: AppDeps, id: number) => {
  if (!(await repo.approveComment(deps.db, id, new Date().toISOString()))) throw new NotFound(COMMENT_NOT_FOUND);
  const row = await repo.findComment(deps.db, id);
  return { message: COMMENT_APPROVED, item: toDto(row!) };
};

export const deleteComment = async (deps: AppDeps, id: number) => {
  if (!(await repo.deleteComment(deps.db, id))) throw new NotFound(COMMENT_NOT_FOUND);
  return { message: COMMENT_DELETED };
};

/**
 * A visitor's comment on a public blog post, kept as plain text (React escapes it when shown) and
 * held for approval. A filled honeypot is thanked the same way, so a bot learns nothing.
 */
export const postComment = async (deps: AppDeps, input: z.output<typeof commentInput>, ip: string) => {
  const limited = deps.limiter.hit(`comment:${clientGroup(ip)}`, COMMENT_LIMIT.count, COMMENT_LIMIT.windowMs);
  if (!limited.ok) throw rateLimited(limited.retryAfterSeconds);
  if (input.website) return { message: COMMENT_RECEIVED };
  const post = await findPublicPostById(deps.db, BLOG_POST.key, new Date().toISOString(), input.post);
  if (!post) throw fieldError('post', COMMENT_POST_GONE);
  await repo.insertComment(deps.db, { post_id: post.id, name: input.name, email: input.email, body: input.comment });
  return { message: COMMENT_RECEIVED };
};

export const commentFigures = async (deps: AppDeps, since: string, latest: number) => {
  const [totals, rows] = await Promise.all([repo.commentTotals(deps.db, since), repo.latestComments(deps.db, latest)]);
  return { totals, latest: rows };
};
