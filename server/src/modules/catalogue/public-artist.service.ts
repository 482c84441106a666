// The public artist reads: the artists list and name lists, one artist with the flags that say
// which sections their page shows, and those sections (works, exhibitions, publications).
import { inIdOrder } from '#server/db/id-order';
import { artistSummary } from '#shared/format';
import {
  type ArtistCard,
  type ArtistDetail,
  type ArtistsQuery,
  PUBLIC_PAGE_SIZE,
} from '#shared/schemas/catalogue-public';
import { ARTIST_WORKS, scopedReads } from '#server/db/data-versions';
import type { AppDeps } from '#server/deps';
import { pageWindow } from '#server/db/paging';
import type { DB } from '#server/db/database';
import { NotFound } from '#server/lib/errors';
import { hasArtistExhibition, readArtistExhibitions } from '../events/show-links.service';
import { regionsOfArtists } from './artist.repository';
import * as repo from './public-artist.repository';
import { fullName, imageFrom, loadFiles, type FileMap } from './public-cards';

export const ARTIST_NOT_FOUND = 'Artist not found';
const HEADER_WIDTH = 800;

type Regions = Map<number, { id: number; title: string }[]>;

const toArtistCard = (row: repo.ArtistRow, regions: Regions, files: FileMap): ArtistCard => {
  const own = regions.get(row.id) ?? [];
  return {
    id: row.id,
    full_name: fullName(row),
    first_name: row.first_name,
    last_name: row.last_name,
    slug: row.slug,
    summary: artistSummary(row),
    regions: own,
    region: own[0]?.title ?? null,
    header_image: imageFrom(files, row.header_image_id, HEADER_WIDTH),
  };
};

/** Regions and header images for a page of artists: two queries, whatever the page size. */
const toArtistCards = async (db: DB, rows: readonly repo.ArtistRow[]) => {
  const [regionRows, files] = await Promise.all([
    regionsOfArtists(
      db,
      rows.map((r) => r.id),
    ),
    loadFiles(
      db,
      rows.map((r) => r.header_image_id),
    ),
  ]);
  const regions: Regions = new Map();
  for (const r of regionRows) {
    const list = regions.get(r.artist_id) ?? [];
    list.push({ id: r.id, title: r.title });
    regions.set(r.artist_id, list);
  }
  return rows.map((r) => toArtistCard(r, regions, files));
};

export const listArtists = async (deps: AppDeps, input: ArtistsQuery) => {
  const filter = { regions: input.regions, market: input.market };
  const page = await repo.listArtists(deps.db, filter, input.sort, pageWindow(input, PUBLIC_PAGE_SIZE.artists));
  return { data: await toArtistCards(deps.db, page.rows), hasMorePages: page.hasMorePages };
};

export const artistNames = async (
  deps: AppDeps,
  opts: { market?: 'primary' | 'secondary'; withVisibleWork: boolean },
) =>
  (await repo.listArtistNames(deps.db, { market: opts.market }, opts.withVisibleWork)).map((a) => ({
    id: a.id,
    full_name: fullName(a),
    slug: a.slug,
  }));

/** The active artist behind a public path, or 404. */
export const findVisibleArtist = async (deps: AppDeps, slug: string) => {
  const row = await repo.findArtistBySlug(deps.db, slug);
  if (!row) throw new NotFound(ARTIST_NOT_FOUND);
  return row;
};

/** Reads the artist's own works only (whether there are any, their shows): see artworkPage. */
export const artistDetail = (deps: AppDeps, slug: string): Promise<ArtistDetail> =>
  scopedReads(
    ARTIST_WORKS,
    () => loadArtistDetail(deps, slug),
    (d) => d.id,
  );

const loadArtistDetail = async (deps: AppDeps, slug: string): Promise<ArtistDetail> => {
  const row = await findVisibleArtist(deps, slug);
  const [[card], flags, hasExhibition] = await Promise.all([
    toArtistCards(deps.db, [row]),
    repo.findArtistFlags(deps.db, row.id),
    hasArtistExhibition(deps.db, row.id),
  ]);
  return {
    ...card!,
    biography: row.biography,
    birth_year: row.birth_year,
    death_year: row.death_year,
    location: row.location,
    market: row.market,
    ...flags,
    has_exhibition: hasExhibition,
  };
};

export const artistPublications = async (deps: AppDeps, slug: string) => {
  const artist = await findVisibleArtist(deps, slug);
  const rows = await repo.listArtistPublications(deps.db, artist.id);
  const files = await loadFiles(
    deps.db,
    rows.map((r) => r.image_id),
  );
  return rows.map(({ image_id, ...r }) => ({ ...r, image: imageFrom(files, image_id) }));
};

export const artistExhibitions = async (deps: AppDeps, slug: string, page: number) => {
  const artist = await findVisibleArtist(deps, slug);
  const { rows, hasMorePages } = await readArtistExhibitions(
    deps.db,
    artist.id,
    pageWindow({ page }, PUBLIC_PAGE_SIZE.exhibitions),
  );
  const files = await loadFiles(
    deps.db,
    rows.map((r) => r.header_image_id),
  );
  return {
    data: rows.map(({ header_image_id, ...r }) => ({ ...r, image: imageFrom(files, header_image_id) })),
    hasMorePages,
  };
};

/** Cards of the active artists among `ids`, in the order given. */
export const artistCardsByIds = async (deps: AppDeps, ids: readonly number[]) => {
  return toArtistCards(deps.db, inIdOrder(ids, await repo.listActiveArtistsByIds(deps.db, ids)));
};
