// The cards of the memoriams' and the advisory services' lists: a picture, a title leading to the
// entry's page, a line in italics and a few words.
import { Link } from 'react-router';
import type { ImageDto } from '#shared/schemas/image';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import classes from './reading.module.css';

export interface Entry {
  key: string;
  path: string;
  title: string;
  meta?: string | null;
  text?: string | null;
  image: ImageDto | null;
}

const SIZES = '(min-width: 75em) 28rem, (min-width: 48em) calc(50vw - 4rem), calc(100vw - 2rem)';

export function MediaEntries({ entries, label }: { entries: Entry[]; label: string }) {
  return (
    <ul className={classes.entries} aria-label={label}>
      {entries.map((e, i) => (
        <li key={e.key}>
          <article className={classes.entry}>
            {e.image && (
              <Link to={e.path} className={classes.entryFrame} tabIndex={-1} aria-hidden>
                <ResponsiveImage image={e.image} alt="" sizes={SIZES} priority={i < 3} />
              </Link>
            )}
            <h2 className={classes.entryTitle}>
              <Link to={e.path}>{e.title}</Link>
            </h2>
            {e.meta && <p className={classes.entryMeta}>{e.meta}</p>}
            {e.text && <p className={classes.entryText}>{e.text}</p>}
          </article>
        </li>
      ))}
    </ul>
  );
}
