// A query a server-rendered page reads on its first render, named once: pageQuery(trpc.x.y) gives
// the page its hook and its prefetch, under one query key and with one input, so that the two
// cannot drift apart (the browser would then fetch again, or hydrate a different answer).
import { getQueryKey } from '@trpc/react-query';
import { useParams } from 'react-router';
import {
  type QueryInput,
  type QueryOutput,
  type QueryProc,
  type QueryResult,
  type RuntimeQueryProc,
  runtime,
} from './procedure-types';
import { fetchFirstPage, fetchQuery } from './prefetch';
import type { Prefetch, PrefetchContext } from './ssr-data';
import { trpc } from './trpc';
import { usePagedQuery } from './use-paged-query';

type CallerNode = Record<string, unknown>;

/** The server-side caller's procedure at the path the client's procedure names (['cataloguePublic', 'artwork']). */
const callerAt = (ctx: PrefetchContext, path: readonly string[]) =>
  path.reduce<unknown>((node, key) => (node as CallerNode)[key], ctx.caller) as (input: unknown) => Promise<unknown>;

/** The browser's tRPC client at the same path (utils.client.cataloguePublic.acquisitions). */
const clientAt = (client: unknown, path: readonly string[]) =>
  path.reduce<unknown>((node, key) => (node as CallerNode)[key], client) as {
    query: (input: unknown) => Promise<unknown>;
  };

export function pageQuery<P extends QueryProc>(proc: P) {
  const keyOf = getQueryKey as unknown as (p: P, input: unknown, type: 'query') => [string[], unknown];
  return {
    /** The page's hook: the answer the server put in the cache, or a fetch when navigated to. */
    useQuery: (input: QueryInput<P>) => runtime<RuntimeQueryProc>(proc).useQuery(input) as QueryResult<P>,
    /** The page's prefetch: the same answer, from the caller in the server's process. */
    prefetch: (ctx: PrefetchContext, input: QueryInput<P>) => {
      const key = keyOf(proc, input, 'query');
      return fetchQuery(ctx, key, () => callerAt(ctx, key[0])(input)) as Promise<QueryOutput<P>>;
    },
  };
}

/**
 * A detail page's item, read by the address's slug: `const artwork = slugPageQuery(trpc.x.artwork)`,
 * then `artwork.useQuery()` in the page and `export const prefetch = artwork.prefetch`. An unknown
 * or hidden slug throws NOT_FOUND in the prefetch: the page answers 404.
 */
export function slugPageQuery<P extends QueryProc & { usePrefetchQuery: (input: { slug: string }) => void }>(proc: P) {
  const query = pageQuery(proc);
  const inputOf = (slug: string | undefined) => ({ slug: slug ?? '' }) as QueryInput<P>;
  return {
    useQuery: () => query.useQuery(inputOf(useParams().slug)),
    prefetch: ((ctx) => query.prefetch(ctx, inputOf(ctx.params.slug))) satisfies Prefetch,
  };
}

/** A paged list's page: what a list procedure answers for one `page` of its input. */
type PageOf<P extends QueryProc> = QueryOutput<P> & { hasMorePages: boolean };
/** A paged list's input without its page: the filters, which name the list's query key. */
type ListInput<P extends QueryProc> = Omit<QueryInput<P>, 'page'>;

/**
 * A list page's paged query (page 1, 2, ... as one scrolls), named once like pageQuery: `usePages`
 * in the page, `prefetch` in its server prefetch (the first page), under one infinite query key.
 */
export function pagedPageQuery<P extends QueryProc>(proc: P) {
  const keyOf = getQueryKey as unknown as (p: P, input: unknown, type: 'infinite') => [string[], unknown];
  return {
    usePages: (input: ListInput<P>, opts?: { enabled?: boolean }) => {
      const { client } = trpc.useUtils();
      const key = keyOf(proc, input, 'infinite');
      return usePagedQuery(
        key,
        (page) => clientAt(client, key[0]).query({ ...input, page }) as Promise<PageOf<P>>,
        opts,
      );
    },
    prefetch: (ctx: PrefetchContext, input: ListInput<P>) => {
      const key = keyOf(proc, input, 'infinite');
      return fetchFirstPage(ctx, key, (page) => callerAt(ctx, key[0])({ ...input, page }) as Promise<PageOf<P>>);
    },
  };
}

/** The items of every page loaded so far, in order. */
export const itemsOf = <I>(list: { data?: { pages: { data: I[] }[] } }) =>
  (list.data?.pages ?? []).flatMap((p) => p.data);
