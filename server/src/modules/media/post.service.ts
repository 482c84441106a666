// Admin news, press releases and arttextstyle posts, one implementation for the three kinds:
// list, read, create, edit, delete (the article kit, article-kit.ts). The body is sanitised here, the only way in.
import type { z } from 'zod';
import { slugify } from '#shared/format';
import type { PostDto, postInput, postListInput } from '#shared/schemas/post';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import type { ListOrder } from '#server/db/paging';
import { assertRefsExist } from '#server/db/references';
import { chooseSlug, SLUG_TAKEN } from '#server/db/slugs';
import { fieldError } from '#server/lib/errors';
import { plainText, sanitizeRichText } from '#server/lib/sanitize';
import { imagesByIds } from '#server/modules/uploads/images';
import { articleFilter, articleService } from './article-kit';
import type { PostKind } from './post-kinds';
import * as repo from './post.repository';

type ListQuery = z.output<typeof postListInput>;
export type PostFields = z.output<typeof postInput>;

/** Each post's tags ({ id, title }), in their order on the post: two queries for any number of posts. */
export const tagsByPost = async (db: DB, postIds: readonly number[]) => {
  const links = await repo.postTagLinks(db, postIds);
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
  return tagsBy;
};

/** Rows → admin DTOs with their tags, header image and approved comments: four queries a page. */
export const toPostDtos = async (
  db: DB,
  rows: readonly repo.PostRow[],
  now = new Date().toISOString(),
): Promise<PostDto[]> => {
  const ids = rows.map((r) => r.id);
  const [tagsBy, images, counts] = await Promise.all([
    tagsByPost(db, ids),
    imagesByIds(
      db,
      rows.map((r) => r.header_image_id),
    ),
    repo.approvedCommentCounts(db, ids),
  ]);
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

const columns = (input: PostFields, slug: string, current?: repo.PostRow): repo.PostColumns => {
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

/** The five CRUD operations of one kind, as the CRUD factory calls them. */
export const postService = (kind: PostKind) =>
  articleService({
    messages: {
      notFound: kind.messages.notFound,
      created: kind.messages.saved,
      updated: kind.messages.saved,
      deleted: kind.messages.deleted,
    },
    filterOf: (input: ListQuery): repo.PostFilter => ({ ...articleFilter(input), tagIds: input.types }),
    count: (db, filter) => repo.countPosts(db, kind.key, filter),
    list: (db, filter, order: ListOrder<repo.AdminPostSort>, window) =>
      repo.listPosts(db, kind.key, filter, order, window),
    find: (db, id) => repo.findPost(db, kind.key, id),
    // Its tags' links and its comments go with it (ON DELETE CASCADE).
    remove: repo.deletePost,
    toDtos: (db, rows) => toPostDtos(db, rows),
    write: async (db, input: PostFields, current) => {
      await checkRefs(db, input);
      const row = columns(input, await slugOf(db, kind, input, current), current);
      const id = current
        ? (await repo.updatePost(db, current.id, row), current.id)
        : await repo.insertPost(db, kind.key, row);
      await repo.setPostTags(db, id, input.tags);
      return id;
    },
  });

/** The newest published news items, newest first (the home page). */
export const latestNews = async (deps: AppDeps, now: Date, limit: number) =>
  (await repo.listLatestNews(deps.db, now.toISOString(), limit)).map((n) => ({
    title: n.title,
    slug: n.slug,
    date_published: n.date_published ?? '',
  }));
