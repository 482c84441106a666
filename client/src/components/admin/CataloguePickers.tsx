// Pickers over catalogue items for the admin forms: artists (one or several) and publications.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '#shared/constants';
import { trpc } from '../../lib/trpc';
import { type Option, SearchMultiSelect } from './SearchMultiSelect';

interface MultiProps {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  known?: Option[];
  error?: ReactNode;
  description?: ReactNode;
}

const useSearch = () => {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  return { search, setSearch, term: debounced || undefined };
};

/** Several artists, searched by name on the server. */
export function ArtistsPicker(p: MultiProps) {
  const s = useSearch();
  const query = trpc.catalogueAdmin.artists.useQuery(
    { search: s.term, limit: 'all', page: 1, sort: 'last_name', order: 'asc', search_type: 'name' },
    { placeholderData: keepPreviousData },
  );
  return (
    <SearchMultiSelect
      {...p}
      placeholder="Search artists"
      options={query.data?.list.map((a) => ({ id: a.id, title: a.full_name }))}
      search={s.search}
      onSearchChange={s.setSearch}
      loading={query.isFetching}
    />
  );
}

/** Several publications, searched by title on the server. */
export function PublicationsPicker(p: MultiProps) {
  const s = useSearch();
  const query = trpc.catalogueAdmin.publications.useQuery(
    { search: s.term, limit: 'all', page: 1, sort: 'title', order: 'asc' },
    { placeholderData: keepPreviousData },
  );
  return (
    <SearchMultiSelect
      {...p}
      placeholder="Search publications"
      options={query.data?.list.map((x) => ({ id: x.id, title: x.title }))}
      search={s.search}
      onSearchChange={s.setSearch}
      loading={query.isFetching}
    />
  );
}

interface SelectProps {
  label: string;
  value: number | null;
  onChange: (id: number | null) => void;
  /** the edited item's artist, so its name shows before the list has loaded */
  known?: Option | null;
  error?: ReactNode;
  required?: boolean;
}

/** One artist: every artist (limit=all), filtered as you type. */
export function ArtistSelect({ label, value, onChange, known, error, required }: SelectProps) {
  const query = trpc.catalogueAdmin.artists.useQuery({
    limit: 'all',
    page: 1,
    sort: 'last_name',
    order: 'asc',
    search_type: 'name',
  });
  const data = (query.data?.list ?? []).map((a) => ({ value: String(a.id), label: a.full_name }));
  if (known && !data.some((d) => d.value === String(known.id)))
    data.unshift({ value: String(known.id), label: known.title });
  return (
    <Select
      label={label}
      required={required}
      searchable
      clearable={!required}
      nothingFoundMessage={query.isLoading ? 'Loading…' : 'No artist of that name'}
      placeholder="Choose an artist"
      data={data}
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(v ? Number(v) : null)}
      error={error}
    />
  );
}
