// Admin artworks: list with filters, picker search, create and edit in one transaction (row and
// every link table), delete. Slugs and stock numbers (sku) are made when not given.
import type { z } from 'zod';
import { slugify } from '#shared/format';
import type { artworkInput, artworkListInput, artworkSearchInput } from '#shared/schemas/artwork';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { countedPage, pageWindow } from '#server/db/paging';
import { fieldError, isUniqueViolation, NotFound } from '#server/lib/errors';
import { sanitizeRichText } from '#server/lib/sanitize';
import { existingExhibitionIds, setArtworkExhibitions } from '../events/show-links.service';
import { toArtworkDtos } from './artwork-dto';
import * as links from './artwork-links.repository';
import * as repo from './artwork.repository';
import { imagesByIds } from '#server/modules/uploads/images';
import { assertRefsExist } from '#server/db/references';
import { chooseSlug, slugSafeTransaction } from '#server/db/slugs';
import { recordChanges } from '../history/history.service';

export const ARTWORK_NOT_FOUND = 'Artwork not found';
export const SKU_TAKEN = 'The sku has already been taken';

type ListQuery = z.output<typeof artworkListInput>;
type ArtworkFields = z.output<typeof artworkInput>;

export const listArtworks = async (deps: AppDeps, input: ListQuery) => {
  const filter: repo.ArtworkFilter = {
    status: input.status,
    availability: input.availability,
    artistId: input.artist_id,
    featured: input.featured,
    priceStart: input.price_start,
    priceEnd: input.price_end,
    art_types: input.art_types,
    materials: input.materials,
    colors: input.colors,
    regions: input.regions,
    periods: input.periods,
    search: input.search || undefined,
  };
  const window = pageWindow(input);
  return countedPage(
    window,
    repo.countArtworks(deps.db, filter),
    repo.listArtworks(deps.db, filter, input, window),
    (rows) => toArtworkDtos(deps.db, rows),
  );
};

/** Pickers: a short answer (title, sku, artist, one image) sorted by title. */
export const searchArtworks = async (deps: AppDeps, input: z.output<typeof artworkSearchInput>) => {
  const { rows, hasMorePages } = await repo.listArtworks(
    deps.db,
    { search: input.search || undefined, excludeIds: input.exclude_ids },
    { sort: 'title', order: 'asc' },
    pageWindow({ limit: input.limit }),
  );
  const images = await imagesByIds(
    deps.db,
    rows.map((r) => r.search_image_id ?? r.header_image_id),
  );
  return {
    list: rows.map((r) => ({
      id: r.id,
      title: r.title,
      sku: r.sku,
      artist_name: `${r.artist_first_name} ${r.artist_last_name}`.trim(),
      image: images.get(r.search_image_id ?? r.header_image_id ?? 0) ?? null,
    })),
    hasMorePages,
  };
};

export const getArtwork = async (deps: AppDeps, id: number) => {
  const row = await repo.findArtwork(deps.db, id);
  if (!row) throw new NotFound(ARTWORK_NOT_FOUND);
  return (await toArtworkDtos(deps.db, [row]))[0]!;
};

const checkRefs = (db: DB, input: ArtworkFields) =>
  assertRefsExist(db, [
    { field: 'artist_id', table: 'artists', ids: [input.artist_id] },
    { field: 'header_image_id', table: 'files', ids: [input.header_image_id] },
    { field: 'search_image_id', table: 'files', ids: [input.search_image_id] },
    { field: 'product_image_ids', table: 'files', ids: input.product_image_ids, many: true },
    { field: 'art_types', table: 'art_types', ids: input.art_types, many: true },
    { field: 'materials', table: 'materials', ids: input.materials, many: true },
    { field: 'colors', table: 'colors', ids: input.colors, many: true },
    { field: 'regions', table: 'regions', ids: input.regions, many: true },
    { field: 'periods', table: 'periods', ids: input.periods, many: true },
    { field: 'exhibitions', table: 'exhibitions', ids: input.exhibitions, many: true, existing: existingExhibitionIds },
  ]);

