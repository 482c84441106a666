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
import { fetchQuery } from './prefetch';
import type { Prefetch, PrefetchContext } from './ssr-data';

type CallerNode = Record<string, unknown>;

/** The server-side caller's procedure at the path the client's procedure names (['cataloguePublic', 'artwork']). */
const callerAt = (ctx: PrefetchContext, path: readonly string[]) =>
  path.reduce<unknown>((node, key) => (node as CallerNode)[key], ctx.caller) as (input: unknown) => Promise<unknown>;

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
