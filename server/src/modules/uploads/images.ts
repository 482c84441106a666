// How other modules show stored images: a whole page of rows' images in one query (never one
// query per row), or one image with the width its fallback src should have.
import type { ImageDto } from '#shared/schemas/image';
import type { DB } from '#server/db/database';
import { toImageDto } from '#server/lib/image-dto';

export const imagesByIds = async (db: DB, ids: readonly (number | null | undefined)[]) => {
  const wanted = [...new Set(ids.filter((x): x is number => typeof x === 'number'))];
  const map = new Map<number, ImageDto>();
  if (!wanted.length) return map;
  const rows = await db
    .selectFrom('files')
    .select(['id', 'width', 'height', 'alt', 'variants'])
    .where('id', 'in', wanted)
    .execute();
  for (const row of rows) map.set(row.id, toImageDto(row));
  return map;
};

/**
 * The images of a page of rows in one query, as a lookup by row: `const imageOf = await
 * imageLookup(db, rows, (r) => r.image_id)`, then `imageOf(r)` is the row's image, or null.
 */
export const imageLookup = async <R>(db: DB, rows: readonly R[], idOf: (row: R) => number | null | undefined) => {
  const images = await imagesByIds(db, rows.map(idOf));
  return (row: R): ImageDto | null => {
    const id = idOf(row);
    return (typeof id === 'number' && images.get(id)) || null;
  };
};

/** One image, its fallback src the derivative nearest `preferWidth` (a full-width hero asks 1600). */
export const imageById = async (db: DB, id: number | null, preferWidth?: number) => {
  if (id === null) return null;
  const row = await db
    .selectFrom('files')
    .select(['id', 'width', 'height', 'alt', 'variants'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toImageDto(row, preferWidth) : null;
};
