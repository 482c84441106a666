// A picker over one catalogue lookup (GET /admin/materials, /colors, /regions, /art-types, /periods)
// searched on the server with limit=all. Materials, colors and regions can be created on the spot
// (POST /admin/material|color|region); a duplicate shows the server's message under the field.
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '#shared/constants';
import type { LookupItem } from '#shared/schemas/lookup';
import { applyErrorPolicy } from '../../app/error-policy';
import { toastSuccess } from '../../app/toast';
import { firstFieldErrors, messageOf } from '../../lib/api-error';
import { trpc } from '../../lib/trpc';
import { SearchMultiSelect } from './SearchMultiSelect';

export type LookupKind = 'materials' | 'colors' | 'regions' | 'artTypes' | 'periods';

const CREATE = { materials: 'createMaterial', colors: 'createColor', regions: 'createRegion' } as const;

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
  const utils = trpc.useUtils();
  // `kind` never changes for a mounted picker, so this is always the same hook.
  const query = trpc.catalogueAdmin[kind].useQuery(
    { search: debounced || undefined, limit: 'all', page: 1 },
    { placeholderData: keepPreviousData },
  );

  const creator = kind in CREATE ? CREATE[kind as keyof typeof CREATE] : undefined;
  const onCreate = creator
    ? async (title: string) => {
        try {
          const saved = await utils.client.catalogueAdmin[creator].mutate({ title });
          toastSuccess(saved.message);
          void utils.catalogueAdmin[kind].invalidate();
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
      placeholder={creator ? 'Search or create' : 'Search'}
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
