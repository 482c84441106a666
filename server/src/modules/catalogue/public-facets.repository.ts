// What the facet index (facet-index.ts) is made of: the visible works' filterable fields and lookup
// ids, read by id batches for a build or by ids for the works a write touched; and the change log
// that names those works (facet_changes, written by the triggers of facet-feeds.ts).
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { LOOKUP_LINKS, type LookupKey } from './artwork.repository';

export const FACET_LOOKUPS = Object.keys(LOOKUP_LINKS) as LookupKey[];

/** One visible work, as the index (facet-index.ts) takes it in. */
export interface FacetWork {
  id: number;
  artist_id: number;
  availability: number;
  price: number | null;
  height: number | null;
  width: number | null;
  depth: number | null;
  /** its lookup ids, one list per FACET_LOOKUPS group */
  lookups: readonly (readonly number[])[];
  /** the shop's highlight and sort keys (catalogue-order.ts) */
  featured: number;
  created_at: string;
  title: string;
  artist_sort: string;
}

/** The artwork columns the index reads (status decides whether the work is in it at all; the last
 * four are the shop's sort keys and its highlight, for pages read from the index: catalogue-order.ts). */
export const FACET_COLUMNS = [
  'status',
  'artist_id',
  'availability',
  'price',
  'height',
  'width',
  'depth',
  'featured',
  'created_at',
  'title',
  'artist_sort',
] as const;

/** These works (a write touched them), or the next `limit` after `afterId` (a build, batch by batch). */
export type FacetScope = { ids: readonly number[] } | { afterId: number; limit: number };

/** The statement for the works in scope, unexecuted, so that the benchmark runs exactly this SQL. */
export const facetWorksQuery = (db: DB, scope: FacetScope) => {
  const q = db
    .selectFrom('artworks as a')
    // Works by id (their rowid) first, each one's artist after: CROSS JOIN fixes that order and "+"
    // keeps SQLite off the status indexes. Planned otherwise, a batch or a few changed works read
    // (and sorted) every visible work of the catalogue.
    .crossJoin('artists as ar')
    .whereRef('ar.id', '=', 'a.artist_id')
    .select([
      'a.id',
      'a.artist_id',
      'a.availability',
      'a.price',
      'a.height',
      'a.width',
      'a.depth',
      'a.featured',
      'a.created_at',
      'a.title',
      'a.artist_sort',
    ])
    .where(sql<string>`+a.status`, '=', '1')
    .where(sql<string>`+ar.status`, '=', '1');
  // One statement text whatever the number of ids (a JSON array), so it is prepared once.
  return 'ids' in scope
    ? q.where('a.id', 'in', sql<number>`(SELECT value FROM json_each(${JSON.stringify(scope.ids)}))`)
    : q.where('a.id', '>', scope.afterId).orderBy('a.id').limit(scope.limit);
};

/**
 * The lookup ids of the works in scope, every group in one statement, each link table read by its
 * primary key (artwork_id first). A batch's id range also brings hidden works' links: left out.
 */
const linksQuery = (db: DB, where: (column: ReturnType<typeof sql.ref>) => ReturnType<typeof sql>) =>
  sql<{ g: number; artwork_id: number; v: number }>`${sql.join(
    FACET_LOOKUPS.map((key, g) => {
      const [table, column] = LOOKUP_LINKS[key];
      return sql`SELECT ${g} AS g, artwork_id, ${sql.ref(column)} AS v FROM ${sql.table(table)} WHERE ${where(sql.ref('artwork_id'))}`;
    }),
    sql` UNION ALL `,
  )}`;

/** The visible works in scope with their lookup ids, ordered by id for a batch. */
export const listFacetWorks = async (db: DB, scope: FacetScope): Promise<FacetWork[]> => {
  const rows = await facetWorksQuery(db, scope).execute();
  if (!rows.length) return [];
  const works = new Map<number, FacetWork & { lookups: number[][] }>(
    rows.map((r) => [r.id, { ...r, lookups: FACET_LOOKUPS.map(() => []) }]),
  );
  const links =
    'ids' in scope
      ? linksQuery(db, (c) => sql`${c} IN (SELECT value FROM json_each(${JSON.stringify(rows.map((r) => r.id))}))`)
      : linksQuery(db, (c) => sql`${c} BETWEEN ${rows[0]!.id} AND ${rows[rows.length - 1]!.id}`);
  for (const l of (await links.execute(db)).rows) works.get(l.artwork_id)?.lookups[l.g]!.push(l.v);
  return [...works.values()];
};

/** The latest stamp in the change log (0 when it is empty). */
export const lastFacetChange = async (db: DB): Promise<number> =>
  (
    await db
      .selectFrom('facet_changes')
      .select((eb) => eb.fn.coalesce(eb.fn.max('seq'), sql<number>`0`).as('seq'))
      .executeTakeFirstOrThrow()
  ).seq;

/** The works changed after stamp `afterSeq` (all of them: one stamp can name a whole artist's works). */
export const listFacetChanges = (db: DB, afterSeq: number) =>
  db.selectFrom('facet_changes').select(['artwork_id', 'seq']).where('seq', '>', afterSeq).execute();
