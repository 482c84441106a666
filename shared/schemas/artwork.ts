// Admin artworks: the list (filters, sort, search, paging), the picker search, the form and the DTO
// with every field an artwork has.
import { z } from 'zod';
import { CONDITIONS, SALE_STATUSES, TITLE_MAX } from '#shared/constants';
import { MSG } from '#shared/messages';
import { idList, limitedNumber, optionalText, queryBoolean, requiredText, status } from '#shared/validation';
import {
  optionalDimension,
  optionalRef,
  optionalSlug,
  optionalWholeNumber,
  refList,
} from '#shared/schemas/catalogue-fields';
import { imageOutput } from '#shared/schemas/image';
import { adminListInput, crudSchemas, pagedList, rowStamps, statusOutput, withId } from '#shared/schemas/list';
import { lookupItem } from '#shared/schemas/lookup';

export const ADMIN_ARTWORK_SORTS = ['title', 'sku', 'price', 'created_at', 'artist', 'availability'] as const;
export const SKU_MAX = 50;
const AVAILABILITY_MAX = SALE_STATUSES.length - 1;
const CONDITION_MAX = CONDITIONS.length - 1;

/** Sale status ids in a query (0 is 'donated', so idList's positive rule does not fit). */
const availabilityList = () =>
  z.preprocess(
    (v) => {
      if (v === undefined || v === '') return undefined;
      const arr = Array.isArray(v) ? v : String(v).split(',');
      return arr.map((x) => Number(x));
    },
    z.array(z.number().int().min(0).max(AVAILABILITY_MAX)).optional(),
  );

/** GET /admin/artworks: the admin table's filters, sorts, search (title or sku) and paging. */
export const artworkListInput = adminListInput(ADMIN_ARTWORK_SORTS, 'title').extend({
  status: z.enum(['0', '1']).optional(),
  availability: availabilityList(),
  artist_id: z.coerce.number().int().positive().optional(),
  art_types: idList(),
  materials: idList(),
  colors: idList(),
  regions: idList(),
  periods: idList(),
  featured: queryBoolean().optional(),
  price_start: limitedNumber().optional(),
  price_end: limitedNumber().optional(),
});
export type ArtworkListInput = z.input<typeof artworkListInput>;

/** GET /admin/artworks/search: pickers (exhibition artworks) find works by title or sku. */
export const artworkSearchInput = adminListInput(ADMIN_ARTWORK_SORTS, 'title').pick({
  search: true,
  limit: true,
  exclude_ids: true,
});

const blankTo = (fallback: unknown) => (v: unknown) =>
  v === undefined || v === null || v === '' ? fallback : typeof v === 'string' ? Number(v) : v;

export const artworkAttributeInput = z.object({
  label: optionalText(TITLE_MAX),
  height: optionalDimension(),
  width: optionalDimension(),
  depth: optionalDimension(),
});

const artworkFields = z.object({
  title: requiredText(TITLE_MAX),
  slug: optionalSlug(),
  sku: z.preprocess(
    (v) => (v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v),
    z.string().trim().max(SKU_MAX, MSG.max(SKU_MAX)).optional(),
  ),
  artist_id: z.preprocess(
    blankTo(undefined),
    z.number({ error: MSG.required }).int(MSG.required).positive(MSG.required),
  ),
  price: optionalWholeNumber(),
  availability: z.preprocess(
    blankTo(1),
    z
      .number({ error: MSG.number })
      .int(MSG.number)
      .min(0, MSG.lessThan(0))
      .max(AVAILABILITY_MAX, MSG.moreThan(AVAILABILITY_MAX)),
  ),
  condition: z.preprocess(
    blankTo(null),
    z
      .number({ error: MSG.number })
      .int(MSG.number)
      .min(0, MSG.lessThan(0))
      .max(CONDITION_MAX, MSG.moreThan(CONDITION_MAX))
      .nullable(),
  ),
  status: status(),
  featured: z.preprocess(
    (v) =>
      v === undefined || v === null || v === ''
        ? false
        : v === 1 || v === '1' || v === 'true'
          ? true
          : v === 0 || v === '0' || v === 'false'
            ? false
            : v,
    z.boolean(),
  ),
  year: optionalWholeNumber(),
  medium: optionalText(TITLE_MAX),
  description: optionalText(65535),
  acquisition: optionalText(1000),
  acquired_at: z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}/, 'Invalid date')
      .transform((v) => v.slice(0, 10))
      .nullable(),
  ),
  attributes: z.array(artworkAttributeInput).default([]),
  header_image_id: optionalRef(),
  search_image_id: optionalRef(),
  product_image_ids: refList(),
  art_types: refList(),
  materials: refList(),
  colors: refList(),
  regions: refList(),
  periods: refList(),
  exhibitions: refList(),
});

/** The create/edit form. Missing slug and sku are made by the server (and kept on later edits). */
export const artworkInput = artworkFields;
export type ArtworkInput = z.input<typeof artworkInput>;
export const artworkUpdateInput = withId(artworkFields);

export const artworkAttributeOutput = z.object({
  id: z.number(),
  label: z.string().nullable(),
  height: z.number().nullable(),
  width: z.number().nullable(),
  depth: z.number().nullable(),
});

export const artworkOutput = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  sku: z.string().nullable(),
  price: z.number().nullable(),
  price_formatted: z.string().nullable(),
  availability: z.number(),
  availability_label: z.string(),
  condition: z.number().nullable(),
  condition_label: z.string().nullable(),
  status: statusOutput,
  featured: z.boolean(),
  year: z.number().nullable(),
  medium: z.string().nullable(),
  description: z.string().nullable(),
  artist: z.object({ id: z.number(), title: z.string() }),
  artist_id: z.number(),
  artist_name: z.string(),
  attributes: z.array(artworkAttributeOutput),
  size: z.string(),
  header_image: imageOutput.nullable(),
  search_image: imageOutput.nullable(),
  product_images: z.array(imageOutput),
  header_image_id: z.number().nullable(),
  search_image_id: z.number().nullable(),
  product_image_ids: z.array(z.number()),
  art_types: z.array(lookupItem),
  materials: z.array(lookupItem),
  colors: z.array(lookupItem),
  regions: z.array(lookupItem),
  periods: z.array(lookupItem),
  exhibitions: z.array(z.object({ id: z.number(), title: z.string(), slug: z.string() })),
  acquisition: z.string().nullable(),
  acquired_at: z.string().nullable(),
  ...rowStamps,
});
export type ArtworkDto = z.infer<typeof artworkOutput>;

export const artworkCrud = crudSchemas(artworkListInput, artworkInput, artworkUpdateInput, artworkOutput);
export const { listOutput: artworkListOutput, savedOutput: artworkSavedOutput } = artworkCrud;

export const artworkSearchItem = z.object({
  id: z.number(),
  title: z.string(),
  sku: z.string().nullable(),
  artist_name: z.string(),
  image: imageOutput.nullable(),
});
export const artworkSearchOutput = pagedList(artworkSearchItem);
