// Art advisory services: the admin CRUD and the two public reads.
import { z } from 'zod';
import { advisoryCardsOutput, advisoryDetailOutput, artAdvisoryCrud } from '#shared/schemas/art-advisory';
import { slugInput } from '#shared/schemas/catalogue-public';
import { crud } from '#server/trpc/crud';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import * as advisories from './art-advisory.service';

const { publicGet } = rest('media');

export const artAdvisoryRouter = router({
  ...crud('media', artAdvisoryCrud, advisories.artAdvisoryService, {
    paths: { list: '/admin/art-advisories', item: '/admin/art-advisory' },
    nouns: { one: 'art advisory', many: 'Art advisories' },
    summaries: {
      create: "Create an art advisory (a taken title: 'The Art Advisory has already been taken')",
      delete: 'Delete an art advisory (403 while it is active)',
    },
  }),
  publicList: publicGet('/public/art-advisories', "Published advisory services in the gallery's order")
    .input(z.void())
    .output(advisoryCardsOutput)
    .query(({ ctx }) => advisories.publicAdvisories(ctx.deps)),
  bySlug: publicGet('/public/art-advisory/{slug}', 'One published advisory service, with the others')
    .input(slugInput)
    .output(advisoryDetailOutput)
    .query(({ ctx, input }) => advisories.publicAdvisory(ctx.deps, input.slug)),
});
