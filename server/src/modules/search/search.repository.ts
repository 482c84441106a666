// Every query on the search index. A tab is a rowid range (search-kinds.ts), so each query stays
// inside FTS5: no join, no table but the index.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';

/** bm25 weights of title, names, tags, body, alt (plain spellings), refs (tag ids: never ranked). */
const RANK = sql`bm25(search_fts, 10.0, 6.0, 3.0, 1.0, 6.0, 0.0)`;
/**
 * Ranking reads every match; a word as common as "a" matches nearly everything. A tab counts and
 * ranks its newest this many matches at most (the overlay then says "1000+").
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

/**
 * A tab's matches, newest first, at most RANK_CAP + 1 of them: how many (capped) and the floor of
 * what gets ranked. Never more rows than that are read, however common the word.
 */
export const newestMatches = async (db: DB, match: string, r: Range) => {
  const rows = (
    await sql<{ rowid: number }>`SELECT rowid FROM search_fts
      WHERE search_fts MATCH ${match} AND rowid >= ${r.from} AND rowid < ${r.to}
      ORDER BY rowid DESC LIMIT ${RANK_CAP + 1}`.execute(db)
  ).rows;
  const count = Math.min(rows.length, RANK_CAP);
  return { count, capped: rows.length > RANK_CAP, floor: count ? rows[count - 1]!.rowid : r.to };
};

export interface RankedRow {
  rowid: number;
  snippet: string;
}

/** One page of a tab's matches from `floor` up, best first, each with its snippet. */
export const rankedPage = async (db: DB, match: string, floor: number, r: Range, limit: number, offset: number) =>
  (
    await sql<RankedRow>`SELECT rowid, snippet(search_fts, -1, ${HIT_OPEN}, ${HIT_CLOSE}, '…', ${SNIPPET_WORDS}) AS snippet
      FROM search_fts WHERE search_fts MATCH ${match} AND rowid >= ${floor} AND rowid < ${r.to}
      ORDER BY ${RANK}, rowid DESC LIMIT ${limit} OFFSET ${offset}`.execute(db)
  ).rows;

/** One page of a tab's matches, newest first, each with its snippet (no ranking to pay for). */
export const newestPage = async (db: DB, match: string, r: Range, limit: number, offset: number) =>
  (
    await sql<RankedRow>`SELECT rowid, snippet(search_fts, -1, ${HIT_OPEN}, ${HIT_CLOSE}, '…', ${SNIPPET_WORDS}) AS snippet
      FROM search_fts WHERE search_fts MATCH ${match} AND rowid >= ${r.from} AND rowid < ${r.to}
      ORDER BY rowid DESC LIMIT ${limit} OFFSET ${offset}`.execute(db)
  ).rows;

/** Suggestions: the newest titles that match (words found in many documents: no ranking). */
export const newestTitles = async (db: DB, match: string, limit: number) =>
  (
    await sql<{ rowid: number; title: string }>`SELECT rowid, title FROM search_fts WHERE search_fts MATCH ${match}
      ORDER BY rowid DESC LIMIT ${limit}`.execute(db)
  ).rows;

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
