import { getQueryKey } from '@trpc/react-query';
import { Link, useSearchParams } from 'react-router';
import { pathOf } from '#shared/public-kinds';
import { LOOSE_THREAD_TYPES, type LooseThreadTypeSlug } from '#shared/loose-threads';
import { fetchFirstPage, fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import page from '#client/components/public/page.module.css';
import { PageMeta } from '#client/components/public/seo/PageMeta';
import { trpc } from '#client/lib/trpc';
import { usePagedQuery } from '#client/lib/use-paged-query';
import { LoadMorePages } from '#client/components/public/artworks/ArtworkGrid';
import { MEDIA_TRAIL, THREADS_PATH, threadTypePath } from './media-paths';
import classes from './reading.module.css';

const LEAD =
  'Loose threads worth following: essays on art, portraits of artists and resources the gallery returns to, in the order we would read them.';

/** The tab in the address (?type=on-artists); the first type when none or an unknown one is given. */
const typeOf = (params: URLSearchParams): LooseThreadTypeSlug =>
  LOOSE_THREAD_TYPES.find((t) => t.slug === params.get('type'))?.slug ?? LOOSE_THREAD_TYPES[0].slug;

/** /media/loose-threads: the reading list, one type per tab, in the staff's order. */
export default function LooseThreadsPage() {
  const [params] = useSearchParams();
  const type = typeOf(params);
  const utils = trpc.useUtils();
  const types = trpc.looseThreads.types.useQuery(undefined, { staleTime: 60_000 });
  const list = usePagedQuery(getQueryKey(trpc.looseThreads.listOfType, { type }, 'infinite'), (p) =>
    utils.client.looseThreads.listOfType.query({ type, page: p }),
  );
  const threads = (list.data?.pages ?? []).flatMap((p) => p.data);
  const counts = new Map((types.data?.data ?? []).map((t) => [t.slug, t.count]));
  const current = LOOSE_THREAD_TYPES.find((t) => t.slug === type)!;
  return (
    <div className={page.container}>
      <PageMeta
        title="Loose threads"
        description={LEAD}
        path={THREADS_PATH}
        image={threads.find((t) => t.header_image)?.header_image}
        trail={[MEDIA_TRAIL, { name: 'Loose threads', path: THREADS_PATH }]}
      />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>Media</p>
        <h1 className={page.pageTitle}>Loose threads</h1>
        <p className={page.lead}>{LEAD}</p>
      </header>
      <nav aria-label="Types of loose threads">
        <ul className={classes.tabs}>
          {LOOSE_THREAD_TYPES.map((t) => (
            <li key={t.slug}>
              <Link
                to={threadTypePath(t.slug)}
                className={classes.tab}
                aria-current={t.slug === type ? 'page' : undefined}
                replace
                preventScrollReset
              >
                {t.title}
                {counts.has(t.slug) && <span className={classes.tabCount}>{counts.get(t.slug)}</span>}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {!list.isPending && threads.length === 0 ? (
        <div className={page.empty} role="status">
          <p className={page.emptyTitle}>Nothing {current.title.toLowerCase()} yet</p>
          <p className={page.emptyText}>Choose another type, or come back soon.</p>
        </div>
      ) : (
        <ol className={classes.threads} aria-label={current.title}>
          {threads.map((t) => (
            <li key={t.slug} className={classes.thread}>
              <h2 className={classes.entryTitle}>
                <Link to={pathOf('looseThread', t.slug)}>{t.title}</Link>
              </h2>
              {t.summary && <p className={classes.entryText}>{t.summary}</p>}
              {t.external_url && (
                <p className={classes.entryText}>
                  <a href={t.external_url} className={page.textLink} rel="noopener" target="_blank">
                    Follow the thread<span className={classes.tabCount}>(opens another site)</span>
                  </a>
                </p>
              )}
            </li>
          ))}
        </ol>
      )}
      <LoadMorePages list={list} mode="scroll" />
    </div>
  );
}

export const prefetch: Prefetch = (ctx) => {
  const type = typeOf(ctx.url.searchParams);
  return Promise.all([
    fetchQuery(ctx, getQueryKey(trpc.looseThreads.types, undefined, 'query'), () => ctx.caller.looseThreads.types()),
    fetchFirstPage(ctx, getQueryKey(trpc.looseThreads.listOfType, { type }, 'infinite'), (p) =>
      ctx.caller.looseThreads.listOfType({ type, page: p }),
    ),
  ]);
};
