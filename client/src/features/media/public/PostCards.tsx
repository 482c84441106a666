import { Link } from 'react-router';
import { CARD_SIZES, CardFrame } from '#client/components/public/CardFrame';
import { CardsSkeleton } from '#client/components/public/ui/controls';
import classes from './media.module.css';
import { type PostCard, type PostKindView, publishedDay } from './post-kind';

interface Props {
  kind: PostKindView;
  posts: PostCard[];
  /** the list's accessible name */
  label: string;
  /** how many first cards load their pictures at once (the first screen's) */
  eager?: number;
}

/** Posts as cards: picture, date and source, title, summary. */
export function PostCards({ kind, posts, label, eager = 0 }: Props) {
  return (
    <ul className={classes.cards} aria-label={label}>
      {posts.map((p, i) => (
        <li key={p.id}>
          <Link to={kind.itemPath(p.slug)} className={classes.card}>
            <CardFrame
              classes={classes}
              image={p.header_image}
              title={p.title}
              alt=""
              sizes={CARD_SIZES}
              priority={i < eager}
              decorative
            />
            <span className={classes.cardEyebrow}>
              <time dateTime={p.date_published}>{publishedDay(p.date_published)}</time>
              {p.source && ` · ${p.source}`}
            </span>
            <span className={classes.cardTitle}>{p.title}</span>
            {p.excerpt && <span className={classes.cardExcerpt}>{p.excerpt}</span>}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Grey cards in the grid's rhythm while a page loads. */
export function PostCardsSkeleton({ count }: { count?: number }) {
  return <CardsSkeleton classes={classes} count={count} />;
}
