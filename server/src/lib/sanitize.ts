// Long texts (biographies, posts, exhibition texts) are HTML edited by staff; the allow-list in
// shared/rich-text.ts (what the admin editor offers) is the only HTML that is stored.
// Visitors' comments are plain text and never pass through here.
import sanitizeHtml from 'sanitize-html';
import { RICH_TEXT_ATTRIBUTES, RICH_TEXT_TAGS } from '#shared/rich-text';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attrs]) => [tag, [...attrs]])),
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // An image is one of the gallery's uploads or an https address; anything else (a relative
  // guess, another scheme) would only show as a broken picture.
  exclusiveFilter: (frame) => frame.tag === 'img' && !/^(\/uploads\/|https:\/\/)/.test(frame.attribs.src ?? ''),
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
  // The editor keeps an empty paragraph after a last image or quote (so the cursor can get there).
  const clean = sanitizeHtml(html, OPTIONS)
    .trim()
    .replace(/(<p>\s*<\/p>)+$/, '');
  return clean === '' ? null : clean;
};

const absolute = (url: string | undefined, origin: string) =>
  url?.startsWith('/') && !url.startsWith('//') ? origin + url : url;

/**
 * A stored text for a feed reader, which reads it away from the site: sanitised again (whatever
 * reached the database by another way than a save) and with the site's own links and images made
 * absolute.
 */
export const sanitizeForFeed = (html: string | null | undefined, origin: string): string => {
  if (!html) return '';
  return sanitizeHtml(html, {
    ...OPTIONS,
    transformTags: {
      a: (tagName, attribs) => {
        const a = OPTIONS.transformTags!.a as (t: string, x: sanitizeHtml.Attributes) => sanitizeHtml.Tag;
        const tag = a(tagName, attribs);
        return {
          ...tag,
          attribs: { ...tag.attribs, ...(tag.attribs.href && { href: absolute(tag.attribs.href, origin)! }) },
        };
      },
      img: (tagName, attribs) => ({
        tagName,
        attribs: { ...attribs, ...(attribs.src && { src: absolute(attribs.src, origin)! }) },
      }),
    },
  }).trim();
};

/** The text of some HTML, for previews and search. */
export const plainText = (html: string | null | undefined): string =>
  html ? sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/\s+/g, ' ').trim() : '';
