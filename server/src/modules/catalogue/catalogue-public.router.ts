// The public catalogue: every /api/public path of the catalogue domain. Static paths come before
// their {slug} siblings: the REST layer takes the first path that matches.
import { z } from 'zod';
import {
  acquisitionsOutput,
  artistArtworksInput,
  artistDetailOutput,
  artistExhibitionsInput,
  artistExhibitionsOutput,
  artistListOutput,
  artistNamesOutput,
  artistPublicationsOutput,
  artistsInput,
  artworkListOutput,
  artworkPageOutput,
  filtersInput,
  filtersOutput,
  homePageArtworksInput,
  marketInput,
  pageInput,
  shopPageInput,
  shopPageOutput,
  slugInput,
} from '#shared/schemas/catalogue-public';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import * as artists from './public-artist.service';
import * as artworks from './public-artwork.service';
import * as filters from './public-filters.service';

const { publicGet } = rest('catalogue (public)');

export const cataloguePublicRouter = router({
  homePageArtworks: publicGet('/public/home-page/artworks', "The home page's artworks: of an exhibition, else featured")
    .input(homePageArtworksInput)
    .output(artworkListOutput)
    .query(({ ctx, input }) => artworks.homePageArtworks(ctx.deps, input)),

  shopPage: publicGet('/public/artworks/shop-page', 'The catalogue: filtered, sorted, 24 a page, with a featured work')
    .input(shopPageInput)
    .output(shopPageOutput)
    .query(({ ctx, input }) => artworks.shopPage(ctx.deps, input)),

  acquisitions: publicGet('/public/artworks/acquisitions', 'Recent acquisitions, newest first')
    .input(pageInput)
    .output(acquisitionsOutput)
    .query(({ ctx, input }) => artworks.acquisitions(ctx.deps, input.page)),

  artwork: publicGet('/public/artworks/{slug}', 'One artwork and three more by its artist')
    .input(slugInput)
    .output(artworkPageOutput)
    .query(({ ctx, input }) => artworks.artworkPage(ctx.deps, input.slug)),

  artists: publicGet('/public/artists', "Artists, by last name unless asked; page 'all' for every artist")
    .input(artistsInput)
    .output(artistListOutput)
    .query(({ ctx, input }) => artists.listArtists(ctx.deps, input)),

  artistsList: publicGet('/public/artists-list', 'Every active artist: names for menus and pickers')
    .input(marketInput)
    .output(artistNamesOutput)
    .query(({ ctx, input }) => artists.artistNames(ctx.deps, { market: input.market, withVisibleWork: false })),

  activeArtistsNames: publicGet('/public/active-artists-names', 'Active artists with at least one artwork on show')
    .input(z.void())
    .output(artistNamesOutput)
    .query(({ ctx }) => artists.artistNames(ctx.deps, { withVisibleWork: true })),

  artist: publicGet('/public/artists/{slug}', 'One artist, with the flags that say which sections to show')
    .input(slugInput)
    .output(artistDetailOutput)
    .query(({ ctx, input }) => artists.artistDetail(ctx.deps, input.slug)),

  artistArtworks: publicGet('/public/artists/{slug}/artworks', "An artist's artworks, sorted and filtered")
    .input(artistArtworksInput)
    .output(artworkListOutput)
    .query(({ ctx, input }) => artworks.artistArtworks(ctx.deps, input)),

  artistPublications: publicGet('/public/artists/{slug}/publications', "An artist's publications")
    .input(slugInput)
    .output(artistPublicationsOutput)
    .query(({ ctx, input }) => artists.artistPublications(ctx.deps, input.slug)),

  artistExhibitions: publicGet('/public/artists/{slug}/exhibitions', 'Exhibitions that showed the artist, newest first')
    .input(artistExhibitionsInput)
    .output(artistExhibitionsOutput)
    .query(({ ctx, input }) => artists.artistExhibitions(ctx.deps, input.slug, input.page)),

  filters: publicGet('/public/filters', 'Filter groups for the catalogue, an artist or the artists page')
    .input(filtersInput)
    .output(filtersOutput)
    .query(({ ctx, input }) => filters.filters(ctx.deps, input)),
});
