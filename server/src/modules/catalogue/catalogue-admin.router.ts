// The catalogue's admin procedures: lookups, filters, and the CRUD of artists (+ their
// publications), publications and artworks. Wiring only: paths, schemas and one service call each.
import { artistCrud, artistPublicationsInput } from '#shared/schemas/artist';
import { artworkCrud, artworkSearchInput, artworkSearchOutput } from '#shared/schemas/artwork';
import { idInput } from '#shared/schemas/list';
import {
  adminFiltersInput,
  adminFiltersOutput,
  lookupInput,
  lookupListInput,
  lookupListOutput,
  lookupSavedOutput,
} from '#shared/schemas/lookup';
import { artistPublicationsOutput, artistPublicationsSavedOutput, publicationCrud } from '#shared/schemas/publication';
import type { LookupName } from '#server/db/schema';
import { crud } from '#server/trpc/crud';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import { adminFilters } from './admin-filters.service';
import * as artists from './artist.service';
import * as artworks from './artwork.service';
import * as lookups from './lookup.service';
import { publicationService } from './publication.service';

const tag = 'catalogue';
const { adminGet, adminPost, adminPut } = rest(tag);

const lookupList = (table: LookupName, path: `/admin/${string}`, what: string) =>
  adminGet(path, `${what} sorted by title (search, exclude_ids, limit)`)
    .input(lookupListInput)
    .output(lookupListOutput)
    .query(({ ctx, input }) => lookups.listLookup(ctx.deps, table, input));

const lookupCreate = (table: keyof typeof lookups.CREATABLE, path: `/admin/${string}`) =>
  adminPost(path, `Create a ${lookups.CREATABLE[table].noun.toLowerCase()}`)
    .input(lookupInput)
    .output(lookupSavedOutput)
    .mutation(({ ctx, input }) => lookups.createLookup(ctx.deps, table, input));

const artistsRouter = router({
  ...crud(tag, artistCrud, artists.artistService, {
    paths: { list: '/admin/artists', item: '/admin/artist' },
    nouns: { one: 'artist', many: 'Artists' },
    summaries: { delete: 'Delete an artist (403 while they still have artworks)' },
  }),

  publications: adminGet('/admin/artist/{id}/publications', "An artist's publications")
    .input(idInput)
    .output(artistPublicationsOutput)
    .query(({ ctx, input }) => artists.getArtistPublications(ctx.deps, input.id)),

  setPublications: adminPut('/admin/artist/{id}/publications', "Replace an artist's publications (in the order given)")
    .input(artistPublicationsInput)
    .output(artistPublicationsSavedOutput)
    .mutation(({ ctx, input }) => artists.setArtistPublications(ctx.deps, input.id, input.publications)),
});

const publicationsRouter = router(
  crud(tag, publicationCrud, publicationService, {
    paths: { list: '/admin/publications', item: '/admin/publication' },
    nouns: { one: 'publication', many: 'Publications' },
  }),
);

const artworksRouter = router({
  // Before the CRUD paths: the REST layer takes the first path that matches /admin/artworks/...
  search: adminGet('/admin/artworks/search', 'Find artworks by title or sku')
    .input(artworkSearchInput)
    .output(artworkSearchOutput)
    .query(({ ctx, input }) => artworks.searchArtworks(ctx.deps, input)),

  ...crud(tag, artworkCrud, artworks.artworkService, {
    paths: { list: '/admin/artworks', item: '/admin/artwork' },
    nouns: { one: 'artwork', many: 'Artworks' },
  }),
});

export const catalogueAdminRouter = router({
  regions: lookupList('regions', '/admin/regions', 'Regions'),
  exhibitionTypes: lookupList('exhibition_types', '/admin/exhibition-types', 'Exhibition types'),
  colors: lookupList('colors', '/admin/colors', 'Colors'),
  artTypes: lookupList('art_types', '/admin/art-types', 'Art types'),
  materials: lookupList('materials', '/admin/materials', 'Materials'),
  // Not in the spec's list: the artwork form needs it, because artworks have periods.
  periods: lookupList('periods', '/admin/periods', 'Periods'),
  createMaterial: lookupCreate('materials', '/admin/material'),
  createColor: lookupCreate('colors', '/admin/color'),
  createRegion: lookupCreate('regions', '/admin/region'),

  filters: adminGet('/admin/filters', 'Filter groups of an admin table')
    .input(adminFiltersInput)
    .output(adminFiltersOutput)
    .query(({ ctx, input }) => adminFilters(ctx.deps, input)),

  artists: artistsRouter,
  publications: publicationsRouter,
  artworks: artworksRouter,
});
