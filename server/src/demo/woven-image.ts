// Draws the demo gallery's pictures: woven-looking colour fields (warp and weft threads, a dye
// palette per piece, hand-spun unevenness), straight into a raw RGB buffer. Nothing is downloaded.
import sharp from 'sharp';
import type { Rng } from './prng';

export interface Dye {
  name: string;
  rgb: readonly [number, number, number];
  /** the `colors` lookup title this dye files under */
  color: string;
}

export const DYES: readonly Dye[] = [
  { name: 'madder red', rgb: [168, 52, 42], color: 'Red' },
  { name: 'cochineal', rgb: [150, 28, 52], color: 'Red' },
  { name: 'rust', rgb: [160, 82, 45], color: 'Orange' },
  { name: 'coral', rgb: [224, 112, 84], color: 'Orange' },
  { name: 'saffron', rgb: [222, 160, 44], color: 'Yellow' },
  { name: 'weld', rgb: [214, 190, 80], color: 'Yellow' },
  { name: 'ochre', rgb: [190, 140, 60], color: 'Gold' },
  { name: 'indigo', rgb: [38, 52, 98], color: 'Indigo' },
  { name: 'woad', rgb: [74, 104, 150], color: 'Blue' },
  { name: 'sky', rgb: [150, 180, 204], color: 'Blue' },
  { name: 'teal', rgb: [30, 104, 106], color: 'Green' },
  { name: 'moss', rgb: [98, 110, 62], color: 'Green' },
  { name: 'sage', rgb: [160, 170, 140], color: 'Green' },
  { name: 'walnut', rgb: [92, 64, 44], color: 'Brown' },
  { name: 'umber', rgb: [70, 52, 40], color: 'Brown' },
  { name: 'charcoal', rgb: [40, 40, 42], color: 'Black' },
  { name: 'undyed wool', rgb: [232, 224, 206], color: 'Natural' },
  { name: 'bone', rgb: [242, 238, 228], color: 'White' },
  { name: 'slate', rgb: [110, 116, 122], color: 'Gray' },
  { name: 'logwood', rgb: [88, 44, 80], color: 'Purple' },
  { name: 'rose madder', rgb: [206, 122, 120], color: 'Pink' },
];
const GROUNDS = ['undyed wool', 'bone', 'charcoal', 'indigo', 'walnut', 'slate', 'madder red'];

export type Motif = 'plaid' | 'bands' | 'diamonds' | 'blocks' | 'field';
export const MOTIFS: readonly Motif[] = ['plaid', 'bands', 'diamonds', 'blocks', 'field'];

export interface WovenPlan {
  width: number;
  height: number;
  motif: Motif;
  /** palette[0] is the ground */
  palette: Dye[];
  thread: number;
  seed: number;
}

const dye = (name: string) => DYES.find((d) => d.name === name)!;

/** A piece's palette, motif and scale: everything the drawing needs, decided by the PRNG. */
export const planWoven = (rng: Rng, width: number, height: number, motif: Motif = rng.pick(MOTIFS)): WovenPlan => {
  const ground = dye(rng.pick(GROUNDS));
  const accents = rng.sample(
    DYES.filter((d) => d !== ground),
    rng.int(2, 4),
  );
  // Kilims are woven in thick yarn: their stepped diamonds drawn in 3 px threads were the heaviest
  // pictures of the demo (every step an edge the encoder pays for).
  const thread = rng.int(3, 6) + (motif === 'diamonds' ? 2 : 0);
  return { width, height, motif, palette: [ground, ...accents], thread, seed: rng.int(1, 2 ** 31 - 1) };
};

/**
 * Where the long side is `long` px and width:height is `ratio`. A square or landscape piece is then
 * 1200 px wide: its share preview gets a derivative that wide (SHARE_IMAGE_MIN_WIDTH). Upright ones
 * stay 1200 px tall: drawn 1200 px wide they doubled the seed's time and made the phone's first
 * image three times heavier (measured 2026-11-22, docs/decisions/010-server-rendering.md).
 */
