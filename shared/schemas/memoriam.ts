// Memoriams ("Lives well lived"): the gallery remembers artists and friends who have died.
import { z } from 'zod';
import { TITLE_MAX } from '#shared/constants';
import { optionalText, page, requiredText, status } from '#shared/validation';
import { optionalRef, optionalSlug } from '#shared/schemas/catalogue-fields';
import { imageOutput } from '#shared/schemas/image';
import { crudSchemas, pagedData, rowStamps, statusOutput, withId } from '#shared/schemas/list';
import { mediaListInput, publishAt } from '#shared/schemas/media-fields';

export const MEMORIAM_SORTS = ['title', 'years', 'status', 'date_published', 'created_at'] as const;

/** GET /admin/memoriams: the media list query; search by name (title) or years. */
export const memoriamListInput = mediaListInput(MEMORIAM_SORTS, ['title', 'years']);
export type MemoriamListInput = z.input<typeof memoriamListInput>;

export const memoriamInput = z.object({
  /** the person's name */
  title: requiredText(TITLE_MAX),
  slug: optionalSlug(),
  /** '1931 – 2019' */
  years: optionalText(100),
  status: status(),
  date_published: publishAt(),
  body: optionalText(65535),
  image_id: optionalRef(),
});
export type MemoriamInput = z.input<typeof memoriamInput>;

export const memoriamOutput = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  /** the spec's name for the slug */
  key: z.string(),
  years: z.string().nullable(),
  status: statusOutput,
  /** the spec's name for an active status */
  active: z.boolean(),
  date_published: z.string().nullable(),
  body: z.string().nullable(),
  image_id: z.number().nullable(),
  image: imageOutput.nullable(),
  ...rowStamps,
});
export type MemoriamDto = z.infer<typeof memoriamOutput>;

export const memoriamCrud = crudSchemas(memoriamListInput, memoriamInput, withId(memoriamInput), memoriamOutput);

export const publicMemoriamListInput = z.object({ page: page() });
export const memoriamCardOutput = z.object({
  title: z.string(),
  slug: z.string(),
  years: z.string().nullable(),
  excerpt: z.string(),
  image: imageOutput.nullable(),
  date_published: z.string(),
});
export type MemoriamCard = z.infer<typeof memoriamCardOutput>;
export const memoriamCardsOutput = pagedData(memoriamCardOutput);
export const memoriamDetailOutput = memoriamCardOutput.extend({ body: z.string().nullable(), updated_at: z.string() });
export type MemoriamDetail = z.infer<typeof memoriamDetailOutput>;
