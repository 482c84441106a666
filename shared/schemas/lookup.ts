// Catalogue lookups (regions, exhibition types, colors, art types, materials, periods) and the
// admin filter groups built from them.
import { z } from 'zod';
import { TITLE_MAX } from '#shared/constants';
import { requiredText } from '#shared/validation';
import { adminListInput, pagedList, savedOutput } from '#shared/schemas/list';

/** GET /admin/regions (and the other lookups): pickers send search, exclude_ids and limit=all. */
export const lookupListInput = adminListInput(['title'], 'title').pick({
  search: true,
  exclude_ids: true,
  limit: true,
  page: true,
});
export type LookupListInput = z.input<typeof lookupListInput>;

export const lookupItem = z.object({ id: z.number(), title: z.string() });
export type LookupItem = z.infer<typeof lookupItem>;

export const lookupListOutput = pagedList(lookupItem);

/** POST /admin/material, /admin/color, /admin/region: a title, unique regardless of case. */
export const lookupInput = z.object({ title: requiredText(TITLE_MAX) });
export type LookupInput = z.input<typeof lookupInput>;

export const lookupSavedOutput = savedOutput(lookupItem);

/** The lists GET /admin/filters can describe, and the groups each one offers. */
export const ADMIN_FILTER_LISTS = {
  artworks: ['availability', 'status', 'artists', 'art_types', 'materials', 'colors', 'regions', 'periods'],
  artists: ['status', 'regions'],
} as const;
/** Every group: the artworks table offers them all. */
export const ADMIN_FILTER_KEYS = ADMIN_FILTER_LISTS.artworks;
export type AdminFilterKey = (typeof ADMIN_FILTER_KEYS)[number];

/**
 * GET /admin/filters: `list` names the admin table the groups are for (artworks by default);
 * `type` narrows the answer to one group (a picker that only needs materials).
 */
export const adminFiltersInput = z.object({
  list: z.enum(['artworks', 'artists']).default('artworks'),
  type: z.enum(ADMIN_FILTER_KEYS).optional(),
});

export const filterItem = z.object({ id: z.number(), val: z.string(), selected: z.boolean() });
export const filterGroup = z.object({ key: z.string(), title: z.string(), items: z.array(filterItem) });
export type FilterGroup = z.infer<typeof filterGroup>;
export const adminFiltersOutput = z.object({ list: z.array(filterGroup) });
