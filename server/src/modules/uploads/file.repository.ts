// Every query on the files table (uploaded images and their derivatives).
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import type { NewRow } from '#server/db/schema';

const fileColumns = [
  'id',
  'stem',
  'original_name',
  'mime',
  'width',
  'height',
  'bytes',
  'variants',
  'alt',
  'created_by',
  'created_at',
] as const;

export const insertFile = async (db: DB, row: NewRow<'files'>) =>
  db.insertInto('files').values(row).returning(fileColumns).executeTakeFirstOrThrow();

export const findFile = (db: DB, id: number) =>
  db.selectFrom('files').select(fileColumns).where('id', '=', id).executeTakeFirst();

export const deleteFileRow = async (db: DB, id: number) =>
  Number((await db.deleteFrom('files').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;

/** Every (table, column) whose foreign key points at files, read from the schema itself. */
const fileReferences = async (db: DB) => {
  const tables = await sql<{
    name: string;
  }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'`.execute(db);
  const refs: { table: string; column: string }[] = [];
  for (const { name } of tables.rows) {
    const keys = await sql<{
      table: string;
      from: string;
    }>`SELECT "table", "from" FROM pragma_foreign_key_list(${name})`.execute(db);
    for (const key of keys.rows) if (key.table === 'files') refs.push({ table: name, column: key.from });
  }
  return refs;
};

/**
 * Files uploaded before `before` that nothing points at: uploads whose form was never saved, and
 * images whose item was deleted. Reading the references from the schema keeps a new table safe.
 */
export const listOrphanFileIds = async (db: DB, before: string): Promise<number[]> => {
  const refs = await fileReferences(db);
  const unused = refs.map(
    (r) => sql`NOT EXISTS (SELECT 1 FROM ${sql.table(r.table)} WHERE ${sql.ref(`${r.table}.${r.column}`)} = files.id)`,
  );
  const rows = await sql<{ id: number }>`SELECT id FROM files WHERE created_at < ${before} ${
    unused.length ? sql`AND ${sql.join(unused, sql` AND `)}` : sql``
  } ORDER BY id`.execute(db);
  return rows.rows.map((r) => r.id);
};
