// The artwork's related rows: dimension rows, product images and lookups (its exhibitions are the
// events module's). Reads take a whole page of artwork ids (one query per relation); writes replace
// one artwork's links.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { replaceLinks } from '#server/db/links';
import { LOOKUP_LINKS, type LookupKey } from './artwork.repository';

const LOOKUP_TABLES = {
  art_types: 'art_types',
  materials: 'materials',
  colors: 'colors',
  regions: 'regions',
  periods: 'periods',
} as const satisfies Record<LookupKey, string>;

export const attributesOf = async (db: DB, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('artwork_attributes')
        .select(['id', 'artwork_id', 'label', 'height', 'width', 'depth'])
        .where('artwork_id', 'in', [...ids])
        .orderBy('artwork_id')
        .orderBy('position')
        .orderBy('id')
        .execute()
    : [];

export const productImageIdsOf = async (db: DB, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('artwork_images')
        .select(['artwork_id', 'file_id'])
        .where('artwork_id', 'in', [...ids])
        .orderBy('artwork_id')
        .orderBy('position')
        .execute()
    : [];

/** One lookup's titles for many artworks, sorted by title. */
export const lookupsOf = async (db: DB, key: LookupKey, ids: readonly number[]) => {
  if (!ids.length) return [];
  const [link, column] = LOOKUP_LINKS[key];
  const table = LOOKUP_TABLES[key];
  const { rows } = await sql<{ artwork_id: number; id: number; title: string }>`
    SELECT l.artwork_id, t.id, t.title FROM ${sql.table(link)} l
    JOIN ${sql.table(table)} t ON t.id = l.${sql.ref(column)}
    WHERE l.artwork_id IN (${sql.join([...ids])})
    ORDER BY t.title, t.id`.execute(db);
  return rows;
};

export interface AttributeRow {
  label: string | null;
  height: number | null;
  width: number | null;
  depth: number | null;
}

export const setAttributes = async (db: DB, artworkId: number, rows: readonly AttributeRow[]) => {
  await db.deleteFrom('artwork_attributes').where('artwork_id', '=', artworkId).execute();
  if (rows.length)
    await db
      .insertInto('artwork_attributes')
      .values(rows.map((r, position) => ({ artwork_id: artworkId, position, ...r })))
      .execute();
};

export const setProductImages = (db: DB, artworkId: number, fileIds: readonly number[]) =>
  replaceLinks(db, { table: 'artwork_images', owner: 'artwork_id', item: 'file_id' }, artworkId, fileIds);

export const setLookups = (db: DB, key: LookupKey, artworkId: number, ids: readonly number[]) => {
  const [table, item] = LOOKUP_LINKS[key];
  return replaceLinks(db, { table, owner: 'artwork_id', item }, artworkId, ids);
};
