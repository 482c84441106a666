// The public artwork reads: the shop page, one artwork, the home page's artworks, acquisitions.
// Only active works of active artists; an unknown or hidden one is a 404.
import { inIdOrder } from '#server/db/id-order';
import type { z } from 'zod';
import type { ArtworkLookup } from '#shared/constants';
import { formatDimensions } from '#shared/format';
import {
  type ArtistArtworksQuery,
  type ArtworkPage,
  type homePageArtworksInput,
  PUBLIC_PAGE_SIZE,
  type ShopPage,
  type ShopPageQuery,
  type artworkFilterShape,
} from '#shared/schemas/catalogue-public';
import { ARTIST_WORKS, scopedReads } from '#server/db/data-versions';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { type Page, type PageWindow, pageWindow } from '#server/db/paging';
import { NotFound } from '#server/lib/errors';
import { activeExhibitionArtworkIds, exhibitionsShowingArtwork, leadingExhibition } from '../events/show-links.service';
import { indexCanServe, pageFromIndex } from './catalogue-page';
import { facetKeeperOf } from './facet-keeper';
import { findVisibleArtist } from './public-artist.service';
import * as repo from './public-artwork.repository';
import { cardFileIds, type FileMap, imageFrom, loadFiles, toCard, toCards } from './public-cards';

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

/** Rows → the shop page's answer (shared with the benchmark's bare handler). */
export const shopPageDto = (
  rows: readonly repo.CardRow[],
  featured: repo.CardRow | undefined,
  files: FileMap,
  total: number,
  page: number,
): ShopPage => ({
  response: rows.map((r) => toCard(r, files)),
  featuredArtwork: featured ? toCard(featured, files) : null,
  hasMorePages: page * PUBLIC_PAGE_SIZE.shop < total,
  total,
});

interface FoundPage {
  rows: repo.CardRow[];
  total: number;
  featured?: repo.CardRow;
}

/**
 * A page of works with its total (and the newest featured match): from the facet index, whose
 * order and counts do not grow with the page's depth (decision 034), then the cards by id; a text
 * search, which the index cannot answer, in SQL.
 */
const findPage = async (
  deps: AppDeps,
  filter: repo.ArtworkFilter,
  sort: ShopPageQuery['sort'],
  window: { offset: number; size: number },
  withFeatured: boolean,
): Promise<FoundPage> => {
  if (!indexCanServe(filter)) {
    const [total, rows, featured] = await Promise.all([
      repo.countArtworks(deps.db, filter),
      repo.listArtworks(deps.db, filter, sort, window.size, window.offset),
      withFeatured ? repo.findFeaturedArtwork(deps.db, filter) : undefined,
    ]);
    return { rows, total, featured };
  }
  const found = pageFromIndex(await facetKeeperOf(deps).current(), filter, sort, window, withFeatured);
  const { featuredId } = found;
  const cards = await repo.listVisibleArtworksByIds(
    deps.db,
    featuredId === undefined ? found.ids : [...found.ids, featuredId],
  );
  return {
    rows: inIdOrder(found.ids, cards),
    total: found.total,
    featured: cards.find((c) => c.id === featuredId),
  };
};

const loadShopPage = async (deps: AppDeps, input: ShopPageQuery): Promise<ShopPage> => {
  const size = PUBLIC_PAGE_SIZE.shop;
  const window = { offset: (input.page - 1) * size, size };
  const { rows, total, featured } = await findPage(deps, shopFilter(input), input.sort, window, input.page === 1);
  const files = await loadFiles(deps.db, cardFileIds(featured ? [...rows, featured] : rows));
  return shopPageDto(rows, featured, files, total, input.page);
};

/** Visitors repeat the same few views of the catalogue: they are kept until the database changes. */
export const shopPage = (deps: AppDeps, input: ShopPageQuery): Promise<ShopPage> =>
  deps.reads.get(`shop-page:${JSON.stringify(input)}`, () => loadShopPage(deps, input));

const PRODUCT_IMAGE_WIDTH = 1600;

export interface ArtworkPageRows {
  row: repo.ArtworkDetailRow;
  attributes: Awaited<ReturnType<typeof repo.listAttributes>>;
  imageIds: number[];
  lookups: Awaited<ReturnType<typeof repo.listArtworkLookups>>;
  exhibitions: Awaited<ReturnType<typeof exhibitionsShowingArtwork>>;
  others: repo.CardRow[];
}

/** Every file the artwork page shows: its images and the other works' cards. */
export const artworkPageFileIds = (r: ArtworkPageRows) => [
  r.row.header_image_id,
  r.row.search_image_id,
  ...r.imageIds,
  ...cardFileIds(r.others),
];

/** Rows → the artwork page's answer (shared with the benchmark's bare handler). */
export const artworkPageDto = (r: ArtworkPageRows, files: FileMap): ArtworkPage => {
  const { row } = r;
  const byKind = (kind: ArtworkLookup) =>
    r.lookups.filter((l) => l.kind === kind).map((l) => ({ id: l.id, title: l.title }));
  return {
    response: {
      ...toCard(row, files),
      year: row.year,
      medium: row.medium,
      description: row.description,
      attributes: r.attributes.map((a) => ({ ...a, size: formatDimensions(a) })),
      header_image: imageFrom(files, row.header_image_id, PRODUCT_IMAGE_WIDTH),
      product_images: r.imageIds
        .map((id) => imageFrom(files, id, PRODUCT_IMAGE_WIDTH))
        .filter((i): i is NonNullable<typeof i> => i !== null),
      art_types: byKind('art_types'),
      materials: byKind('materials'),
      colors: byKind('colors'),
      regions: byKind('regions'),
      periods: byKind('periods'),
      exhibitions: r.exhibitions,
    },
    threeRandomByArtist: r.others.map((o) => toCard(o, files)),
  };
};

