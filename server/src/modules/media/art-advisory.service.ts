// Art advisory services: staff CRUD (a title unique regardless of case; an active service is not
// deleted) and what visitors read (active and published only).
import type { z } from 'zod';
import { MSG } from '#shared/messages';
import { slugify } from '#shared/format';
import type {
  AdvisoryCard,
  ArtAdvisoryDto,
  artAdvisoryInput,
  artAdvisoryListInput,
} from '#shared/schemas/art-advisory';
import type { ImageDto } from '#shared/schemas/image';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { assertRefsExist } from '#server/db/references';
import type { Row } from '#server/db/schema';
import { chooseSlug, slugSafeTransaction } from '#server/db/slugs';
import { fieldError, isUniqueViolation, NotFound, Refused } from '#server/lib/errors';
import { sanitizeRichText } from '#server/lib/sanitize';
import { imagesByIds } from '#server/modules/uploads/images';
import { articleFilter, articleService } from './article-kit';
import * as repo from './art-advisory.repository';
import { nowIso, publishedAt } from './published';

export const ADVISORY_NOT_FOUND = 'Art Advisory not found';
export const ADVISORY_DELETED = 'Art Advisory successfully deleted';
export const ADVISORY_ACTIVE_REFUSED =
  'An active Art Advisory cannot be deleted: visitors may be reading it. Make it inactive first.';
type Fields = z.output<typeof artAdvisoryInput>;
type AdvisoryRow = Row<'art_advisories'>;

/** Each row with its images in order. */
const withImages = async (db: DB, rows: readonly AdvisoryRow[]) => {
  const links = await repo.advisoryImageLinks(
    db,
    rows.map((r) => r.id),
  );
  const images = await imagesByIds(
    db,
    links.map((l) => l.id),
  );
  return rows.map((r) => ({
    row: r,
    images: links.filter((l) => l.owner === r.id).flatMap((l) => images.get(l.id) ?? []),
  }));
};

const toDtos = async (db: DB, rows: readonly AdvisoryRow[]): Promise<ArtAdvisoryDto[]> =>
  (await withImages(db, rows)).map(({ row: r, images }) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    status: r.status,
    position: r.position,
    date_published: r.date_published,
    summary: r.summary,
    body: r.body,
    images,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));

const taken = () => fieldError('title', MSG.advisoryTaken);

const write = async (db: DB, input: Fields, current?: AdvisoryRow) => {
  if (await repo.findAdvisoryIdByTitle(db, input.title, current?.id)) throw taken();
  await assertRefsExist(db, [{ field: 'images', table: 'files', ids: input.images, many: true }]);
  const row = {
    title: input.title,
    slug: await chooseSlug(db, 'art_advisories', input.slug, slugify(input.title) || 'art-advisory', current),
    status: input.status,
    date_published: publishedAt(input.date_published, current?.date_published),
    summary: input.summary,
    body: sanitizeRichText(input.body),
  };
  const id = current
    ? (await repo.updateAdvisory(db, current.id, row), current.id)
    : await repo.insertAdvisory(db, { ...row, position: await repo.nextPosition(db) });
  await repo.setAdvisoryImages(db, id, input.images);
  return id;
};

export const artAdvisoryService = articleService({
  messages: {
    notFound: ADVISORY_NOT_FOUND,
    created: MSG.advisorySaved,
    updated: MSG.advisorySaved,
    deleted: ADVISORY_DELETED,
  },
  filterOf: (input: z.output<typeof artAdvisoryListInput>) => articleFilter(input),
  ...repo.advisoryQueries,
  remove: repo.deleteAdvisory,
  toDtos,
  write,
  /** The read-then-write check gives the friendly 422; the UNIQUE index settles a race between two saves. */
  transaction: (deps, work) =>
    slugSafeTransaction(deps.db, work).catch((err: unknown) => {
      throw isUniqueViolation(err, 'title') ? taken() : err;
    }),
  refuseDelete: (row) => {
    if (row.status === '1') throw new Refused(ADVISORY_ACTIVE_REFUSED);
  },
});

// --- Visitors

const toCard = (r: AdvisoryRow, images: ImageDto[]): AdvisoryCard => ({
  title: r.title,
  slug: r.slug,
  summary: r.summary,
  image: images[0] ?? null,
});

export const publicAdvisories = async (deps: AppDeps) => ({
  data: (await withImages(deps.db, await repo.listVisible(deps.db, nowIso()))).map(({ row, images }) =>
    toCard(row, images),
  ),
});

export const publicAdvisory = async (deps: AppDeps, slug: string) => {
  const now = nowIso();
  const row = await repo.findVisibleBySlug(deps.db, now, slug);
  if (!row) throw new NotFound(ADVISORY_NOT_FOUND);
  const all = await withImages(deps.db, [
    row,
    ...(await repo.listVisible(deps.db, now)).filter((r) => r.id !== row.id),
  ]);
  const [self, ...others] = all;
  return {
    ...toCard(row, self!.images),
    body: row.body,
    images: self!.images,
    updated_at: row.updated_at,
    others: others.map(({ row: r, images }) => toCard(r, images)),
  };
};
