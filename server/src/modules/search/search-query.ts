// The visitor's words → an FTS5 query. Every word is quoted (FTS5 syntax typed by a visitor, `"`,
// `*`, `NEAR(`, `OR`, `:`, is only text to it), the last word is a prefix (type-ahead), each word
// also finds the forms of it the index holds (the terms that share its stem: "rugs" finds "rug"),
// and a word of five letters or more that the index knows in no form is widened to its known
// spellings one edit away. So an exact word or another form of it is never ranked beside a guess:
// the guesses are only asked for when there is nothing else.
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

/** The words of the visitor's text that a search reads. */
const visitorWords = (text: string) =>
  wordsOf(text)
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));

const quoted = (w: string) => `"${w.replace(/"/g, '""')}"`;

const anyOf = (terms: string[]) => (terms.length === 1 ? terms[0]! : `(${terms.join(' OR ')})`);

export interface MatchQuery {
  expression: string;
  /** what ranking it would cost: the documents holding its words (bm25 reads each of them) */
  cost: number;
}

const docsOf = (terms: string[], vocabulary: Vocabulary) => terms.reduce((n, t) => n + vocabulary.docs(t), 0);

/**
 * The forms of the known words one edit away from the word or from its stem ("exhibitiins" finds
 * "exhibitions" and so "exhibition"): asked for only when the index knows no form of the word.
 */
const guesses = (word: string, vocabulary: Vocabulary) =>
  word.length >= TYPO_MIN_LENGTH
    ? [...new Set([...vocabulary.near(word).flatMap((t) => vocabulary.forms(t)), ...vocabulary.nearForms(word)])]
    : [];

/** The last word, as what it may be the start of, or another form of it. */
const lastWord = (word: string, vocabulary: Vocabulary): MatchQuery => {
  const done = vocabulary.completions(word, SPELLED_COMPLETIONS);
  const forms = vocabulary.forms(word);
  if (done.total === 0 && !forms.length) {
    const near = guesses(word, vocabulary);
    const nearPrefixes = word.length >= TYPO_MIN_LENGTH ? vocabulary.nearPrefixes(word) : [];
    return {
      // Nothing starts with it: the quoted word alone finds nothing, cheaply.
      expression: anyOf([quoted(word), ...near.map(quoted), ...nearPrefixes.map((p) => `${quoted(p)}*`)]),
      cost: nearPrefixes.length ? Infinity : docsOf(near, vocabulary),
    };
  }
  // The forms that the prefix does not already find ("rugs"* finds no "rug").
  const otherForms = forms.filter((f) => !f.startsWith(word));
  const spelled = word.length > PREFIX_INDEX_MAX && done.terms.length;
  const prefix = done.total === 0 ? [] : spelled ? done.terms.map(quoted) : [`${quoted(word)}*`];
  return {
    expression: anyOf([...prefix, ...otherForms.map(quoted)]),
    cost: done.docs + docsOf(otherForms, vocabulary),
  };
};

const otherWord = (word: string, vocabulary: Vocabulary): MatchQuery => {
  const forms = vocabulary.forms(word);
  const near = vocabulary.has(word) || forms.length ? [] : guesses(word, vocabulary);
  const terms = [...new Set([word, ...forms, ...near])];
  return { expression: anyOf(terms.map(quoted)), cost: docsOf(terms, vocabulary) };
};

/**
 * The MATCH expression for `text`, or null when it holds no word at all (only punctuation): such
 * a search finds nothing.
 */
export const matchQuery = (text: string, vocabulary: Vocabulary): MatchQuery | null => {
  const words = visitorWords(text);
  if (!words.length) return null;
  const parts = words.map((w, i) => (i === words.length - 1 ? lastWord(w, vocabulary) : otherWord(w, vocabulary)));
  return {
    expression: parts.map((p) => p.expression).join(' AND '),
    cost: parts.reduce((n, p) => n + p.cost, 0),
  };
};

/**
 * What to search for instead when `text` found nothing: each of its words the index knows in some
 * form (several words found nothing together; one alone finds something), else the known words
 * nearest to it.
 */
export const nearestTerms = (text: string, vocabulary: Vocabulary, max: number) => {
  const out = new Set<string>();
  for (const w of visitorWords(text)) {
    const findsAlone = vocabulary.has(w) || vocabulary.hasPrefix(w) || vocabulary.forms(w).length > 0;
    for (const t of findsAlone ? [w] : vocabulary.nearest(w, max)) out.add(t);
  }
  return [...out].slice(0, max);
};

/** Only the title and the names: what a suggestion is made of, and the first tier of a common search. */
export const inTitles = (expression: string) => `{title names alt} : (${expression})`;

/** Found, but not by the title or the names. */
export const notInTitles = (expression: string) => `(${expression}) NOT (${inTitles(expression)})`;
