import { listPathOf } from '#shared/public-kinds';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { trpc } from '#client/lib/trpc';
import { ArtworkGrid, ArtworkGridSkeleton } from '#client/components/public/artworks/ArtworkGrid';
import { EmptyWall } from './EmptyWall';
import { FeaturedArtwork } from './FeaturedArtwork';
import { FilterBar } from './FilterBar';
import { countsInput, hasActiveFilters, readFilters, toQueryInput, withoutFilters, withParam } from './filter-state';
import classes from '#client/components/public/artworks/catalogue.module.css';
import { pagedPageQuery, pageQuery } from '#client/lib/page-query';
import { PublicListPage } from '#client/components/public/shells/PublicListPage';
import type { Prefetch } from '#client/lib/ssr-data';
import { GALLERY } from '#shared/gallery';

const shopQuery = pagedPageQuery(trpc.cataloguePublic.shopPage);

/** /artworks: the shop-style catalogue. Filters live in the URL; pages load as the visitor scrolls. */
export default function ArtworksPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readFilters(params), [params]);
  const input = useMemo(() => toQueryInput(filters), [filters]);
  const groupsInput = useMemo(() => countsInput(filters, { list: 'artworks' }), [filters]);
  // The previous counts stay on the screen while the new ones come (the selects never blink away).
  const groups = trpc.cataloguePublic.filters.useQuery(groupsInput, {
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });
  const list = shopQuery.usePages(input);

  const first = list.data?.pages[0];
  const featured = first?.featuredArtwork ?? null;
  // The featured work hangs above the wall (it matches the filters too); the wall does not repeat it.
  const artworks = (list.data?.pages ?? []).flatMap((p) => p.response).filter((a) => a.id !== featured?.id);
  const filtered = hasActiveFilters(filters);

  const change = (key: string, value: number | string | undefined) =>
    setParams(withParam(params, key, value), { replace: true, preventScrollReset: true });
  const clear = () => setParams(withoutFilters(params), { replace: true, preventScrollReset: true });

  return (
    <PublicListPage
      eyebrow="The collection"
      title="Artworks"
      lead="Tapestries, baskets, quilts and works on paper from the gallery's artists, each one available to see in person or to place on your own wall before you decide."
      description={`Tapestries, baskets, quilts and works on paper for sale at ${GALLERY.name}, with prices, sizes and materials.`}
      path={listPathOf('artwork')}
      image={featured?.image ?? artworks[0]?.image}
      trail={[{ name: 'Artworks', path: listPathOf('artwork') }]}
      toolbar={<FilterBar groups={groups.data ?? []} filters={filters} onChange={change} onClear={clear} />}
      pending={list.isPending}
      count={artworks.length + (featured ? 1 : 0)}
      skeleton={<ArtworkGridSkeleton />}
      empty={<EmptyWall filtered={filtered} onClear={clear} />}
      more={list}
    >
      {featured && <FeaturedArtwork artwork={featured} />}
      <p className={classes.resultCount} aria-live="polite">
        {first?.total === 1 ? '1 work' : `${first?.total ?? 0} works`}
      </p>
      {/* Under the featured work the wall starts below the fold: none of it competes with that picture. */}
      <ArtworkGrid artworks={artworks} label="Artworks" eager={featured ? 0 : 4} />
    </PublicListPage>
  );
}

const groupsQuery = pageQuery(trpc.cataloguePublic.filters);

export const prefetch: Prefetch = (ctx) => {
  const filters = readFilters(ctx.url.searchParams);
  return Promise.all([
    groupsQuery.prefetch(ctx, countsInput(filters, { list: 'artworks' })),
    shopQuery.prefetch(ctx, toQueryInput(filters)),
  ]);
};
