import { pathOf } from '#shared/public-kinds';
import { Link } from 'react-router';
import type { ArtworkCard } from '#shared/schemas/catalogue-public';
import page from '#client/components/public/page.module.css';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import { priceOrAvailability } from '#client/components/public/artworks/ArtworkCard';
import classes from '#client/components/public/artworks/catalogue.module.css';
import { MoreLink } from '#client/components/public/ui/controls';

/** The catalogue's lead work, hung large above the wall on the first page. */
export function FeaturedArtwork({ artwork: a }: { artwork: ArtworkCard }) {
  return (
    <section className={classes.featured} aria-labelledby="featured-artwork">
      <Link to={pathOf('artwork', a.slug)} className={classes.featuredFrame} tabIndex={-1} aria-hidden>
        {a.image && (
          <ResponsiveImage
            image={a.image}
            alt={`${a.title} by ${a.artist_name}`}
            // the frame's 7% padding each side; its --image-height caps the height at 64vh
            sizes="(min-width: 62em) 45vw, calc((100vw - 2rem) * 0.86)"
            maxHeight="64vh"
            priority
            preload
            className={classes.featuredImage}
          />
        )}
      </Link>
      <div className={classes.featuredCopy}>
        <p className={page.eyebrow}>Featured work</p>
        <h2 id="featured-artwork" className={classes.featuredTitle}>
          <Link to={pathOf('artwork', a.slug)}>{a.title}</Link>
        </h2>
        <p className={classes.featuredArtist}>
          <Link to={pathOf('artist', a.artist_slug)}>{a.artist_name}</Link>
        </p>
        {a.size && <p className={classes.cardMeta}>{a.size}</p>}
        <p className={classes.cardPrice}>{priceOrAvailability(a)}</p>
        <MoreLink to={pathOf('artwork', a.slug)}>View the work</MoreLink>
      </div>
    </section>
  );
}
