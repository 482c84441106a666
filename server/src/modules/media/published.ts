// What the media kinds that visitors read (memoriams, loose threads, advisories) share: the instant
// a save publishes at, and the clock their public reads use.
import { plainText } from '#server/lib/sanitize';

/** A save without a date publishes now; a kept item keeps its date unless one is given. */
export const publishedAt = (given: string | null, current?: string | null) =>
  given ?? current ?? new Date().toISOString();

/** One instant per read, so that a page's queries agree on what is published. */
export const nowIso = () => new Date().toISOString();

/** A card's few words from a rich text: its plain text cut at a word, with an ellipsis. */
export const excerptOf = (html: string | null, max = 200) => {
  const text = plainText(html);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`;
};
