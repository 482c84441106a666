// The HTML a staff text may hold: the server's sanitiser keeps exactly these tags (and the
// attributes below), and the admin editor offers exactly these (headings 2-4, bold, italic,
// underline, strike, quote, rule, lists, links, images). figure/figcaption/b/i are kept for texts
// written before the editor (b and i are what a paste from a word processor brings).
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'blockquote',
  'ul',
  'ol',
  'li',
  'a',
  'hr',
  'figure',
  'figcaption',
  'img',
] as const;

/** Heading levels the editor offers (h1 is the page's own title). */
export const RICH_TEXT_HEADINGS = [2, 3, 4] as const;

export const RICH_TEXT_ATTRIBUTES = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'width', 'height'],
} as const;
