// What visitors read of news, press releases and the arttextstyle blog. Only public posts (active,
// date_published come): anything else is a 404 and absent from every list. Each read takes its
// instant once, so that the queries of one answer agree on it.
import { PAGE_SIZE } from '#shared/constants';
import type { z } from 'zod';
import type { BlogPost, PostCard, PostDetail, publicNewsListInput, publicPostListInput } from '#shared/schemas/post';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { pageWindow } from '#server/db/paging';
import { NotFound } from '#server/lib/errors';
import { imageLookup } from '#server/modules/uploads/images';
import { approvedComments } from './comment.repository';
import { BLOG_POST, NEWS, PRESS_RELEASE, type PostKind } from './post-kinds';
import * as repo from './post.repository';
import { summaryOf, tagsByPost } from './post.service';

const instant = () => new Date().toISOString();

/** How many other releases a press release shows beside it, and more posts under a blog post. */
export const RELATED_COUNT = { press: 4, blog: 3 } as const;

/** Public rows → cards with their tags and header image: three queries a page. */
export const toCards = async (db: DB, rows: readonly repo.PostRow[]): Promise<PostCard[]> => {
  const ids = rows.map((r) => r.id);
  const [tagsBy, imageOf] = await Promise.all([tagsByPost(db, ids), imageLookup(db, rows, (r) => r.header_image_id)]);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    author: r.author,
    source: r.source,
    external_url: r.external_url,
    date_published: r.date_published ?? '',
    excerpt: summaryOf(r),
    header_image: imageOf(r),
    tags: tagsBy.get(r.id) ?? [],
  }));
};

const toDetail = async (db: DB, row: repo.PostRow): Promise<PostDetail> => ({
  ...(await toCards(db, [row]))[0]!,
  body: row.body,
  updated_at: row.updated_at,
});

const findOrThrow = async (db: DB, kind: PostKind, now: string, slug: string) => {
  const row = await repo.findPublicPost(db, kind.key, now, slug);
  if (!row) throw new NotFound(kind.messages.notFound);
  return row;
};

type NewsQuery = z.output<typeof publicNewsListInput>;
type ListQuery = z.output<typeof publicPostListInput>;

/** A public list of one kind: 12 a page, tags (any of), year, and a lead item left out. */
export const listPublic = async (
  deps: AppDeps,
  kind: PostKind,
  q: ListQuery & Partial<Pick<NewsQuery, 'year' | 'latest_id'>>,
) => {
  const window = pageWindow({ page: q.page }, PAGE_SIZE.publicList);
  const page = await repo.listPublicPosts(
    deps.db,
    kind.key,
    instant(),
    { tagIds: q.tags, year: q.year, excludeId: q.latest_id },
    q.sort,
    window,
  );
  return { data: await toCards(deps.db, page.rows), hasMorePages: page.hasMorePages };
};

export const latestPublic = async (deps: AppDeps, kind: PostKind): Promise<PostCard | null> => {
  const row = await repo.latestPublicPost(deps.db, kind.key, instant());
  return row ? (await toCards(deps.db, [row]))[0]! : null;
};

export const newsBySlug = async (deps: AppDeps, slug: string) =>
  toDetail(deps.db, await findOrThrow(deps.db, NEWS, instant(), slug));

/** A press release with others beside it, drawn at random. */
export const pressReleaseBySlug = async (deps: AppDeps, slug: string) => {
  const now = instant();
  const row = await findOrThrow(deps.db, PRESS_RELEASE, now, slug);
  const others = await repo.randomPublicPosts(deps.db, PRESS_RELEASE.key, now, row.id, RELATED_COUNT.press);
  return { current: await toDetail(deps.db, row), random_list: await toCards(deps.db, others) };
};

/** A blog post with its approved comments, its newer and older neighbours, and three more. */
export const blogPostBySlug = async (deps: AppDeps, slug: string): Promise<BlogPost> => {
  const now = instant();
  const row = await findOrThrow(deps.db, BLOG_POST, now, slug);
  const at = { id: row.id, date_published: row.date_published ?? '' };
  const [detail, comments, next, previous, more] = await Promise.all([
    toDetail(deps.db, row),
    approvedComments(deps.db, row.id),
    repo.neighbourSlug(deps.db, BLOG_POST.key, now, at, 'newer'),
    repo.neighbourSlug(deps.db, BLOG_POST.key, now, at, 'older'),
    repo.randomPublicPosts(deps.db, BLOG_POST.key, now, row.id, RELATED_COUNT.blog),
  ]);
  return {
    ...detail,
    comments,
    next_slug: next,
    previous_slug: previous,
    random_posts: await toCards(deps.db, more),
  };
};

/** The tags the kind's public posts carry (the blog's filter offers nothing that would list nothing). */
export const tagsInUse = async (deps: AppDeps, kind: PostKind) => ({
  data: await repo.publicTagsOf(deps.db, kind.key, instant()),
});

/** The newest public posts of some kinds with their body, for a feed. */
export const feedPosts = async (deps: AppDeps, kinds: readonly PostKind[], limit: number) => {
  const rows = await repo.newestPublicPosts(
    deps.db,
    kinds.map((k) => k.key),
    instant(),
    limit,
  );
  const cards = await toCards(deps.db, rows);
  return rows.map((r, i) => ({ ...cards[i]!, kind: r.kind, body: r.body, updated_at: r.updated_at }));
};
