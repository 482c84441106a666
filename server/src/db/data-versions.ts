// Which tables changed, and which tables an answer was read from: what lets a cached answer live
// until a write that concerns it, instead of until any write at all (a check-in at the door must not
// drop the cached catalogue). See docs/decisions/027-write-aware-caches.md.
//
// Writes: SQLite itself counts them per table. Triggers created at every start (after the migrations,
// so a table a migration adds or rebuilds is covered without anyone remembering it) add one to the
// table's row in _data_versions on each insert, update and delete, in the writing transaction. They
// also fire for writes by triggers and by other processes (a script, a restore).
//
// Reads: every query Kysely runs is prepared through the statement cache (database.ts), which tells
// the tracker below the tables the SQL names. A cached computation runs inside the tracker and so
// learns the tables its answer came from.
import { AsyncLocalStorage } from 'node:async_hooks';
import type Sqlite from 'better-sqlite3';

const VERSIONS = '_data_versions';

/** Tables whose writes are not counted: SQLite's own, the migrator's, the counters themselves. */
const uncounted = (name: string, virtual: readonly string[]) =>
  name.startsWith('sqlite_') ||
  name.startsWith('kysely_') ||
  name === VERSIONS ||
  // a full-text index's shadow tables (search_index_data...) are written by SQLite, not by us
  virtual.some((v) => name.startsWith(`${v}_`));

export interface TableInfo {
  /** every table a query may name: counted ones and virtual ones */
  known: Set<string>;
  /** tables with a write counter */
  counted: Set<string>;
}

/** Creates the counters and their triggers where missing; answers the tables it knows. */
export const installDataVersions = (sqlite: Sqlite.Database): TableInfo => {
  const rows = sqlite.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'").all() as {
    name: string;
    sql: string | null;
  }[];
  const virtual = rows.filter((r) => /^CREATE VIRTUAL TABLE/i.test(r.sql ?? '')).map((r) => r.name);
  const counted = rows.map((r) => r.name).filter((n) => !uncounted(n, virtual) && !virtual.includes(n));
  sqlite.transaction(() => {
    sqlite.exec(
      `CREATE TABLE IF NOT EXISTS ${VERSIONS} (name TEXT PRIMARY KEY, version INTEGER NOT NULL DEFAULT 0) WITHOUT ROWID`,
    );
    // A renamed table keeps its old triggers: they would count under the old name.
    const triggers = sqlite
      .prepare("SELECT name, tbl_name FROM sqlite_master WHERE type = 'trigger' AND name LIKE '\\_dv\\_%' ESCAPE '\\'")
      .all() as { name: string; tbl_name: string }[];
    for (const t of triggers)
      if (/^_dv_(.+)_(insert|update|delete)$/.exec(t.name)?.[1] !== t.tbl_name) sqlite.exec(`DROP TRIGGER "${t.name}"`);
    const add = sqlite.prepare(`INSERT OR IGNORE INTO ${VERSIONS} (name) VALUES (?)`);
    for (const table of counted) {
      add.run(table);
      for (const op of ['INSERT', 'UPDATE', 'DELETE'])
        sqlite.exec(
          `CREATE TRIGGER IF NOT EXISTS "_dv_${table}_${op.toLowerCase()}" AFTER ${op} ON "${table}"
           BEGIN UPDATE ${VERSIONS} SET version = version + 1 WHERE name = '${table}'; END`,
        );
    }
  })();
  return { known: new Set([...counted, ...virtual]), counted: new Set(counted) };
};

/** Reads every table's counter: one small query, asked only after something was written. */
/**
 * Something that moves with every write: total_changes() counts this connection's (triggers'
 * included), PRAGMA data_version another process's. Both prepared once: better-sqlite3's pragma()
 * prepares its statement on every call (18 µs against 0.1), and the caches ask on every read.
 */
export const writeStamp = (sqlite: Sqlite.Database) => {
  const changes = sqlite.prepare('SELECT total_changes()').pluck();
  const dataVersion = sqlite.prepare('PRAGMA data_version').pluck();
  return () => `${changes.get() as number}:${dataVersion.get() as number}`;
};

export const readDataVersions = (sqlite: Sqlite.Database) => {
  const all = sqlite.prepare(`SELECT name, version FROM ${VERSIONS}`).raw();
  return (): Map<string, number> => new Map(all.all() as [string, number][]);
};

const reading = new AsyncLocalStorage<Set<string>>();

/** Runs fn and answers, beside its result, the tables every query it made (however deep) named. */
export const trackReads = async <T>(fn: () => Promise<T>): Promise<{ value: T; tables: Set<string> }> => {
  const tables = new Set<string>();
  const value = await reading.run(tables, fn);
  noteReads(tables);
  return { value, tables };
};

/** Adds tables to the computation under way, if any (a nested cache's hit, a query run by hand). */
export const noteReads = (tables: Iterable<string>) => {
  const current = reading.getStore();
  if (current) for (const t of tables) current.add(t);
};

/** The known tables an SQL text names (a column named like a table only makes the set larger). */
export const tablesNamed = (sql: string, known: ReadonlySet<string>): string[] => {
  const found = new Set<string>();
  for (const word of sql.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) if (known.has(word)) found.add(word);
  return [...found];
};
