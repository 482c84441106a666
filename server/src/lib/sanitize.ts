// Long texts (biographies, posts, exhibition texts) are HTML edited by staff; this allow-list is
// the only HTML that is stored. Visitors' comments are plain text and never pass through here.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Keeps the allowed formatting, drops scripts, handlers, styles and unknown tags. */
export const sanitizeRichText = (html: string | null | undefined): string | null => {
  if (!html) return null;
  const clean = sanitizeHtml(html, OPTIONS).trim();
  return clean === '' || clean === '<p></p>' ? null : clean;
};

/** The text of some HTML, for previews and search. */
export const plainText = (html: string | null | undefined): string =>
  html ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim() : '';
