// Unique slugs for any table with a slug column: 'ama-owusu', then 'ama-owusu-2', 'ama-owusu-3'...
import { sql, type Transaction } from 'kysely';
import type { DB } from '#server/db/database';
import type { Database } from '#server/db/schema';
import { fieldError, isUniqueViolation } from '#server/lib/errors';

export const SLUG_TAKEN = 'The slug has already been taken';

/** The tables with a slug column, read from the schema: a new kind's table is one once it has the column. */
export type SluggedTable = { [T in keyof Database]: Database[T] extends { slug: unknown } ? T : never }[keyof Database];

/** A table whose slugs are unique within a kind (posts: UNIQUE (kind, slug)). */
export interface SlugScope {
  column: 'kind';
  value: string;
}

const slugRows = (db: DB, table: SluggedTable, scope?: SlugScope) => {
  const q = db.selectFrom(table as 'artists');
  return scope ? q.where(sql.ref(scope.column), '=', scope.value) : q;
};

export const slugTaken = async (db: DB, table: SluggedTable, slug: string, exceptId?: number, scope?: SlugScope) => {
  let q = slugRows(db, table, scope).select('id').where('slug', '=', slug);
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
};

/** The base itself when free, else the first free 'base-N' (N from 2). */
export const freeSlug = async (db: DB, table: SluggedTable, base: string, exceptId?: number, scope?: SlugScope) => {
  // 'base-…' as a range of the slug index ('.' follows '-'): LIKE, case-insensitive, read every row.
  let q = slugRows(db, table, scope)
    .select('slug')
    .where((eb) => eb.or([eb('slug', '=', base), eb.and([eb('slug', '>=', `${base}-`), eb('slug', '<', `${base}.`)])]));
  if (exceptId !== undefined) q = q.where('id', '!=', exceptId);
  const used = new Set((await q.execute()).map((r) => r.slug));
  if (!used.has(base)) return base;
  let n = 2;
  while (used.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
};

/**
 * The slug a save writes: a given one must be free (else a 422 on `slug`); without one, the saved
 * item keeps its slug and a new one gets the first free slug made from `base`.
 */
export const chooseSlug = async (
  db: DB,
  table: SluggedTable,
  given: string | null | undefined,
  base: string,
  current?: { id: number; slug: string },
  scope?: SlugScope,
) => {
  if (given) {
    if (await slugTaken(db, table, given, current?.id, scope)) throw fieldError('slug', SLUG_TAKEN);
    return given;
  }
  return current?.slug ?? freeSlug(db, table, base, undefined, scope);
};

/** A save in one transaction: two saves racing for one slug meet the UNIQUE index, answered with the same 422. */
export const slugSafeTransaction = <T>(db: DB, write: (trx: Transaction<Database>) => Promise<T>) =>
  db
    .transaction()
    .execute(write)
    .catch((err: unknown) => {
      throw isUniqueViolation(err, 'slug') ? fieldError('slug', SLUG_TAKEN) : err;
    });
