// Every query on posts (news, press releases, arttextstyle) and their tags. A kind is one value of
// posts.kind; what visitors may read is isPublic (active, and its date_published has come).
import { sql } from 'kysely';
import type { PublicPostSort } from '#shared/schemas/post';
import type { DB } from '#server/db/database';
import { linkedIds, replaceLinks } from '#server/db/links';
import { countRows, type ListOrder, type PageWindow, readPage, type SearchFilter } from '#server/db/paging';
import { deleteRow, insertRow, updateRow } from '#server/db/rows';
import type { NewRow, PostKind as PostKindKey } from '#server/db/schema';
import { containsText, isPublic } from '#server/db/sql';

export type AdminPostSort = 'title' | 'author' | 'date_published' | 'status' | 'created_at' | 'updated_at';

export interface PostFilter extends SearchFilter {
  status?: '0' | '1';
  /** posts carrying any of these tags */
  tagIds?: number[];
  searchIn?: 'title' | 'author' | 'body' | 'all';
}

const SEARCHED = {
  title: ['posts.title'],
  author: ['posts.author'],
  body: ['posts.body', 'posts.excerpt'],
  all: ['posts.title', 'posts.author', 'posts.excerpt', 'posts.body'],
} as const;

const ofKind = (db: DB, kind: PostKindKey) => db.selectFrom('posts').where('posts.kind', '=', kind);

const withTags = (ids: readonly number[]) =>
  sql<boolean>`EXISTS (SELECT 1 FROM post_tags WHERE post_tags.post_id = posts.id AND post_tags.tag_id IN (${sql.join([...ids])}))`;

const filtered = (db: DB, kind: PostKindKey, f: PostFilter) => {
  let q = ofKind(db, kind);
  if (f.status) q = q.where('posts.status', '=', f.status);
  if (f.tagIds?.length) q = q.where(withTags(f.tagIds));
  if (f.search) q = q.where(containsText(f.search, ...SEARCHED[f.searchIn ?? 'title']));
  if (f.excludeIds?.length) q = q.where('posts.id', 'not in', f.excludeIds);
  return q;
};

export const countPosts = (db: DB, kind: PostKindKey, f: PostFilter) => countRows(filtered(db, kind, f));

export const listPosts = (db: DB, kind: PostKindKey, f: PostFilter, o: ListOrder<AdminPostSort>, window: PageWindow) =>
  readPage(
    filtered(db, kind, f)
      .selectAll('posts')
      // Titles compare as the reader sees them; posts without a date sort last either way.
      .orderBy(sql`${sql.ref(`posts.${o.sort}`)} IS NULL`)
      .orderBy(sql`${sql.ref(`posts.${o.sort}`)} COLLATE NOCASE`, o.order)
      .orderBy('posts.id', o.order),
    window,
  );

export type PostRow = Awaited<ReturnType<typeof listPosts>>['rows'][number];

export const findPost = (db: DB, kind: PostKindKey, id: number) =>
  ofKind(db, kind).selectAll('posts').where('posts.id', '=', id).executeTakeFirst();

export type PostColumns = Omit<NewRow<'posts'>, 'id' | 'kind' | 'created_at' | 'updated_at'>;

export const insertPost = (db: DB, kind: PostKindKey, row: PostColumns) => insertRow(db, 'posts', { ...row, kind });
export const updatePost = (db: DB, id: number, row: PostColumns) => updateRow(db, 'posts', id, row);
export const deletePost = (db: DB, id: number) => deleteRow(db, 'posts', id);

const TAG_LINKS = { table: 'post_tags', owner: 'post_id', item: 'tag_id' };
export const setPostTags = (db: DB, postId: number, tagIds: readonly number[]) =>
  replaceLinks(db, TAG_LINKS, postId, tagIds);
export const postTagLinks = (db: DB, postIds: readonly number[]) => linkedIds(db, TAG_LINKS, postIds);

/** Approved comments per post. */
export const approvedCommentCounts = async (db: DB, postIds: readonly number[]) =>
  postIds.length
    ? db
        .selectFrom('comments')
        .select(['post_id', (eb) => eb.fn.countAll<number>().as('n')])
        .where('post_id', 'in', [...postIds])
        .where('approved_at', 'is not', null)
        .groupBy('post_id')
        .execute()
    : [];

// Public reads: every one takes `now` (an ISO instant), so that a page's queries agree on it.

const publicOfKind = (db: DB, kind: PostKindKey, now: string) => ofKind(db, kind).where(isPublic('posts', now));

const PUBLIC_ORDER: Record<PublicPostSort, ['posts.date_published' | 'posts.title', 'asc' | 'desc']> = {
  newest_to_oldest: ['posts.date_published', 'desc'],
  oldest_to_newest: ['posts.date_published', 'asc'],
  title_a_z: ['posts.title', 'asc'],
  title_z_a: ['posts.title', 'desc'],
};

