// Admin publications (catalogues, books, articles about the gallery's artists).
import { z } from 'zod';
import { NAME_MAX, TITLE_MAX } from '#shared/constants';
import { optionalText, requiredText, status, url } from '#shared/validation';
import { optionalRef, optionalWholeNumber, refList } from '#shared/schemas/catalogue-fields';
import { adminListInput, crudSchemas, rowStamps, statusOutput, withId } from '#shared/schemas/list';
import { imageOutput } from '#shared/schemas/image';

export const PUBLICATION_SORTS = ['title', 'type', 'author', 'publisher', 'year', 'status', 'created_at'] as const;

/** GET /admin/publications: the table (sort, order, page, search) and pickers (limit=all, exclude_ids). */
export const publicationListInput = adminListInput(PUBLICATION_SORTS, 'title');
export type PublicationListInput = z.input<typeof publicationListInput>;

const publicationFields = z.object({
  title: requiredText(TITLE_MAX),
  type: optionalText(TITLE_MAX),
  author: optionalText(NAME_MAX),
  publisher: optionalText(NAME_MAX),
  year: optionalWholeNumber(),
  url: url(),
  image_id: optionalRef(),
  status: status(),
  artist_ids: refList(),
});

export const publicationInput = publicationFields;
export type PublicationInput = z.input<typeof publicationInput>;
export const publicationUpdateInput = withId(publicationFields);

export const publicationOutput = z.object({
  id: z.number(),
  title: z.string(),
  type: z.string().nullable(),
  author: z.string().nullable(),
  publisher: z.string().nullable(),
  year: z.number().nullable(),
  url: z.string().nullable(),
  image: imageOutput.nullable(),
  image_id: z.number().nullable(),
  status: statusOutput,
  artists: z.array(z.object({ id: z.number(), full_name: z.string() })),
  ...rowStamps,
});
export type PublicationDto = z.infer<typeof publicationOutput>;

export const publicationCrud = crudSchemas(
  publicationListInput,
  publicationInput,
  publicationUpdateInput,
  publicationOutput,
);
export const { listOutput: publicationListOutput, savedOutput: publicationSavedOutput } = publicationCrud;

/** GET/PUT /admin/artist/{id}/publications answer the artist's publications in order. */
export const artistPublicationsOutput = z.object({ list: z.array(publicationOutput) });
export const artistPublicationsSavedOutput = artistPublicationsOutput.extend({ message: z.string() });
