import { pathOf } from '#shared/public-kinds';
import { getQueryKey } from '@trpc/react-query';
import { Link } from 'react-router';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import { trpc } from '#client/lib/trpc';
import { LoadMore } from '#client/components/public/artworks/ArtworkGrid';
import classes from '#client/components/public/artworks/catalogue.module.css';
import { usePagedQuery } from '#client/lib/use-paged-query';
import { PageSection } from '#client/components/public/PageSection';

/** Exhibitions that showed the artist, newest first, a page at a time. */
export function ArtistExhibitions({ slug }: { slug: string }) {
  const utils = trpc.useUtils();
  const list = usePagedQuery(getQueryKey(trpc.cataloguePublic.artistExhibitions, { slug }, 'infinite'), (p) =>
    utils.client.cataloguePublic.artistExhibitions.query({ slug, page: p }),
  );
  const exhibitions = (list.data?.pages ?? []).flatMap((p) => p.data);
  if (!list.isPending && exhibitions.length === 0) return null;

  return (
    <PageSection id="artist-exhibitions" title="Exhibitions">
      <ul className={`${classes.grid} ${classes.gridThree}`} aria-label="Exhibitions">
        {exhibitions.map((e) => (
          <li key={e.slug}>
            <Link to={pathOf('exhibition', e.slug)} className={classes.card}>
              <span className={`${classes.cardFrame} ${classes.cardFrameWide}`}>
                {e.image ? (
                  <ResponsiveImage
                    image={e.image}
                    alt={e.title}
                    sizes="(min-width: 62em) 25vw, 37vw"
                    className={classes.cardCover}
                  />
                ) : (
                  <span className={classes.cardNoImage}>{e.title}</span>
                )}
              </span>
              <span className={`${classes.cardTitle} ${classes.cardTitleFirst}`}>{e.title}</span>
              {e.dates && <span className={classes.cardMeta}>{e.dates}</span>}
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore
        mode="button"
        label="More exhibitions"
        hasMore={list.hasNextPage}
        loading={list.isPending || list.isFetchingNextPage}
        onMore={() => void list.fetchNextPage()}
      />
    </PageSection>
  );
}
