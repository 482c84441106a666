// The visitor's words → an FTS5 query. Every word is quoted (FTS5 syntax typed by a visitor, `"`,
// `*`, `NEAR(`, `OR`, `:`, is only text to it), the last word is a prefix (type-ahead), and a
// word of five letters or more that the index does not know is widened to its known spellings one
// edit away.
import { wordsOf } from './fold';
import { TYPO_MIN_LENGTH, type Vocabulary } from './vocabulary';

/** More words than this add nothing to what is found and only cost time. */
const MAX_WORDS = 8;
/** No term of the index is longer (a pasted URL or a run of letters is cut). */
const MAX_WORD_LENGTH = 40;

const quoted = (w: string) => `"${w.replace(/"/g, '""')}"`;

const anyOf = (terms: string[]) => (terms.length === 1 ? terms[0] : `(${terms.join(' OR ')})`);

/**
 * The MATCH expression for `text`, or null when it holds no word at all (only punctuation): such
 * a search finds nothing.
 */
export const matchExpression = (text: string, vocabulary: Vocabulary): string | null => {
  const words = wordsOf(text)
    .slice(0, MAX_WORDS)
    .map((w) => w.slice(0, MAX_WORD_LENGTH));
  if (!words.length) return null;
  return words
    .map((word, i) => {
      const last = i === words.length - 1;
      if (last) {
        const near =
          word.length >= TYPO_MIN_LENGTH && !vocabulary.hasPrefix(word)
            ? [...vocabulary.near(word).map(quoted), ...vocabulary.nearPrefixes(word).map((p) => `${quoted(p)}*`)]
            : [];
        return anyOf([`${quoted(word)}*`, ...near]);
      }
      const near = word.length >= TYPO_MIN_LENGTH && !vocabulary.has(word) ? vocabulary.near(word).map(quoted) : [];
      return anyOf([quoted(word), ...near]);
    })
    .join(' AND ');
};

/** Only the title and the names: what a suggestion is made of. */
export const inTitles = (expression: string) => `{title names alt} : (${expression})`;