export const sizeFor = (ratio: number, long = 1200) =>
  ratio >= 1 ? { width: long, height: Math.round(long / ratio) } : { width: Math.round(long * ratio), height: long };

/** Slowly wandering offsets: the hatched, stepped edges of tapestry colour areas. */
const wander = (n: number, amp: number, next: () => number) => {
  const out = new Int16Array(n);
  let v = 0;
  for (let i = 0; i < n; i++) {
    v = Math.max(-amp, Math.min(amp, v + Math.round((next() - 0.5) * 3)));
    out[i] = v;
  }
  return out;
};

/** Stripe sequence: each thread index → palette index, in runs of varied width. */
const stripes = (threads: number, colours: number, next: () => number, minRun: number, maxRun: number) => {
  const out = new Uint8Array(threads);
  let i = 0;
  while (i < threads) {
    const run = minRun + Math.floor(next() * (maxRun - minRun + 1));
    const c = next() < 0.45 ? 0 : 1 + Math.floor(next() * (colours - 1));
    out.fill(c, i, Math.min(threads, i + run));
    i += run;
  }
  return out;
};

/** How much of a crossing's colour the thread on top gives; the one under it gives the rest. */
const TOP = 0.6;
const UNDER = 1 - TOP;

/** The raw RGB pixels of a plan (width * height * 3 bytes). */
export const drawWoven = (plan: WovenPlan): Buffer => {
  const { width: W, height: H, thread: t, palette } = plan;
  let s = plan.seed >>> 0 || 1;
  const next = () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
  const cols = Math.ceil(W / t) + 1;
  const rows = Math.ceil(H / t) + 1;
  const k = palette.length;
  // Hand-spun yarn: every thread a little lighter or darker than its neighbour. Both this and the
  // round shading of each thread are as faint as a photograph of the whole piece shows them: at full
  // contrast (and with per-pixel grain) they were most of the bytes of every derivative.
  const colJitter = Float32Array.from({ length: cols }, () => 0.96 + next() * 0.072);
  const rowJitter = Float32Array.from({ length: rows }, () => 0.96 + next() * 0.072);
  const shade = Float32Array.from({ length: t }, (_, p) => 0.9 + 0.12 * Math.sin((Math.PI * (p + 0.5)) / t));
  const warpOf = stripes(cols, k, next, 2, 40);
  const weftRows = stripes(rows, k, next, 2, 40);
  const jag = wander(rows, 6, next);
  const bands = stripes(rows, k, next, 12, 70);

  // Colour fields: a ground with one to three soft rectangles, placed in thread units.
  const fields = Array.from({ length: 1 + Math.floor(next() * 3) }, (_, i) => {
    const top = Math.floor(rows * (0.08 + i * 0.3 + next() * 0.05));
    return {
      top,
      bottom: Math.min(rows - 3, top + Math.floor(rows * (0.15 + next() * 0.12))),
      colour: 1 + (i % (k - 1)),
    };
  });
  const margin = Math.floor(cols * (0.08 + next() * 0.06));
  const colEdge = wander(rows, 4, next);
  const blockCols = stripes(cols, 255, next, 8, 40);
  const blockRows = stripes(rows, 255, next, 8, 40);
  const period = 24 + Math.floor(next() * 30);

  // Weft-faced pieces (tapestry) mostly hide the warp; plaids and quilts show both.
  const balanced = plan.motif === 'plaid' || plan.motif === 'blocks';
  const weftOf = (cx: number, cy: number): number => {
    switch (plan.motif) {
      case 'plaid':
        return weftRows[cy]!;
      case 'bands':
        return bands[Math.max(0, Math.min(rows - 1, cy + jag[cx % rows]!))]!;
      case 'diamonds': {
        const u =
          Math.abs((cx % period) - period / 2) +
          Math.abs(((cy + (Math.floor(cx / period) % 2) * (period >> 1)) % period) - period / 2);
        return Math.floor(u / 8) % k;
      }
      case 'blocks':
        return (blockCols[cx]! * 7 + blockRows[cy]! * 13) % k;
      case 'field': {
        const inside = cx > margin + colEdge[cy]! && cx < cols - margin - colEdge[(cy * 7) % rows]!;
        const f = inside ? fields.find((fl) => cy >= fl.top && cy < fl.bottom) : undefined;
        return f ? f.colour : 0;
      }
    }
  };
  const out = Buffer.allocUnsafe(W * H * 3);
  const cellWeft = new Uint8Array(cols);
  const cellWarp = new Uint8Array(cols);
  const pr = Float32Array.from(palette, (d) => d.rgb[0]);
  const pg = Float32Array.from(palette, (d) => d.rgb[1]);
  const pb = Float32Array.from(palette, (d) => d.rgb[2]);
  const cxOf = Int32Array.from({ length: W }, (_, x) => (x / t) | 0);
  const warpShade = Float32Array.from(
    { length: W },
    (_, x) => shade[x % t]! * colJitter[cxOf[x]!]! * (balanced ? 1 : 0.93),
  );
  let o = 0;
  for (let y = 0; y < H; y++) {
    const cy = (y / t) | 0;
    if (y % t === 0) {
      // Colours are decided per thread crossing, not per pixel.
      for (let cx = 0; cx < cols; cx++) {
        cellWeft[cx] = weftOf(cx, cy);
        cellWarp[cx] = balanced && plan.motif !== 'blocks' ? warpOf[cx]! : cellWeft[cx]!;
      }
    }
    // The studio light: brightest a third of the way down, falling off gently towards the hem.
    const dy = y / H - 0.35;
    const light = 1 - 0.3 * dy * dy;
    const weftShade = shade[y - cy * t]! * rowJitter[cy]! * light;
    for (let x = 0; x < W; x++) {
      const cx = cxOf[x]!;
      const twill = (cx + cy) & 3;
      // Weft-faced pieces show the warp only as a shadowed rib under the weft's own colour.
      const warpTop = balanced ? twill < 2 : twill === 0 && (cx & 1) === 0;
      const top = warpTop ? cellWarp[cx]! : cellWeft[cx]!;
      const under = warpTop ? cellWeft[cx]! : cellWarp[cx]!;
      const f = warpTop ? warpShade[x]! * light : weftShade;
      // A camera a few feet away does not resolve single threads: the one on top takes a part of the
      // colour of the one it crosses, so a twill reads as a soft diagonal, not a pixel-sharp hatching.
      const vr = (pr[top]! * TOP + pr[under]! * UNDER) * f;
      const vg = (pg[top]! * TOP + pg[under]! * UNDER) * f;
      const vb = (pb[top]! * TOP + pb[under]! * UNDER) * f;
      out[o++] = vr > 255 ? 255 : vr;
      out[o++] = vg > 255 ? 255 : vg;
      out[o++] = vb > 255 ? 255 : vb;
    }
  }
  return out;
};

