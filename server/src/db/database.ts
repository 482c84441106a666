import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import type { Database } from './schema';

export type DB = Kysely<Database>;

/**
 * Opens the SQLite file with the pragmas of docs/decisions/002-sqlite-pragmas.md:
 * WAL, foreign keys, a busy timeout, synchronous=NORMAL.
 */
export const openDatabase = (file: string): { db: DB; sqlite: Sqlite.Database } => {
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('cache_size = -16000');
  sqlite.pragma('temp_store = MEMORY');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, sqlite };
};

/**
 * BEGIN IMMEDIATE takes the write lock up front, so a check-then-insert (the last place in a
 * timeslot) cannot interleave with another writer. better-sqlite3 is synchronous, so the callback
 * must not await anything that yields to another request's statements in between.
 */
export const immediateTransaction = <T>(sqlite: Sqlite.Database, fn: () => T): T => sqlite.transaction(fn).immediate();

export const nowIso = () => new Date().toISOString();
