// Memoriams: staff CRUD and what visitors read ("Lives well lived": active and published only).
import type { z } from 'zod';
import { PAGE_SIZE } from '#shared/constants';
import { slugify } from '#shared/format';
import type { MemoriamCard, MemoriamDto, memoriamInput, memoriamListInput } from '#shared/schemas/memoriam';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { pageWindow } from '#server/db/paging';
import { assertRefsExist } from '#server/db/references';
import type { Row } from '#server/db/schema';
import { chooseSlug } from '#server/db/slugs';
import { NotFound } from '#server/lib/errors';
import { sanitizeRichText } from '#server/lib/sanitize';
import { imageLookup } from '#server/modules/uploads/images';
import { articleFilter, articleService } from './article-kit';
import * as repo from './memoriam.repository';
import { excerptOf, nowIso, publishedAt } from './published';

export const MEMORIAM_NOT_FOUND = 'Memoriam not found';
type Fields = z.output<typeof memoriamInput>;
type MemoriamRow = Row<'memoriams'>;

const toDtos = async (db: DB, rows: readonly MemoriamRow[]): Promise<MemoriamDto[]> => {
  const imageOf = await imageLookup(db, rows, (r) => r.image_id);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    key: r.slug,
    years: r.years,
    status: r.status,
    active: r.status === '1',
    date_published: r.date_published,
    body: r.body,
    image_id: r.image_id,
    image: imageOf(r),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
};

const write = async (db: DB, input: Fields, current?: MemoriamRow) => {
  await assertRefsExist(db, [{ field: 'image_id', table: 'files', ids: [input.image_id] }]);
  const row = {
    title: input.title,
    slug: await chooseSlug(db, 'memoriams', input.slug, slugify(input.title) || 'memoriam', current),
    years: input.years,
    status: input.status,
    date_published: publishedAt(input.date_published, current?.date_published),
    body: sanitizeRichText(input.body),
    image_id: input.image_id,
  };
  if (!current) return repo.insertMemoriam(db, row);
  await repo.updateMemoriam(db, current.id, row);
  return current.id;
};

export const memoriamService = articleService({
  messages: {
    notFound: MEMORIAM_NOT_FOUND,
    created: 'Memoriam successfully created',
    updated: 'Memoriam successfully updated',
    deleted: 'Memoriam successfully deleted',
  },
  filterOf: (input: z.output<typeof memoriamListInput>) => articleFilter(input),
  ...repo.memoriamQueries,
  remove: repo.deleteMemoriam,
  toDtos,
  write,
});

// --- Visitors

const toCards = async (db: DB, rows: readonly MemoriamRow[]): Promise<MemoriamCard[]> => {
  const imageOf = await imageLookup(db, rows, (r) => r.image_id);
  return rows.map((r) => ({
    title: r.title,
    slug: r.slug,
    years: r.years,
    excerpt: excerptOf(r.body),
    image: imageOf(r),
    date_published: r.date_published ?? r.created_at,
  }));
};

export const publicMemoriams = async (deps: AppDeps, page: number) => {
  const found = await repo.listVisible(deps.db, nowIso(), pageWindow({ page }, PAGE_SIZE.publicList));
  return { data: await toCards(deps.db, found.rows), hasMorePages: found.hasMorePages };
};

export const publicMemoriam = async (deps: AppDeps, slug: string) => {
  const row = await repo.findVisibleBySlug(deps.db, nowIso(), slug);
  if (!row) throw new NotFound(MEMORIAM_NOT_FOUND);
  const [card] = await toCards(deps.db, [row]);
  return { ...card!, body: row.body, updated_at: row.updated_at };
};
