// The image a share preview (Open Graph, Twitter card) names: the smallest derivative at least
// 1200 px wide, with its own size; the largest there is when none is that wide.
import { describe, expect, it } from 'vitest';
import type { ImageDto } from '#shared/schemas/image';
import { shareImageOf } from '../../client/src/components/public/seo/json-ld';

const image = (width: number, height: number, widths: number[]): ImageDto => ({
  id: 1,
  url: `/uploads/a-${widths[widths.length - 1]}.jpg`,
  width,
  height,
  alt: null,
  srcset: widths.map((w) => `/uploads/a-${w}.webp ${w}w`).join(', '),
  srcset_jpeg: widths.map((w) => `/uploads/a-${w}.jpg ${w}w`).join(', '),
});

describe('shareImageOf', () => {
  it('takes the smallest JPEG derivative at least 1200 px wide, with its height', () => {
    expect(shareImageOf(image(2400, 1200, [320, 640, 960, 1600]))).toEqual({
      url: '/uploads/a-1600.jpg',
      width: 1600,
      height: 800,
    });
    expect(shareImageOf(image(1300, 1950, [320, 640, 960, 1300]))).toEqual({
      url: '/uploads/a-1300.jpg',
      width: 1300,
      height: 1950,
    });
  });

  it('falls back to the largest derivative of a small image, and to nothing without one', () => {
    expect(shareImageOf(image(800, 600, [320, 640]))).toMatchObject({ url: '/uploads/a-640.jpg', width: 640 });
    expect(shareImageOf(null)).toBeUndefined();
  });
});
