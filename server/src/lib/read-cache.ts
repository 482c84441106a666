// Public reads that visitors repeat (the shop page with its filters, rendered pages) are answered
// from memory until a write changes what they were read from. Each answer remembers the tables its
// queries named and their write counters (db/data-versions.ts); nothing has to remember to
// invalidate it, and a write elsewhere (a check-in, a new RSVP) leaves it alone.
// Content can also change without a write: a memoriam scheduled for 9:00 becomes public at 9:00. The
// clock's `timeVersion` names such a moment (it changes when one passes) and renews every answer.
import type Sqlite from 'better-sqlite3';
import {
  isScopeName,
  noteReads,
  PER_VISITOR,
  readDataVersions,
  trackReads,
  writeStamp,
} from '#server/db/data-versions';

/** The caches of each database, by name, for the metrics (a test's app and its caches go together). */
const cachesByDatabase = new WeakMap<Sqlite.Database, Map<string, ReadCache>>();
export const readCachesOf = (sqlite: Sqlite.Database) => cachesByDatabase.get(sqlite) ?? new Map<string, ReadCache>();

/** What the caches ask to know whether anything, and what, was written. */
export class WriteClock {
  private readonly stamp: () => string;
  private readonly readVersions: () => Map<string, number>;
  private versions: { at: string; map: Map<string, number> } = { at: '', map: new Map() };

  constructor(
    readonly sqlite: Sqlite.Database,
    /** tables with a write counter */
    readonly counted: ReadonlySet<string>,
    /** what time has made visible so far: see server/src/db/publication-clock.ts */
    readonly timeVersion: () => string = () => '',
  ) {
    this.stamp = writeStamp(sqlite);
    this.readVersions = readDataVersions(sqlite);
  }

  /** Moves with every write (db/data-versions.ts's writeStamp) and with the publication clock. */
  version(): string {
    return `${this.stamp()}:${this.timeVersion()}`;
  }

  /** Every counted table's counter as of `at` (a version()): read once per change, shared by all. */
  tableVersions(at: string): Map<string, number> {
    if (this.versions.at !== at) this.versions = { at, map: this.readVersions() };
    return this.versions.map;
  }
}

interface Entry<T> {
  value: T;
  size: number;
  tables: string[];
  /** each table's counter when the value was read */
  versions: number[];
  time: string;
  /** the clock's version when the entry was last known good */
  checked: string;
  /** Date.now() after which the entry is computed again (maxAgeMs), or Infinity */
  expires: number;
}

/** What a cache holds by default: the shared one's answers (shop pages, filters, feeds) as objects. */
const DEFAULT_MAX_BYTES = 8 * 1024 * 1024;

/**
 * About what a value read from the database holds in V8's heap: a string its length and a header,
 * an object or array a slot per field and a header, a buffer its bytes. A string shared by several
 * answers is counted in each, so the estimate errs on the large side. Deeper than 32 levels (no
 * answer is) counts as nothing rather than risking a cycle.
 */
export const heapBytesOf = (value: unknown, depth = 0): number => {
  if (typeof value === 'string') return 16 + value.length;
  if (typeof value !== 'object' || value === null) return 8;
  if (depth > 32) return 0;
  if (ArrayBuffer.isView(value)) return 64 + value.byteLength;
  if (Array.isArray(value)) {
    let bytes = 16 + 8 * value.length;
    for (const item of value) bytes += heapBytesOf(item, depth + 1);
    return bytes;
  }
  let bytes = 24;
  for (const key in value) bytes += 8 + heapBytesOf((value as Record<string, unknown>)[key], depth + 1);
  return bytes;
};

export interface ReadCacheLimits {
  maxEntries?: number;
  /** what the kept values may weigh together, by sizeOf (8 MiB unless told) */
  maxBytes?: number;
  /** a value's weight (heapBytesOf unless told) */
  sizeOf?: (value: unknown) => number;
  /** whether a computed value may be kept (an error answer is given out, not kept) */
  keep?: (value: unknown) => boolean;
  /**
   * How long an entry may live whatever is written, for values that also follow the wall clock.
   * Counted from each entry's own computation, so that entries lapse one by one rather than all at
   * the same instant (a shared window's end made every answer a miss in the same second).
   */
  maxAgeMs?: number;
}

