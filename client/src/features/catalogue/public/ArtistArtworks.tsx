import { keepPreviousData } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { trpc } from '#client/lib/trpc';
import { ArtworkGrid, ArtworkGridSkeleton, LoadMorePages } from '#client/components/public/artworks/ArtworkGrid';
import { EmptyWall } from './EmptyWall';
import { FilterBar } from './FilterBar';
import { countsInput, hasActiveFilters, readFilters, toQueryInput, withoutFilters, withParam } from './filter-state';
import { usePagedQuery } from '#client/lib/use-paged-query';
import { PageSection } from '#client/components/public/PageSection';

/**
 * The artist's works with the filters of their own works (/public/filters?list=artist). Sections
 * follow, so more works come with a button rather than endless scrolling past them.
 */
export function ArtistArtworks({ slug, name }: { slug: string; name: string }) {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const input = useMemo(() => ({ ...toQueryInput(filters), slug }), [filters, slug]);
  const utils = trpc.useUtils();
  const groupsInput = useMemo(() => countsInput(filters, { list: 'artist', belonging: slug }), [filters, slug]);
  const groups = trpc.cataloguePublic.filters.useQuery(groupsInput, {
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  const list = usePagedQuery(getQueryKey(trpc.cataloguePublic.artistArtworks, input, 'infinite'), (p) =>
    utils.client.cataloguePublic.artistArtworks.query({ ...input, page: p }),
  );
  const artworks = (list.data?.pages ?? []).flatMap((p) => p.data);

  const change = (key: string, value: number | string | undefined) =>
    setParams(withParam(params, key, value), { replace: true, preventScrollReset: true });
  const clear = () => setParams(withoutFilters(params), { replace: true, preventScrollReset: true });

  return (
    <PageSection id="artist-artworks" title="Artworks">
      <FilterBar groups={groups.data ?? []} filters={filters} onChange={change} onClear={clear} />
      {list.isPending ? (
        <ArtworkGridSkeleton count={4} />
      ) : artworks.length === 0 ? (
        <EmptyWall filtered={hasActiveFilters(filters)} onClear={clear} />
      ) : (
        <>
          <ArtworkGrid artworks={artworks} label={`Artworks by ${name}`} eager={0} />
          <LoadMorePages list={list} mode="button" label="More works" />
        </>
      )}
    </PageSection>
  );
}
