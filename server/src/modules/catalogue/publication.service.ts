// Admin publications: list, create, edit, delete; linked to artists (whose pages list them).
import { inIdOrder } from '#server/db/id-order';
import type { z } from 'zod';
import type { PublicationDto, publicationInput, publicationListInput } from '#shared/schemas/publication';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { countedPage, pageWindow } from '#server/db/paging';
import type { Row } from '#server/db/schema';
import { NotFound } from '#server/lib/errors';
import { imagesByIds } from '#server/modules/uploads/images';
import * as repo from './publication.repository';
import { assertRefsExist } from '#server/db/references';

export const PUBLICATION_NOT_FOUND = 'Publication not found';

type ListQuery = z.output<typeof publicationListInput>;
type PublicationFields = z.output<typeof publicationInput>;

const toDtos = async (db: DB, rows: Row<'publications'>[]): Promise<PublicationDto[]> => {
  const [artists, images] = await Promise.all([
    repo.artistsOfPublications(
      db,
      rows.map((r) => r.id),
    ),
    imagesByIds(
      db,
      rows.map((r) => r.image_id),
    ),
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    author: r.author,
    publisher: r.publisher,
    year: r.year,
    url: r.url,
    image: (r.image_id && images.get(r.image_id)) || null,
    image_id: r.image_id,
    status: r.status,
    artists: artists
      .filter((a) => a.publication_id === r.id)
      .map((a) => ({ id: a.id, full_name: `${a.first_name} ${a.last_name}`.trim() })),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
};

export const listPublications = async (deps: AppDeps, input: ListQuery) => {
  const filter = { search: input.search || undefined, excludeIds: input.exclude_ids };
  const window = pageWindow(input);
  return countedPage(
    window,
    repo.countPublications(deps.db, filter),
    repo.listPublications(deps.db, filter, input, window),
    (rows) => toDtos(deps.db, rows),
  );
};

/** Publications in the order of `ids` (an artist's list). */
export const listPublicationsByIds = async (deps: AppDeps, ids: readonly number[]) => {
  return toDtos(deps.db, inIdOrder(ids, await repo.publicationsByIds(deps.db, ids)));
};

export const getPublication = async (deps: AppDeps, id: number): Promise<PublicationDto> => {
  const row = await repo.findPublication(deps.db, id);
  if (!row) throw new NotFound(PUBLICATION_NOT_FOUND);
  return (await toDtos(deps.db, [row]))[0]!;
};

const columns = (input: PublicationFields) => ({
  title: input.title,
  type: input.type,
  author: input.author,
  publisher: input.publisher,
  year: input.year,
  url: input.url,
  image_id: input.image_id,
  status: input.status,
});

const checkRefs = (db: DB, input: PublicationFields) =>
  assertRefsExist(db, [
    { field: 'artist_ids', table: 'artists', ids: input.artist_ids, many: true },
    { field: 'image_id', table: 'files', ids: [input.image_id] },
  ]);

export const createPublication = async (deps: AppDeps, input: PublicationFields) => {
  const id = await deps.db.transaction().execute(async (trx) => {
    await checkRefs(trx, input);
    const newId = await repo.insertPublication(trx, columns(input));
    await repo.setPublicationArtists(trx, newId, input.artist_ids);
    return newId;
  });
  return { message: 'Publication successfully created', item: await getPublication(deps, id) };
};

export const updatePublication = async (deps: AppDeps, id: number, input: PublicationFields) => {
  await getPublication(deps, id);
  await deps.db.transaction().execute(async (trx) => {
    await checkRefs(trx, input);
    await repo.updatePublication(trx, id, columns(input));
    await repo.setPublicationArtists(trx, id, input.artist_ids);
  });
  return { message: 'Publication successfully updated', item: await getPublication(deps, id) };
};

/** Artist links cascade: the artists' pages simply stop listing it. */
export const deletePublication = async (deps: AppDeps, id: number) => {
  if (!(await repo.deletePublication(deps.db, id))) throw new NotFound(PUBLICATION_NOT_FOUND);
  return { message: 'Publication successfully deleted' };
};

export const publicationService = {
  list: listPublications,
  get: getPublication,
  create: createPublication,
  update: updatePublication,
  remove: deletePublication,
};
