// Unique slugs for any table with a slug column: 'ama-owusu', then 'ama-owusu-2', 'ama-owusu-3'...
import type { DB } from '#server/db/database';

type SluggedTable = 'artists' | 'artworks' | 'exhibitions' | 'events' | 'viewing_rooms';

export const slugTaken = async (db: DB, table: SluggedTable, slug: string, exceptId?: number) => {
  let q = db.selectFrom(table).select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
};

/** The base itself when free, else the first free 'base-N' (N from 2). */
export const freeSlug = async (db: DB, table: SluggedTable, base: string, exceptId?: number) => {
  let q = db
    .selectFrom(table)
    .select('slug')
    // Slugs hold only letters, digits and dashes (the path rule), so LIKE needs no escaping.
    .where((eb) => eb.or([eb('slug', '=', base), eb('slug', 'like', `${base}-%`)]));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  const used = new Set((await q.execute()).map((r) => r.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
};
