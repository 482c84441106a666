import { getQueryKey } from '@trpc/react-query';
import { Link, useSearchParams } from 'react-router';
import { pathOf } from '#shared/public-kinds';
import { LOOSE_THREAD_TYPES, type LooseThreadTypeSlug } from '#shared/loose-threads';
import { fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import page from '#client/components/public/page.module.css';
import { EmptyState } from '#client/components/public/shells/EmptyState';
import { PublicListPage } from '#client/components/public/shells/PublicListPage';
import { itemsOf, pagedPageQuery } from '#client/lib/page-query';
import { trpc } from '#client/lib/trpc';
import { MEDIA_TRAIL, THREADS_PATH, threadTypePath } from './media-paths';
import classes from './reading.module.css';

const LEAD =
  'Loose threads worth following: essays on art, portraits of artists and resources the gallery returns to, in the order we would read them.';

/** The tab in the address (?type=on-artists); the first type when none or an unknown one is given. */
const typeOf = (params: URLSearchParams): LooseThreadTypeSlug =>
  LOOSE_THREAD_TYPES.find((t) => t.slug === params.get('type'))?.slug ?? LOOSE_THREAD_TYPES[0].slug;

const threadsQuery = pagedPageQuery(trpc.looseThreads.listOfType);

/** /media/loose-threads: the reading list, one type per tab, in the staff's order. */
export default function LooseThreadsPage() {
  const [params] = useSearchParams();
  const type = typeOf(params);
  const types = trpc.looseThreads.types.useQuery(undefined, { staleTime: 60_000 });
  const list = threadsQuery.usePages({ type });
  const threads = itemsOf(list);
  const counts = new Map((types.data?.data ?? []).map((t) => [t.slug, t.count]));
  const current = LOOSE_THREAD_TYPES.find((t) => t.slug === type)!;
  return (
    <PublicListPage
      eyebrow="Media"
      title="Loose threads"
      lead={LEAD}
      path={THREADS_PATH}
      image={threads.find((t) => t.header_image)?.header_image}
      trail={[MEDIA_TRAIL, { name: 'Loose threads', path: THREADS_PATH }]}
      toolbar={
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
      }
      pending={list.isPending}
      count={threads.length}
      empty={
        <EmptyState
          title={`Nothing ${current.title.toLowerCase()} yet`}
          text="Choose another type, or come back soon."
        />
      }
      more={list}
    >
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
    </PublicListPage>
  );
}

export const prefetch: Prefetch = (ctx) =>
  Promise.all([
    fetchQuery(ctx, getQueryKey(trpc.looseThreads.types, undefined, 'query'), () => ctx.caller.looseThreads.types()),
    threadsQuery.prefetch(ctx, { type: typeOf(ctx.url.searchParams) }),
  ]);
