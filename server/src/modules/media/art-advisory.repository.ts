// Every query on art advisory services and their images.
import type { DB } from '#server/db/database';
import { linkedIds, replaceLinks } from '#server/db/links';
import { rowWriters } from '#server/db/rows';
import { isPublic } from '#server/db/sql';
import type { ART_ADVISORY_SORTS } from '#shared/schemas/art-advisory';
import { type ArticleFilter, articleQueries } from './article-rows';

export type AdvisorySort = (typeof ART_ADVISORY_SORTS)[number];
export type AdvisoryFilter = ArticleFilter<'title' | 'summary'>;

export const advisoryQueries = articleQueries<'art_advisories', AdvisorySort, AdvisoryFilter>('art_advisories');

/** Titles are unique regardless of case (the column is COLLATE NOCASE). */
export const findAdvisoryIdByTitle = async (db: DB, title: string, exceptId?: number) => {
  let q = db.selectFrom('art_advisories').select('id').where('title', '=', title);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst())?.id;
};

export const nextPosition = async (db: DB) => {
  const row = await db
    .selectFrom('art_advisories')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst();
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
};

export const { insert: insertAdvisory, update: updateAdvisory, remove: deleteAdvisory } = rowWriters('art_advisories');

const IMAGES = { table: 'art_advisory_images', owner: 'art_advisory_id', item: 'file_id' } as const;
export const advisoryImageLinks = (db: DB, ids: readonly number[]) => linkedIds(db, IMAGES, ids);
export const setAdvisoryImages = (db: DB, id: number, fileIds: readonly number[]) =>
  replaceLinks(db, IMAGES, id, fileIds);

const visible = (db: DB, now: string) => db.selectFrom('art_advisories').where(isPublic('art_advisories', now));

/** Every visible service in the gallery's order (a handful: never paged). */
export const listVisible = (db: DB, now: string) =>
  visible(db, now).selectAll().orderBy('position').orderBy('title').limit(200).execute();

/** The public registry's rows: what answers 200 at `now`. */
export const listVisibleRows = (db: DB, now: string) =>
  visible(db, now).select(['slug', 'updated_at as lastmod']).orderBy('id').execute();

export const findVisibleBySlug = (db: DB, now: string, slug: string) =>
  visible(db, now).selectAll().where('slug', '=', slug).executeTakeFirst();
