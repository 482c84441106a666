// Art advisory: the services the gallery offers collectors (virtual placement, commissions, ...).
import { z } from 'zod';
import { TITLE_MAX } from '#shared/constants';
import { optionalText, requiredText, status } from '#shared/validation';
import { optionalSlug, refList } from '#shared/schemas/catalogue-fields';
import { imageOutput } from '#shared/schemas/image';
import { crudSchemas, rowStamps, statusOutput, withId } from '#shared/schemas/list';
import { mediaListInput, publishAt } from '#shared/schemas/media-fields';

export const ART_ADVISORY_SORTS = ['title', 'status', 'position', 'date_published', 'created_at'] as const;

/** GET /admin/art-advisories: sort, order, page, search (and the status filter the others have). */
export const artAdvisoryListInput = mediaListInput(ART_ADVISORY_SORTS, ['title', 'summary']);
export type ArtAdvisoryListInput = z.input<typeof artAdvisoryListInput>;

export const artAdvisoryInput = z.object({
  /** unique regardless of case: 'The Art Advisory has already been taken' */
  title: requiredText(TITLE_MAX),
  slug: optionalSlug(),
  status: status(),
  date_published: publishAt(),
  summary: optionalText(1000),
  body: optionalText(65535),
  images: refList(),
});
export type ArtAdvisoryInput = z.input<typeof artAdvisoryInput>;

export const artAdvisoryOutput = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  status: statusOutput,
  position: z.number(),
  date_published: z.string().nullable(),
  summary: z.string().nullable(),
  body: z.string().nullable(),
  images: z.array(imageOutput),
  ...rowStamps,
});
export type ArtAdvisoryDto = z.infer<typeof artAdvisoryOutput>;

export const artAdvisoryCrud = crudSchemas(
  artAdvisoryListInput,
  artAdvisoryInput,
  withId(artAdvisoryInput),
  artAdvisoryOutput,
);

export const advisoryCardOutput = z.object({
  title: z.string(),
  slug: z.string(),
  summary: z.string().nullable(),
  image: imageOutput.nullable(),
});
export type AdvisoryCard = z.infer<typeof advisoryCardOutput>;
export const advisoryCardsOutput = z.object({ data: z.array(advisoryCardOutput) });
export const advisoryDetailOutput = advisoryCardOutput.extend({
  body: z.string().nullable(),
  images: z.array(imageOutput),
  updated_at: z.string(),
  /** the other services, for the page's onward links */
  others: z.array(advisoryCardOutput),
});
export type AdvisoryDetail = z.infer<typeof advisoryDetailOutput>;
