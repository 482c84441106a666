// The image pipeline: every uploaded or generated picture goes through storeImage, which trusts
// nothing the client said (name, mime), re-encodes with sharp and keeps only server-made files.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer, fileTypeFromFile } from 'file-type';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { IMAGE_MAX_MB, IMAGE_TYPES } from '#shared/constants';
import { MSG } from '#shared/messages';
import type { ImageDto } from '#shared/schemas/image';
import type { AppDeps } from '#server/deps';
import { type StoredVariant, toImageDto } from '#server/lib/image-dto';
import { NotFound } from '#server/lib/errors';
import * as repo from './file.repository';
import { markUploadDone, markUploadStarted, PRIVATE_DIR } from './upload-journal';

export const IMAGE_MAX_BYTES = IMAGE_MAX_MB * 1024 * 1024;
/** Above this a decode could take gigabytes of memory (decompression bombs). */
export const IMAGE_MAX_PIXELS = 50_000_000;
/**
 * No side longer than this: a PNG of 1 x 49,000,000 pixels stays under the pixel cap, is 100 KB
 * compressed, and took 42 s of CPU to decode (row by row, one row per pixel). A gallery photograph
 * is under 10,000 px a side.
 */
export const IMAGE_MAX_SIDE = 20_000;
/**
 * 800 rather than 960: a phone 412 px wide at 1.75 dppx shows a 92vw hero at 665 device px and took
 * the 960 (a quarter to a third more bytes than the 800, on the image that decides its first paint).
 */
export const DERIVATIVE_WIDTHS = [320, 640, 800, 1600] as const;
/**
 * Every width alike: quality 75 (cwebp's default) at effort 2 weighs a quarter less than quality 80 at
 * effort 1 for a third more CPU; efforts 3 to 6 cost three times the CPU for 2-5 % fewer bytes.
 * Baseline JPEG: the fallback and the share image, cheap to make (docs/decisions/005-images-and-demo-seed.md).
 */
export const WEBP_OPTIONS = { quality: 75, effort: 2 } as const;
const JPEG = { quality: 82 } as const;

export type ImageDeps = Pick<AppDeps, 'db' | 'env'>;

/** An image's bytes, or the path of the file holding them (an upload streamed to disk). */
export type ImageInput = Buffer | string;

/** A refusal the uploader should read: its message names the file and says what is wrong. */
export class ImageRejectedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ImageRejectedError';
  }
}

export const imageMessages = {
  notImage: (name: string) => `${name} is not a PNG or JPEG image`,
  tooLarge: (name: string) => MSG.imageTooLarge(name, IMAGE_MAX_MB),
  unreadable: (name: string) => `${name} could not be read as an image`,
  tooManyPixels: (name: string) => `${name} is too large in pixels`,
};

