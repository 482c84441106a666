// The visitor's words → an FTS5 query. Every word is quoted (FTS5 syntax typed by a visitor, `"`,
// `*`, `NEAR(`, `OR`, `:`, is only text to it), the last word is a prefix (type-ahead), and a
// word of five letters or more that the index does not know is widened to its known spellings one
// edit away.
//
// The prefix is spelled out where that is cheaper for FTS5: a prefix of one to four letters reads
// one doclist of the prefix index; a longer one with few completions becomes those words, ORed
// (read lazily, where `"weavi"*` would first merge every matching doclist).
import { wordsOf } from './fold';
import { TYPO_MIN_LENGTH, type Vocabulary } from './vocabulary';

/** More words than this add nothing to what is found and only cost time. */
const MAX_WORDS = 8;
/** No term of the index is longer (a pasted URL or a run of letters is cut). */
const MAX_WORD_LENGTH = 40;
/** The prefix index's lengths (migrations: prefix = '1 2 3 4'). */
const PREFIX_INDEX_MAX = 4;
/** A longer prefix with at most this many completions is spelled out as them. */
const SPELLED_COMPLETIONS = 16;

const quoted = (w: string) => `"${w.replace(/"/g, '""')}"`;

const anyOf = (terms: string[]) => (terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`);

export interface MatchQuery {
  expression: string;
  /** what ranking it would cost: the documents holding its words (bm25 reads each of them) */
  cost: number;
}

/** The last word, as what it may be the start of. */
const lastWord = (word: string, vocabulary: Vocabulary): MatchQuery => {
  const done = vocabulary.completions(word, SPELLED_COMPLETIONS);
  if (done.total === 0) {
    const near = word.length >= TYPO_MIN_LENGTH ? vocabulary.near(word) : [];
    const nearPrefixes = word.length >= TYPO_MIN_LENGTH ? vocabulary.nearPrefixes(word) : [];
    return {
      // Nothing starts with it: the quoted word alone finds nothing, cheaply.
      expression: anyOf([quoted(word), ...near.map(quoted), ...nearPrefixes.map((p) => `${quoted(p)}*`)]),
      cost: nearPrefixes.length ? Infinity : near.reduce((n, t) => n + vocabulary.docs(t), 0),
    };
  }
  if (word.length > PREFIX_INDEX_MAX && done.terms.length)
    return { expression: anyOf(done.terms.map(quoted)), cost: done.docs };
  return { expression: `${quoted(word)}*`, cost: done.docs };
};

const otherWord = (word: string, vocabulary: Vocabulary): MatchQuery => {
  const near = word.length >= TYPO_MIN_LENGTH && !vocabulary.has(word) ? vocabulary.near(word) : [];
  const terms = [word, ...near];
  return { expression: anyOf(terms.map(quoted)), cost: terms.reduce((n, t) => n + vocabulary.docs(t), 0) };
};

/**
 * The MATCH expression for `text`, or null when it holds no word at all (only punctuation): such
 * a search finds nothing.
 */
export const matchQuery = (text: string, vocabulary: Vocabulary): MatchQuery | null => {
  const words = wordsOf(text)
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  if (!words.length) return null;
  const parts = words.map((w, i) => (i === words.length - 1 ? lastWord(w, vocabulary) : otherWord(w, vocabulary)));
  return {
    expression: parts.map((p) => p.expression).join(' AND '),
    cost: parts.reduce((n, p) => n + p.cost, 0),
  };
};

/** Only the title and the names: what a suggestion is made of, and the first tier of a common search. */
export const inTitles = (expression: string) => `{title names alt} : (${expression})`;

/** Found, but not by the title or the names. */
export const notInTitles = (expression: string) => `(${expression}) NOT (${inTitles(expression)})`;
