import { z } from 'zod';

/** One stored derivative of an uploaded image. */
export const imageVariant = z.object({
  width: z.number(),
  height: z.number(),
  format: z.enum(['webp', 'jpeg']),
  url: z.string(),
});

/** How every API result carries an image: enough for <img srcset sizes width height>. */
export const imageOutput = z.object({
  id: z.number(),
  url: z.string(),
  width: z.number(),
  height: z.number(),
  alt: z.string().nullable(),
  srcset: z.string(),
  srcset_jpeg: z.string(),
});
export type ImageDto = z.infer<typeof imageOutput>;
