import { type QueryKey, useInfiniteQuery } from '@tanstack/react-query';

/**
 * A paged public list (page 1, 2, ... with hasMorePages) as one infinite query: page 1 replaces the
 * list when the key (the filters) changes, later pages append.
 *
 * The catalogue's procedures take `page` (the REST contract), not tRPC's `cursor`, so tRPC's own
 * useInfiniteQuery is not offered for them; this calls the same tRPC client under a tRPC query key.
 */
export const usePagedQuery = <T extends { hasMorePages: boolean }>(
  queryKey: QueryKey,
  fetchPage: (page: number) => Promise<T>,
  opts: { enabled?: boolean } = {},
) =>
  useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: T, all: T[]) => (last.hasMorePages ? all.length + 1 : undefined),
    enabled: opts.enabled,
  });