/**
 * Read from one artist's works only (the work, its three more by the artist): a cached page or
 * answer made from it follows that artist's counter, not every write to the catalogue
 * (db/data-versions.ts, decision 027).
 */
export const artworkPage = async (deps: AppDeps, slug: string): Promise<ArtworkPage> =>
  (
    await scopedReads(
      ARTIST_WORKS,
      () => loadArtworkPage(deps, slug),
      (p) => p.artistId,
    )
  ).page;

const loadArtworkPage = async (deps: AppDeps, slug: string) => {
  const { db } = deps;
  const row = await repo.findArtworkBySlug(db, slug);
  if (!row) throw new NotFound(ARTWORK_NOT_FOUND);
  const [attributes, imageIds, lookups, exhibitions, others] = await Promise.all([
    repo.listAttributes(db, row.id),
    repo.listProductImageIds(db, row.id),
    repo.listArtworkLookups(db, row.id),
    exhibitionsShowingArtwork(db, row.id),
    repo.listRandomByArtist(db, row.artist_id, row.id, RANDOM_BY_ARTIST),
  ]);
  const rows = { row, attributes, imageIds, lookups, exhibitions, others };
  return { artistId: row.artist_id, page: artworkPageDto(rows, await loadFiles(db, artworkPageFileIds(rows))) };
};

/** The visible works among `ids` (a show's hanging, tens of works), one window of them in that order. */
const visibleInOrder = async (
  db: DB,
  ids: readonly number[],
  window: PageWindow,
): Promise<Page<repo.CardRow> & { empty: boolean }> => {
  const ordered = inIdOrder(ids, await repo.listVisibleArtworksByIds(db, ids));
  return {
    rows: ordered.slice(window.offset, window.offset + window.size),
    hasMorePages: ordered.length > window.offset + window.size,
    empty: ordered.length === 0,
  };
};

/**
 * The home page's works: those of the given exhibition; without one, those of the exhibition the
 * home page leads with; when there is none (or it shows no visible work), the featured works.
 */
export const homePageArtworks = async (deps: AppDeps, input: z.output<typeof homePageArtworksInput>) => {
  const { db } = deps;
  const window = pageWindow(input, PUBLIC_PAGE_SIZE.home);
  let page: Page<repo.CardRow> | undefined;
  if (input.exhibition_id !== undefined) {
    const ids = await activeExhibitionArtworkIds(db, input.exhibition_id);
    if (!ids) throw new NotFound('Exhibition not found');
    page = await visibleInOrder(db, ids, window);
  } else {
    const exhibition = await leadingExhibition(deps);
    const ids = exhibition ? await activeExhibitionArtworkIds(db, exhibition.id) : undefined;
    const shown = ids && (await visibleInOrder(db, ids, window));
    if (shown && !shown.empty) page = shown;
  }
  page ??= await repo.readArtworks(db, { featured: true }, 'newest', window);
  return { data: await toCards(db, page.rows), hasMorePages: page.hasMorePages };
};

export const acquisitions = async (deps: AppDeps, pageNo: number) => {
  const page = await repo.readAcquisitions(deps.db, pageWindow({ page: pageNo }, PUBLIC_PAGE_SIZE.acquisitions));
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

/**
 * An artist's works (404 for an artist who is not shown), with the catalogue's filters: from the
 * facet index, or SQL for a text search, that artist's rows only (see artworkPage).
 */
export const artistArtworks = async (deps: AppDeps, input: ArtistArtworksQuery) =>
  (
    await scopedReads(
      ARTIST_WORKS,
      () => loadArtistArtworks(deps, input),
      (p) => p.artistId,
    )
  ).page;

const loadArtistArtworks = async (deps: AppDeps, input: ArtistArtworksQuery) => {
  const artistId = (await findVisibleArtist(deps, input.slug)).id;
  const filter = { ...toFilter(input), artistId };
  const window = pageWindow(input, PUBLIC_PAGE_SIZE.artistArtworks);
  const { rows, total } = await findPage(deps, filter, input.sort, window, false);
  return {
    artistId,
    page: { data: await toCards(deps.db, rows), hasMorePages: window.offset + window.size < total },
  };
};

/** Cards of the visible works among `ids`, in the order given (a show's or a viewing room's hanging). */
export const artworkCardsByIds = async (deps: AppDeps, ids: readonly number[]) => {
  return toCards(deps.db, inIdOrder(ids, await repo.listVisibleArtworksByIds(deps.db, ids)));
};

/** The visible artwork a visitor's form names by its id or its slug (forms' inquiries), if any. */
export const findVisibleArtworkRef = async (deps: AppDeps, ref: number | string) => {
  const row =
    typeof ref === 'number'
      ? (await repo.listVisibleArtworksByIds(deps.db, [ref]))[0]
      : await repo.findArtworkBySlug(deps.db, ref);
  return row
    ? { id: row.id, title: row.title, slug: row.slug, artist: `${row.first_name} ${row.last_name}`.trim() }
    : undefined;
};
