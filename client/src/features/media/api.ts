// The media domain's procedures as hooks: the only place the client names them. The CRUD routers'
// hooks come from crudHooks (lib/crud-hooks.ts); each write makes its own router's answers stale.
// News, press releases and arttextstyle posts are one set of hooks per kind; comments have the
// moderation queue's list, count, approve and delete.
import { keepPreviousData } from '@tanstack/react-query';
import type { CommentListInput } from '#shared/schemas/post';
import { HANDLED } from '#client/lib/admin-mutations';
import { crudHooks } from '#client/lib/crud-hooks';
import { type RouterInputs, trpc } from '#client/lib/trpc';

export const {
  useList: useTagList,
  useItem: useTag,
  useSave: useSaveTag,
  useRemove: useDeleteTag,
} = crudHooks(trpc.tags);

export const {
  useList: useMemoriamList,
  useItem: useMemoriam,
  useSave: useSaveMemoriam,
  useRemove: useDeleteMemoriam,
} = crudHooks(trpc.memoriams);

const looseThreads = crudHooks(trpc.looseThreads);
export const {
  useList: useLooseThreadList,
  useItem: useLooseThread,
  useSave: useSaveLooseThread,
  useRemove: useDeleteLooseThread,
} = looseThreads;
/** The staff's order; the screen shows its own outcome (it moved the rows before the answer). */
export const useSaveLooseThreadOrder = () =>
  trpc.looseThreads.saveOrder.useMutation({ ...HANDLED, onSuccess: looseThreads.useInvalidate() });

export const {
  useList: useArtAdvisoryList,
  useItem: useArtAdvisory,
  useSave: useSaveArtAdvisory,
  useRemove: useDeleteArtAdvisory,
} = crudHooks(trpc.artAdvisories);

/** Which posts a screen edits; it must not change for a mounted caller, since it picks the hooks. */
export type PostKindKey = 'news' | 'pressRelease' | 'blogPost';
export type PostValues = RouterInputs['postsAdmin']['news']['create'];

// News, press releases and blog posts: a post's tags change the Tags screen's counts.
const postHooks = (kind: PostKindKey) => crudHooks(trpc.postsAdmin[kind], { invalidates: [trpc.tags] });
export const POST_HOOKS = {
  news: postHooks('news'),
  pressRelease: postHooks('pressRelease'),
  blogPost: postHooks('blogPost'),
};

function useInvalidateComments() {
  const utils = trpc.useUtils();
  return () => void utils.postsAdmin.comments.invalidate();
}

export const useCommentList = (input: CommentListInput) =>
  trpc.postsAdmin.comments.list.useQuery(input, { placeholderData: keepPreviousData });

/** How many comments wait for approval: the sidebar's count, fresh when staff come back to the tab. */
export const useWaitingComments = () =>
  trpc.postsAdmin.comments.waiting.useQuery(undefined, { refetchOnWindowFocus: true, staleTime: 30_000 });

export const useApproveComment = () =>
  trpc.postsAdmin.comments.approve.useMutation({ ...HANDLED, onSuccess: useInvalidateComments() });

export const useDeleteComment = () =>
  trpc.postsAdmin.comments.delete.useMutation({ ...HANDLED, onSuccess: useInvalidateComments() });
