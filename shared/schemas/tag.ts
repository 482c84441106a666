// Tags of news, press releases and arttextstyle posts: the admin Tags screen and tag pickers.
import { z } from 'zod';
import { TITLE_MAX } from '#shared/constants';
import { idList, limit, page, requiredText, sortOrder } from '#shared/validation';

export const TAG_SORTS = ['id', 'title', 'created_at', 'posts_count'] as const;

/** GET /admin/tags: the Tags table (sort, order, page, search) and pickers (search, exclude_ids, limit=all). */
export const tagListInput = z.object({
  sort: z.enum(TAG_SORTS).default('title'),
  order: sortOrder(),
  page: page(),
  search: z.string().trim().max(TITLE_MAX).optional(),
  exclude_ids: idList(),
  limit: limit(),
});
export type TagListInput = z.input<typeof tagListInput>;

/** The create/edit form: only a title, unique regardless of case. */
export const tagInput = z.object({ title: requiredText(TITLE_MAX) });
export type TagInput = z.input<typeof tagInput>;

export const tagIdInput = z.object({ id: z.coerce.number().int().positive() });

export const tagOutput = z.object({
  id: z.number(),
  title: z.string(),
  posts_count: z.number(),
  created_at: z.string(),
});
export type TagDto = z.infer<typeof tagOutput>;

export const tagListOutput = z.object({
  list: z.array(tagOutput),
  hasMorePages: z.boolean(),
  total: z.number(),
  page: z.number(),
});

export const tagSavedOutput = z.object({ message: z.string(), tag: tagOutput });
