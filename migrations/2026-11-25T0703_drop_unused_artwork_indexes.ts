// Indexes no query uses any more (issue 18, decision 034; checked with EXPLAIN QUERY PLAN on 100,000
// works, scripts/bench/plans.ts). The sizes' indexes served the filters' edges, which the facet
// index answers now (decision 031), and the shop's size ranges, whose pages and totals the facet
// index answers too (decision 034): only a text search with a size range still filters sizes in
// SQL. artworks_public (status, created_at DESC) is
// artworks_created read backwards, which the planner always chose. Each index costs every write of
// an artwork an update and the file its pages. artworks_availability stays: the admin list's count
// by status and sale status reads it.
import { type Kysely, sql } from 'kysely';

const DROPPED = {
  artworks_height: 'CREATE INDEX artworks_height ON artworks(status, height)',
  artworks_width: 'CREATE INDEX artworks_width ON artworks(status, width)',
  artworks_depth: 'CREATE INDEX artworks_depth ON artworks(status, depth)',
  artworks_public: 'CREATE INDEX artworks_public ON artworks(status, created_at DESC)',
};

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const name of Object.keys(DROPPED)) await sql.raw(`DROP INDEX IF EXISTS ${name}`).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of Object.values(DROPPED)) await sql.raw(statement).execute(db);
}
