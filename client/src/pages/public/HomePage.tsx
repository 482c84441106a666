import { Skeleton } from '@mantine/core';
import page from '../../components/public/page.module.css';
import { trpc } from '../../lib/trpc';
import { ExploreLinks } from './home/ExploreLinks';
import { FeaturedArtworks } from './home/FeaturedArtworks';
import { ExhibitionHero, IntroHero } from './home/HomeHero';
import classes from './home/HomePage.module.css';
import { LatestNews } from './home/LatestNews';
import { VisitSection } from './home/VisitSection';

export default function HomePage() {
  const home = trpc.site.home.useQuery();

  if (home.isPending) {
    return (
      <div className={`${page.container} ${classes.hero}`} aria-busy="true" aria-label="Loading">
        <Skeleton height={14} width={140} />
        <Skeleton height={72} width="70%" mt="lg" />
        <Skeleton height={320} mt="xl" />
      </div>
    );
  }

  // A failed read has been reported by the error policy; the page still offers its ways in.
  const data = home.data ?? { featured_exhibition: null, latest_news: [] };
  return (
    <>
      {data.featured_exhibition ? <ExhibitionHero exhibition={data.featured_exhibition} /> : <IntroHero />}
      <ExploreLinks />
      <FeaturedArtworks />
      <LatestNews news={data.latest_news} />
      <VisitSection />
    </>
  );
}
