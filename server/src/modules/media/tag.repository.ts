// Every query on tags. posts_count is counted from post_tags, so it cannot drift.
import type { ExpressionBuilder } from 'kysely';
import type { TAG_SORTS } from '#shared/schemas/tag';
import type { DB } from '#server/db/database';
import { countRows, type ListOrder, type PageWindow, readPage, type SearchFilter } from '#server/db/paging';
import { deleteRow, insertRow, updateRow } from '#server/db/rows';
import { containsText } from '#server/db/sql';
import type { Database } from '#server/db/schema';

export type TagSort = (typeof TAG_SORTS)[number];

const filtered = (db: DB, filter: SearchFilter) => {
  let q = db.selectFrom('tags');
  if (filter.search) q = q.where(containsText(filter.search, 'tags.title'));
  if (filter.excludeIds?.length) q = q.where('tags.id', 'not in', filter.excludeIds);
  return q;
};

const tagColumns = [
  'tags.id',
  'tags.title',
  'tags.created_at',
  (eb: ExpressionBuilder<Database, 'tags'>) =>
    eb
      .selectFrom('post_tags')
      .select((sub) => sub.fn.countAll<number>().as('n'))
      .whereRef('post_tags.tag_id', '=', 'tags.id')
      .as('posts_count'),
] as const;

export const countTags = (db: DB, filter: SearchFilter) => countRows(filtered(db, filter));

export const listTags = (db: DB, filter: SearchFilter, o: ListOrder<TagSort>, window: PageWindow) =>
  readPage(
    filtered(db, filter)
      .select(tagColumns)
      .orderBy(o.sort === 'posts_count' ? 'posts_count' : `tags.${o.sort}`, o.order)
      // Ties (same title in another case cannot exist, but same created_at or count can) keep a stable page order.
      .orderBy('tags.id', o.order),
    window,
  );

export const findTag = (db: DB, id: number) =>
  db.selectFrom('tags').select(tagColumns).where('tags.id', '=', id).executeTakeFirst();

/** Titles are unique regardless of case (the column is COLLATE NOCASE). */
export const findTagIdByTitle = async (db: DB, title: string, exceptId?: number) => {
  let q = db.selectFrom('tags').select('id').where('title', '=', title);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst())?.id;
};

export const insertTag = (db: DB, title: string) => insertRow(db, 'tags', { title });
export const updateTag = (db: DB, id: number, title: string) => updateRow(db, 'tags', id, { title });
export const deleteTag = (db: DB, id: number) => deleteRow(db, 'tags', id);
