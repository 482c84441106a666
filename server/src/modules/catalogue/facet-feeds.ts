// The triggers that name, in facet_changes, every work whose place in the facet index a write may
// have changed, inside the writing transaction and whoever wrote (a form, a status toggle, a
// cascade, a script, another process): the index then reads those works again instead of the
// catalogue (docs/decisions/031-facet-index-in-place.md). Made at every start, replacing the old
// ones, as the search index's feeds are (decision 023).
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { immediateTx } from '#server/db/transaction';
import { LOOKUP_LINKS } from './artwork.repository';
import { FACET_COLUMNS } from './public-facets.repository';

type Row = 'NEW' | 'OLD';

interface Feed {
  table: string;
  /** the artwork ids a row touches */
  works: (r: Row) => string;
  /** an UPDATE that changes none of these columns touches nothing */
  columns?: readonly string[];
}

const FEEDS: Feed[] = [
  { table: 'artworks', works: (r) => `SELECT ${r}.id`, columns: ['id', ...FACET_COLUMNS] },
  // An artist hidden or shown again takes all their works out of the index or back in.
  { table: 'artists', works: (r) => `SELECT id FROM artworks WHERE artist_id = ${r}.id`, columns: ['id', 'status'] },
  ...Object.values(LOOKUP_LINKS).map(([table]) => ({ table, works: (r: Row) => `SELECT ${r}.artwork_id` })),
];

const EVENTS = [
  ['ai', 'INSERT', ['NEW']],
  ['au', 'UPDATE', ['NEW', 'OLD']],
  ['ad', 'DELETE', ['OLD']],
] as const;

/** Each touched work gets the next stamp (one per statement: every work it touched shares it). */
export const facetTriggers = () =>
  FEEDS.flatMap((feed) =>
    EVENTS.map(([suffix, event, rows]) => {
      const when =
        event === 'UPDATE' && feed.columns
          ? `WHEN ${feed.columns.map((c) => `OLD.${c} IS NOT NEW.${c}`).join(' OR ')}`
          : '';
      return {
        name: `facet_feed_${feed.table}_${suffix}`,
        sql: `CREATE TRIGGER facet_feed_${feed.table}_${suffix} AFTER ${event} ON ${feed.table} ${when} BEGIN
  INSERT INTO facet_changes (artwork_id, seq)
    SELECT *, (SELECT coalesce(max(seq), 0) + 1 FROM facet_changes) FROM (${rows.map(feed.works).join(' UNION ')}) WHERE true
    ON CONFLICT (artwork_id) DO UPDATE SET seq = excluded.seq;
END`,
      };
    }),
  );

/** At start: the triggers replace the old ones in one transaction. */
export const installFacetFeeds = (db: DB) =>
  immediateTx(db, async (trx) => {
    const old = await sql<{
      name: string;
    }>`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'facet_feed_%'`.execute(trx);
    for (const t of old.rows) await sql.raw(`DROP TRIGGER ${t.name}`).execute(trx);
    for (const t of facetTriggers()) await sql.raw(t.sql).execute(trx);
  });
