// Every query on the search index. A tab is a rowid range (search-kinds.ts), so each query stays
// inside FTS5: no join, no table but the index.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';

/** bm25 weights of title, names, tags, body, alt (plain spellings), refs (tag ids: never ranked). */
const RANK = sql`bm25(search_fts, 10.0, 6.0, 3.0, 1.0, 6.0, 0.0)`;
/**
 * Ranking reads every match; a word as common as "a" matches nearly everything. Past this many
 * matches in a tab only the newest this many are ranked (the count stays exact).
 */
export const RANK_CAP = 1000;
/** Markers around a hit in a snippet: control characters no stored text contains. */
export const HIT_OPEN = '\u0002';
export const HIT_CLOSE = '\u0003';
const SNIPPET_WORDS = 14;

export interface Range {
  from: number;
  to: number;
}

export const countMatches = async (db: DB, match: string, r: Range) =>
  Number(
    (
      await sql<{ n: number }>`SELECT count(*) AS n FROM search_fts
        WHERE search_fts MATCH ${match} AND rowid >= ${r.from} AND rowid < ${r.to}`.execute(db)
    ).rows[0]?.n ?? 0,
  );

/** The lowest rowid among the newest RANK_CAP matches (the floor of what gets ranked). */
const rankFloor = async (db: DB, match: string, r: Range) =>
  (
    await sql<{ rowid: number }>`SELECT rowid FROM search_fts
      WHERE search_fts MATCH ${match} AND rowid >= ${r.from} AND rowid < ${r.to}
      ORDER BY rowid DESC LIMIT 1 OFFSET ${RANK_CAP - 1}`.execute(db)
  ).rows[0]?.rowid ?? r.from;

export interface RankedRow {
  rowid: number;
  snippet: string;
}

/** One page of a tab's matches, best first, each with its snippet. */
export const rankedPage = async (db: DB, match: string, r: Range, total: number, limit: number, offset: number) => {
  const from = total > RANK_CAP ? await rankFloor(db, match, r) : r.from;
  if (offset >= RANK_CAP) return [];
  return (
    await sql<RankedRow>`SELECT rowid, snippet(search_fts, -1, ${HIT_OPEN}, ${HIT_CLOSE}, '…', ${SNIPPET_WORDS}) AS snippet
      FROM search_fts WHERE search_fts MATCH ${match} AND rowid >= ${from} AND rowid < ${r.to}
      ORDER BY ${RANK}, rowid DESC LIMIT ${Math.min(limit, RANK_CAP - offset)} OFFSET ${offset}`.execute(db)
  ).rows;
};

/** Suggestions: the best titles among the newest few hundred that match. */
export const suggestionRows = async (db: DB, match: string, candidates: number, limit: number) =>
  (
    await sql<{ rowid: number; title: string }>`SELECT rowid, title FROM (
        SELECT rowid, title, ${RANK} AS score FROM search_fts WHERE search_fts MATCH ${match}
        ORDER BY rowid DESC LIMIT ${candidates})
      ORDER BY score, rowid DESC LIMIT ${limit}`.execute(db)
  ).rows;

/** A tag's items in a tab, newest first. */
export const taggedPage = async (db: DB, tagId: number, r: Range, limit: number, offset: number) =>
  (
    await sql<{ rowid: number }>`SELECT rowid FROM search_fts
      WHERE search_fts MATCH ${`refs : "tag${tagId}"`} AND rowid >= ${r.from} AND rowid < ${r.to}
      ORDER BY rowid DESC LIMIT ${limit} OFFSET ${offset}`.execute(db)
  ).rows;
