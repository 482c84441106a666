import type { ImageDto } from '#shared/schemas/image';
import { ResponsiveImage } from '#client/components/public/ResponsiveImage';
import classes from './events.module.css';

/** The header picture of a show's or a viewing room's page, beside the title from md: the first screen's image. */
export function HeroPicture({ image, alt }: { image: ImageDto | null; alt: string }) {
  if (!image) return null;
  return (
    <div className={classes.heroFrame}>
      <ResponsiveImage
        image={image}
        alt={alt}
        sizes="(min-width: 62em) 55vw, calc(100vw - 2rem)"
        className={classes.heroImage}
        priority
        preload
      />
    </div>
  );
}
