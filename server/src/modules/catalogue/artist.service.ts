// Admin artists: list, create, edit (unique slug, known regions and image), delete (refused while
// the artist still has artworks), and the artist's ordered publications.
import type { z } from 'zod';
import { artistSummary, slugify } from '#shared/format';
import type { ArtistDto, artistInput, artistListInput } from '#shared/schemas/artist';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { countedPage, pageWindow } from '#server/db/paging';
import { NotFound, Refused } from '#server/lib/errors';
import { sanitizeRichText } from '#server/lib/sanitize';
import * as repo from './artist.repository';
import { imagesByIds } from '#server/modules/uploads/images';
import { listPublicationsByIds } from './publication.service';
import { assertRefsExist } from '#server/db/references';
import { recordChanges } from '../history/history.service';
import { chooseSlug, slugSafeTransaction } from '#server/db/slugs';

export const ARTIST_NOT_FOUND = 'Artist not found';

type ListQuery = z.output<typeof artistListInput>;
type ArtistFields = z.output<typeof artistInput>;

export const fullName = (a: { first_name: string; last_name: string }) => `${a.first_name} ${a.last_name}`.trim();

/** Rows → DTOs with their regions and header images loaded in one query each. */
const toDtos = async (db: DB, rows: repo.ArtistRow[]): Promise<ArtistDto[]> => {
  const ids = rows.map((r) => r.id);
  const [regionRows, images] = await Promise.all([
    repo.regionsOfArtists(db, ids),
    imagesByIds(
      db,
      rows.map((r) => r.header_image_id),
    ),
  ]);
  return rows.map((r) => {
    const regions = regionRows.filter((x) => x.artist_id === r.id).map(({ id, title }) => ({ id, title }));
    return {
      id: r.id,
      first_name: r.first_name,
      last_name: r.last_name,
      full_name: fullName(r),
      slug: r.slug,
      status: r.status,
      birth_year: r.birth_year,
      death_year: r.death_year,
      location: r.location,
      summary: artistSummary(r),
      biography: r.biography,
      market: r.market,
      regions,
      region: regions[0]?.title ?? null,
      header_image: (r.header_image_id && images.get(r.header_image_id)) || null,
      header_image_id: r.header_image_id,
      artworks_count: Number(r.artworks_count ?? 0),
      created_at: r.created_at,
      updated_at: r.updated_at,
    };
  });
};

export const listArtists = async (deps: AppDeps, input: ListQuery) => {
  const filter: repo.ArtistFilter = {
    status: input.status,
    regions: input.regions,
    search: input.search || undefined,
    searchType: input.search_type,
    excludeIds: input.exclude_ids,
  };
  const window = pageWindow(input);
  return countedPage(
    window,
    repo.countArtists(deps.db, filter),
    repo.listArtists(deps.db, filter, input, window),
    (rows) => toDtos(deps.db, rows),
  );
};

export const getArtist = async (deps: AppDeps, id: number): Promise<ArtistDto> => {
  const row = await repo.findArtist(deps.db, id);
  if (!row) throw new NotFound(ARTIST_NOT_FOUND);
  return (await toDtos(deps.db, [row]))[0]!;
};

/** A missing slug is made from the name. */
const slugOf = (db: DB, input: ArtistFields, current?: { id: number; slug: string }) =>
  chooseSlug(db, 'artists', input.slug, slugify(fullName(input)), current);

const columns = (input: ArtistFields, slug: string) => ({
  first_name: input.first_name,
  last_name: input.last_name,
  slug,
  status: input.status,
  birth_year: input.birth_year,
  death_year: input.death_year,
  location: input.location,
  biography: sanitizeRichText(input.biography),
  market: input.market,
  header_image_id: input.header_image_id,
});

const checkRefs = (db: DB, input: ArtistFields) =>
  assertRefsExist(db, [
    { field: 'regions', table: 'regions', ids: input.regions, many: true },
    { field: 'header_image_id', table: 'files', ids: [input.header_image_id] },
  ]);

export const createArtist = async (deps: AppDeps, input: ArtistFields) => {
  const id = await slugSafeTransaction(deps.db, async (trx) => {
    await checkRefs(trx, input);
    const newId = await repo.insertArtist(trx, columns(input, await slugOf(trx, input)));
    await repo.setArtistRegions(trx, newId, input.regions);
    return newId;
  });
  return { message: 'Artist successfully created', item: await getArtist(deps, id) };
};

export const updateArtist = async (deps: AppDeps, id: number, input: ArtistFields) => {
  const current = await getArtist(deps, id);
  await slugSafeTransaction(deps.db, async (trx) => {
    await checkRefs(trx, input);
    const before = await repo.findArtist(trx, id);
    if (!before) throw new NotFound(ARTIST_NOT_FOUND);
    const row = columns(input, await slugOf(trx, input, current));
    await repo.updateArtist(trx, id, row);
    await repo.setArtistRegions(trx, id, input.regions);
    await recordChanges(trx, deps.actor, { type: 'artist', id, title: fullName(input) }, before, {
      status: row.status,
    });
  });
  return { message: 'Artist successfully updated', item: await getArtist(deps, id) };
};

const stillHasArtworks = (n: number) =>
  new Refused(
    `This artist still has ${n} ${n === 1 ? 'artwork' : 'artworks'}. Move or delete ${n === 1 ? 'it' : 'them'} first.`,
  );

/** Artworks keep their artist (ON DELETE RESTRICT), so the admin is told what to do first. */
export const deleteArtist = async (deps: AppDeps, id: number) => {
  const artist = await getArtist(deps, id);
  if (artist.artworks_count > 0) throw stillHasArtworks(artist.artworks_count);
  try {
    if (!(await repo.deleteArtist(deps.db, id))) throw new NotFound(ARTIST_NOT_FOUND);
  } catch (err) {
    // An artwork saved for this artist between the count and the delete: the RESTRICT key refuses.
    if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_FOREIGNKEY')
      throw stillHasArtworks((await getArtist(deps, id)).artworks_count);
    throw err;
  }
  return { message: 'Artist successfully deleted' };
};

export const getArtistPublications = async (deps: AppDeps, id: number) => {
  await getArtist(deps, id);
  return { list: await listPublicationsByIds(deps, await repo.publicationIdsOfArtist(deps.db, id)) };
};

export const setArtistPublications = async (deps: AppDeps, id: number, publicationIds: number[]) => {
  await getArtist(deps, id);
  await deps.db.transaction().execute(async (trx) => {
    await assertRefsExist(trx, [{ field: 'publications', table: 'publications', ids: publicationIds, many: true }]);
    await repo.setArtistPublications(trx, id, publicationIds);
  });
  return {
    message: 'Publications successfully updated',
    list: await listPublicationsByIds(deps, publicationIds),
  };
};

export const artistService = {
  list: listArtists,
  get: getArtist,
  create: createArtist,
  update: updateArtist,
  remove: deleteArtist,
};
