// Admin publications: list, create, edit, delete; linked to artists (whose pages list them).
import { inIdOrder } from '#server/db/id-order';
import type { z } from 'zod';
import type { PublicationDto, publicationInput, publicationListInput } from '#shared/schemas/publication';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import type { Row } from '#server/db/schema';
import { imageLookup } from '#server/modules/uploads/images';
import { articleService } from '#server/modules/media/article-kit';
import * as repo from './publication.repository';
import { assertRefsExist } from '#server/db/references';

export const PUBLICATION_NOT_FOUND = 'Publication not found';

type ListQuery = z.output<typeof publicationListInput>;
type PublicationFields = z.output<typeof publicationInput>;

const toDtos = async (db: DB, rows: readonly Row<'publications'>[]): Promise<PublicationDto[]> => {
  const [artists, imageOf] = await Promise.all([
    repo.artistsOfPublications(
      db,
      rows.map((r) => r.id),
    ),
    imageLookup(db, rows, (r) => r.image_id),
  ]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    type: r.type,
    author: r.author,
    publisher: r.publisher,
    year: r.year,
    url: r.url,
    image: imageOf(r),
    image_id: r.image_id,
    status: r.status,
    artists: artists
      .filter((a) => a.publication_id === r.id)
      .map((a) => ({ id: a.id, full_name: `${a.first_name} ${a.last_name}`.trim() })),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
};

/** Publications in the order of `ids` (an artist's list). */
export const listPublicationsByIds = async (deps: AppDeps, ids: readonly number[]) => {
  return toDtos(deps.db, inIdOrder(ids, await repo.publicationsByIds(deps.db, ids)));
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

/** Writes a new publication (no `current`) or the given one, with its artist links; answers its id. */
const write = async (db: DB, input: PublicationFields, current?: Row<'publications'>) => {
  await checkRefs(db, input);
  let id = current?.id;
  if (id === undefined) id = await repo.insertPublication(db, columns(input));
  else await repo.updatePublication(db, id, columns(input));
  await repo.setPublicationArtists(db, id, input.artist_ids);
  return id;
};

/** The admin CRUD, in the article kinds' shape. Publications have no slug: a plain transaction. */
export const publicationService = articleService({
  messages: {
    notFound: PUBLICATION_NOT_FOUND,
    created: 'Publication successfully created',
    updated: 'Publication successfully updated',
    deleted: 'Publication successfully deleted',
  },
  filterOf: (input: ListQuery) => ({ search: input.search || undefined, excludeIds: input.exclude_ids }),
  count: repo.countPublications,
  list: repo.listPublications,
  find: repo.findPublication,
  // Artist links cascade: the artists' pages simply stop listing it.
  remove: repo.deletePublication,
  toDtos,
  write,
  transaction: (deps, work) => deps.db.transaction().execute(work),
});
