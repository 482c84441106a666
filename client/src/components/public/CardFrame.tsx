import type { ImageDto } from '#shared/schemas/image';
import { ResponsiveImage } from './ResponsiveImage';

interface Props {
  /** the card's CSS module: cardFrame, cardImage, cardNoImage */
  classes: Record<string, string>;
  image: ImageDto | null;
  /** the title the frame shows when there is no picture */
  title: string;
  alt: string;
  sizes: string;
  priority?: boolean;
  /** the title without a picture is decoration (the card's own title follows) */
  decorative?: boolean;
}

/** A card in a grid of three on a wide screen, two on a tablet, one on a phone. */
export const CARD_SIZES = '(min-width: 62em) 30vw, (min-width: 48em) 45vw, calc(100vw - 2rem)';

/** A card's picture, or its title set large in the picture's place. */
export function CardFrame({ classes, image, title, alt, sizes, priority, decorative }: Props) {
  return (
    <span className={classes.cardFrame}>
      {image ? (
        <ResponsiveImage image={image} alt={alt} sizes={sizes} className={classes.cardImage} priority={priority} />
      ) : (
        <span className={classes.cardNoImage} aria-hidden={decorative || undefined}>
          {title}
        </span>
      )}
    </span>
  );
}
