// The media domain's procedures as hooks: the only place the client names them.
import { keepPreviousData } from '@tanstack/react-query';
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
