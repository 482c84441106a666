// Folding words as the index does, and a little further. FTS5's unicode61 tokenizer (with
// remove_diacritics 2) lowercases and drops accents (Müller → muller, Cortés → cortes), but letters
// that are not an accent on a base letter stay themselves: Bjørk is "bjørk" to it and never
// "bjork". Such words also go into the document's `alt` column in their plain spelling, and the
// visitor's words are folded the same way, so either spelling finds the other.
const PLAIN: Record<string, string> = {
  ø: 'o',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  ł: 'l',
  đ: 'd',
  ð: 'd',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};
const NOT_DECOMPOSED = new RegExp(`[${Object.keys(PLAIN).join('')}]`, 'gu');

/** Lowercase, accents dropped, the letters above spelled plainly. */
export const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(NOT_DECOMPOSED, (c) => PLAIN[c] ?? c);

/** The words of a text as the index cuts them (letters and digits), folded. */
export const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/** The plain spelling of a text's words that unicode61 would keep with their special letter. */
export const plainSpellings = (...texts: (string | undefined)[]) => {
  const out = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const raw of text.split(/[^\p{L}\p{N}]+/u)) {
      const lower = raw.toLowerCase();
      if (lower.normalize('NFKD').match(NOT_DECOMPOSED)) out.add(fold(lower));
    }
  }
  return [...out].join(' ');
};