/** The client's file name, reduced to something safe to store and to echo back in a message. */
export const sanitiseFileName = (name: string): string => {
  const base = name.split(/[/\\]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f<>"'`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return clean.slice(0, 200) || 'image';
};

/**
 * Derivative widths for an image `width` px wide: the standard ones it covers, and its own width when
 * it lies between two of them (below the largest). Without it a picture 600 px wide was kept at 320
 * only and one 1,000 px wide at 800: the page showed less than was uploaded, and share previews got
 * a 320 px picture (issue 14). From 1200 px its own width is also the share image's
 * (SHARE_IMAGE_MIN_WIDTH: the standard width below, 800, is too small for them).
 */
export const derivativeWidths = (width: number): number[] => {
  const fit = DERIVATIVE_WIDTHS.filter((w) => w <= width);
  const largest = fit[fit.length - 1] ?? 0;
  return width > largest && width < DERIVATIVE_WIDTHS[DERIVATIVE_WIDTHS.length - 1] ? [...fit, width] : [...fit];
};

const orientedSize = (meta: Metadata) => {
  const swap = (meta.orientation ?? 1) >= 5;
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  return swap ? { width: height, height: width } : { width, height };
};

const readMetadata = async (input: ImageInput, name: string) => {
  try {
    // Header only: no pixel is decoded here, so a bomb cannot hurt yet.
    const meta = await sharp(input, { limitInputPixels: false }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    return meta;
  } catch {
    throw new ImageRejectedError(imageMessages.unreadable(name));
  }
};

/** Decodes once (oriented, sRGB, 8 bit), already scaled to the largest derivative. */
const decodeForDerivatives = async (input: ImageInput, name: string, largest: number) => {
  try {
    return await sharp(input, { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'truncated' })
      .rotate()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw({ depth: 'uchar' })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new ImageRejectedError(imageMessages.unreadable(name));
  }
};

const writeAtomically = async (file: string, data: Buffer) => {
  const tmp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  try {
    await fs.writeFile(tmp, data, { flag: 'wx' });
    await fs.rename(tmp, file);
  } catch (err) {
    await fs.rm(tmp, { force: true });
    throw err;
  }
};

export const removeQuietly = (root: string, relPaths: string[]) =>
  Promise.all(
    relPaths.map(async (p) => {
      try {
        await fs.rm(insideRoot(root, p), { force: true });
      } catch {
        // a file already gone, or a path we refuse to touch: nothing more to clean
      }
    }),
  );

/** Resolves a stored variant path, refusing anything that would leave UPLOADS_DIR. */
export const insideRoot = (root: string, rel: string) => {
  const full = path.resolve(root, rel);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`variant path outside uploads: ${rel}`);
  return full;
};

type Raw = { data: Buffer; info: OutputInfo };

/**
 * WebP and JPEG for each width, smallest first. Each width is scaled from the next larger one
 * (not from the original), so the small ones cost almost nothing.
 */
const encodeDerivatives = async (data: Buffer, info: OutputInfo, widths: number[]) => {
  const out: (StoredVariant & { data: Buffer })[] = [];
  let current: Raw = { data, info };
  for (const width of [...widths].sort((a, b) => b - a)) {
    const rawOf = (r: Raw) => ({ raw: { width: r.info.width, height: r.info.height, channels: r.info.channels } });
    if (width < current.info.width)
      current = await sharp(current.data, rawOf(current)).resize({ width }).raw().toBuffer({ resolveWithObject: true });
    const src = current;
    const [webp, jpeg] = await Promise.all([
      sharp(src.data, rawOf(src)).webp(WEBP_OPTIONS).toBuffer(),
      (src.info.channels === 4
        ? sharp(src.data, rawOf(src)).flatten({ background: '#ffffff' })
        : sharp(src.data, rawOf(src))
      )
        .jpeg(JPEG)
        .toBuffer(),
    ]);
    const size = { width: src.info.width, height: src.info.height, path: '' };
    out.unshift({ ...size, format: 'webp', data: webp }, { ...size, format: 'jpeg', data: jpeg });
  }
  return out;
};

/**
 * What can be known of an image without decoding its pixels: its bytes are a PNG or JPEG within the
 * size caps, and its header reads and gives sizes within the pixel caps. Throws ImageRejectedError
 * with the uploader's message; a form that takes several images checks them all with it before
 * storing any. Only the first bytes of a file are read.
 */
export const inspectImage = async (input: ImageInput, originalName: string) => {
  const name = sanitiseFileName(originalName);
  const bytes = typeof input === 'string' ? (await fs.stat(input)).size : input.length;
  if (bytes > IMAGE_MAX_BYTES) throw new ImageRejectedError(imageMessages.tooLarge(name));
  const type = typeof input === 'string' ? await fileTypeFromFile(input) : await fileTypeFromBuffer(input);
  if (!type || !(IMAGE_TYPES as readonly string[]).includes(type.mime))
    throw new ImageRejectedError(imageMessages.notImage(name));
  const meta = await readMetadata(input, name);
  const { width, height } = { width: meta.width!, height: meta.height! };
  if (width * height > IMAGE_MAX_PIXELS || width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE)
    throw new ImageRejectedError(imageMessages.tooManyPixels(name));
  return { name, type, meta, bytes };
};

/**
 * Checks, re-encodes and stores one image: derivatives as WebP and JPEG under
 * UPLOADS_DIR/<2 hex>/<stem>-<width>.<ext> (under UPLOADS_DIR/.private/ when `private`), one
 * `files` row. Throws ImageRejectedError with the uploader's message when the bytes are not an
 * acceptable image; leaves nothing behind on failure.
 */
export const storeImage = async (
  deps: ImageDeps,
  input: ImageInput,
  originalName: string,
  userId: number | null,
  opts: { private?: boolean } = {},
): Promise<ImageDto> => {
  const { name, type, meta, bytes } = await inspectImage(input, originalName);
  const size = orientedSize(meta);
  const widths = derivativeWidths(size.width);
  const { data, info } = await decodeForDerivatives(input, name, widths[widths.length - 1]!);

  const stem = randomBytes(12).toString('hex');
  const dir = opts.private ? `${PRIVATE_DIR}/${stem.slice(0, 2)}` : stem.slice(0, 2);
  await fs.mkdir(path.join(deps.env.UPLOADS_DIR, dir), { recursive: true });
  await markUploadStarted(deps.env.UPLOADS_DIR, stem);
  const written: string[] = [];
  try {
    const variants = await encodeDerivatives(data, info, widths);
    // allSettled: after one write fails, the others still finish before the clean-up removes them.
    const writes = await Promise.allSettled(
      variants.map(async (v) => {
        v.path = `${dir}/${stem}-${v.width}.${v.format === 'jpeg' ? 'jpg' : 'webp'}`;
        await writeAtomically(path.join(deps.env.UPLOADS_DIR, v.path), v.data);
        written.push(v.path);
      }),
    );
    const failed = writes.find((w) => w.status === 'rejected');
    if (failed) throw failed.reason;
    const row = await repo.insertFile(deps.db, {
      stem,
      original_name: name,
      mime: type.mime,
      width: size.width,
      height: size.height,
      bytes,
      variants: JSON.stringify(
        variants.map(({ width, height, format, path: p }): StoredVariant => ({ width, height, format, path: p })),
      ),
      created_by: userId,
    });
    await markUploadDone(deps.env.UPLOADS_DIR, stem);
    return toImageDto(row);
  } catch (err) {
    await removeQuietly(deps.env.UPLOADS_DIR, written);
    await markUploadDone(deps.env.UPLOADS_DIR, stem).catch(() => undefined);
    throw err;
  }
};

/** Removes the row, then its files. Rows pointing at it are cleared by the foreign keys. */
export const deleteImage = async (deps: ImageDeps, id: number) => {
  const file = await repo.findFile(deps.db, id);
  if (!file) throw new NotFound();
  await repo.deleteFileRow(deps.db, id);
  const variants = JSON.parse(file.variants) as StoredVariant[];
  await removeQuietly(
    deps.env.UPLOADS_DIR,
    variants.map((v) => v.path),
  );
  return { message: 'Image successfully deleted' };
};
