// Referenced ids (regions, materials, images, artists...) must exist: one 422 naming every field
// with an unknown id, instead of a foreign-key failure (500) or a silently dropped link.
import type { DB } from '#server/db/database';
import type { LookupName } from '#server/db/schema';
import { FieldErrors, type FieldMessages } from '#server/lib/errors';

/** The ids of `ids` that exist in the table (to refuse unknown references with a 422). */
export const existingIds = async (
  db: DB,
  table: LookupName | 'files' | 'artists' | 'artworks' | 'publications' | 'exhibitions' | 'tags',
  ids: readonly number[],
) => {
  if (!ids.length) return new Set<number>();
  const rows = await db
    .selectFrom(table)
    .select('id')
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Set(rows.map((r) => r.id));
};

type RefTable = Parameters<typeof existingIds>[1];

const NOUN: Record<RefTable, string> = {
  regions: 'regions',
  exhibition_types: 'exhibition types',
  colors: 'colors',
  art_types: 'art types',
  materials: 'materials',
  periods: 'periods',
  files: 'images',
  artists: 'artists',
  artworks: 'artworks',
  publications: 'publications',
  exhibitions: 'exhibitions',
  tags: 'tags',
};

export const unknownRefMessage = (table: RefTable, many: boolean) =>
  table === 'files'
    ? 'The selected image does not exist (it may have been deleted). Please upload it again.'
    : many
      ? `Some of the selected ${NOUN[table]} do not exist`
      : `The selected ${NOUN[table].replace(/s$/, '')} does not exist`;

export interface RefCheck {
  field: string;
  /** where the ids live; it names them in the message */
  table: RefTable;
  ids: readonly (number | null | undefined)[];
  /** a list field (regions: [1, 2]) rather than one id (artist_id) */
  many?: boolean;
  /**
   * which of the ids exist, asked of the module that owns the table (the catalogue asks the events
   * module about exhibitions); by default the table is read here
   */
  existing?: (db: DB, ids: readonly number[]) => Promise<Set<number>>;
}

export const assertRefsExist = async (db: DB, checks: RefCheck[]) => {
  const errors: FieldMessages = {};
  for (const c of checks) {
    const ids = c.ids.filter((x): x is number => typeof x === 'number');
    if (!ids.length) continue;
    const found = await (c.existing ? c.existing(db, ids) : existingIds(db, c.table, ids));
    if (ids.some((id) => !found.has(id))) errors[c.field] = [unknownRefMessage(c.table, c.many ?? false)];
  }
  if (Object.keys(errors).length) throw new FieldErrors(errors);
};
