// The public artwork reads: the shop page, one artwork, the home page's artworks, acquisitions.
// Only active works of active artists; an unknown or hidden one is a 404.
import type { z } from 'zod';
import { formatDimensions } from '../../../../shared/format';
import {
  type ArtistArtworksQuery,
  type ArtworkCard,
  type ArtworkDetail,
  type homePageArtworksInput,
  PUBLIC_PAGE_SIZE,
  type ShopPage,
  type ShopPageQuery,
  type artworkFilterShape,
} from '../../../../shared/schemas/catalogue-public';
import type { AppDeps } from '../../deps';
import { notFound } from '../../lib/errors';
import * as site from '../site/site.repository';
import { findVisibleArtist } from './public-artist.service';
import * as repo from './public-artwork.repository';
import { cardFileIds, imageFrom, loadFiles, toCard, toCards } from './public-cards';

export const ARTWORK_NOT_FOUND = 'Artwork not found';
export const RANDOM_BY_ARTIST = 3;

type FilterInput = { [K in keyof typeof artworkFilterShape]?: z.output<(typeof artworkFilterShape)[K]> };

/** Query parameters → the repository's filter; empty lists and absent numbers filter nothing. */
export const toFilter = (input: FilterInput): repo.ArtworkFilter => ({
  artTypes: input.art_types,
  materials: input.materials,
  colors: input.colors,
  regions: input.regions,
  periods: input.periods,
  availabilities: input.availabilities,
  priceStart: input.price_start,
  priceEnd: input.price_end,
  widthStart: input.width_start,
  widthEnd: input.width_end,
  heightStart: input.height_start,
  heightEnd: input.height_end,
  depthStart: input.depth_start,
  depthEnd: input.depth_end,
});

export const shopFilter = (input: ShopPageQuery): repo.ArtworkFilter => ({
  ...toFilter(input),
  artists: input.artists,
  search: input.search || undefined,
});

export const shopPage = async (deps: AppDeps, input: ShopPageQuery): Promise<ShopPage> => {
  const size = PUBLIC_PAGE_SIZE.shop;
  const filter = shopFilter(input);
  const [total, rows, featured] = await Promise.all([
    repo.countArtworks(deps.db, filter),
    repo.listArtworks(deps.db, filter, input.sort, size, (input.page - 1) * size),
    input.page === 1 ? repo.findFeaturedArtwork(deps.db, filter) : undefined,
  ]);
  const files = await loadFiles(deps.db, cardFileIds(featured ? [...rows, featured] : rows));
  return {
    response: rows.map((r) => toCard(r, files)),
    featuredArtwork: featured ? toCard(featured, files) : null,
    hasMorePages: input.page * size < total,
    total,
  };
};

const PRODUCT_IMAGE_WIDTH = 1600;

export const artworkPage = async (
  deps: AppDeps,
  slug: string,
): Promise<{ response: ArtworkDetail; threeRandomByArtist: ArtworkCard[] }> => {
  const { db } = deps;
  const row = await repo.findArtworkBySlug(db, slug);
  if (!row) throw notFound(ARTWORK_NOT_FOUND);
  const [attributes, imageIds, lookups, exhibitions, others] = await Promise.all([
    repo.listAttributes(db, row.id),
    repo.listProductImageIds(db, row.id),
    repo.listArtworkLookups(db, row.id),
    repo.listArtworkExhibitions(db, row.id),
    repo.listRandomByArtist(db, row.artist_id, row.id, RANDOM_BY_ARTIST),
  ]);
  const files = await loadFiles(db, [row.header_image_id, row.search_image_id, ...imageIds, ...cardFileIds(others)]);
  const byKind = (kind: repo.LookupKind) =>
    lookups.filter((l) => l.kind === kind).map((l) => ({ id: l.id, title: l.title }));
  return {
    response: {
      ...toCard(row, files),
      year: row.year,
      medium: row.medium,
      description: row.description,
      attributes: attributes.map((a) => ({ ...a, size: formatDimensions(a) })),
      header_image: imageFrom(files, row.header_image_id, PRODUCT_IMAGE_WIDTH),
      product_images: imageIds
        .map((id) => imageFrom(files, id, PRODUCT_IMAGE_WIDTH))
        .filter((i): i is NonNullable<typeof i> => i !== null),
      art_types: byKind('art_types'),
      materials: byKind('materials'),
      colors: byKind('colors'),
      regions: byKind('regions'),
      periods: byKind('periods'),
      exhibitions,
    },
    threeRandomByArtist: others.map((r) => toCard(r, files)),
  };
};

/** One more row than the page tells whether another page exists, without counting. */
const paged = <T>(rows: T[], size: number) => ({ rows: rows.slice(0, size), hasMorePages: rows.length > size });

/**
 * The home page's works: those of the given exhibition; without one, those of the exhibition the
 * home page leads with; when there is none (or it shows no visible work), the featured works.
 */
export const homePageArtworks = async (deps: AppDeps, input: z.output<typeof homePageArtworksInput>) => {
  const { db } = deps;
  const size = PUBLIC_PAGE_SIZE.home;
  const offset = (input.page - 1) * size;
  let rows: repo.CardRow[] | undefined;
  if (input.exhibition_id !== undefined) {
    if (!(await repo.findActiveExhibitionId(db, input.exhibition_id))) throw notFound('Exhibition not found');
    rows = await repo.listExhibitionArtworks(db, input.exhibition_id, size + 1, offset);
  } else {
    const exhibition = await site.findFeaturedExhibition(db, new Date().toISOString().slice(0, 10));
    if (exhibition) {
      const first = await repo.listExhibitionArtworks(db, exhibition.id, 1, 0);
      if (first.length) rows = await repo.listExhibitionArtworks(db, exhibition.id, size + 1, offset);
    }
  }
  rows ??= await repo.listArtworks(db, { featured: true }, 'newest', size + 1, offset);
  const page = paged(rows, size);
  return { data: await toCards(db, page.rows), hasMorePages: page.hasMorePages };
};

export const acquisitions = async (deps: AppDeps, pageNo: number) => {
  const size = PUBLIC_PAGE_SIZE.acquisitions;
  const page = paged(await repo.listAcquisitions(deps.db, size + 1, (pageNo - 1) * size), size);
  const files = await loadFiles(deps.db, cardFileIds(page.rows));
  return {
    data: page.rows.map((r) => ({
      ...toCard(r, files),
      acquisition: r.acquisition,
      acquired_at: r.acquired_at ?? '',
    })),
    hasMorePages: page.hasMorePages,
  };
};

/** An artist's works (404 for an artist who is not shown), with the catalogue's filters. */
export const artistArtworks = async (deps: AppDeps, input: ArtistArtworksQuery) => {
  const artist = await findVisibleArtist(deps, input.slug);
  const size = PUBLIC_PAGE_SIZE.artistArtworks;
  const filter = { ...toFilter(input), artistId: artist.id };
  const page = paged(await repo.listArtworks(deps.db, filter, input.sort, size + 1, (input.page - 1) * size), size);
  return { data: await toCards(deps.db, page.rows), hasMorePages: page.hasMorePages };
};
