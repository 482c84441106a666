// Helpers for a page's `prefetch` (server only): the same query keys as the page's hooks, answered by
// the in-process tRPC caller. A failure throws, so a missing item becomes the route's 404.
import type { QueryKey } from '@tanstack/react-query';
import type { PrefetchContext } from './ssr-data';

/** One answer under a tRPC query key (getQueryKey(proc, input, 'query')). */
export const fetchQuery = <T>(ctx: PrefetchContext, queryKey: QueryKey, fetch: () => Promise<T>) =>
  ctx.queryClient.fetchQuery({ queryKey, queryFn: fetch });

/** The first page of a paged list, as usePagedQuery keeps it (getQueryKey(proc, input, 'infinite')). */
export const fetchFirstPage = <T>(ctx: PrefetchContext, queryKey: QueryKey, fetchPage: (page: number) => Promise<T>) =>
  ctx.queryClient.fetchInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
  });
