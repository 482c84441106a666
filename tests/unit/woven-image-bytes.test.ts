// The demo's pictures must weigh what photographs of textiles weigh: a phone's first image is a
// 640 px WebP, a grid's a 320 px one, and their bytes decide how soon the page is painted.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { Rng } from '#server/demo/prng';
import { MOTIFS, planWoven, wovenPng } from '#server/demo/woven-image';
import { WEBP_OPTIONS } from '#server/modules/uploads/image.service';

const KB = 1024;
// Seed 1 draws the busiest diamonds of the first seeds (five colours, the smallest period), seed 3
// the heaviest plaid (thick threads: the twill's diagonals survive the scaling).
const SEEDS = [1, 3];

const webpBytes = async (png: Buffer, width: number) =>
  (await sharp(png).resize({ width }).webp(WEBP_OPTIONS).toBuffer()).length;

describe('demo pictures encoded as the upload pipeline does', () => {
  const sizes: { label: string; w640: number; w320: number }[] = [];
  beforeAll(async () => {
    for (const motif of MOTIFS)
      for (const seed of SEEDS) {
        // An upright piece: the demo's most common shape, and the heaviest at a given width.
        const png = await wovenPng(planWoven(new Rng(seed), 900, 1200, motif));
        sizes.push({ label: `${motif} #${seed}`, w640: await webpBytes(png, 640), w320: await webpBytes(png, 320) });
      }
  });

  it('every motif stays under 70 KB at 640 px (a phone’s first image) and 28 KB at 320 px', () => {
    for (const s of sizes) {
      expect(s.w640, s.label).toBeLessThanOrEqual(70 * KB);
      expect(s.w320, s.label).toBeLessThanOrEqual(28 * KB);
    }
  });

  it('a typical grid thumbnail weighs under 12 KB', () => {
    const mean = sizes.reduce((a, s) => a + s.w320, 0) / sizes.length;
    expect(mean).toBeLessThanOrEqual(12 * KB);
  });
});
