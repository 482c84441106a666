// Every query on memoriams (the "Lives well lived" pages).
import type { DB } from '#server/db/database';
import { type PageWindow, readPage } from '#server/db/paging';
import { rowWriters } from '#server/db/rows';
import { isPublic } from '#server/db/sql';
import type { MEMORIAM_SORTS } from '#shared/schemas/memoriam';
import { type ArticleFilter, articleQueries } from './article-rows';

export type MemoriamSort = (typeof MEMORIAM_SORTS)[number];
export type MemoriamFilter = ArticleFilter<'title' | 'years'>;

export const memoriamQueries = articleQueries<'memoriams', MemoriamSort, MemoriamFilter>('memoriams');

export const { insert: insertMemoriam, update: updateMemoriam, remove: deleteMemoriam } = rowWriters('memoriams');

const visible = (db: DB, now: string) => db.selectFrom('memoriams').where(isPublic('memoriams', now));

/** Newest remembrance first. */
export const listVisible = (db: DB, now: string, window: PageWindow) =>
  readPage(visible(db, now).selectAll().orderBy('date_published', 'desc').orderBy('id', 'desc'), window);

export const findVisibleBySlug = (db: DB, now: string, slug: string) =>
  visible(db, now).selectAll().where('slug', '=', slug).executeTakeFirst();

/** The public registry's rows: what answers 200 at `now`. */
export const listVisibleRows = (db: DB, now: string) =>
  visible(db, now).select(['slug', 'updated_at as lastmod']).orderBy('id').execute();
