// The catalogue's admin procedures: lookups, filters, artists (+ their publications), publications
// and artworks. Each is wiring only: meta, input, output (the DTO whitelist) and one service call.
import {
  artistInput,
  artistListInput,
  artistListOutput,
  artistOutput,
  artistPublicationsInput,
  artistSavedOutput,
  artistUpdateInput,
} from '#shared/schemas/artist';
import {
  artworkInput,
  artworkListInput,
  artworkListOutput,
  artworkOutput,
  artworkSavedOutput,
  artworkSearchInput,
  artworkSearchOutput,
  artworkUpdateInput,
} from '#shared/schemas/artwork';
import {
  adminFiltersInput,
  adminFiltersOutput,
  lookupInput,
  lookupListInput,
  lookupListOutput,
  lookupSavedOutput,
} from '#shared/schemas/lookup';
import {
  artistPublicationsOutput,
  artistPublicationsSavedOutput,
  publicationInput,
  publicationListInput,
  publicationListOutput,
  publicationOutput,
  publicationSavedOutput,
  publicationUpdateInput,
} from '#shared/schemas/publication';
import type { LookupName } from '#server/db/schema';
import { idInput, messageOutput } from '#shared/schemas/list';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import { adminFilters } from './admin-filters.service';
import * as artists from './artist.service';
import * as artworks from './artwork.service';
import * as lookups from './lookup.service';
import * as publications from './publication.service';

const { adminGet, adminPost, adminPut, adminDelete } = rest('catalogue');

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

  artists: adminGet('/admin/artists', 'Artists, filtered, sorted, paged')
    .input(artistListInput)
    .output(artistListOutput)
    .query(({ ctx, input }) => artists.listArtists(ctx.deps, input)),

  createArtist: adminPost('/admin/artist', 'Create an artist')
    .input(artistInput)
    .output(artistSavedOutput)
    .mutation(({ ctx, input }) => artists.createArtist(ctx.deps, input)),

  artist: adminGet('/admin/artist/{id}', 'One artist')
    .input(idInput)
    .output(artistOutput)
    .query(({ ctx, input }) => artists.getArtist(ctx.deps, input.id)),

  updateArtist: adminPut('/admin/artist/{id}', 'Edit an artist')
    .input(artistUpdateInput)
    .output(artistSavedOutput)
    .mutation(({ ctx, input }) => artists.updateArtist(ctx.deps, input.id, input)),

  deleteArtist: adminDelete('/admin/artist/{id}', 'Delete an artist (403 while they still have artworks)')
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => artists.deleteArtist(ctx.deps, input.id)),

  artistPublications: adminGet('/admin/artist/{id}/publications', "An artist's publications")
    .input(idInput)
    .output(artistPublicationsOutput)
    .query(({ ctx, input }) => artists.getArtistPublications(ctx.deps, input.id)),

  setArtistPublications: adminPut(
    '/admin/artist/{id}/publications',
    "Replace an artist's publications (in the order given)",
  )
    .input(artistPublicationsInput)
    .output(artistPublicationsSavedOutput)
    .mutation(({ ctx, input }) => artists.setArtistPublications(ctx.deps, input.id, input.publications)),

  publications: adminGet('/admin/publications', 'Publications, sorted and paged')
    .input(publicationListInput)
    .output(publicationListOutput)
    .query(({ ctx, input }) => publications.listPublications(ctx.deps, input)),

  createPublication: adminPost('/admin/publication', 'Create a publication')
    .input(publicationInput)
    .output(publicationSavedOutput)
    .mutation(({ ctx, input }) => publications.createPublication(ctx.deps, input)),

  publication: adminGet('/admin/publication/{id}', 'One publication')
    .input(idInput)
    .output(publicationOutput)
    .query(({ ctx, input }) => publications.getPublication(ctx.deps, input.id)),

  updatePublication: adminPut('/admin/publication/{id}', 'Edit a publication')
    .input(publicationUpdateInput)
    .output(publicationSavedOutput)
    .mutation(({ ctx, input }) => publications.updatePublication(ctx.deps, input.id, input)),

  deletePublication: adminDelete('/admin/publication/{id}', 'Delete a publication')
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => publications.deletePublication(ctx.deps, input.id)),

  artworks: adminGet('/admin/artworks', 'Artworks, filtered, sorted, paged')
    .input(artworkListInput)
    .output(artworkListOutput)
    .query(({ ctx, input }) => artworks.listArtworks(ctx.deps, input)),

  searchArtworks: adminGet('/admin/artworks/search', 'Find artworks by title or sku')
    .input(artworkSearchInput)
    .output(artworkSearchOutput)
    .query(({ ctx, input }) => artworks.searchArtworks(ctx.deps, input)),

  createArtwork: adminPost('/admin/artwork', 'Create an artwork')
    .input(artworkInput)
    .output(artworkSavedOutput)
    .mutation(({ ctx, input }) => artworks.createArtwork(ctx.deps, input)),

  artwork: adminGet('/admin/artwork/{id}', 'One artwork')
    .input(idInput)
    .output(artworkOutput)
    .query(({ ctx, input }) => artworks.getArtwork(ctx.deps, input.id)),

  updateArtwork: adminPut('/admin/artwork/{id}', 'Edit an artwork')
    .input(artworkUpdateInput)
    .output(artworkSavedOutput)
    .mutation(({ ctx, input }) => artworks.updateArtwork(ctx.deps, input.id, input)),

  deleteArtwork: adminDelete('/admin/artwork/{id}', 'Delete an artwork')
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => artworks.deleteArtwork(ctx.deps, input.id)),
});
