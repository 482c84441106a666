// The media domain's procedures as hooks: the only place the client names them. News, press
// releases and arttextstyle posts are one set of hooks over a kind; comments have the moderation
// queue's list, count, approve and delete. Each write invalidates what it changes.
import { keepPreviousData } from '@tanstack/react-query';
import type { ArtAdvisoryListInput } from '#shared/schemas/art-advisory';
import type { LooseThreadListInput } from '#shared/schemas/loose-thread';
import type { MemoriamListInput } from '#shared/schemas/memoriam';
import type { CommentListInput, PostListInput } from '#shared/schemas/post';
import type { TagListInput } from '#shared/schemas/tag';
import { HANDLED, saveWith } from '../../lib/admin-mutations';
import { type RouterInputs, trpc } from '../../lib/trpc';

const useInvalidateTags = () => {
  const utils = trpc.useUtils();
  return () => void utils.tags.invalidate();
};

export const useTagList = (input: TagListInput) =>
  trpc.tags.list.useQuery(input, { placeholderData: keepPreviousData });

export const useTag = (id: number | undefined) =>
  trpc.tags.get.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });

export const useSaveTag = () => {
  const onSuccess = useInvalidateTags();
  return saveWith(
    trpc.tags.create.useMutation({ ...HANDLED, onSuccess }),
    trpc.tags.update.useMutation({ ...HANDLED, onSuccess }),
  );
};

export const useDeleteTag = () => trpc.tags.delete.useMutation({ ...HANDLED, onSuccess: useInvalidateTags() });

// --- Memoriams, loose threads and art advisories: each mutation refreshes its kind's lists.

const useInvalidate = (kind: 'memoriams' | 'looseThreads' | 'artAdvisories') => {
  const utils = trpc.useUtils();
  return () => void utils[kind].invalidate();
};

export const useMemoriamList = (input: MemoriamListInput) =>
  trpc.memoriams.list.useQuery(input, { placeholderData: keepPreviousData });
export const useMemoriam = (id: number | undefined) =>
  trpc.memoriams.get.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });
export const useSaveMemoriam = () => {
  const onSuccess = useInvalidate('memoriams');
  return saveWith(
    trpc.memoriams.create.useMutation({ ...HANDLED, onSuccess }),
    trpc.memoriams.update.useMutation({ ...HANDLED, onSuccess }),
  );
};
export const useDeleteMemoriam = () =>
  trpc.memoriams.delete.useMutation({ ...HANDLED, onSuccess: useInvalidate('memoriams') });

export const useLooseThreadList = (input: LooseThreadListInput) =>
  trpc.looseThreads.list.useQuery(input, { placeholderData: keepPreviousData });
export const useLooseThread = (id: number | undefined) =>
  trpc.looseThreads.get.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });
export const useSaveLooseThread = () => {
  const onSuccess = useInvalidate('looseThreads');
  return saveWith(
    trpc.looseThreads.create.useMutation({ ...HANDLED, onSuccess }),
    trpc.looseThreads.update.useMutation({ ...HANDLED, onSuccess }),
  );
};
export const useDeleteLooseThread = () =>
  trpc.looseThreads.delete.useMutation({ ...HANDLED, onSuccess: useInvalidate('looseThreads') });
/** The staff's order; the screen shows its own outcome (it moved the rows before the answer). */
export const useSaveLooseThreadOrder = () =>
  trpc.looseThreads.saveOrder.useMutation({ ...HANDLED, onSuccess: useInvalidate('looseThreads') });

export const useArtAdvisoryList = (input: ArtAdvisoryListInput) =>
  trpc.artAdvisories.list.useQuery(input, { placeholderData: keepPreviousData });
export const useArtAdvisory = (id: number | undefined) =>
  trpc.artAdvisories.get.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });
export const useSaveArtAdvisory = () => {
  const onSuccess = useInvalidate('artAdvisories');
  return saveWith(
    trpc.artAdvisories.create.useMutation({ ...HANDLED, onSuccess }),
    trpc.artAdvisories.update.useMutation({ ...HANDLED, onSuccess }),
  );
};
export const useDeleteArtAdvisory = () =>
  trpc.artAdvisories.delete.useMutation({ ...HANDLED, onSuccess: useInvalidate('artAdvisories') });
/** Which posts a screen edits; it must not change for a mounted caller, since it picks the hooks. */
export type PostKindKey = 'news' | 'pressRelease' | 'blogPost';
export type PostValues = RouterInputs['postsAdmin']['news']['create'];

// News, press releases and blog posts: one set of hooks per kind, made once at load.
const postHooks = (kind: PostKindKey) => {
  function useInvalidate() {
    const utils = trpc.useUtils();
    return () => {
      void utils.postsAdmin[kind].invalidate();
      // A post's tags change the Tags screen's counts.
      void utils.tags.invalidate();
    };
  }
  return {
    useList: (input: PostListInput) =>
      trpc.postsAdmin[kind].list.useQuery(input, { placeholderData: keepPreviousData }),
    useItem: (id: number | undefined) =>
      trpc.postsAdmin[kind].get.useQuery({ id: id ?? 0 }, { enabled: id !== undefined }),
    useSave: () => {
      const onSuccess = useInvalidate();
      return saveWith(
        trpc.postsAdmin[kind].create.useMutation({ ...HANDLED, onSuccess }),
        trpc.postsAdmin[kind].update.useMutation({ ...HANDLED, onSuccess }),
      );
    },
    useRemove: () => trpc.postsAdmin[kind].delete.useMutation({ ...HANDLED, onSuccess: useInvalidate() }),
  };
};

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
