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
  /**
   * the picture's max-height when its style caps it (e.g. '72vh', the same value as the CSS): an
   * upright picture is then narrower than its box, and `sizes` says so (see sizesWithinHeight)
   */
  maxHeight?: string;
  className?: string;
  /** the first screen's image loads eagerly */
  priority?: boolean;
  /**
   * the page's largest image (its LCP): also named in the head, at high priority, so the browser asks
   * for it before it meets the markup (React hoists the preload; an image in <picture> gets none itself)
   */
  preload?: boolean;
}

/** Splits a sizes list at its top-level commas (a value such as min(a, b) has its own). */
const sourceSizes = (sizes: string) => {
  const out: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < sizes.length; i++) {
    if (sizes[i] === '(') depth++;
    else if (sizes[i] === ')') depth--;
    else if (sizes[i] === ',' && depth === 0) {
      out.push(sizes.slice(start, i).trim());
      start = i + 1;
    }
  }
  out.push(sizes.slice(start).trim());
  return out;
};

/**
 * `sizes` for a picture whose style caps its height at `maxHeight` and its width at `ratio` times
 * that (width: min(100%, calc(<maxHeight> * var(--ratio)))): each width becomes
 * min(width, calc(maxHeight * ratio)). An upright work on a laptop is drawn half as wide as its box;
 * told the box's width, the browser fetched the next derivative up, or two up at 2 dppx.
 */
export const sizesWithinHeight = (sizes: string, maxHeight: string, ratio: number) => {
  const cap = `calc(${maxHeight} * ${Math.round(ratio * 1e4) / 1e4})`;
  return sourceSizes(sizes)
    .map((entry) => {
      // A source size is an optional media condition in parentheses, then the width.
      const media = entry.startsWith('(') ? entry.slice(0, closingParen(entry) + 1) : '';
      const width = entry.slice(media.length).trim();
      return `${media ? `${media} ` : ''}min(${width}, ${cap})`;
    })
    .join(', ');
};

const closingParen = (s: string) => {
  let depth = 0;
  for (let i = 0; i < s.length; i++) {
    if (s[i] === '(') depth++;
    else if (s[i] === ')' && --depth === 0) return i;
  }
  return s.length - 1;
};

/** An uploaded image from its derivative set: WebP where the browser takes it, JPEG otherwise. */
export function ResponsiveImage({
  image,
  alt,
  sizes: boxSizes,
  maxHeight,
  className,
  priority = false,
  preload = false,
}: Props) {
  const sizes = maxHeight ? sizesWithinHeight(boxSizes, maxHeight, image.width / image.height) : boxSizes;
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
