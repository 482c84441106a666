// Queries on visitors' comments that the admin dashboard shows.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';

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
