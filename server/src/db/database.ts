import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { noteQuery, tablesNamed } from './data-versions';
import type { Database } from './schema';

export type DB = Kysely<Database>;

const STATEMENT_CACHE_SIZE = 500;

/** The tables queries may name, known once the migrations have run (see data-versions.ts). */
export interface KnownTables {
  known: ReadonlySet<string>;
}

/**
 * Kysely's SQLite driver prepares every statement on every query; parsing and planning cost as much
 * as running a short query (measured with scripts/bench). Kysely alone gets this view, which keeps
 * the most recent prepared statements by SQL text; its driver never changes a statement's modes.
 * Each query also tells the read tracker which tables it names (data-versions.ts).
 */
const withStatementCache = (sqlite: Sqlite.Database, tables: KnownTables): Sqlite.Database => {
  const cache = new Map<string, { stmt: Sqlite.Statement; tables: string[]; of: ReadonlySet<string> }>();
  const prepare = (source: string) => {
    let entry = cache.get(source);
    if (entry) cache.delete(source);
    else {
      entry = { stmt: sqlite.prepare(source), tables: [], of: new Set() };
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
    }
    // Named again if the known tables were set after this statement was first prepared.
    if (entry.of !== tables.known) entry = { ...entry, tables: tablesNamed(source, tables.known), of: tables.known };
    cache.set(source, entry);
    noteQuery(entry.tables);
    return entry.stmt;
  };
  return new Proxy(sqlite, {
    get: (target, key) => {
      if (key === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};

/**
 * The database holds password and token hashes: it is created readable by the server's own user
 * only (0600), and an older world-readable file is tightened. SQLite gives its -wal and -shm files
 * the database file's mode.
 *
 * An existing file is never opened here, only chmod-ed: SQLite's locks are POSIX locks, which belong
 * to the process, and closing any descriptor of the file drops every lock the process holds on it.
 * The render thread opens its connection while the main thread's holds the file's shared lock; a
 * descriptor opened and closed beside it dropped that lock, after which any other process (the
 * sqlite3 shell, a backup) took itself for the last user of the file, checkpointed and deleted the
 * write-ahead log the server kept writing to: every write after it was lost at the next crash.
 */
const protectDatabaseFile = (file: string) => {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  try {
    // Only a file that does not exist yet, which no connection can hold.
    fs.closeSync(fs.openSync(file, 'wx', 0o600));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  for (const f of [file, `${file}-wal`, `${file}-shm`]) if (fs.existsSync(f)) fs.chmodSync(f, 0o600);
};

/**
 * Opens the SQLite file with the pragmas of docs/decisions/002-sqlite-pragmas.md:
 * WAL, foreign keys, a busy timeout, synchronous=NORMAL.
 */
export const openDatabase = (
  file: string,
  /** called for each query slower than slowMs */
  slow?: { ms: number; report: (sql: string, ms: number) => void },
): { db: DB; sqlite: Sqlite.Database; tables: KnownTables } => {
  if (file !== ':memory:') protectDatabaseFile(file);
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('cache_size = -16000');
  sqlite.pragma('temp_store = MEMORY');
  const tables: KnownTables = { known: new Set() };
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(sqlite, tables) }),
    log: slow
      ? (event) => {
          if (event.queryDurationMillis >= slow.ms) slow.report(event.query.sql, event.queryDurationMillis);
        }
      : undefined,
  });
  return { db, sqlite, tables };
};
