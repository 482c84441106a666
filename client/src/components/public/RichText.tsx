import classes from './RichText.module.css';

/**
 * A text's pictures wait until the reader scrolls near them and decode off the main thread: a post's
 * pictures are below its first screen, and fetched at once they took a phone's connection and a
 * layout from the page while it loaded. The HTML is sanitised, so `<img ` only ever opens a tag.
 */
const withLazyImages = (html: string) => html.replaceAll('<img ', '<img loading="lazy" decoding="async" ');

/**
 * A text written in the admin's rich-text editor, as HTML. Safe to render: the server sanitises it
 * when it is saved (server/src/lib/sanitize.ts). Nothing when there is no text.
 */
export function RichText({ html }: { html: string | null | undefined }) {
  if (!html) return null;
  return <div className={classes.rich} dangerouslySetInnerHTML={{ __html: withLazyImages(html) }} />;
}
