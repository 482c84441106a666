// Some rows are public from their date_published on (posts, memoriams, loose threads, advisories:
// that is how staff schedule one), so what visitors may see changes when that minute comes, without
// any write to the database. The read caches (the API's and the rendered pages', lib/read-cache.ts)
// ask this clock for a version: the latest publication instant that has come. It moves exactly when
// a scheduled item goes public. Which tables are scheduled, the domains say (their faces'
// `scheduledTables`, gathered by server/src/compose/).
import type Sqlite from 'better-sqlite3';
import { writeStamp } from '#server/db/data-versions';

/** The newest instant already come and the next one still ahead, across every scheduled table. */
const boundsSql = (tables: readonly string[]) => {
  const union = (pick: string) =>
    tables.map((t) => `SELECT date_published AS d FROM ${t} WHERE status = '1' AND ${pick}`).join(' UNION ALL ');
  return `SELECT
  (SELECT MAX(d) FROM (${union('date_published <= @at')})) AS last,
  (SELECT MIN(d) FROM (${union('date_published > @at')})) AS next`;
};

interface Bounds {
  last: string | null;
  next: string | null;
}

/**
 * The clock's answer is read again only when the database changed or the next scheduled instant
 * has passed, so a cached read costs a comparison, not a query. `now` reads Date.now at each call
 * (not a reference taken at boot), so that a test's fake clock reaches it.
 */
export const publicationClock = (
  sqlite: Sqlite.Database,
  /** the tables whose active rows visitors see from date_published on */
  tables: readonly string[],
  now: () => number = () => Date.now(),
) => {
  // Without a scheduled table nothing goes public by the clock: its version never changes.
  if (!tables.length) return () => '';
  const bounds = sqlite.prepare<{ at: string }, Bounds>(boundsSql(tables));
  const stamp = writeStamp(sqlite);
  let known: { version: string; last: string; nextAt: number } | undefined;
  return (): string => {
    const t = now();
    const version = stamp();
    if (!known || known.version !== version || t >= known.nextAt) {
      const b = bounds.get({ at: new Date(t).toISOString() }) ?? { last: null, next: null };
      known = { version, last: b.last ?? '', nextAt: b.next ? Date.parse(b.next) : Infinity };
    }
    return known.last;
  };
};
