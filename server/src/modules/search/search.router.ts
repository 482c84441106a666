// GET /api/public/search, /search-snippets and /search-by-tag.
import {
  byTagInput,
  byTagOutput,
  searchInput,
  searchOutput,
  snippetsInput,
  snippetsOutput,
} from '#shared/schemas/search';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import * as service from './search.service';

const { publicGet } = rest('search');

export const searchRouter = router({
  search: publicGet(
    '/public/search',
    'Site-wide search: counts per tab (ART, ARTISTS, ARTICLES, EVENTS) and a page of each',
  )
    .input(searchInput)
    .output(searchOutput)
    .query(({ ctx, input }) => service.search(ctx.deps, input)),

  snippets: publicGet('/public/search-snippets', 'A few titles for type-ahead, from the first letter')
    .input(snippetsInput)
    .output(snippetsOutput)
    .query(({ ctx, input }) => service.suggestions(ctx.deps, input)),

  byTag: publicGet('/public/search-by-tag', 'The posts listed under a tag, newest first, 12 a page')
    .input(byTagInput)
    .output(byTagOutput)
    .query(({ ctx, input }) => service.byTag(ctx.deps, input)),
});
