// The catalogue's admin procedures as hooks: the only place the client names them. Each save and
// delete invalidates what it changes, so screens and forms need not know the cache's keys.
import { keepPreviousData } from '@tanstack/react-query';
import type { FilterGroup } from '../../components/admin/AdminFilterBar';
import { HANDLED, saveWith } from '../../lib/admin-mutations';
import { type RouterInputs, trpc } from '../../lib/trpc';

type In = RouterInputs['catalogueAdmin'];
const listOptions = { placeholderData: keepPreviousData };
const byId = (id: number | undefined) => [{ id: id ?? 0 }, { enabled: id !== undefined }] as const;

// Filters: the groups of GET /admin/filters for one admin table.
const useFilterGroups = (list: In['filters']['list']): FilterGroup[] =>
  trpc.catalogueAdmin.filters.useQuery({ list }, { staleTime: 60_000 }).data?.list ?? [];
export const useArtistFilterGroups = () => useFilterGroups('artists');
export const useArtworkFilterGroups = () => useFilterGroups('artworks');

// Artists
export const useArtistList = (input: In['artists']['list']) =>
  trpc.catalogueAdmin.artists.list.useQuery(input, listOptions);
export const useArtist = (id: number | undefined) => trpc.catalogueAdmin.artists.get.useQuery(...byId(id));
export const useArtistPublications = (id: number | undefined) =>
  trpc.catalogueAdmin.artists.publications.useQuery(...byId(id));

/** Saves an artist, then their publications (their own call) when `publications` changed. */
export const useSaveArtist = () => {
  const utils = trpc.useUtils();
  const onSuccess = () => {
    void utils.catalogueAdmin.artists.list.invalidate();
    void utils.catalogueAdmin.artists.get.invalidate();
    void utils.catalogueAdmin.artists.publications.invalidate();
    void utils.catalogueAdmin.filters.invalidate();
  };
  const save = saveWith(
    trpc.catalogueAdmin.artists.create.useMutation({ ...HANDLED, onSuccess }),
    trpc.catalogueAdmin.artists.update.useMutation({ ...HANDLED, onSuccess }),
  );
  const setPublications = trpc.catalogueAdmin.artists.setPublications.useMutation({ ...HANDLED, onSuccess });
  return async (id: number | null, values: In['artists']['create'], publications?: number[]) => {
    const saved = await save(id, values);
    if (publications) await setPublications.mutateAsync({ id: saved.item.id, publications });
    return saved;
  };
};

export const useDeleteArtist = () => {
  const utils = trpc.useUtils();
  return trpc.catalogueAdmin.artists.delete.useMutation({
    ...HANDLED,
    onSuccess: () => void utils.catalogueAdmin.artists.list.invalidate(),
  });
};

// Publications
export const usePublicationList = (input: In['publications']['list']) =>
  trpc.catalogueAdmin.publications.list.useQuery(input, listOptions);
export const usePublication = (id: number | undefined) => trpc.catalogueAdmin.publications.get.useQuery(...byId(id));

export const useSavePublication = () => {
  const utils = trpc.useUtils();
  const onSuccess = () => {
    void utils.catalogueAdmin.publications.list.invalidate();
    void utils.catalogueAdmin.publications.get.invalidate();
  };
  return saveWith(
    trpc.catalogueAdmin.publications.create.useMutation({ ...HANDLED, onSuccess }),
    trpc.catalogueAdmin.publications.update.useMutation({ ...HANDLED, onSuccess }),
  );
};

export const useDeletePublication = () => {
  const utils = trpc.useUtils();
  return trpc.catalogueAdmin.publications.delete.useMutation({
    ...HANDLED,
    onSuccess: () => void utils.catalogueAdmin.publications.list.invalidate(),
  });
};

// Artworks (an artist's artworks_count changes with them)
export const useArtworkList = (input: In['artworks']['list']) =>
  trpc.catalogueAdmin.artworks.list.useQuery(input, listOptions);
export const useArtwork = (id: number | undefined) => trpc.catalogueAdmin.artworks.get.useQuery(...byId(id));

const useInvalidateArtworks = () => {
  const utils = trpc.useUtils();
  return () => {
    void utils.catalogueAdmin.artworks.list.invalidate();
    void utils.catalogueAdmin.artworks.get.invalidate();
    void utils.catalogueAdmin.artists.list.invalidate();
  };
};

export const useSaveArtwork = () => {
  const onSuccess = useInvalidateArtworks();
  return saveWith(
    trpc.catalogueAdmin.artworks.create.useMutation({ ...HANDLED, onSuccess }),
    trpc.catalogueAdmin.artworks.update.useMutation({ ...HANDLED, onSuccess }),
  );
};

export const useDeleteArtwork = () =>
  trpc.catalogueAdmin.artworks.delete.useMutation({ ...HANDLED, onSuccess: useInvalidateArtworks() });

// Pickers: every artist or publication matching a search (limit=all).
export const useArtistOptions = (search?: string) =>
  trpc.catalogueAdmin.artists.list.useQuery(
    { search, limit: 'all', page: 1, sort: 'last_name', order: 'asc', search_type: 'name' },
    listOptions,
  );
export const usePublicationOptions = (search?: string) =>
  trpc.catalogueAdmin.publications.list.useQuery(
    { search, limit: 'all', page: 1, sort: 'title', order: 'asc' },
    listOptions,
  );

/** Artworks by title or sku (GET /admin/artworks/search), for the exhibition and viewing-room pickers. */
export const useArtworkOptions = (search?: string) =>
  trpc.catalogueAdmin.artworks.search.useQuery({ search, limit: 'all' }, listOptions);

// Lookups (materials, colors, regions, art types, periods); three of them can be created on the spot.
export type LookupKind = 'materials' | 'colors' | 'regions' | 'artTypes' | 'periods';
const CREATE = { materials: 'createMaterial', colors: 'createColor', regions: 'createRegion' } as const;

/** `kind` must not change for a mounted caller: it picks the hook. */
export const useLookupList = (kind: LookupKind, search?: string) =>
  trpc.catalogueAdmin[kind].useQuery({ search, limit: 'all', page: 1 }, listOptions);

/** Creates a lookup item by title, or undefined where the kind cannot be created. */
export const useCreateLookup = (kind: LookupKind) => {
  const utils = trpc.useUtils();
  const creator = kind in CREATE ? CREATE[kind as keyof typeof CREATE] : undefined;
  if (!creator) return undefined;
  return async (title: string) => {
    const saved = await utils.client.catalogueAdmin[creator].mutate({ title });
    void utils.catalogueAdmin[kind].invalidate();
    return saved;
  };
};
