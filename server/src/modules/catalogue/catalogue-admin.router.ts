// The catalogue's admin procedures: lookups, filters, artists (+ their publications), publications
// and artworks. Each is wiring only: meta, input, output (the DTO whitelist) and one service call.
import { messageOutput } from '#shared/schemas/auth';
import {
  artistIdInput,
  artistInput,
  artistListInput,
  artistListOutput,
  artistOutput,
  artistPublicationsInput,
  artistSavedOutput,
  artistUpdateInput,
} from '#shared/schemas/artist';
import {
  artworkIdInput,
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
  publicationIdInput,
  publicationInput,
  publicationListInput,
  publicationListOutput,
  publicationOutput,
  publicationSavedOutput,
  publicationUpdateInput,
} from '#shared/schemas/publication';
import type { LookupName } from '#server/db/schema';
import { adminProcedure, router } from '#server/trpc/trpc';
import { adminFilters } from './admin-filters.service';
import * as artists from './artist.service';
import * as artworks from './artwork.service';
import * as lookups from './lookup.service';
import * as publications from './publication.service';

const tags = ['catalogue'];

const lookupList = (table: LookupName, path: `/admin/${string}`, what: string) =>
  adminProcedure
    .meta({ openapi: { method: 'GET', path, tags, summary: `${what} sorted by title (search, exclude_ids, limit)` } })
    .input(lookupListInput)
    .output(lookupListOutput)
    .query(({ ctx, input }) => lookups.listLookup(ctx.deps, table, input));

const lookupCreate = (table: keyof typeof lookups.CREATABLE, path: `/admin/${string}`) =>
  adminProcedure
    .meta({
      openapi: { method: 'POST', path, tags, summary: `Create a ${lookups.CREATABLE[table].noun.toLowerCase()}` },
    })
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

  filters: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/filters', tags, summary: 'Filter groups of an admin table' } })
    .input(adminFiltersInput)
    .output(adminFiltersOutput)
    .query(({ ctx, input }) => adminFilters(ctx.deps, input)),

  artists: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/artists', tags, summary: 'Artists, filtered, sorted, paged' } })
    .input(artistListInput)
    .output(artistListOutput)
    .query(({ ctx, input }) => artists.listArtists(ctx.deps, input)),

  createArtist: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/artist', tags, summary: 'Create an artist' } })
    .input(artistInput)
    .output(artistSavedOutput)
    .mutation(({ ctx, input }) => artists.createArtist(ctx.deps, input)),

  artist: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/artist/{id}', tags, summary: 'One artist' } })
    .input(artistIdInput)
    .output(artistOutput)
    .query(({ ctx, input }) => artists.getArtist(ctx.deps, input.id)),

  updateArtist: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/artist/{id}', tags, summary: 'Edit an artist' } })
    .input(artistUpdateInput)
    .output(artistSavedOutput)
    .mutation(({ ctx, input }) => artists.updateArtist(ctx.deps, input.id, input)),

  deleteArtist: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/artist/{id}',
        tags,
        summary: 'Delete an artist (403 while they still have artworks)',
      },
    })
    .input(artistIdInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => artists.deleteArtist(ctx.deps, input.id)),

  artistPublications: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/artist/{id}/publications', tags, summary: "An artist's publications" },
    })
    .input(artistIdInput)
    .output(artistPublicationsOutput)
    .query(({ ctx, input }) => artists.getArtistPublications(ctx.deps, input.id)),

  setArtistPublications: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/artist/{id}/publications',
        tags,
        summary: "Replace an artist's publications (in the order given)",
      },
    })
    .input(artistPublicationsInput)
    .output(artistPublicationsSavedOutput)
    .mutation(({ ctx, input }) => artists.setArtistPublications(ctx.deps, input.id, input.publications)),

  publications: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/publications', tags, summary: 'Publications, sorted and paged' } })
    .input(publicationListInput)
    .output(publicationListOutput)
    .query(({ ctx, input }) => publications.listPublications(ctx.deps, input)),

  createPublication: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/publication', tags, summary: 'Create a publication' } })
    .input(publicationInput)
    .output(publicationSavedOutput)
    .mutation(({ ctx, input }) => publications.createPublication(ctx.deps, input)),

  publication: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/publication/{id}', tags, summary: 'One publication' } })
    .input(publicationIdInput)
    .output(publicationOutput)
    .query(({ ctx, input }) => publications.getPublication(ctx.deps, input.id)),

  updatePublication: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/publication/{id}', tags, summary: 'Edit a publication' } })
    .input(publicationUpdateInput)
    .output(publicationSavedOutput)
    .mutation(({ ctx, input }) => publications.updatePublication(ctx.deps, input.id, input)),

  deletePublication: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/publication/{id}', tags, summary: 'Delete a publication' } })
    .input(publicationIdInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => publications.deletePublication(ctx.deps, input.id)),

  artworks: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/artworks', tags, summary: 'Artworks, filtered, sorted, paged' } })
    .input(artworkListInput)
    .output(artworkListOutput)
    .query(({ ctx, input }) => artworks.listArtworks(ctx.deps, input)),

  searchArtworks: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/artworks/search', tags, summary: 'Find artworks by title or sku' },
    })
    .input(artworkSearchInput)
    .output(artworkSearchOutput)
    .query(({ ctx, input }) => artworks.searchArtworks(ctx.deps, input)),

  createArtwork: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/artwork', tags, summary: 'Create an artwork' } })
    .input(artworkInput)
    .output(artworkSavedOutput)
    .mutation(({ ctx, input }) => artworks.createArtwork(ctx.deps, input)),

  artwork: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/artwork/{id}', tags, summary: 'One artwork' } })
    .input(artworkIdInput)
    .output(artworkOutput)
    .query(({ ctx, input }) => artworks.getArtwork(ctx.deps, input.id)),

  updateArtwork: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/artwork/{id}', tags, summary: 'Edit an artwork' } })
    .input(artworkUpdateInput)
    .output(artworkSavedOutput)
    .mutation(({ ctx, input }) => artworks.updateArtwork(ctx.deps, input.id, input)),

  deleteArtwork: adminProcedure
    .meta({ openapi: { method: 'DELETE', path: '/admin/artwork/{id}', tags, summary: 'Delete an artwork' } })
    .input(artworkIdInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => artworks.deleteArtwork(ctx.deps, input.id)),
});
