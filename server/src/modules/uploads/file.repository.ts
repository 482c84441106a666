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
 * Every TEXT column that may hold rich text: staff HTML can show an upload by its URL
 * (`<img src="/uploads/ab/ab12…-800.webp">`) without a foreign key. Read from the schema, like the
 * keys, so a new table's text is covered without a list to keep.
 */
const textColumns = async (db: DB) => {
  const rows = await sql<{ table: string; column: string }>`
    SELECT m.name AS "table", c.name AS "column"
    FROM sqlite_master m, pragma_table_info(m.name) c
    WHERE m.type = 'table' AND m.name NOT LIKE 'sqlite_%' AND m.name NOT LIKE 'kysely_%'
      AND m.name NOT IN ('files', 'sessions', 'user_tokens') AND m.sql NOT LIKE 'CREATE VIRTUAL%'
      AND upper(c.type) = 'TEXT'`.execute(db);
  return rows.rows;
};

/**
 * The condition under which a files row is unused: older than `before`, no foreign key pointing at
 * it, and its URL in no text. Both the listing and the delete itself use it, so a reference added
 * between the two keeps the file.
 */
const unusedCondition = async (db: DB, before: string) => {
  const refs = await fileReferences(db);
  const texts = await textColumns(db);
  const url = sql`'%/uploads/' || substr(files.stem, 1, 2) || '/' || files.stem || '-%'`;
  return sql.join(
    [
      sql`files.created_at < ${before}`,
      ...refs.map(
        (r) =>
          sql`NOT EXISTS (SELECT 1 FROM ${sql.table(r.table)} WHERE ${sql.ref(`${r.table}.${r.column}`)} = files.id)`,
      ),
      ...texts.map(
        (c) =>
          sql`NOT EXISTS (SELECT 1 FROM ${sql.table(c.table)} WHERE ${sql.ref(`${c.table}.${c.column}`)} LIKE ${url})`,
      ),
    ],
    sql` AND `,
  );
};

/**
 * Files uploaded before `before` that nothing points at: uploads whose form was never saved, and
 * images whose item was deleted.
 */
export const listOrphanFileIds = async (db: DB, before: string): Promise<number[]> => {
  const unused = await unusedCondition(db, before);
  const rows = await sql<{ id: number }>`SELECT id FROM files WHERE ${unused} ORDER BY id`.execute(db);
  return rows.rows.map((r) => r.id);
};

/**
 * Deletes the row only if it is still unused, in one statement; answers its variants when it went
 * (so their files can go too), or null when something took it up meanwhile.
 */
export const deleteFileIfUnused = async (db: DB, id: number, before: string): Promise<string | null> => {
  const unused = await unusedCondition(db, before);
  const rows = await sql<{
    variants: string;
  }>`DELETE FROM files WHERE files.id = ${id} AND ${unused} RETURNING variants`.execute(db);
  return rows.rows[0]?.variants ?? null;
};
