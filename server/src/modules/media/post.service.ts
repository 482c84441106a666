// Admin news, press releases and arttextstyle posts, one implementation for the three kinds:
// list, read, create, edit, delete. The body is sanitised here, the only way in.
import type { z } from 'zod';
import { slugify } from '#shared/format';
import type { PostDto, postInput, postListInput } from '#shared/schemas/post';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { countedPage, pageWindow } from '#server/db/paging';
import { assertRefsExist } from '#server/db/references';
import { chooseSlug, SLUG_TAKEN, slugSafeTransaction } from '#server/db/slugs';
import { fieldError, NotFound } from '#server/lib/errors';
import { plainText, sanitizeRichText } from '#server/lib/sanitize';
import { imagesByIds } from '#server/modules/uploads/images';
import type { PostKind } from './post-kinds';
import * as repo from './post.repository';

type ListQuery = z.output<typeof postListInput>;
export type PostFields = z.output<typeof postInput>;

/** Rows → admin DTOs with their tags, header image and approved comments: four queries a page. */
export const toPostDtos = async (
  db: DB,
  rows: readonly repo.PostRow[],
  now = new Date().toISOString(),
): Promise<PostDto[]> => {
  const ids = rows.map((r) => r.id);
  const [links, images, counts] = await Promise.all([
    repo.postTagLinks(db, ids),
    imagesByIds(
      db,
      rows.map((r) => r.header_image_id),
    ),
    repo.approvedCommentCounts(db, ids),
  ]);
  const titles = new Map(
    (
      await repo.tagTitles(
        db,
        links.map((l) => l.id),
      )
    ).map((t) => [t.id, t.title]),
  );
  const tagsBy = new Map<number, { id: number; title: string }[]>();
  for (const l of links) {
    const title = titles.get(l.id);
    if (title !== undefined) tagsBy.set(l.owner, [...(tagsBy.get(l.owner) ?? []), { id: l.id, title }]);
  }
  const countBy = new Map(counts.map((c) => [c.post_id, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    slug: r.slug,
    author: r.author,
    source: r.source,
    external_url: r.external_url,
    status: r.status,
    date_published: r.date_published,
    is_public: r.status === '1' && r.date_published !== null && r.date_published <= now,
    excerpt: r.excerpt,
    body: r.body,
    header_image_id: r.header_image_id,
    header_image: (r.header_image_id && images.get(r.header_image_id)) || null,
    tags: tagsBy.get(r.id) ?? [],
    comments_count: countBy.get(r.id) ?? 0,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
};

export const listPosts = async (deps: AppDeps, kind: PostKind, input: ListQuery) => {
  const filter: repo.PostFilter = {
    status: input.status,
    tagIds: input.types,
    search: input.search || undefined,
    searchType: input.search_type,
    excludeIds: input.exclude_ids,
  };
  const window = pageWindow(input);
  return countedPage(
    window,
    repo.countPosts(deps.db, kind.key, filter),
    repo.listPosts(deps.db, kind.key, filter, { sort: input.sort, order: input.order }, window),
    (rows) => toPostDtos(deps.db, rows),
  );
};

export const getPost = async (deps: AppDeps, kind: PostKind, id: number): Promise<PostDto> => {
  const row = await repo.findPost(deps.db, kind.key, id);
  if (!row) throw new NotFound(kind.messages.notFound);
  return (await toPostDtos(deps.db, [row]))[0]!;
};

/** A missing slug is made from the title; one the kind's own API answers (latest, list) counts as taken. */
const slugOf = (db: DB, kind: PostKind, input: PostFields, current?: { id: number; slug: string }) => {
  const reserved = (slug: string) => kind.reservedSlugs.includes(slug);
  if (input.slug && reserved(input.slug)) throw fieldError('slug', SLUG_TAKEN);
  const base = slugify(input.title) || 'post';
  return chooseSlug(db, 'posts', input.slug, reserved(base) ? `${base}-post` : base, current, {
    column: 'kind',
    value: kind.key,
  });
};

const EXCERPT_WORDS = 40;

/** The list cards' and feeds' summary: the staff's own, else the body's first words (so it follows the body). */
export const summaryOf = (row: { excerpt: string | null; body: string | null }) => {
  if (row.excerpt) return row.excerpt;
  const words = plainText(row.body).split(' ').filter(Boolean);
  if (!words.length) return null;
  return words.length > EXCERPT_WORDS ? `${words.slice(0, EXCERPT_WORDS).join(' ')}…` : words.join(' ');
};

const columns = (input: PostFields, slug: string, current?: PostDto): repo.PostColumns => {
  const body = sanitizeRichText(input.body);
  return {
    title: input.title,
    slug,
    author: input.author,
    source: input.source,
    external_url: input.external_url,
    status: input.status,
    // Active without a date means "now"; an inactive draft keeps whatever it had.
    date_published:
      input.date_published ?? (input.status === '1' ? (current?.date_published ?? new Date().toISOString()) : null),
    excerpt: input.excerpt,
    body,
    header_image_id: input.header_image_id,
  };
};

const checkRefs = (db: DB, input: PostFields) =>
  assertRefsExist(db, [
    { field: 'header_image_id', table: 'files', ids: [input.header_image_id] },
    { field: 'tags', table: 'tags', ids: input.tags, many: true },
  ]);

export const createPost = async (deps: AppDeps, kind: PostKind, input: PostFields) => {
  const id = await slugSafeTransaction(deps.db, async (trx) => {
    await checkRefs(trx, input);
    const newId = await repo.insertPost(trx, kind.key, columns(input, await slugOf(trx, kind, input)));
    await repo.setPostTags(trx, newId, input.tags);
    return newId;
  });
  return { message: kind.messages.saved, item: await getPost(deps, kind, id) };
};

export const updatePost = async (deps: AppDeps, kind: PostKind, id: number, input: PostFields) => {
  const current = await getPost(deps, kind, id);
  await slugSafeTransaction(deps.db, async (trx) => {
    await checkRefs(trx, input);
    await repo.updatePost(trx, id, columns(input, await slugOf(trx, kind, input, current), current));
    await repo.setPostTags(trx, id, input.tags);
  });
  return { message: kind.messages.saved, item: await getPost(deps, kind, id) };
};

/** Its tags' links and its comments go with it (ON DELETE CASCADE). */
export const deletePost = async (deps: AppDeps, kind: PostKind, id: number) => {
  if (!(await repo.findPost(deps.db, kind.key, id))) throw new NotFound(kind.messages.notFound);
  await repo.deletePost(deps.db, id);
  return { message: kind.messages.deleted };
};

/** The five CRUD operations of one kind, as the CRUD factory calls them. */
export const postService = (kind: PostKind) => ({
  list: (deps: AppDeps, q: ListQuery) => listPosts(deps, kind, q),
  get: (deps: AppDeps, id: number) => getPost(deps, kind, id),
  create: (deps: AppDeps, input: PostFields) => createPost(deps, kind, input),
  update: (deps: AppDeps, id: number, input: PostFields) => updatePost(deps, kind, id, input),
  remove: (deps: AppDeps, id: number) => deletePost(deps, kind, id),
});

/** The newest published news items, newest first (the home page). */
export const latestNews = async (deps: AppDeps, now: Date, limit: number) =>
  (await repo.listLatestNews(deps.db, now.toISOString(), limit)).map((n) => ({
    title: n.title,
    slug: n.slug,
    date_published: n.date_published ?? '',
  }));
