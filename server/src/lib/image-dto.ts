import type { ImageDto } from '#shared/schemas/image';

export interface StoredVariant {
  width: number;
  height: number;
  format: 'webp' | 'jpeg';
  /** path under UPLOADS_DIR */
  path: string;
}

export interface FileLike {
  id: number;
  width: number;
  height: number;
  alt: string | null;
  variants: string;
}

export const uploadUrl = (p: string) => `/uploads/${p}`;

/**
 * A file row → the image DTO: the JPEG closest to `preferWidth` as url, srcsets for both formats.
 * `urlOf` makes a stored path's address (a signed one for private photos).
 */
export const toImageDto = (file: FileLike, preferWidth = 800, urlOf = uploadUrl): ImageDto => {
  const variants = JSON.parse(file.variants) as StoredVariant[];
  const of = (format: StoredVariant['format']) =>
    variants.filter((v) => v.format === format).sort((a, b) => a.width - b.width);
  const jpeg = of('jpeg');
  const webp = of('webp');
  const pick = jpeg.find((v) => v.width >= preferWidth) ?? jpeg[jpeg.length - 1] ?? webp[webp.length - 1];
  const srcset = (list: StoredVariant[]) => list.map((v) => `${urlOf(v.path)} ${v.width}w`).join(', ');
  return {
    id: file.id,
    url: pick ? urlOf(pick.path) : '',
    width: file.width,
    height: file.height,
    alt: file.alt,
    srcset: srcset(webp),
    srcset_jpeg: srcset(jpeg),
  };
};
