import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { RichText } from '#client/components/public/RichText';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import page from '#client/components/public/page.module.css';
import { Skeleton } from '#client/components/public/ui/controls';
import classes from './media.module.css';
import { type PostDetail, type PostKindView, publishedDay, tagPath } from './post-kind';

/** One post as it is read: date and source, title, author, picture, the text, its tags. */
export function PostArticle({ kind, post, children }: { kind: PostKindView; post: PostDetail; children?: ReactNode }) {
  return (
    <article className={classes.article}>
      <header className={classes.articleHead}>
        <p className={page.eyebrow}>
          <time dateTime={post.date_published}>{publishedDay(post.date_published)}</time>
          {post.source && ` · ${post.source}`}
        </p>
        <h1 className={classes.articleTitle}>{post.title}</h1>
        {post.author && <p className={classes.byline}>By {post.author}</p>}
      </header>
      {post.header_image && (
        <div className={classes.articleFigure}>
          <ResponsiveImage
            image={post.header_image}
            alt=""
            sizes="(min-width: 62em) 60rem, calc(100vw - 2rem)"
            className={classes.articleImage}
            priority
            preload
          />
        </div>
      )}
      <div className={classes.prose}>
        <RichText html={post.body} />
        {post.external_url && (
          <p className={classes.source}>
            <a href={post.external_url} className={classes.inlineLink} rel="noopener noreferrer" target="_blank">
              Read it at {post.source || 'the source'}
              <span className={classes.visuallyHidden}> (opens in a new tab)</span>
            </a>
          </p>
        )}
        {post.tags.length > 0 && (
          <ul className={classes.tagList} aria-label="Topics">
            {post.tags.map((t) => (
              <li key={t.id}>
                <Link to={tagPath(kind, t)} className={classes.tag}>
                  {t.title}
                </Link>
              </li>
            ))}
          </ul>
        )}
        {children}
      </div>
    </article>
  );
}

/** The article's shape while it loads (inside PublicDetailPage's busy container). */
export function PostArticleSkeleton() {
  return (
    <div className={classes.articleHead}>
      <Skeleton height="0.8rem" width="30%" />
      <Skeleton height="3rem" width="80%" style={{ marginTop: '1rem' }} />
    </div>
  );
}
