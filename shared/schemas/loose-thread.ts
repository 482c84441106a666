// Loose threads: the gallery's reading list in three types (On Art, On Artists, Resources), each in
// the order staff give it.
import { z } from 'zod';
import { TITLE_MAX } from '#shared/constants';
import { MSG } from '#shared/messages';
import { optionalText, requiredText, status, url } from '#shared/validation';
import { optionalRef, optionalSlug } from '#shared/schemas/catalogue-fields';
import { imageOutput } from '#shared/schemas/image';
import { crudSchemas, pagedData, rowStamps, statusOutput, withId } from '#shared/schemas/list';
import { blankIsUnset, mediaListInput, publishAt } from '#shared/schemas/media-fields';
import { LOOSE_THREAD_TYPES, type LooseThreadType } from '#shared/loose-threads';

// The types live in a zod-free file for the public pages; the admin and the server take them from here.
export { LOOSE_THREAD_TYPES, typeBySlug, typeSlugOf } from '#shared/loose-threads';
export type { LooseThreadType, LooseThreadTypeSlug } from '#shared/loose-threads';
const TYPE_TITLES = LOOSE_THREAD_TYPES.map((t) => t.title) as [LooseThreadType, ...LooseThreadType[]];

export const LOOSE_THREAD_SORTS = ['title', 'type', 'position', 'status', 'date_published', 'created_at'] as const;
const threadType = z.enum(TYPE_TITLES, { error: MSG.required });

/** GET /admin/loose-threads: the media list query and `types` ('On Art', or several). */
export const looseThreadListInput = mediaListInput(LOOSE_THREAD_SORTS, ['title', 'summary']).extend({
  types: blankIsUnset(z.preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(threadType))),
});
export type LooseThreadListInput = z.input<typeof looseThreadListInput>;

export const looseThreadInput = z.object({
  title: requiredText(TITLE_MAX),
  slug: optionalSlug(),
  type: threadType,
  status: status(),
  date_published: publishAt(),
  summary: optionalText(1000),
  body: optionalText(65535),
  external_url: url(),
  header_image_id: optionalRef(),
});
export type LooseThreadInput = z.input<typeof looseThreadInput>;

export const looseThreadOutput = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  type: z.string(),
  status: statusOutput,
  /** the staff's order within the type, from 0 */
  order: z.number(),
  date_published: z.string().nullable(),
  summary: z.string().nullable(),
  body: z.string().nullable(),
  external_url: z.string().nullable(),
  header_image_id: z.number().nullable(),
  header_image: imageOutput.nullable(),
  ...rowStamps,
});
export type LooseThreadDto = z.infer<typeof looseThreadOutput>;

export const looseThreadCrud = crudSchemas(
  looseThreadListInput,
  looseThreadInput,
  withId(looseThreadInput),
  looseThreadOutput,
);

/** PUT /admin/loose-threads-order: the ids in their new order (one type's, or all). */
export const looseThreadOrderInput = z.object({
  list: z
    .array(z.number({ error: MSG.number }).int(MSG.number).positive(MSG.positive), { error: MSG.required })
    .min(1, MSG.required)
    .max(1000, MSG.max(1000))
    .refine((ids) => new Set(ids).size === ids.length, 'Each loose thread may appear once'),
});

/** A type's slug in a public path; an unknown one is a 404 like an unknown thread. */
export const publicThreadTypeInput = z.object({ type: z.string().trim().min(1).max(TITLE_MAX) });
export const publicThreadListInput = publicThreadTypeInput.extend({
  page: z.preprocess((v) => (v === undefined || v === '' ? 1 : Number(v)), z.number().int().min(1).max(21474835)),
});
export const publicThreadInput = publicThreadTypeInput.extend({ slug: z.string().trim().min(1).max(TITLE_MAX) });

export const threadTypesOutput = z.object({
  data: z.array(z.object({ slug: z.string(), title: z.string(), count: z.number() })),
});

export const threadCardOutput = z.object({
  title: z.string(),
  slug: z.string(),
  type: z.string(),
  type_slug: z.string(),
  summary: z.string().nullable(),
  external_url: z.string().nullable(),
  header_image: imageOutput.nullable(),
  date_published: z.string(),
});
export type ThreadCard = z.infer<typeof threadCardOutput>;
export const threadCardsOutput = pagedData(threadCardOutput);

export const threadDetailOutput = threadCardOutput.extend({
  body: z.string().nullable(),
  updated_at: z.string(),
  /** up to three more of the same type, in the staff's order */
  more: z.array(threadCardOutput),
});
export type ThreadDetail = z.infer<typeof threadDetailOutput>;
