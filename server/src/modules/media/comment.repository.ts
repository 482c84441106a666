// Every query on readers' comments: the moderation queue, a post's approved comments, the
// dashboard's figures. A comment is public once approved_at is set.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { countRows, type ListOrder, type PageWindow, readPage, type SearchFilter } from '#server/db/paging';
import { containsText } from '#server/db/sql';

export type CommentSort = 'created_at' | 'title' | 'name' | 'approved_at';

export interface CommentFilter extends SearchFilter {
  state?: 'waiting' | 'approved';
}

const filtered = (db: DB, f: CommentFilter) => {
  let q = db.selectFrom('comments').innerJoin('posts', 'posts.id', 'comments.post_id');
  if (f.state === 'waiting') q = q.where('comments.approved_at', 'is', null);
  if (f.state === 'approved') q = q.where('comments.approved_at', 'is not', null);
  if (f.search) q = q.where(containsText(f.search, 'comments.name', 'comments.email', 'comments.body', 'posts.title'));
  if (f.excludeIds?.length) q = q.where('comments.id', 'not in', f.excludeIds);
  return q;
};

const columns = [
  'comments.id',
  'comments.post_id',
  'comments.name',
  'comments.email',
  'comments.body',
  'comments.approved_at',
  'comments.created_at',
  'posts.title as post_title',
  'posts.slug as post_slug',
] as const;

const SORT_COLUMN: Record<CommentSort, string> = {
  created_at: 'comments.created_at',
  title: 'posts.title',
  name: 'comments.name',
  approved_at: 'comments.approved_at',
};

export const countComments = (db: DB, f: CommentFilter) => countRows(filtered(db, f));

export const listComments = (db: DB, f: CommentFilter, o: ListOrder<CommentSort>, window: PageWindow) =>
  readPage(
    filtered(db, f)
      .select(columns)
      .orderBy(sql`${sql.ref(SORT_COLUMN[o.sort])} IS NULL`)
      .orderBy(sql`${sql.ref(SORT_COLUMN[o.sort])} COLLATE NOCASE`, o.order)
      .orderBy('comments.id', o.order),
    window,
  );

export type CommentRow = Awaited<ReturnType<typeof listComments>>['rows'][number];

export const findComment = (db: DB, id: number) =>
  filtered(db, {}).select(columns).where('comments.id', '=', id).executeTakeFirst();

export const countWaiting = (db: DB) => countRows(filtered(db, { state: 'waiting' }));

export const insertComment = async (db: DB, row: { post_id: number; name: string; email: string; body: string }) =>
  (await db.insertInto('comments').values(row).returning('id').executeTakeFirstOrThrow()).id;

/** Approves it (once: a second approval keeps the first time); answers whether it exists. */
export const approveComment = async (db: DB, id: number, at: string) =>
  Number(
    (
      await db
        .updateTable('comments')
        .set({ approved_at: sql<string>`COALESCE(approved_at, ${at})` })
        .where('id', '=', id)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;

export const deleteComment = async (db: DB, id: number) =>
  Number((await db.deleteFrom('comments').where('id', '=', id).executeTakeFirst()).numDeletedRows) === 1;

/** A post's approved comments, oldest first, as visitors read them (no email). */
export const approvedComments = (db: DB, postId: number) =>
  db
    .selectFrom('comments')
    .select(['id', 'name', 'body', 'created_at'])
    .where('post_id', '=', postId)
    .where('approved_at', 'is not', null)
    .orderBy('created_at')
    .orderBy('id')
    .execute();

export const commentTotals = async (db: DB, since: string) => {
  const row = await db
    .selectFrom('comments')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum<number>(sql<number>`CASE WHEN created_at >= ${since} THEN 1 ELSE 0 END`).as('recent'),
    ])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total ?? 0), last_7_days: Number(row.recent ?? 0) };
};

export const latestComments = (db: DB, limit: number) =>
  db
    .selectFrom('comments')
    .innerJoin('posts', 'posts.id', 'comments.post_id')
    .select([
      'comments.id',
      'comments.name',
      'comments.body',
      'comments.created_at',
      'posts.title as post_title',
      'posts.slug as post_slug',
    ])
    .orderBy('comments.created_at', 'desc')
    .orderBy('comments.id', 'desc')
    .limit(limit)
    .execute();
