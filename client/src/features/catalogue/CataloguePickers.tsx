// Pickers over catalogue items for the admin forms: artists (one or several), artworks and publications,
// and the exhibitions an artwork is shown in.
import { useDebouncedValue } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { SEARCH_DEBOUNCE_MS } from '#shared/constants';
import { type IdFieldProps, IdSelect } from '#client/components/admin/IdSelect';
import { type Option, SearchMultiSelect } from '#client/components/admin/SearchMultiSelect';
import { useExhibitionSearch } from '#client/features/events/api';
import { useArtistOptions, useArtworkOptions, usePublicationOptions } from './api';

interface MultiProps {
  label: string;
  value: number[];
  onChange: (ids: number[]) => void;
  known?: Option[];
  error?: ReactNode;
  description?: ReactNode;
}

/** Several items searched on the server as you type (debounced). */
function SearchPicker({
  useOptions,
  placeholder,
  ...p
}: MultiProps & {
  useOptions: (search?: string) => { data?: { list: Option[] }; isFetching: boolean };
  placeholder: string;
}) {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const query = useOptions(debounced || undefined);
  return (
    <SearchMultiSelect
      {...p}
      placeholder={placeholder}
      options={query.data?.list}
      search={search}
      onSearchChange={setSearch}
      loading={query.isFetching}
    />
  );
}

const useArtistTitles = (search?: string) => {
  const query = useArtistOptions(search);
  return { ...query, data: query.data && { list: query.data.list.map((a) => ({ id: a.id, title: a.full_name })) } };
};

/** Several artists, searched by name on the server. */
export const ArtistsPicker = (p: MultiProps) => (
  <SearchPicker {...p} useOptions={useArtistTitles} placeholder="Search artists" />
);

/** Several publications, searched by title on the server. */
export const PublicationsPicker = (p: MultiProps) => (
  <SearchPicker {...p} useOptions={usePublicationOptions} placeholder="Search publications" />
);

const useArtworkTitles = (search?: string) => {
  const query = useArtworkOptions(search);
  const title = (a: { title: string; artist_name: string }) =>
    a.artist_name ? `${a.title} (${a.artist_name})` : a.title;
  return { ...query, data: query.data && { list: query.data.list.map((a) => ({ id: a.id, title: title(a) })) } };
};

/** Several artworks, searched by title or sku on the server; each named with its artist. */
export const ArtworksPicker = (p: MultiProps) => (
  <SearchPicker {...p} useOptions={useArtworkTitles} placeholder="Search artworks by title or sku" />
);

/** Several exhibitions, searched by title on the server. */
export const ExhibitionsPicker = (p: MultiProps) => (
  <SearchPicker {...p} useOptions={useExhibitionSearch} placeholder="Search exhibitions" />
);

/** One artist: every artist (limit=all), filtered as you type. */
export function ArtistSelect(p: IdFieldProps) {
  const query = useArtistOptions();
  return (
    <IdSelect
      {...p}
      searchable
      clearable={!p.required}
      nothingFoundMessage={query.isLoading ? 'Loading…' : 'No artist of that name'}
      placeholder="Choose an artist"
      options={query.data?.list.map((a) => ({ id: a.id, title: a.full_name }))}
    />
  );
}
