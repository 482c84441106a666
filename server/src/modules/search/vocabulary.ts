// The index's own vocabulary (fts5vocab), kept in memory for one-typo matching: a word of five
// letters or more that the index does not know is looked up as every spelling one edit away
// (a letter missing, extra, changed, or two swapped: about 60 per letter), each a Set probe. This
// beats a trigram index on size (nothing more on disk) and on time (measured in
// docs/decisions/023-search-index.md). Read again only when the index changed (its generation).
//
// Each term is also kept under its stem (Snowball English, the stemmer PostgreSQL's `english` text
// search uses), so that a word finds the other forms of itself the index holds: "rugs" finds "rug",
// "tapestries" "tapestry", "exhibitions" "exhibition" (docs/decisions/045-search-stems.md).
import { sql } from 'kysely';
import { stem } from 'porter2';
import type { DB } from '#server/db/database';

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';
/** Shorter words are left alone: one edit away from "silk" is "milk", "sill", "sick"... */
export const TYPO_MIN_LENGTH = 5;
const MAX_ALTERNATIVES = 6;
/**
 * A stem this long also stands for the longer stems it begins (as a tsquery's `basket:*` does):
 * "baskets" (basket) finds "basketry" (basketri). A shorter one only for itself: "rug" is not
 * the start of "rugby".
 */
const STEM_PREFIX_MIN = 5;
/** The forms of one word a query spells out at most, the most frequent first. */
const MAX_FORMS = 16;
/** The terms of the tag-reference column (`tag12`): not words a visitor is offered. */
const TAG_REF = /^tag\d+$/;

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
  /** the known forms of the word: the terms that share its stem (or begin with it), the most frequent first */
  forms(word: string): string[];
  /** the known forms of stems one edit away from the word's stem (a typo in an inflected word) */
  nearForms(word: string): string[];
  /** the known words closest to one the index does not know (two edits at most), the closest first */
  nearest(word: string, max: number): string[];
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

/** Where `p` is, or would be, in a sorted list. */
const firstAtOrAfter = (sorted: readonly string[], p: string) => {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid]! < p) lo = mid + 1;
    else hi = mid;
  }
  return lo;
};

/** The indexes [from, to) of the entries of a sorted list that start with `p`. */
const startingWith = (sorted: readonly string[], p: string) => {
  const from = firstAtOrAfter(sorted, p);
  let to = from;
  while (to < sorted.length && sorted[to]!.startsWith(p)) to++;
  return [from, to] as const;
};

/** Edits between two words (a letter missing, extra, changed, two swapped), or `limit + 1` past it. */
const distance = (a: string, b: string, limit: number) => {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let least = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, before[j - 2]! + 1);
      row.push(d);
      least = Math.min(least, d);
    }
    if (least > limit) return limit + 1;
    before = previous;
    previous = row;
  }
  return previous[b.length]!;
};

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

/** A term of the index as it is read: how many documents hold it, and its stem. */
interface TermRow {
  term: string;
  doc: number;
  stem: string;
}

