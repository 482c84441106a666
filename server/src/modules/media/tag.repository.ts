// Every query on tags. posts_count is counted from post_tags, so it cannot drift.
import { type ExpressionBuilder, sql } from 'kysely';
import type { TAG_SORTS } from '#shared/schemas/tag';
import type { DB } from '#server/db/database';
import type { Database } from '#server/db/schema';

export type TagSort = (typeof TAG_SORTS)[number];

export interface TagFilter {
  search?: string;
  excludeIds?: number[];
}

/** A LIKE pattern that matches the text literally: % and _ typed by a user are not wildcards. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const filtered = (db: DB, filter: TagFilter) => {
  let q = db.selectFrom('tags');
  if (filter.search) q = q.where(sql<boolean>`tags.title LIKE ${containsPattern(filter.search)} ESCAPE '\\'`);
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

export const countTags = async (db: DB, filter: TagFilter) =>
  Number(
    (
      await filtered(db, filter)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

export const listTags = (
  db: DB,
  filter: TagFilter,
  opts: { sort: TagSort; order: 'asc' | 'desc'; limit: number; offset: number },
) =>
  filtered(db, filter)
    .select(tagColumns)
    .orderBy(opts.sort === 'posts_count' ? 'posts_count' : `tags.${opts.sort}`, opts.order)
    // Ties (same title in another case cannot exist, but same created_at or count can) keep a stable page order.
    .orderBy('tags.id', opts.order)
    .limit(opts.limit)
    .offset(opts.offset)
    .execute();

export const findTag = (db: DB, id: number) =>
  db.selectFrom('tags').select(tagColumns).where('tags.id', '=', id).executeTakeFirst();

/** Titles are unique regardless of case (the column is COLLATE NOCASE). */
export const findTagIdByTitle = async (db: DB, title: string, exceptId?: number) => {
  let q = db.selectFrom('tags').select('id').where('title', '=', title);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst())?.id;
};

export const insertTag = async (db: DB, title: string) =>
  (await db.insertInto('tags').values({ title }).returning('id').executeTakeFirstOrThrow()).id;

export const updateTag = async (db: DB, id: number, title: string) => {
  const r = await db
    .updateTable('tags')
    .set({ title, updated_at: new Date().toISOString() })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) === 1;
};

export const deleteTag = async (db: DB, id: number) => {
  const r = await db.deleteFrom('tags').where('id', '=', id).executeTakeFirst();
  return Number(r.numDeletedRows) === 1;
};
