// Public reads that visitors repeat (the shop page with its filters) are answered from memory
// until the database changes. "Changes" is read from SQLite itself: total_changes() counts every
// write on this connection, and PRAGMA data_version moves when another process (a script) writes.
// Nothing has to remember to invalidate it. Content can also change without a write: a memoriam
// scheduled for 9:00 becomes public at 9:00. `timeVersion` names such a moment (it changes when one
// passes), and counts as a change too.
import type Sqlite from 'better-sqlite3';

/** The caches of each database, by name, for the metrics (a test's app and its caches go together). */
const cachesByDatabase = new WeakMap<Sqlite.Database, Map<string, ReadCache>>();
export const readCachesOf = (sqlite: Sqlite.Database) => cachesByDatabase.get(sqlite) ?? new Map<string, ReadCache>();

export class ReadCache {
  private entries = new Map<string, unknown>();
  private version = '';
  private readonly changes: Sqlite.Statement;
  /** Answers given from memory and computed, since start (for /metrics). */
  hits = 0;
  misses = 0;

  constructor(
    private readonly sqlite: Sqlite.Database,
    private readonly max = 300,
    /** what time has made visible so far: see server/src/modules/media/publication-clock.ts */
    readonly timeVersion: () => string = () => '',
    /** Its name in /metrics. */
    name = 'api',
  ) {
    this.changes = sqlite.prepare('SELECT total_changes()').pluck();
    if (!cachesByDatabase.has(sqlite)) cachesByDatabase.set(sqlite, new Map());
    cachesByDatabase.get(sqlite)!.set(name, this);
  }

  private currentVersion(): string {
    return `${this.changes.get() as number}:${this.sqlite.pragma('data_version', { simple: true }) as number}:${this.timeVersion()}`;
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const version = this.currentVersion();
    if (version !== this.version) {
      this.entries.clear();
      this.version = version;
    }
    if (this.entries.has(key)) {
      const hit = this.entries.get(key) as T;
      // Most recently used last: the Map's order is the eviction order.
      this.entries.delete(key);
      this.entries.set(key, hit);
      this.hits++;
      return hit;
    }
    this.misses++;
    const value = await compute();
    // A write while computing makes this answer possibly stale: give it out, but do not keep it.
    if (this.currentVersion() === version) {
      if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
      this.entries.set(key, value);
    }
    return value;
  }
}
