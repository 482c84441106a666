import page from '#client/components/public/page.module.css';
import { Skeleton } from '#client/components/public/ui/controls';
import { trpc } from '#client/lib/trpc';
import { ExploreLinks } from './home/ExploreLinks';
import { FeaturedArtworks } from './home/FeaturedArtworks';
import { ExhibitionHero, IntroHero } from './home/HomeHero';
import classes from './home/HomePage.module.css';
import { LatestNews } from './home/LatestNews';
import { VisitSection } from './home/VisitSection';
import { getQueryKey } from '@trpc/react-query';
import { fetchFirstPage, fetchQuery } from '#client/lib/prefetch';
import type { Prefetch } from '#client/lib/ssr-data';
import { GALLERY, galleryAddressLine } from '#shared/gallery';
import { useSiteOrigin } from '#client/lib/site-origin';
import { galleryLd } from '#client/components/public/seo/json-ld';
import { PageMeta } from '#client/components/public/seo/PageMeta';

export default function HomePage() {
  const home = trpc.site.home.useQuery();
  const origin = useSiteOrigin();
  const meta = (
    <PageMeta
      description={`${GALLERY.name}: ${GALLERY.tagline.toLowerCase()} at ${galleryAddressLine()}. ${GALLERY.hours}.`}
      path="/"
      image={home.data?.featured_exhibition?.image}
      jsonLd={[galleryLd(origin)]}
    />
  );

  if (home.isPending) {
    return (
      <div className={`${page.container} ${classes.hero}`} aria-busy="true" aria-label="Loading">
        {meta}
        <Skeleton height={14} width={140} />
        <Skeleton height={72} width="70%" style={{ marginTop: '1.25rem' }} />
        <Skeleton height={320} style={{ marginTop: '2rem' }} />
      </div>
    );
  }

  // A failed read has been reported by the error policy; the page still offers its ways in.
  const data = home.data ?? { featured_exhibition: null, latest_news: [] };
  return (
    <>
      {meta}
      {data.featured_exhibition ? <ExhibitionHero exhibition={data.featured_exhibition} /> : <IntroHero />}
      <ExploreLinks />
      <FeaturedArtworks />
      <LatestNews news={data.latest_news} />
      <VisitSection />
    </>
  );
}

export const prefetch: Prefetch = (ctx) =>
  Promise.all([
    fetchQuery(ctx, getQueryKey(trpc.site.home, undefined, 'query'), () => ctx.caller.site.home()),
    fetchFirstPage(ctx, getQueryKey(trpc.cataloguePublic.homePageArtworks, {}, 'infinite'), (page) =>
      ctx.caller.cataloguePublic.homePageArtworks({ page }),
    ),
  ]);
