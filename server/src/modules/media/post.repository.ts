// Queries on posts (news, press releases, arttextstyle) that other pages need.
import type { DB } from '#server/db/database';
import { isPublic } from '#server/db/sql';

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
