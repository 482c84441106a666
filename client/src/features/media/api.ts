// The media domain's procedures as hooks: the only place the client names them.
import { keepPreviousData } from '@tanstack/react-query';
import type { ArtAdvisoryListInput } from '#shared/schemas/art-advisory';
import type { LooseThreadListInput } from '#shared/schemas/loose-thread';
import type { MemoriamListInput } from '#shared/schemas/memoriam';
import type { TagListInput } from '#shared/schemas/tag';
import { HANDLED, saveWith } from '../../lib/admin-mutations';
import { trpc } from '../../lib/trpc';

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
