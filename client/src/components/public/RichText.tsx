import classes from './RichText.module.css';

/**
 * A text written in the admin's rich-text editor, as HTML. Safe to render: the server sanitises it
 * when it is saved (server/src/lib/sanitize.ts). Nothing when there is no text.
 */
export function RichText({ html }: { html: string | null | undefined }) {
  if (!html) return null;
  return <div className={classes.rich} dangerouslySetInnerHTML={{ __html: html }} />;
}
