// Every query on the files table (uploaded images and their derivatives).
import type { DB } from '../../db/database';
import type { NewRow } from '../../db/schema';

const fileColumns = ['id', 'stem', 'original_name', 'mime', 'width', 'height', 'bytes', 'variants', 'alt', 'created_by', 'created_at'] as const;

export const insertFile = async (db: DB, row: NewRow<'files'>) =>
  db.insertInto('files').values(row).returning(fileColumns).executeTakeFirstOrThrow();

export const findFile = (db: DB, id: number) =>
  db.selectFrom('files').select(fileColumns).where('id', '=', id).executeTakeFirst();

export const deleteFileRow = async (db: DB, id: number) =>
  Number((await db.deleteFrom('files').where('id', '=', id).executeTakeFirst()).numDeletedRows) > 0;
