// The data of a site-wide search: the first answer (every tab's count and first page), then more
// pages of the tab being read as the visitor scrolls (GET /api/public/search with `tab`).
import { keepPreviousData } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useEffect, useState } from 'react';
import { SEARCH_DEBOUNCE_MS, SEARCH_TABS } from '#shared/constants';
import type { SearchHit, SearchTabKey } from '#shared/schemas/search';
import { trpc } from '#client/lib/trpc';
import { usePagedQuery } from '#client/lib/use-paged-query';

const FRESH_MS = 60_000;

/** `value`, once it has stayed the same for `ms` (the spec's 200 ms search debounce). */
export const useDebounced = (value: string, ms = SEARCH_DEBOUNCE_MS) => {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return [settled, setSettled] as const;
};

export const useSiteSearch = (term: string, chosenTab: SearchTabKey | null) => {
  const utils = trpc.useUtils();
  const search = term.trim();
  const enabled = search !== '';
  const firstInput = { search, page: 1 };
  const first = trpc.search.search.useQuery(firstInput, {
    enabled,
    staleTime: FRESH_MS,
    placeholderData: keepPreviousData,
  });
  const answer = enabled ? first.data : undefined;
  const counts = answer?.counts;
  // The tab asked for while it finds something, else the first tab that does.
  const tab =
    counts && chosenTab && counts[chosenTab] > 0
      ? chosenTab
      : (SEARCH_TABS.find((t) => (counts?.[t] ?? 0) > 0) ?? null);

  const pages = usePagedQuery(
    getQueryKey(trpc.search.search, { search, tab: tab ?? undefined }, 'infinite'),
    async (page) => {
      const r =
        page === 1
          ? await utils.search.search.fetch(firstInput, { staleTime: FRESH_MS })
          : await utils.client.search.search.query({ search, page, tab: tab! });
      const data = r.tabs[tab!];
      return { data: data?.data ?? [], hasMorePages: data?.hasMorePages ?? false };
    },
    { enabled: enabled && tab !== null && answer?.search === search },
  );
  const hits: SearchHit[] = pages.data?.pages.flatMap((p) => p.data) ?? [];

  return {
    /** the answer shown is for an older term, or none has come yet */
    searching: enabled && (first.isFetching || answer?.search !== search),
    answer,
    tab,
    hits,
    more: {
      hasMore: pages.hasNextPage,
      loading: pages.isFetchingNextPage,
      onMore: () => void pages.fetchNextPage(),
    },
  };
};