const makeVocabulary = (rows: TermRow[]): KeptVocabulary => {
  const docs = new Map(rows.map((r) => [r.term, r.doc]));
  const sorted = rows.map((r) => r.term);
  // The index gives its terms in byte order, which is JavaScript's but for characters past the
  // surrogates: sorted again only then (sorting 100,000 terms held the loop 50-70 ms).
  if (sorted.some((t, i) => i > 0 && sorted[i - 1]! > t)) sorted.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  // The terms under each stem, and the stems in order (for the stems a longer one begins).
  const byStem = new Map<string, Set<string>>();
  for (const r of rows) {
    const terms = byStem.get(r.stem);
    if (terms) terms.add(r.term);
    else byStem.set(r.stem, new Set([r.term]));
  }
  const stems = [...byStem.keys()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

  const hasPrefix = (p: string) => sorted[firstAtOrAfter(sorted, p)]?.startsWith(p) ?? false;
  const byFrequency = (terms: string[], max = MAX_ALTERNATIVES) =>
    terms.sort((a, b) => (docs.get(b) ?? 0) - (docs.get(a) ?? 0)).slice(0, max);
  const completions = (p: string, max: number) => {
    const [from, to] = startingWith(sorted, p);
    let total = 0;
    for (let i = from; i < to; i++) total += docs.get(sorted[i]!) ?? 0;
    return { terms: to - from <= max ? byFrequency(sorted.slice(from, to), max) : [], total: to - from, docs: total };
  };
  const formsOfStem = (s: string) => {
    let found: string[] = [];
    if (s.length >= STEM_PREFIX_MIN) {
      const [from, to] = startingWith(stems, s);
      found = stems.slice(from, to);
    } else if (byStem.has(s)) found = [s];
    return byFrequency(
      found.flatMap((x) => [...byStem.get(x)!]),
      MAX_FORMS,
    );
  };
  const add = (term: string, n: number) => {
    if (!docs.has(term)) {
      sorted.splice(firstAtOrAfter(sorted, term), 0, term);
      const s = stem(term);
      const terms = byStem.get(s);
      if (terms) terms.add(term);
      else {
        byStem.set(s, new Set([term]));
        stems.splice(firstAtOrAfter(stems, s), 0, s);
      }
    }
    docs.set(term, n);
  };
  const remove = (term: string) => {
    if (!docs.delete(term)) return;
    sorted.splice(firstAtOrAfter(sorted, term), 1);
    const s = stem(term);
    const terms = byStem.get(s)!;
    terms.delete(term);
    if (!terms.size) {
      byStem.delete(s);
      stems.splice(firstAtOrAfter(stems, s), 1);
    }
  };
  return {
    has: (t) => docs.has(t),
    hasPrefix,
    docs: (t) => docs.get(t) ?? 0,
    completions,
    near: (w) => byFrequency(edits(w).filter((e) => docs.has(e))),
    nearPrefixes: (w) => edits(w).filter(hasPrefix).slice(0, MAX_ALTERNATIVES),
    forms: (w) => formsOfStem(stem(w)),
    nearForms: (w) =>
      byFrequency([...new Set(edits(stem(w)).flatMap((s) => (byStem.has(s) ? formsOfStem(s) : [])))], MAX_FORMS),
    nearest: (w, max) => {
      // Among the terms with the same first letter: a visitor seldom gets the first one wrong, and
      // the scan stays short however large the vocabulary.
      const limit = w.length <= 3 ? 1 : 2;
      const [from, to] = startingWith(sorted, w.slice(0, 1));
      const found: { term: string; d: number }[] = [];
      for (let i = from; i < to; i++) {
        const term = sorted[i]!;
        const d = TAG_REF.test(term) ? Infinity : distance(w, term, limit);
        if (d <= limit) found.push({ term, d });
      }
      return found
        .sort((a, b) => a.d - b.d || (docs.get(b.term) ?? 0) - (docs.get(a.term) ?? 0))
        .slice(0, max)
        .map((f) => f.term);
    },
    terms: () => sorted.map((t) => [t, docs.get(t)!]),
    follow: ({ removed, added }) => {
      for (const t of removed) {
        const n = (docs.get(t) ?? 0) - 1;
        if (n > 0) docs.set(t, n);
        else remove(t);
      }
      for (const t of added) add(t, (docs.get(t) ?? 0) + 1);
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
  const rows: TermRow[] = [];
  for (let after = ''; ;) {
    const slice = (
      await sql<{
        term: string;
        doc: number;
      }>`SELECT term, doc FROM search_vocab WHERE term > ${after} ORDER BY term LIMIT ${SLICE}`.execute(db)
    ).rows;
    // Stemmed a slice at a time too (about 1 µs a term), the loop free between slices.
    for (const r of slice) rows.push({ ...r, stem: stem(r.term) });
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