export interface PublicPostFilter {
  tagIds?: number[];
  /** the calendar year of date_published (UTC) */
  year?: number;
  /** a post shown elsewhere on the page (the news list's lead) */
  excludeId?: number;
}

export const listPublicPosts = (
  db: DB,
  kind: PostKindKey,
  now: string,
  f: PublicPostFilter,
  sort: PublicPostSort,
  window: PageWindow,
) => {
  let q = publicOfKind(db, kind, now);
  if (f.tagIds?.length) q = q.where(withTags(f.tagIds));
  if (f.year !== undefined)
    q = q
      .where('posts.date_published', '>=', `${f.year}-01-01`)
      .where('posts.date_published', '<', `${f.year + 1}-01-01`);
  if (f.excludeId !== undefined) q = q.where('posts.id', '!=', f.excludeId);
  const [column, order] = PUBLIC_ORDER[sort];
  return readPage(
    q
      .selectAll('posts')
      .orderBy(sql`${sql.ref(column)} COLLATE NOCASE`, order)
      .orderBy('posts.id', order),
    window,
  );
};

export const findPublicPost = (db: DB, kind: PostKindKey, now: string, slug: string) =>
  publicOfKind(db, kind, now).selectAll('posts').where('posts.slug', '=', slug).executeTakeFirst();

export const latestPublicPost = (db: DB, kind: PostKindKey, now: string) =>
  publicOfKind(db, kind, now)
    .selectAll('posts')
    .orderBy('posts.date_published', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The public post just newer (next) or just older (previous) than this one, by date then id. */
export const neighbourSlug = async (
  db: DB,
  kind: PostKindKey,
  now: string,
  from: { id: number; date_published: string },
  direction: 'newer' | 'older',
) => {
  const newer = direction === 'newer';
  const row = await publicOfKind(db, kind, now)
    .select('posts.slug')
    .where((eb) =>
      eb.or([
        eb('posts.date_published', newer ? '>' : '<', from.date_published),
        eb.and([eb('posts.date_published', '=', from.date_published), eb('posts.id', newer ? '>' : '<', from.id)]),
      ]),
    )
    .orderBy('posts.date_published', newer ? 'asc' : 'desc')
    .orderBy('posts.id', newer ? 'asc' : 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.slug ?? null;
};

/** A few other public posts of the kind, drawn at random. */
export const randomPublicPosts = (db: DB, kind: PostKindKey, now: string, exceptId: number, n: number) =>
  publicOfKind(db, kind, now)
    .selectAll('posts')
    .where('posts.id', '!=', exceptId)
    .orderBy(sql`random()`)
    .limit(n)
    .execute();

/** The tags public posts of the kind carry, A–Z. */
export const publicTagsOf = (db: DB, kind: PostKindKey, now: string) =>
  publicOfKind(db, kind, now)
    .innerJoin('post_tags', 'post_tags.post_id', 'posts.id')
    .innerJoin('tags', 'tags.id', 'post_tags.tag_id')
    .select(['tags.id', 'tags.title'])
    .distinct()
    .orderBy(sql`tags.title COLLATE NOCASE`)
    .execute();

/** The newest public posts of these kinds, for a feed. */
export const newestPublicPosts = (db: DB, kinds: readonly PostKindKey[], now: string, limit: number) =>
  db
    .selectFrom('posts')
    .selectAll('posts')
    .where('posts.kind', 'in', [...kinds])
    .where(isPublic('posts', now))
    .orderBy('posts.date_published', 'desc')
    .orderBy('posts.id', 'desc')
    .limit(limit)
    .execute();

/** Public posts' addresses for /sitemap.xml: slug and the later of their publication and last edit. */
export const listPublicPostStamps = (db: DB, kind: PostKindKey, now: string) =>
  publicOfKind(db, kind, now)
    .select(['posts.slug', 'posts.updated_at', 'posts.date_published'])
    .orderBy('posts.id')
    .execute();

export const listLatestNews = (db: DB, now: string, limit: number) =>
  db
    .selectFrom('posts')
    .select(['title', 'slug', 'date_published'])
    .where('kind', '=', 'news')
    .where(isPublic('posts', now))
    .orderBy('date_published', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const tagTitles = async (db: DB, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('tags')
        .select(['id', 'title'])
        .where('id', 'in', [...new Set(ids)])
        .execute()
    : [];

export const findPublicPostById = (db: DB, kind: PostKindKey, now: string, id: number) =>
  publicOfKind(db, kind, now).select(['posts.id', 'posts.slug']).where('posts.id', '=', id).executeTakeFirst();
