// /media: the gallery's writing in one place. The newest news, press releases and journal posts,
// then each type of loose threads in the staff's order, each leading to its whole list. Every list
// is a public procedure's first page, so the landing shows exactly what those lists show (nothing
// inactive or scheduled ahead) and their caches serve it.
import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';
import { FEEDS } from '#shared/posts';
import { LOOSE_THREAD_TYPES } from '#shared/loose-threads';
import { listPathOf } from '#shared/public-kinds';
import { pageQuery } from '#client/lib/page-query';
import { useSiteOrigin } from '#client/lib/site-origin';
import type { Prefetch } from '#client/lib/ssr-data';
import page from '#client/components/public/page.module.css';
import { PageSection } from '#client/components/public/PageSection';
import { collectionPageLd } from '#client/components/public/seo/json-ld';
import { EmptyState } from '#client/components/public/shells/EmptyState';
import { PublicPage } from '#client/components/public/shells/PublicPage';
import { MoreLink } from '#client/components/public/ui/controls';
import { trpc } from '#client/lib/trpc';
import classes from './landing.module.css';
import { MEDIA_TRAIL, THREADS_PATH } from './media-paths';
import { PostCards, PostCardsSkeleton } from './PostCards';
import { BLOG_VIEW, listProcOf, NEWS_VIEW, type PostKindView, PRESS_VIEW } from './post-kind';
import { ThreadColumn, threadsOfType } from './ThreadColumn';
import { SITE_PAGES } from '#shared/site-pages';

const DESCRIPTION = `News about ${GALLERY.name} and its artists, press releases, Arttextstyle (the gallery’s journal) and loose threads worth following.`;
const FIRST_PAGE = { page: 1 };
/** Cards per kind: one row at desktop width. */
const SHOWN = 3;

const news = pageQuery(listProcOf(NEWS_VIEW));
const press = pageQuery(listProcOf(PRESS_VIEW));
const blog = pageQuery(listProcOf(BLOG_VIEW));
const threadTypes = pageQuery(trpc.looseThreads.types);

/** The other media pages, beside the sections' own links. */
const JUMP_LINKS = [
  { to: NEWS_VIEW.listPath, label: 'In the news' },
  { to: PRESS_VIEW.listPath, label: 'Press releases' },
  { to: BLOG_VIEW.listPath, label: 'Arttextstyle' },
  { to: THREADS_PATH, label: 'Loose threads' },
  { to: listPathOf('memoriam'), label: 'Lives well lived' },
  { to: SITE_PAGES.acquisitions, label: 'Acquisitions' },
];

export default function MediaLandingPage() {
  const origin = useSiteOrigin();
  const sections: { kind: PostKindView; more: string; query: ReturnType<typeof news.useQuery> }[] = [
    { kind: NEWS_VIEW, more: 'All news', query: news.useQuery(FIRST_PAGE) },
    { kind: PRESS_VIEW, more: 'All press releases', query: press.useQuery(FIRST_PAGE) },
    { kind: BLOG_VIEW, more: 'All posts', query: blog.useQuery(FIRST_PAGE) },
  ];
  const types = threadTypes.useQuery(undefined);
  const shown = sections.map((s) => ({ ...s, posts: (s.query.data?.data ?? []).slice(0, SHOWN) }));
  const typesWithThreads = LOOSE_THREAD_TYPES.filter((t) => types.data?.data.some((d) => d.slug === t.slug && d.count));
  const pending = sections.some((s) => s.query.isPending) || types.isPending;
  const nothing = !pending && shown.every((s) => s.posts.length === 0) && typesWithThreads.length === 0;
  const newest = shown.flatMap((s) => s.posts).sort((a, b) => b.date_published.localeCompare(a.date_published));

  return (
    <PublicPage
      eyebrow="News, writing and reading"
      title="Media"
      lead="What the press writes about the gallery and its artists, what the gallery announces, and what the people who hang the shows are reading and thinking about."
      description={DESCRIPTION}
      path={SITE_PAGES.media}
      image={newest.find((p) => p.header_image)?.header_image}
      trail={[MEDIA_TRAIL]}
      feed={FEEDS.media}
      jsonLd={[
        collectionPageLd(origin, {
          name: 'Media',
          description: DESCRIPTION,
          path: SITE_PAGES.media,
          items: shown.flatMap(({ kind, posts }) => posts.map((p) => ({ name: p.title, path: kind.itemPath(p.slug) }))),
        }),
      ]}
      jump={
        <nav aria-label="Media pages">
          <ul className={classes.jump}>
            {JUMP_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={page.textLink}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      }
    >
      {nothing && (
        <EmptyState
          title="Nothing published yet"
          text="Come back soon, or join the mailing list to hear about the gallery first."
        />
      )}

      {shown.map(({ kind, more, query, posts }, i) =>
        query.isPending ? (
          <PageSection key={kind.key} id={`media-${kind.key}`} title={kind.plural} className={classes.section}>
            <PostCardsSkeleton />
          </PageSection>
        ) : (
          posts.length > 0 && (
            <PageSection
              key={kind.key}
              id={`media-${kind.key}`}
              title={kind.plural}
              className={classes.section}
              action={<MoreLink to={kind.listPath}>{more}</MoreLink>}
            >
              <PostCards kind={kind} posts={posts} label={kind.plural} eager={i === 0 ? 1 : 0} />
            </PageSection>
          )
        ),
      )}

      {typesWithThreads.length > 0 && (
        <PageSection
          id="media-threads"
          title="Loose threads"
          className={classes.section}
          action={<MoreLink to={THREADS_PATH}>All loose threads</MoreLink>}
        >
          <div className={classes.threadTypes}>
            {typesWithThreads.map((t) => (
              <ThreadColumn key={t.slug} type={t} shown={SHOWN} />
            ))}
          </div>
        </PageSection>
      )}
    </PublicPage>
  );
}

export const prefetch: Prefetch = (ctx) =>
  Promise.all([
    news.prefetch(ctx, FIRST_PAGE),
    press.prefetch(ctx, FIRST_PAGE),
    blog.prefetch(ctx, FIRST_PAGE),
    threadTypes.prefetch(ctx, undefined),
    ...LOOSE_THREAD_TYPES.map((t) => threadsOfType.prefetch(ctx, { type: t.slug, page: 1 })),
  ]);