/** The gallery's stock numbers: the next running number and the artist's initials ('19pb'). */
const chooseSku = async (db: DB, input: ArtworkFields, current?: { id: number; sku: string | null }) => {
  if (input.sku) {
    if (await repo.skuTaken(db, input.sku, current?.id)) throw fieldError('sku', SKU_TAKEN);
    return input.sku;
  }
  if (current?.sku) return current.sku;
  const artist = await repo.artistNameOf(db, input.artist_id);
  const initials = `${artist?.first_name[0] ?? ''}${artist?.last_name[0] ?? ''}`.toLowerCase();
  return `${(await repo.maxSkuNumber(db)) + 1}${initials}`;
};

const columns = (input: ArtworkFields, slug: string, sku: string) => {
  // The first dimension row is also kept on the artwork, where the public size filters look.
  const first = input.attributes[0];
  return {
    title: input.title,
    slug,
    sku,
    artist_id: input.artist_id,
    price: input.price,
    availability: input.availability,
    condition: input.condition,
    status: input.status,
    featured: input.featured ? 1 : 0,
    year: input.year,
    medium: input.medium,
    description: sanitizeRichText(input.description),
    height: first?.height ?? null,
    width: first?.width ?? null,
    depth: first?.depth ?? null,
    acquisition: input.acquisition,
    acquired_at: input.acquired_at,
    header_image_id: input.header_image_id,
    search_image_id: input.search_image_id,
  } as const;
};

const writeLinks = async (db: DB, id: number, input: ArtworkFields) => {
  await links.setAttributes(
    db,
    id,
    input.attributes.filter((a) => a.label !== null || a.height !== null || a.width !== null || a.depth !== null),
  );
  await links.setProductImages(db, id, input.product_image_ids);
  for (const key of Object.keys(repo.LOOKUP_LINKS) as repo.LookupKey[]) await links.setLookups(db, key, id, input[key]);
  await setArtworkExhibitions(db, id, input.exhibitions);
};

/** Two saves racing for the same sku: the UNIQUE index settles it with the same 422. */
const skuRace = (err: unknown) => {
  throw isUniqueViolation(err, 'sku') ? fieldError('sku', SKU_TAKEN) : err;
};

/** A missing slug is made from the title. */
const slugOf = (db: DB, input: ArtworkFields, current?: { id: number; slug: string }) =>
  chooseSlug(db, 'artworks', input.slug, slugify(input.title), current);

export const createArtwork = async (deps: AppDeps, input: ArtworkFields) => {
  const id = await slugSafeTransaction(deps.db, async (trx) => {
    await checkRefs(trx, input);
    const slug = await slugOf(trx, input);
    const sku = await chooseSku(trx, input);
    const newId = await repo.insertArtwork(trx, columns(input, slug, sku));
    await writeLinks(trx, newId, input);
    return newId;
  }).catch(skuRace);
  return { message: 'Artwork successfully created', item: await getArtwork(deps, id) };
};

export const updateArtwork = async (deps: AppDeps, id: number, input: ArtworkFields) => {
  const current = await getArtwork(deps, id);
  await slugSafeTransaction(deps.db, async (trx) => {
    await checkRefs(trx, input);
    const slug = await slugOf(trx, input, current);
    const sku = await chooseSku(trx, input, current);
    // Read again in the transaction: the history's 'before' is what this write replaces.
    const before = await repo.findArtwork(trx, id);
    if (!before) throw new NotFound(ARTWORK_NOT_FOUND);
    const row = columns(input, slug, sku);
    await repo.updateArtwork(trx, id, row);
    await writeLinks(trx, id, input);
    await recordChanges(trx, deps.actor, { type: 'artwork', id, title: row.title }, before, {
      price: row.price,
      availability: row.availability,
      status: row.status,
      featured: row.featured,
    });
  }).catch(skuRace);
  return { message: 'Artwork successfully updated', item: await getArtwork(deps, id) };
};

/** Links, dimension rows and exhibition places go with it; uploaded files stay in the library. */
export const deleteArtwork = async (deps: AppDeps, id: number) => {
  if (!(await repo.deleteArtwork(deps.db, id))) throw new NotFound(ARTWORK_NOT_FOUND);
  return { message: 'Artwork successfully deleted' };
};

export const artworkService = {
  list: listArtworks,
  get: getArtwork,
  create: createArtwork,
  update: updateArtwork,
  remove: deleteArtwork,
};
