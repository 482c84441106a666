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

/**
 * Counters narrower than a table: a write to one artist's works moves `artist-works:<id>` as well
 * as the tables' own counters, so that a page read from one artist's works (an artwork page, with
 * its three more by the artist) can live through writes to other artists' works. A read names a
 * scope only by declaring it (scopedReads below); every other read still follows whole tables.
 * Each table of the family says how its row finds the artist.
 */
export const ARTIST_WORKS = {
  prefix: 'artist-works',
  owner: {
    artworks: (row: string) => `${row}.artist_id`,
    ...Object.fromEntries(
      [
        'artwork_attributes',
        'artwork_images',
        'artwork_art_types',
        'artwork_materials',
        'artwork_colors',
        'artwork_regions',
        'artwork_periods',
      ].map((t) => [t, (row: string) => `(SELECT artist_id FROM artworks WHERE id = ${row}.artwork_id)`]),
    ),
  } as Record<string, (row: string) => string>,
};
const SCOPES = [ARTIST_WORKS];

/** The counter's name for one owner of a scope: 'artist-works:12'. */
export const scopeName = (scope: typeof ARTIST_WORKS, id: number) => `${scope.prefix}:${id}`;
/** A scope's counter, as opposed to a table's (table names hold no colon). */
export const isScopeName = (name: string) => name.includes(':');

export interface TableInfo {
  /** every table a query may name: counted ones and virtual ones */
  known: Set<string>;
  /** tables with a write counter */
  counted: Set<string>;
}

/** The tables a query may name and those with a write counter, as the schema has them now. */
export const tablesOf = (sqlite: Sqlite.Database): TableInfo => {
  const rows = sqlite.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table'").all() as {
    name: string;
    sql: string | null;
  }[];
  const virtual = rows.filter((r) => /^CREATE VIRTUAL TABLE/i.test(r.sql ?? '')).map((r) => r.name);
  const counted = rows.map((r) => r.name).filter((n) => !uncounted(n, virtual) && !virtual.includes(n));
  return { known: new Set([...counted, ...virtual]), counted: new Set(counted) };
};

/** Creates the counters and their triggers where missing; answers the tables it knows. */
export const installDataVersions = (sqlite: Sqlite.Database): TableInfo => {
  const { known, counted: countedSet } = tablesOf(sqlite);
  const counted = [...countedSet];
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
    // Made again at every start, so that a changed family takes effect. A row whose owner is gone
    // (a link row deleted with its work) finds none: the work's own trigger has moved its counter.
    for (const scope of SCOPES)
      for (const [table, owner] of Object.entries(scope.owner)) {
        if (!counted.includes(table)) continue;
        for (const [op, rows] of [
          ['INSERT', ['NEW']],
          ['UPDATE', ['OLD', 'NEW']],
          ['DELETE', ['OLD']],
        ] as const) {
          const name = `_dvs_${scope.prefix.replace(/\W/g, '_')}_${table}_${op.toLowerCase()}`;
          const bumps = rows.map(
            (row) => `INSERT INTO ${VERSIONS} (name, version)
              SELECT '${scope.prefix}:' || owner, 1 FROM (SELECT ${owner(row)} AS owner) WHERE owner IS NOT NULL
              ON CONFLICT (name) DO UPDATE SET version = version + 1;`,
          );
          sqlite.exec(`DROP TRIGGER IF EXISTS "${name}"`);
          sqlite.exec(`CREATE TRIGGER "${name}" AFTER ${op} ON "${table}" BEGIN ${bumps.join('\n')} END`);
        }
      }
  })();
  return { known, counted: countedSet };
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

/** What a computation read: tables its own queries named, and names passed up as they are (a
 * nested cache's answer, the facet index), which a scope must not narrow. */
interface Reads {
  queried: Set<string>;
  passed: Set<string>;
}

const reading = new AsyncLocalStorage<Reads>();

/** Runs fn and answers, beside its result, the tables every query it made (however deep) named. */
export const trackReads = async <T>(fn: () => Promise<T>): Promise<{ value: T; tables: Set<string> }> => {
  const reads: Reads = { queried: new Set(), passed: new Set() };
  const value = await reading.run(reads, fn);
  const tables = new Set([...reads.queried, ...reads.passed]);
  noteReads(tables);
  return { value, tables };
};

/**
 * Runs fn (which starts an answer and returns before it is sent) as a computation of its own, giving
 * it a reader of the tables named so far: for an answer whose provenance travels with it, in a
 * header written with the answer's head (the render thread's, web/render-thread.ts).
 */
export const readsDuring = (fn: (tables: () => string[]) => void) => {
  const reads: Reads = { queried: new Set(), passed: new Set() };
  reading.run(reads, () => fn(() => [...new Set([...reads.queried, ...reads.passed])]));
};

/**
 * Named among an answer's reads when it depends on who asks (a private room's, counted per
 * client): the caches never keep such an answer, so that each request reaches the procedure.
 */
export const PER_VISITOR = '!per-visitor';

/** Adds names to the computation under way, if any, as they are (a nested cache's hit, the index). */
export const noteReads = (tables: Iterable<string>) => {
  const current = reading.getStore();
  if (current) for (const t of tables) current.passed.add(t);
};

/**
 * Runs fn outside any computation under way: for shared work that one request happens to start
 * (the facet index catching up with writes), whose reads are not that answer's provenance.
 */
export const untracked = <T>(fn: () => T): T => reading.exit(fn);

/** Adds the tables a query names (database.ts), or a shared structure read as if by a query (the
 * facet index's tables): what scopedReads may narrow. */
export const noteQuery = (tables: readonly string[]) => {
  const current = reading.getStore();
  if (current) for (const t of tables) current.queried.add(t);
};

/**
 * Runs fn, whose queries read one owner's rows of a scope's tables only (an artwork's page: that
 * work and its artist's others), and tells the computation under way the owner's counter instead
 * of those tables: the answer then lives through writes to other owners' rows. `ownerOf` names the
 * owner from the answer; without one (nothing found: a 404 may become a page when any row changes)
 * or when fn throws, every table is passed up whole.
 */
export const scopedReads = async <T>(
  scope: typeof ARTIST_WORKS,
  fn: () => Promise<T>,
  ownerOf: (value: T) => number | undefined,
): Promise<T> => {
  const parent = reading.getStore();
  if (!parent) return fn();
  const reads: Reads = { queried: new Set(), passed: new Set() };
  let owner: number | undefined;
  try {
    const value = await reading.run(reads, fn);
    owner = ownerOf(value);
    return value;
  } finally {
    for (const t of reads.queried)
      parent.queried.add(owner !== undefined && t in scope.owner ? scopeName(scope, owner) : t);
    for (const t of reads.passed) parent.passed.add(t);
  }
};

/** The known tables an SQL text names (a column named like a table only makes the set larger). */
export const tablesNamed = (sql: string, known: ReadonlySet<string>): string[] => {
  const found = new Set<string>();
  for (const word of sql.match(/[A-Za-z_][A-Za-z0-9_]*/g) ?? []) if (known.has(word)) found.add(word);
  return [...found];
};
