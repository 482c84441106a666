// Site-wide search (GET /api/public/search, /search-snippets, /search-by-tag): what a visitor sends
// and the cards that come back, one shape for every kind so that a tab can mix articles or shows.
import { z } from 'zod';
import { SEARCH_MAX, SEARCH_TABS } from '#shared/constants';
import { imageOutput } from './image';
import { idInput, pagedData } from './list';
import { page, requiredText } from '#shared/validation';

export const searchTab = z.enum(SEARCH_TABS);
export type SearchTabKey = z.infer<typeof searchTab>;

/** The visitor's words: required ('This field is required' when empty or spaces), 1000 characters at most. */
const searchText = () => requiredText(SEARCH_MAX);

export const searchInput = z.object({
  search: searchText(),
  page: page(),
  /** beside the spec: only this tab's page (infinite scroll in one tab); all four when absent */
  tab: searchTab.optional(),
});

export const snippetsInput = z.object({ search: searchText() });

export const byTagInput = z.object({ tag_id: idInput.shape.id, page: page() });

/** A piece of the highlighted snippet: `hit` pieces are the visitor's words. */
export const snippetPart = z.object({ text: z.string(), hit: z.boolean() });

export const searchHitOutput = z.object({
  /** the public kind (shared/public-kinds.ts): artwork, artist, news, exhibition... */
  kind: z.string(),
  id: z.number(),
  slug: z.string(),
  /** the item's address, from the public registry */
  path: z.string(),
  title: z.string(),
  /** the line above the title: a work's artist, a show's or an article's type */
  kicker: z.string().nullable(),
  /** a few facts: size and price, dates and place, an artist's summary line */
  meta: z.array(z.string()),
  image: imageOutput.nullable(),
  /** where the words were found, highlighted */
  snippet: z.array(snippetPart),
});
export type SearchHit = z.infer<typeof searchHitOutput>;

export const searchTabOutput = pagedData(searchHitOutput);

/** A part of the site a visitor can browse instead. */
export const searchSection = z.object({ label: z.string(), path: z.string() });

export const searchOutput = z.object({
  search: z.string(),
  page: z.number(),
  /** how many items each tab finds, up to 1000 */
  counts: z.record(searchTab, z.number()),
  /** the tabs that find more than 1000 (counted and ranked: the newest 1000) */
  counts_capped: z.record(searchTab, z.boolean()),
  /** page `page` of each tab (only `tab` when asked) */
  tabs: z.object({
    ART: searchTabOutput.optional(),
    ARTISTS: searchTabOutput.optional(),
    ARTICLES: searchTabOutput.optional(),
    EVENTS: searchTabOutput.optional(),
  }),
  /**
   * Only when nothing is found: the index's words nearest to those typed (each finds something
   * when searched alone), and the sections of the site to browse instead.
   */
  no_results: z.object({ terms: z.array(z.string()), sections: z.array(searchSection) }).optional(),
});
export type SearchResult = z.infer<typeof searchOutput>;

export const snippetOutput = z.object({
  kind: z.string(),
  tab: searchTab,
  title: z.string(),
  path: z.string(),
});
export const snippetsOutput = z.object({ data: z.array(snippetOutput) });
export type SearchSuggestion = z.infer<typeof snippetOutput>;

export const byTagOutput = pagedData(searchHitOutput);
