// Every query behind the home page. Public reads: active rows only, and never an active artwork of
// an inactive artist.
import type { DB } from '#server/db/database';

const fileColumns = ['files.id', 'files.width', 'files.height', 'files.alt', 'files.variants'] as const;

export const findFile = (db: DB, id: number) =>
  db.selectFrom('files').select(fileColumns).where('files.id', '=', id).executeTakeFirst();

export const listLatestNews = (db: DB, now: string, limit: number) =>
  db
    .selectFrom('posts')
    .select(['title', 'slug', 'date_published'])
    .where('kind', '=', 'news')
    .where('status', '=', '1')
    .where('date_published', 'is not', null)
    .where('date_published', '<=', now)
    .orderBy('date_published', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
