// Tags of news, press releases and arttextstyle posts: the admin Tags screen and tag pickers.
import { z } from 'zod';
import { TITLE_MAX } from '#shared/constants';
import { requiredText } from '#shared/validation';
import { adminListInput, crudSchemas, withId } from '#shared/schemas/list';

export const TAG_SORTS = ['id', 'title', 'created_at', 'posts_count'] as const;

/** GET /admin/tags: the Tags table (sort, order, page, search) and pickers (search, exclude_ids, limit=all). */
export const tagListInput = adminListInput(TAG_SORTS, 'title');
export type TagListInput = z.input<typeof tagListInput>;

/** The create/edit form: only a title, unique regardless of case. */
export const tagInput = z.object({ title: requiredText(TITLE_MAX) });
export type TagInput = z.input<typeof tagInput>;

export const tagOutput = z.object({
  id: z.number(),
  title: z.string(),
  posts_count: z.number(),
  created_at: z.string(),
});
export type TagDto = z.infer<typeof tagOutput>;

export const tagCrud = crudSchemas(tagListInput, tagInput, withId(tagInput), tagOutput, 'tag');
export const { listOutput: tagListOutput, savedOutput: tagSavedOutput } = tagCrud;
