// Admin artists: the list (filters, sort, search, paging), the form, the DTO, and their publications.
import { z } from 'zod';
import { NAME_MAX } from '#shared/constants';
import { idList, optionalText, requiredText, status } from '#shared/validation';
import {
  optionalRef,
  optionalSlug,
  optionalWholeNumber,
  refList,
  yearsInOrder,
} from '#shared/schemas/catalogue-fields';
import { imageOutput } from '#shared/schemas/image';
import { adminListInput, crudSchemas, idInput, rowStamps, statusOutput, withId } from '#shared/schemas/list';
import { lookupItem } from '#shared/schemas/lookup';

export const ADMIN_ARTIST_SORTS = ['last_name', 'first_name', 'created_at', 'status', 'artworks_count'] as const;
export const ARTIST_MARKETS = ['primary', 'secondary'] as const;

/** GET /admin/artists: the table (status, regions, sort, order, page, search) and pickers (limit=all, exclude_ids). */
export const artistListInput = adminListInput(ADMIN_ARTIST_SORTS, 'last_name').extend({
  status: z.enum(['0', '1']).optional(),
  regions: idList(),
  search_type: z.enum(['name', 'location']).default('name'),
});
export type ArtistListInput = z.input<typeof artistListInput>;

const artistFields = z.object({
  first_name: requiredText(NAME_MAX),
  last_name: requiredText(NAME_MAX),
  slug: optionalSlug(),
  status: status(),
  birth_year: optionalWholeNumber(),
  death_year: optionalWholeNumber(),
  location: optionalText(NAME_MAX),
  biography: optionalText(65535),
  market: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.enum(ARTIST_MARKETS).nullable()),
  regions: refList(),
  header_image_id: optionalRef(),
});

/** The create/edit form. A missing slug is made from the name (and kept on later edits). */
export const artistInput = artistFields.superRefine(yearsInOrder);
export type ArtistInput = z.input<typeof artistInput>;
export const artistUpdateInput = withId(artistFields).superRefine(yearsInOrder);

export const artistOutput = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  slug: z.string(),
  status: statusOutput,
  birth_year: z.number().nullable(),
  death_year: z.number().nullable(),
  location: z.string().nullable(),
  summary: z.string(),
  biography: z.string().nullable(),
  market: z.enum(ARTIST_MARKETS).nullable(),
  regions: z.array(lookupItem),
  region: z.string().nullable(),
  header_image: imageOutput.nullable(),
  header_image_id: z.number().nullable(),
  artworks_count: z.number(),
  ...rowStamps,
});
export type ArtistDto = z.infer<typeof artistOutput>;

export const artistCrud = crudSchemas(artistListInput, artistInput, artistUpdateInput, artistOutput);
export const { listOutput: artistListOutput, savedOutput: artistSavedOutput } = artistCrud;

/** PUT /admin/artist/{id}/publications: the artist's publications, in the order shown. */
export const artistPublicationsInput = idInput.extend({ publications: refList() });