export class ReadCache {
  private readonly entries = new Map<string, Entry<unknown>>();
  private bytes = 0;
  /** Answers given from memory and computed, since start (for /metrics and the bench). */
  hits = 0;
  misses = 0;
  private readonly maxEntries: number;
  private readonly maxBytes: number;
  private readonly sizeOf: (value: unknown) => number;
  private readonly keep: (value: unknown) => boolean;
  private readonly maxAgeMs: number;

  constructor(
    readonly clock: WriteClock,
    limits: ReadCacheLimits = {},
    /** Its name in /metrics. */
    name = 'api',
  ) {
    this.maxEntries = limits.maxEntries ?? 300;
    // Bounded by bytes, always: entries alone would let a few large answers (a sitemap, a feed, a
    // shop page of long titles) hold any amount.
    this.maxBytes = limits.maxBytes ?? DEFAULT_MAX_BYTES;
    this.sizeOf = limits.sizeOf ?? ((v) => heapBytesOf(v));
    this.keep = limits.keep ?? (() => true);
    this.maxAgeMs = limits.maxAgeMs ?? Infinity;
    if (!cachesByDatabase.has(clock.sqlite)) cachesByDatabase.set(clock.sqlite, new Map());
    cachesByDatabase.get(clock.sqlite)!.set(name, this);
  }

  get timeVersion(): () => string {
    return this.clock.timeVersion;
  }

  private stillGood(entry: Entry<unknown>, now: string): boolean {
    if (entry.expires !== Infinity && Date.now() >= entry.expires) return false;
    if (entry.checked === now) return true;
    if (entry.time !== this.clock.timeVersion()) return false;
    const current = this.clock.tableVersions(now);
    for (let i = 0; i < entry.tables.length; i++) {
      const table = entry.tables[i]!;
      // A table without a counter (a full-text index) is read as changed by any write. A scope's
      // counter appears with the first write to its rows (-1 until then).
      if (isScopeName(table)) {
        if ((current.get(table) ?? -1) !== entry.versions[i]) return false;
      } else if (!this.clock.counted.has(table) || current.get(table) !== entry.versions[i]) return false;
    }
    entry.checked = now;
    return true;
  }

  private drop(key: string, entry: Entry<unknown>) {
    this.entries.delete(key);
    this.bytes -= entry.size;
  }

  async get<T>(key: string, compute: () => Promise<T>): Promise<T> {
    const now = this.clock.version();
    const kept = this.entries.get(key);
    if (kept) {
      if (this.stillGood(kept, now)) {
        // Most recently used last: the Map's order is the eviction order.
        this.entries.delete(key);
        this.entries.set(key, kept);
        this.hits++;
        // A page built from this answer depends on what it was read from.
        noteReads(kept.tables);
        return kept.value as T;
      }
      this.drop(key, kept);
    }
    this.misses++;
    const versions = this.clock.tableVersions(now);
    const time = this.clock.timeVersion();
    const { value, tables } = await trackReads(compute);
    // A write while computing makes this answer possibly stale: give it out, but do not keep it;
    // nor one that depends on who asks.
    if (this.clock.version() !== now || !this.keep(value) || tables.has(PER_VISITOR)) return value;
    const list = [...tables];
    const entry: Entry<unknown> = {
      value,
      size: this.sizeOf(value),
      tables: list,
      versions: list.map((t) => versions.get(t) ?? -1),
      time,
      checked: now,
      expires: Date.now() + this.maxAgeMs,
    };
    if (entry.size > this.maxBytes) return value;
    this.entries.set(key, entry);
    this.bytes += entry.size;
    while (this.entries.size > this.maxEntries || this.bytes > this.maxBytes) {
      const [oldKey, old] = this.entries.entries().next().value!;
      this.drop(oldKey, old);
    }
    return value;
  }

  /** What the cache holds, for the metrics. */
  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}
