import { listPathOf, pathOf } from '#shared/public-kinds';
import { Link } from 'react-router';
import { GALLERY } from '#shared/gallery';
import { galleryToday } from '#shared/gallery-clock';
import { type Phase, exhibitionPhase, formatDateRange } from '#client/components/public/dates';
import page from '#client/components/public/page.module.css';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import type { RouterOutputs } from '#client/lib/trpc';
import classes from './HomePage.module.css';
import { MoreLink } from '#client/components/public/ui/controls';
import { SITE_PAGES } from '#shared/site-pages';

type Exhibition = NonNullable<RouterOutputs['site']['home']['featured_exhibition']>;

const PHASE_LABEL: Record<Phase, string> = {
  current: 'Now on view',
  upcoming: 'Coming soon',
  past: 'Recent exhibition',
  undated: 'Featured exhibition',
};

/** The first screen: the exhibition the gallery leads with. */
export function ExhibitionHero({ exhibition }: { exhibition: Exhibition }) {
  const phase = exhibitionPhase(exhibition.start_date, exhibition.end_date, galleryToday());
  const dates = exhibition.dates || formatDateRange(exhibition.start_date, exhibition.end_date);
  const to = pathOf('exhibition', exhibition.slug);
  const image = exhibition.image;
  // A panoramic installation shot reads best across the page, with the words beneath it.
  const wide = image !== null && image.width / image.height >= 1.6;
  const layout = !image ? classes.heroText : wide ? classes.heroWide : classes.heroGrid;
  return (
    <section className={`${page.container} ${classes.hero}`} aria-labelledby="home-hero-title">
      <div className={layout}>
        <div className={classes.heroCopy}>
          <p className={page.eyebrow}>{PHASE_LABEL[phase]}</p>
          <h1 id="home-hero-title" className={page.display} data-long={exhibition.title.length > 28 || undefined}>
            <Link to={to} className={classes.heroTitleLink}>
              {exhibition.title}
            </Link>
          </h1>
          <div className={classes.heroMeta}>
            {dates && <p className={classes.heroDates}>{dates}</p>}
            <p className={classes.heroPlace}>{GALLERY.address.street}, New York</p>
            <MoreLink to={to}>View exhibition</MoreLink>
            {exhibition.reserve && <MoreLink to={exhibition.reserve.path}>{exhibition.reserve.label}</MoreLink>}
          </div>
        </div>
        {image && (
          <Link to={to} className={`${page.cover} ${classes.heroImage}`} tabIndex={-1} aria-hidden>
            <ResponsiveImage
              image={image}
              alt={`Installation view of ${exhibition.title}`}
              sizes={wide ? '(min-width: 90rem) 86rem, 92vw' : '(min-width: 62em) 56vw, 92vw'}
              priority
              preload
            />
          </Link>
        )}
      </div>
    </section>
  );
}

/** The first screen when no exhibition is featured: what the gallery is. */
export function IntroHero() {
  return (
    <section className={`${page.container} ${classes.hero}`} aria-labelledby="home-hero-title">
      <div className={classes.heroText}>
        <p className={page.eyebrow}>{GALLERY.tagline} · New York</p>
        <h1 id="home-hero-title" className={page.display}>
          The loom and the easel, <em className={classes.accent}>in one room.</em>
        </h1>
        <p className={page.lead}>
          {GALLERY.name} shows contemporary painting, works on paper and sculpture alongside woven, stitched, knotted
          and dyed work by artists who treat fiber as seriously as paint. Visit us on Mercer Street, or begin with the
          collection here.
        </p>
        <div className={classes.heroLinks}>
          <MoreLink to={listPathOf('artwork')}>Browse artworks</MoreLink>
          <MoreLink to={SITE_PAGES.about}>About the gallery</MoreLink>
        </div>
      </div>
    </section>
  );
}
