import { IconArrowRight } from '@tabler/icons-react';
import { getQueryKey } from '@trpc/react-query';
import { Link } from 'react-router';
import page from '../../../components/public/page.module.css';
import { Skeleton } from '../../../components/public/ui/controls';
import { trpc } from '../../../lib/trpc';
import { ArtworkCard } from '../catalogue/ArtworkCard';
import { LoadMorePages } from '../catalogue/ArtworkGrid';
import card from '../catalogue/catalogue.module.css';
import { usePagedQuery } from '../../../lib/use-paged-query';
import classes from './HomePage.module.css';

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
    <section className={`${page.container} ${page.section}`} aria-labelledby="home-artworks">
      <div className={page.sectionHead}>
        <h2 id="home-artworks" className={page.sectionTitle}>
          Selected works
        </h2>
        {artworks.length > 0 && (
          <Link to="/artworks" className={page.textLink}>
            All artworks <IconArrowRight size={16} stroke={1.5} aria-hidden />
          </Link>
        )}
      </div>
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
          <Link to="/artworks" className={page.textLink}>
            Browse the collection <IconArrowRight size={16} stroke={1.5} aria-hidden />
          </Link>
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
    </section>
  );
}
