// The article of a memoriam, a loose thread or an advisory service: the heading column (eyebrow,
// title, an italic line, the text and what follows it) beside its picture, which is the page's LCP.
import type { ReactNode } from 'react';
import type { ImageDto } from '#shared/schemas/image';
import page from '#client/components/public/page.module.css';
import type { PageMetaProps } from '#client/components/public/seo/PageMeta';
import { PublicDetailPage } from '#client/components/public/shells/PublicDetailPage';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import { RichText } from '#client/components/public/RichText';
import { Skeleton } from '#client/components/public/ui/controls';
import classes from './reading.module.css';

interface Props {
  eyebrow: string;
  title: string;
  meta?: string | null;
  image?: ImageDto | null;
  imageAlt: string;
  body: string | null;
  /** under the text: onward links, a call to act */
  after?: ReactNode;
}

const SIZES = '(min-width: 90em) 34rem, (min-width: 62em) 38vw, calc(100vw - 2rem)';

export function MediaArticle({ eyebrow, title, meta, image, imageAlt, body, after }: Props) {
  return (
    <article className={classes.article}>
      <div className={classes.articleText}>
        <header className={classes.articleHead}>
          <p className={page.eyebrow}>{eyebrow}</p>
          <h1 className={page.pageTitle}>{title}</h1>
          {meta && <p className={classes.articleMeta}>{meta}</p>}
        </header>
        <RichText html={body} />
        {after && <div className={classes.actions}>{after}</div>}
      </div>
      {image && (
        <figure className={classes.articlePicture}>
          <ResponsiveImage image={image} alt={imageAlt} sizes={SIZES} priority preload />
        </figure>
      )}
    </article>
  );
}

/** The article's shape while it loads (inside PublicDetailPage's busy container). */
MediaArticle.Skeleton = function MediaArticleSkeleton() {
  return (
    <div className={classes.article}>
      <div>
        <Skeleton height="0.8rem" width="30%" />
        <Skeleton height="3.5rem" width="80%" style={{ marginTop: '1rem' }} />
        <Skeleton height="10rem" width="100%" style={{ marginTop: '2rem' }} />
      </div>
    </div>
  );
};

/**
 * A memoriam's, a loose thread's or an advisory service's page: PublicDetailPage with the article
 * (titled and its picture described by the item's title), then what the kind adds below it.
 */
export function MediaArticlePage<T extends { title: string }>({
  item,
  meta,
  article,
  children,
}: {
  item: T | undefined;
  meta: (item: T, origin: string) => PageMetaProps;
  article: (item: T) => Omit<Props, 'title' | 'imageAlt'>;
  children?: (item: T) => ReactNode;
}) {
  return (
    <PublicDetailPage item={item} name={(i) => i.title} meta={meta} skeleton={<MediaArticle.Skeleton />}>
      {(i) => (
        <>
          <MediaArticle title={i.title} imageAlt={i.title} {...article(i)} />
          {children?.(i)}
        </>
      )}
    </PublicDetailPage>
  );
}
