// Loose threads: staff CRUD, the staff's order per type (saved in one transaction), and what
// visitors read (active and published: anything else is 404 and in no list).
import type { z } from 'zod';
import { PAGE_SIZE } from '#shared/constants';
import { slugify } from '#shared/format';
import {
  LOOSE_THREAD_TYPES,
  type LooseThreadDto,
  type looseThreadInput,
  type looseThreadListInput,
  type ThreadCard,
  type ThreadDetail,
  typeBySlug,
  typeSlugOf,
} from '#shared/schemas/loose-thread';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { pageWindow } from '#server/db/paging';
import { assertRefsExist } from '#server/db/references';
import type { Row } from '#server/db/schema';
import { chooseSlug } from '#server/db/slugs';
import { immediateTx } from '#server/db/transaction';
import { fieldError, NotFound } from '#server/lib/errors';
import { sanitizeRichText } from '#server/lib/sanitize';
import { imageLookup } from '#server/modules/uploads/images';
import { articleFilter, articleService } from './article-kit';
import * as repo from './loose-thread.repository';
import { nowIso, publishedAt } from './published';

export const THREAD_NOT_FOUND = 'Loose thread not found';
export const THREAD_ORDER_UNKNOWN = 'Some of these loose threads no longer exist. Reload the list and try again.';
export const THREAD_ORDER_SAVED = 'Order successfully saved';
type Fields = z.output<typeof looseThreadInput>;
type ThreadRow = Row<'loose_threads'>;

const toDtos = async (db: DB, rows: readonly ThreadRow[]): Promise<LooseThreadDto[]> => {
  const imageOf = await imageLookup(db, rows, (r) => r.header_image_id);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    type: r.type,
    status: r.status,
    order: r.position,
    date_published: r.date_published,
    summary: r.summary,
    body: r.body,
    external_url: r.external_url,
    header_image_id: r.header_image_id,
    header_image: imageOf(r),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
};

const write = async (db: DB, input: Fields, current?: ThreadRow) => {
  await assertRefsExist(db, [{ field: 'header_image_id', table: 'files', ids: [input.header_image_id] }]);
  const row = {
    title: input.title,
    slug: await chooseSlug(db, 'loose_threads', input.slug, slugify(input.title) || 'loose-thread', current),
    type: input.type,
    status: input.status,
    date_published: publishedAt(input.date_published, current?.date_published),
    summary: input.summary,
    body: sanitizeRichText(input.body),
    external_url: input.external_url,
    header_image_id: input.header_image_id,
  };
  if (!current) return repo.insertThread(db, { ...row, position: await repo.endOfType(db, input.type) });
  // Moved to another type: it joins the end of that type's list.
  const position = current.type === input.type ? current.position : await repo.endOfType(db, input.type);
  await repo.updateThread(db, current.id, { ...row, position });
  return current.id;
};

export const looseThreadService = articleService({
  messages: {
    notFound: THREAD_NOT_FOUND,
    created: 'Loose thread successfully created',
    updated: 'Loose thread successfully updated',
    deleted: 'Loose thread successfully deleted',
  },
  filterOf: (input: z.output<typeof looseThreadListInput>) => ({ ...articleFilter(input), types: input.types }),
  count: repo.countThreads,
  list: repo.listThreads,
  find: repo.findThread,
  remove: repo.deleteThread,
  toDtos,
  write,
});

/**
 * The staff's new order: every id must exist, and all places are written in one transaction, so
 * a visitor sees the old order or the new one, never half of each.
 */
export const saveOrder = (deps: AppDeps, ids: readonly number[]) =>
  immediateTx(deps.db, async (trx) => {
    const known = await repo.existingThreadIds(trx, ids);
    if (known.size !== ids.length) throw fieldError('list', THREAD_ORDER_UNKNOWN);
    await repo.setPositions(trx, ids);
    return { message: THREAD_ORDER_SAVED };
  });

// --- Visitors

const toCards = async (db: DB, rows: readonly ThreadRow[]): Promise<ThreadCard[]> => {
  const imageOf = await imageLookup(db, rows, (r) => r.header_image_id);
  return rows.map((r) => ({
    title: r.title,
    slug: r.slug,
    type: r.type,
    type_slug: typeSlugOf(r.type),
    summary: r.summary,
    external_url: r.external_url,
    header_image: imageOf(r),
    date_published: r.date_published ?? r.created_at,
  }));
};

/** The three types, in the tabs' order, with how many threads each shows. */
export const publicThreadTypes = async (deps: AppDeps) => {
  const counts = new Map((await repo.countVisibleByType(deps.db, nowIso())).map((c) => [c.type, Number(c.n)]));
  return { data: LOOSE_THREAD_TYPES.map((t) => ({ slug: t.slug, title: t.title, count: counts.get(t.title) ?? 0 })) };
};

const typeTitle = (slug: string) => {
  const type = typeBySlug(slug);
  if (!type) throw new NotFound(THREAD_NOT_FOUND);
  return type.title;
};

/** One type's threads in the staff's order, 24 a page. */
export const publicThreadsOfType = async (deps: AppDeps, typeSlug: string, page: number) => {
  const window = pageWindow({ page }, PAGE_SIZE.catalogue);
  const found = await repo.listVisibleOfType(deps.db, nowIso(), typeTitle(typeSlug), window);
  return { data: await toCards(deps.db, found.rows), hasMorePages: found.hasMorePages };
};

/** One published thread; given a type, the thread must be of it. */
export const publicThread = async (deps: AppDeps, slug: string, typeSlug?: string): Promise<ThreadDetail> => {
  const now = nowIso();
  const row = await repo.findVisible(deps.db, now, slug, typeSlug === undefined ? undefined : typeTitle(typeSlug));
  if (!row) throw new NotFound(THREAD_NOT_FOUND);
  const others = await repo.listOthersOfType(deps.db, now, row.type, row.id, 3);
  const [card, ...more] = await toCards(deps.db, [row, ...others]);
  return { ...card!, body: row.body, updated_at: row.updated_at, more };
};

export const latestThreads = async (deps: AppDeps, n: number) =>
  toCards(deps.db, await repo.listNewestVisible(deps.db, nowIso(), n));
