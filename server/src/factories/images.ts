// A real stored image (through the upload pipeline) for tests that need one.
import sharp from 'sharp';
import type { ImageDeps } from '#server/modules/uploads/image.service';
import { storeImage } from '#server/modules/uploads/image.service';
import type { ImageDto } from '#shared/schemas/image';

export const makeImage = async (
  deps: ImageDeps,
  opts: { width?: number; height?: number; color?: string; name?: string; userId?: number | null } = {},
): Promise<ImageDto> => {
  const png = await sharp({
    create: { width: opts.width ?? 400, height: opts.height ?? 300, channels: 3, background: opts.color ?? '#8a3b2e' },
  })
    .png()
    .toBuffer();
  return storeImage(deps, png, opts.name ?? 'image.png', opts.userId ?? null);
};
