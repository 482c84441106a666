// The index's own vocabulary (fts5vocab), kept in memory for one-typo matching: a word of five
// letters or more that the index does not know is looked up as every spelling one edit away
// (a letter missing, extra, changed, or two swapped: about 60 per letter), each a Set probe. This
// beats a trigram index on size (nothing more on disk) and on time (measured in
// docs/decisions/023-search-index.md). Read again only when the index changed (its generation).
import { sql } from 'kysely';
import type { DB } from '#server/db/database';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Shorter words are left alone: one edit away from "silk" is "milk", "sill", "sick"... */
export const TYPO_MIN_LENGTH = 5;
const MAX_ALTERNATIVES = 6;

export interface Vocabulary {
  has(term: string): boolean;
  hasPrefix(prefix: string): boolean;
  /** how many documents hold the term */
  docs(term: string): number;
  /** the known words that start with `prefix`, the most frequent first (`max` at most), and how many there are */
  completions(prefix: string, max: number): { terms: string[]; total: number; docs: number };
  /** known words one edit away, the most frequent first */
  near(word: string): string[];
  /** one edit away from a word some known term starts with (a half-typed word with a typo) */
  nearPrefixes(word: string): string[];
  /** every term with its documents, in order (for the tests) */
  terms(): [string, number][];
}

/** The words one document took out of the index and put in (each once). */
export interface WordChange {
  removed: string[];
  added: string[];
}

interface KeptVocabulary extends Vocabulary {
  /** follows one document's change in place */
  follow(change: WordChange): void;
}

const edits = (w: string) => {
  const out = new Set<string>();
  for (let i = 0; i <= w.length; i++) {
    const head = w.slice(0, i);
    const tail = w.slice(i);
    if (tail) out.add(head + tail.slice(1));
    if (tail.length > 1) out.add(head + tail[1] + tail[0] + tail.slice(2));
    for (const c of ALPHABET) {
      out.add(head + c + tail);
      if (tail) out.add(head + c + tail.slice(1));
    }
  }
  out.delete(w);
  return [...out];
};

