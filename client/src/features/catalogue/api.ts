// The catalogue's admin procedures as hooks: the only place the client names them. Each save and
// delete invalidates what it changes, so screens and forms need not know the cache's keys.
import type { FilterGroup } from '#client/components/admin/AdminFilterBar';
import { HANDLED } from '#client/lib/admin-mutations';
import { crudHooks, listOptions } from '#client/lib/crud-hooks';
import { type RouterInputs, trpc } from '#client/lib/trpc';

type In = RouterInputs['catalogueAdmin'];

// Filters: the groups of GET /admin/filters for one admin table.
const useFilterGroups = (list: In['filters']['list']): FilterGroup[] =>
  trpc.catalogueAdmin.filters.useQuery({ list }, { staleTime: 60_000 }).data?.list ?? [];
export const useArtistFilterGroups = () => useFilterGroups('artists');
export const useArtworkFilterGroups = () => useFilterGroups('artworks');

// Artists, publications and artworks: the CRUD routers' hooks (lib/crud-hooks.ts). A write makes
// its own router's answers stale; an artwork's also its artist's artworks_count, an artist's the
// filters (their names).
const artists = crudHooks(trpc.catalogueAdmin.artists, { invalidates: [trpc.catalogueAdmin.filters] });
const publications = crudHooks(trpc.catalogueAdmin.publications);
const artworks = crudHooks(trpc.catalogueAdmin.artworks, { invalidates: [trpc.catalogueAdmin.artists] });

export const { useList: useArtistList, useItem: useArtist, useRemove: useDeleteArtist } = artists;
export const {
  useList: usePublicationList,
  useItem: usePublication,
  useSave: useSavePublication,
  useRemove: useDeletePublication,
} = publications;
export const {
  useList: useArtworkList,
  useItem: useArtwork,
  useSave: useSaveArtwork,
  useRemove: useDeleteArtwork,
} = artworks;

export const useArtistPublications = (id: number | undefined) =>
  trpc.catalogueAdmin.artists.publications.useQuery({ id: id ?? 0 }, { enabled: id !== undefined });

/** Saves an artist, then their publications (their own call) when `publications` changed. */
export const useSaveArtist = () => {
  const save = artists.useSave();
  const setPublications = trpc.catalogueAdmin.artists.setPublications.useMutation({
    ...HANDLED,
    onSuccess: artists.useInvalidate(),
  });
  return async (id: number | null, values: In['artists']['create'], publications?: number[]) => {
    const saved = await save(id, values);
    if (publications) await setPublications.mutateAsync({ id: saved.item.id, publications });
    return saved;
  };
};

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
