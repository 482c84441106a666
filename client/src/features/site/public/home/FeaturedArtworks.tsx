import { listPathOf } from '#shared/public-kinds';
import { getQueryKey } from '@trpc/react-query';
import page from '#client/components/public/page.module.css';
import { Skeleton, MoreLink } from '#client/components/public/ui/controls';
import { trpc } from '#client/lib/trpc';
import { ArtworkCard } from '#client/components/public/artworks/ArtworkCard';
import { LoadMorePages } from '#client/components/public/artworks/ArtworkGrid';
import card from '#client/components/public/artworks/catalogue.module.css';
import { usePagedQuery } from '#client/lib/use-paged-query';
import classes from './HomePage.module.css';
import { PageSection } from '#client/components/public/PageSection';

/**
 * Selected works (the featured exhibition's, else the featured ones: GET /public/home-page/artworks),
 * hung with room around them, a page more at a time; an honest note while none are selected.
 */
export function FeaturedArtworks() {
  const utils = trpc.useUtils();
  const list = usePagedQuery(getQueryKey(trpc.cataloguePublic.homePageArtworks, {}, 'infinite'), (p) =>
    utils.client.cataloguePublic.homePageArtworks.query({ page: p }),
  );
  const artworks = (list.data?.pages ?? []).flatMap((p) => p.data);
  return (
    <PageSection
      id="home-artworks"
      title="Selected works"
      className={page.container}
      action={artworks.length > 0 && <MoreLink to={listPathOf('artwork')}>All artworks</MoreLink>}
    >
      {list.isPending ? (
        <ul className={classes.artworks} aria-busy="true" aria-label="Loading artworks">
          {Array.from({ length: 4 }, (_, i) => (
            <li key={i}>
              <Skeleton className={card.cardFrame} />
            </li>
          ))}
        </ul>
      ) : artworks.length === 0 ? (
        <div className={page.empty}>
          <p className={page.emptyTitle}>The walls are being rehung.</p>
          <p className={page.emptyText}>
            A new selection from the collection will appear here shortly. Until then, the full catalogue is open, and we
            are always glad to send images of works that are not yet online.
          </p>
          <MoreLink to={listPathOf('artwork')}>Browse the collection</MoreLink>
        </div>
      ) : (
        <ul className={classes.artworks}>
          {artworks.map((a) => (
            <li key={a.slug}>
              <ArtworkCard artwork={a} />
            </li>
          ))}
        </ul>
      )}
      <LoadMorePages list={list} mode="button" label="More works" />
    </PageSection>
  );
}
