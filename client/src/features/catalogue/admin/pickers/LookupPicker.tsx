// A picker over one catalogue lookup (GET /admin/materials, /colors, /regions, /art-types, /periods)
// searched on the server with limit=all. Materials, colors and regions can be created on the spot
// (POST /admin/material|color|region); a duplicate shows the server's message under the field.
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '#shared/constants';
import type { LookupItem } from '#shared/schemas/lookup';
import { applyErrorPolicy } from '#client/lib/error-policy';
import { toastSuccess } from '#client/lib/toast';
import { SearchMultiSelect } from '#client/components/admin/SearchMultiSelect';
import { firstFieldErrors, messageOf } from '#client/lib/api-error';
import { type LookupKind, useCreateLookup, useLookupList } from '#client/features/catalogue/api';

interface Props {
  kind: LookupKind;
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  /** the edited item's own lookups, for their titles */
  known?: LookupItem[];
  error?: ReactNode;
  description?: ReactNode;
}

export function LookupPicker({ kind, label, value, onChange, known, error, description }: Props) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useLookupList(kind, debounced || undefined);
  const create = useCreateLookup(kind);

  const onCreate = create
    ? async (title: string) => {
        try {
          const saved = await create(title);
          toastSuccess(saved.message);
          return saved.item;
        } catch (err) {
          // 401 and 5xx went through the global policy: nothing more to say under the field.
          const handled = applyErrorPolicy(err, { isQuery: false });
          throw new Error(handled ? '' : (firstFieldErrors(err).title ?? messageOf(err)), { cause: err });
        }
      }
    : undefined;

  return (
    <SearchMultiSelect
      label={label}
      description={description}
      placeholder={create ? 'Search or create' : 'Search'}
      value={value}
      onChange={onChange}
      options={query.data?.list}
      known={known}
      search={search}
      onSearchChange={setSearch}
      loading={query.isFetching}
      onCreate={onCreate}
      error={error}
    />
  );
}
