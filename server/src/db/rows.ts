// Writing one row by its id, the same for every table with an integer `id` and `updated_at` stamps.
import type { DeleteQueryBuilder, DeleteResult, Kysely } from 'kysely';
import type { DB } from '#server/db/database';
import type { Database, NewRow, RowUpdate } from '#server/db/schema';

type RowTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; updated_at: unknown } ? T : never;
}[keyof Database];

// Kysely cannot check a write against a table chosen by a type parameter; the parameters tie
// `row` to `table`, so the call site is checked instead.
const loose = (db: DB) => db as unknown as Kysely<Record<string, { id: number; updated_at: string }>>;

/** Inserts the row and answers its new id. */
export const insertRow = async <T extends RowTable>(db: DB, table: T, row: NewRow<T>): Promise<number> =>
  (
    await loose(db)
      .insertInto(table as string)
      .values(row as never)
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Changes the row's columns and stamps `updated_at`; answers whether the row exists. */
export const updateRow = async <T extends RowTable>(db: DB, table: T, id: number, row: RowUpdate<T>) =>
  Number(
    (
      await loose(db)
        .updateTable(table as string)
        .set({ ...(row as object), updated_at: new Date().toISOString() })
        .where('id', '=', id)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;

/** Deletes the row; answers whether there was one. */
export const deleteRow = async (db: DB, table: RowTable, id: number) =>
  (await countDeleted(loose(db).deleteFrom(table).where('id', '=', id))) === 1;

/** The three writes above bound to one table, for a repository to export under its own names. */
export const rowWriters = <T extends RowTable>(table: T) => ({
  insert: (db: DB, row: NewRow<T>) => insertRow(db, table, row),
  update: (db: DB, id: number, row: RowUpdate<T>) => updateRow(db, table, id, row),
  remove: (db: DB, id: number) => deleteRow(db, table, id),
});

/** Runs a delete of many rows; answers how many went. */
export const countDeleted = async <D, TB extends keyof D>(query: DeleteQueryBuilder<D, TB, DeleteResult>) =>
  Number((await query.executeTakeFirst()).numDeletedRows);
