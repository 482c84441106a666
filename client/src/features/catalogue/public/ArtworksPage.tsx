import { listPathOf } from '#shared/public-kinds';
import { keepPreviousData } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import page from '#client/components/public/page.module.css';
import { trpc } from '#client/lib/trpc';
import { ArtworkGrid, ArtworkGridSkeleton, LoadMorePages } from '#client/components/public/artworks/ArtworkGrid';
import { EmptyWall } from './EmptyWall';
import { FeaturedArtwork } from './FeaturedArtwork';
import { FilterBar } from './FilterBar';
import { countsInput, hasActiveFilters, readFilters, toQueryInput, withoutFilters, withParam } from './filter-state';
import classes from '#client/components/public/artworks/catalogue.module.css';
import { usePagedQuery } from '#client/lib/use-paged-query';
import { fetchFirstPage, fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import { GALLERY } from '#shared/gallery';
import { PageMeta } from '#client/components/public/seo/PageMeta';

/** /artworks: the shop-style catalogue. Filters live in the URL; pages load as the visitor scrolls. */
export default function ArtworksPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const input = useMemo(() => toQueryInput(filters), [filters]);
  const utils = trpc.useUtils();
  const groupsInput = useMemo(() => countsInput(filters, { list: 'artworks' }), [filters]);
  // The previous counts stay on the screen while the new ones come (the selects never blink away).
  const groups = trpc.cataloguePublic.filters.useQuery(groupsInput, {
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  const list = usePagedQuery(getQueryKey(trpc.cataloguePublic.shopPage, input, 'infinite'), (p) =>
    utils.client.cataloguePublic.shopPage.query({ ...input, page: p }),
  );

  const first = list.data?.pages[0];
  const featured = first?.featuredArtwork ?? null;
  // The featured work hangs above the wall (it matches the filters too); the wall does not repeat it.
  const artworks = (list.data?.pages ?? []).flatMap((p) => p.response).filter((a) => a.id !== featured?.id);
  const filtered = hasActiveFilters(filters);

  const change = (key: string, value: number | string | undefined) =>
    setParams(withParam(params, key, value), { replace: true, preventScrollReset: true });
  const clear = () => setParams(withoutFilters(params), { replace: true, preventScrollReset: true });

  return (
    <div className={page.container}>
      <PageMeta
        title="Artworks"
        description={`Tapestries, baskets, quilts and works on paper for sale at ${GALLERY.name}, with prices, sizes and materials.`}
        path={listPathOf('artwork')}
        image={featured?.image ?? artworks[0]?.image}
        trail={[{ name: 'Artworks', path: listPathOf('artwork') }]}
      />
      <header className={page.pageHead}>
        <p className={page.eyebrow}>The collection</p>
        <h1 className={page.pageTitle}>Artworks</h1>
        <p className={page.lead}>
          Tapestries, baskets, quilts and works on paper from the gallery&apos;s artists, each one available to see in
          person or to place on your own wall before you decide.
        </p>
      </header>

      <FilterBar groups={groups.data ?? []} filters={filters} onChange={change} onClear={clear} />

      {list.isPending ? (
        <ArtworkGridSkeleton />
      ) : artworks.length === 0 && !featured ? (
        <EmptyWall filtered={filtered} onClear={clear} />
      ) : (
        <>
          {featured && <FeaturedArtwork artwork={featured} />}
          <p className={classes.resultCount} aria-live="polite">
            {first?.total === 1 ? '1 work' : `${first?.total ?? 0} works`}
          </p>
          {/* Under the featured work the wall starts below the fold: none of it competes with that picture. */}
          <ArtworkGrid artworks={artworks} label="Artworks" eager={featured ? 0 : 4} />
          <LoadMorePages list={list} mode="scroll" />
        </>
      )}
    </div>
  );
}

export const prefetch: Prefetch = (ctx) => {
  const filters = readFilters(ctx.url.searchParams);
  const input = toQueryInput(filters);
  const groups = countsInput(filters, { list: 'artworks' });
  return Promise.all([
    fetchQuery(ctx, getQueryKey(trpc.cataloguePublic.filters, groups, 'query'), () =>
      ctx.caller.cataloguePublic.filters(groups),
    ),
    fetchFirstPage(ctx, getQueryKey(trpc.cataloguePublic.shopPage, input, 'infinite'), (page) =>
      ctx.caller.cataloguePublic.shopPage({ ...input, page }),
    ),
  ]);
};
