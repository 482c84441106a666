// Every query behind the home page. Public reads: active rows only, and never an active artwork of
// an inactive artist.
import type { DB } from '#server/db/database';

const fileColumns = ['files.id', 'files.width', 'files.height', 'files.alt', 'files.variants'] as const;

export const findFile = (db: DB, id: number) =>
  db.selectFrom('files').select(fileColumns).where('files.id', '=', id).executeTakeFirst();

/**
 * The exhibition the home page leads with: one marked for the home page before one merely featured,
 * a running or coming show before a past one, then the latest start.
 */
export const findFeaturedExhibition = (db: DB, today: string) =>
  db
    .selectFrom('exhibitions')
    .select(['id', 'title', 'slug', 'dates', 'start_date', 'end_date', 'home_page_image_id', 'header_image_id'])
    .where('status', '=', '1')
    .where((eb) => eb.or([eb('home_page', '=', 1), eb('featured', '=', 1)]))
    .orderBy('home_page', 'desc')
    .orderBy((eb) =>
      eb
        .case()
        .when(eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
        .then(0)
        .else(1)
        .end(),
    )
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

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