/** sharp's blur sigma, in pixels. */
const LENS_BLUR = 1.2;

/**
 * The picture as an uncompressed PNG, ready for the same storeImage pipeline an upload goes through
 * (no compression: encoding and decoding it then cost next to nothing). A slight blur, as a camera's
 * lens gives a photograph of a textile: the thread-by-thread drawing is otherwise sharper than any
 * photograph. Sharp, grainy and high-contrast, its 640 px WebPs weighed 100-240 KB, three times a
 * real photograph's, and made the demo's pages slow on a phone for no reason a gallery would have
 * (docs/decisions/005-images-and-demo-seed.md has the measurements).
 */
export const wovenPng = (plan: WovenPlan): Promise<Buffer> =>
  sharp(drawWoven(plan), { raw: { width: plan.width, height: plan.height, channels: 3 } })
    .blur(LENS_BLUR)
    .png({ compressionLevel: 0, adaptiveFiltering: false })
    .toBuffer();

/**
 * The same piece seen close: the design drawn with threads `zoom` times thicker, at half the size (a
 * second view is never the page's share image).
 */
export const detailOf = (plan: WovenPlan, zoom = 3): WovenPlan => ({
  ...plan,
  width: Math.round(plan.width / 2),
  height: Math.round(plan.height / 2),
  thread: plan.thread * zoom,
});
