import type { ImageDto } from '#shared/schemas/image';

interface Props {
  image: ImageDto;
  /** what the image shows; the stored alt text wins when the editor wrote one */
  alt: string;
  /** the rendered width, for the browser to pick a derivative (e.g. '(min-width: 62em) 25vw, 50vw') */
  sizes: string;
  className?: string;
  /** the first screen's image loads eagerly and first */
  priority?: boolean;
}

/** An uploaded image from its derivative set: WebP where the browser takes it, JPEG otherwise. */
export function ResponsiveImage({ image, alt, sizes, className, priority = false }: Props) {
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
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
        alt={image.alt || alt}
      />
    </picture>
  );
}
