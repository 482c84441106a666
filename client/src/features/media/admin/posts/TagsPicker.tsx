// The tags of a post, searched on the server (GET /admin/tags) and created on the spot (POST
// /admin/tag); a duplicate shows the server's message under the field.
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '#shared/constants';
import { applyErrorPolicy } from '#client/lib/error-policy';
import { toastSuccess } from '#client/lib/toast';
import { type Option, SearchMultiSelect } from '#client/components/admin/SearchMultiSelect';
import { HANDLED } from '#client/lib/admin-mutations';
import { firstFieldErrors, messageOf } from '#client/lib/api-error';
import { trpc } from '#client/lib/trpc';

interface Props {
  value: number[];
  onChange: (ids: number[]) => void;
  known?: Option[];
  error?: ReactNode;
}

export function TagsPicker({ value, onChange, known, error }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const utils = trpc.useUtils();
  const query = trpc.tags.list.useQuery(
    { search: debounced || undefined, limit: 'all', sort: 'title', page: 1 },
    { placeholderData: keepPreviousData },
  );
  const create = trpc.tags.create.useMutation({ ...HANDLED, onSuccess: () => void utils.tags.invalidate() });

  const onCreate = async (title: string) => {
    try {
      const saved = await create.mutateAsync({ title });
      toastSuccess(saved.message);
      return { id: saved.tag.id, title: saved.tag.title };
    } catch (err) {
      // 401 and 5xx went through the global policy: nothing more to say under the field.
      const handled = applyErrorPolicy(err, { isQuery: false });
      throw new Error(handled ? '' : (firstFieldErrors(err).title ?? messageOf(err)), { cause: err });
    }
  };

  return (
    <SearchMultiSelect
      label="Tags"
      description="Visitors click a tag to read every post that has it. Type to find one, or to create it."
      placeholder="Search tags"
      value={value}
      onChange={onChange}
      known={known}
      error={error}
      options={query.data?.list}
      search={search}
      onSearchChange={setSearch}
      loading={query.isFetching}
      onCreate={onCreate}
    />
  );
}
