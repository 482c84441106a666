import { pathOf } from '#shared/public-kinds';
import { Link } from 'react-router';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import type { ArtworkCardData } from './catalogue-types';
import classes from './catalogue.module.css';

/** What a visitor may learn before opening a work: the price when it is for sale, otherwise its state. */
export const priceOrAvailability = (a: Pick<ArtworkCardData, 'price_formatted' | 'availability_label'>) =>
  a.price_formatted ?? a.availability_label ?? '';

interface Props {
  artwork: ArtworkCardData;
  /** the rendered width, for the browser to pick a derivative */
  sizes?: string;
  /** the first row of a page loads its images eagerly */
  priority?: boolean;
  /** an extra line under the caption, e.g. the acquisition */
  note?: string | null;
}

/** A work on the wall: the picture in a quiet frame, the artist, the title in italics, size and price. */
export function ArtworkCard({
  artwork: a,
  sizes = '(min-width: 62em) 19vw, (min-width: 48em) 26vw, 37vw',
  priority,
  note,
}: Props) {
  const price = priceOrAvailability(a);
  return (
    <Link to={pathOf('artwork', a.slug)} className={classes.card}>
      <span className={classes.cardFrame}>
        {a.image ? (
          <ResponsiveImage
            image={a.image}
            alt={`${a.title} by ${a.artist_name}`}
            sizes={sizes}
            priority={priority}
            className={classes.cardImage}
          />
        ) : (
          <span className={classes.cardNoImage}>Image to follow</span>
        )}
      </span>
      <span className={classes.cardArtist}>{a.artist_name}</span>
      <span className={classes.cardTitle}>{a.title}</span>
      {a.size && <span className={classes.cardMeta}>{a.size}</span>}
      {price && <span className={classes.cardPrice}>{price}</span>}
      {note && <span className={classes.cardMeta}>{note}</span>}
    </Link>
  );
}
