import type { CSSProperties } from 'react';
import { preload as preloadResource } from 'react-dom';
import type { ImageDto } from '#shared/schemas/image';

interface Props {
  image: ImageDto;
  /** what the image shows; the stored alt text wins when the editor wrote one */
  alt: string;
  /**
   * the rendered width, for the browser to pick a derivative (e.g. '(min-width: 62em) 25vw, 37vw'): the
   * picture's own box, inside its frame's padding; an overstated one makes a phone fetch the next size up
   */
  sizes: string;
  className?: string;
  /** the first screen's image loads eagerly */
  priority?: boolean;
  /**
   * the page's largest image (its LCP): also named in the head, at high priority, so the browser asks
   * for it before it meets the markup (React hoists the preload; an image in <picture> gets none itself)
   */
  preload?: boolean;
}

/** An uploaded image from its derivative set: WebP where the browser takes it, JPEG otherwise. */
export function ResponsiveImage({ image, alt, sizes, className, priority = false, preload = false }: Props) {
  if (preload)
    preloadResource(image.url, {
      as: 'image',
      fetchPriority: 'high',
      imageSrcSet: image.srcset || image.srcset_jpeg || undefined,
      imageSizes: sizes,
      // The WebP set when there is one: a browser without WebP skips the hint and reads the markup.
      type: image.srcset ? 'image/webp' : undefined,
    });
  return (
    <picture>
      {image.srcset && <source type="image/webp" srcSet={image.srcset} sizes={sizes} />}
      <img
        className={className}
        src={image.url}
        srcSet={image.srcset_jpeg || undefined}
        sizes={sizes}
        width={image.width}
        height={image.height}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={preload ? 'high' : undefined}
        decoding="async"
        alt={image.alt || alt}
        // Width over height, for styles that size the picture to fit a box before it has loaded
        // (width: min(100%, <box height> * var(--ratio))): nothing moves when it arrives.
        style={{ '--ratio': Math.round((image.width / image.height) * 1e4) / 1e4 } as CSSProperties}
      />
    </picture>
  );
}