const makeVocabulary = (rows: { term: string; doc: number }[]): KeptVocabulary => {
  const docs = new Map(rows.map((r) => [r.term, r.doc]));
  const sorted = rows.map((r) => r.term);
  // The index gives its terms in byte order, which is JavaScript's but for characters past the
  // surrogates: sorted again only then (sorting 100,000 terms held the loop 50-70 ms).
  if (sorted.some((t, i) => i > 0 && sorted[i - 1]! > t)) sorted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const firstAtOrAfter = (p: string) => {
    let lo = 0;
    let hi = sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (sorted[mid] < p) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
  const hasPrefix = (p: string) => sorted[firstAtOrAfter(p)]?.startsWith(p) ?? false;
  const byFrequency = (terms: string[], max = MAX_ALTERNATIVES) =>
    terms.sort((a, b) => (docs.get(b) ?? 0) - (docs.get(a) ?? 0)).slice(0, max);
  const completions = (p: string, max: number) => {
    const from = firstAtOrAfter(p);
    let to = from;
    let total = 0;
    while (to < sorted.length && sorted[to]!.startsWith(p)) total += docs.get(sorted[to++]!) ?? 0;
    return { terms: to - from <= max ? byFrequency(sorted.slice(from, to), max) : [], total: to - from, docs: total };
  };
  return {
    has: (t) => docs.has(t),
    hasPrefix,
    docs: (t) => docs.get(t) ?? 0,
    completions,
    near: (w) => byFrequency(edits(w).filter((e) => docs.has(e))),
    nearPrefixes: (w) => edits(w).filter(hasPrefix).slice(0, MAX_ALTERNATIVES),
    terms: () => sorted.map((t) => [t, docs.get(t)!]),
    follow: ({ removed, added }) => {
      for (const t of removed) {
        const n = (docs.get(t) ?? 0) - 1;
        if (n > 0) docs.set(t, n);
        else if (docs.delete(t)) sorted.splice(firstAtOrAfter(t), 1);
      }
      for (const t of added) {
        const n = docs.get(t);
        if (n === undefined) sorted.splice(firstAtOrAfter(t), 0, t);
        docs.set(t, (n ?? 0) + 1);
      }
    },
  };
};

let cached: { db: DB; generation: string; vocabulary: KeptVocabulary } | undefined;
let reading: { db: DB; generation: string; vocabulary: Promise<KeptVocabulary> } | undefined;

/** Terms read a slice at a time: the loop answers other requests between two slices. */
const SLICE = 5_000;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Every term of the index, in slices by term (fts5vocab seeks to a term): one statement over them
 * all held the loop 0.2-0.5 s at 100,000 works, and every visitor with it, each time a staff write
 * changed the index's words.
 */
export const readVocabulary = async (db: DB) => {
  const rows: { term: string; doc: number }[] = [];
  for (let after = ''; ;) {
    const slice = (
      await sql<{
        term: string;
        doc: number;
      }>`SELECT term, doc FROM search_vocab WHERE term > ${after} ORDER BY term LIMIT ${SLICE}`.execute(db)
    ).rows;
    rows.push(...slice);
    if (slice.length < SLICE) break;
    after = slice[slice.length - 1]!.term;
    await nextTurn();
  }
  return makeVocabulary(rows);
};

/**
 * The vocabulary of the index as it is now (read once per change of the index). A search that comes
 * while it is being read waits for the same reading; none is answered from an older one.
 */
export const vocabularyOf = async (db: DB): Promise<Vocabulary> => {
  const row = await db.selectFrom('search_meta').select('value').where('key', '=', 'generation').executeTakeFirst();
  const generation = row?.value ?? '0';
  if (cached?.db === db && cached.generation === generation) return cached.vocabulary;
  if (reading?.db !== db || reading.generation !== generation) {
    const vocabulary = readVocabulary(db);
    reading = { db, generation, vocabulary };
    void vocabulary.then(
      (v) => {
        if (reading?.vocabulary === vocabulary) {
          cached = { db, generation, vocabulary: v };
          reading = undefined;
        }
      },
      () => {
        if (reading?.vocabulary === vocabulary) reading = undefined;
      },
    );
  }
  return reading.vocabulary;
};

/**
 * The index moved from generation `from` to `to` by these documents' changes: the vocabulary in
 * memory, if it was `from`'s, follows them and becomes `to`'s. Otherwise (another process wrote
 * the index, a rebuild, a batch too large to follow word by word) it is read again when next asked.
 */
export const followWords = (db: DB, from: string, to: string, changes: WordChange[] | undefined) => {
  if (!changes || cached?.db !== db || cached.generation !== from) return;
  for (const change of changes) cached.vocabulary.follow(change);
  cached = { ...cached, generation: to };
};

/**
 * The terms the index makes of a document's columns, as its own tokenizer makes them: the document
 * is put in a scratch copy of the index's table (its very CREATE statement, in the connection's
 * temporary schema) and the copy's vocabulary read.
 */
export const termsOf = async (trx: DB, columns: readonly string[]): Promise<string[]> => {
  await scratchIndex(trx);
  await sql`DELETE FROM temp.search_scratch`.execute(trx);
  await sql`INSERT INTO temp.search_scratch (title, names, tags, body, alt, refs)
    VALUES (${columns[0]}, ${columns[1]}, ${columns[2]}, ${columns[3]}, ${columns[4]}, ${columns[5]})`.execute(trx);
  return (await sql<{ term: string }>`SELECT term FROM temp.search_scratch_vocab`.execute(trx)).rows.map((r) => r.term);
};

const scratchIndex = async (trx: DB) => {
  const made = await sql<{
    n: number;
  }>`SELECT count(*) AS n FROM temp.sqlite_master WHERE name = 'search_scratch'`.execute(trx);
  if (made.rows[0]!.n) return;
  const source = await sql<{ sql: string }>`SELECT sql FROM sqlite_master WHERE name = 'search_fts'`.execute(trx);
  const create = source.rows[0]!.sql.replace(
    /^CREATE VIRTUAL TABLE\s+"?search_fts"?/i,
    'CREATE VIRTUAL TABLE temp.search_scratch',
  );
  await sql.raw(create).execute(trx);
  await sql
    .raw(`CREATE VIRTUAL TABLE temp.search_scratch_vocab USING fts5vocab(temp, search_scratch, row)`)
    .execute(trx);
};
