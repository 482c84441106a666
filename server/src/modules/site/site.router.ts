// Site-wide reads for the public pages. tRPC only: the REST contract has its own per-section paths.
import { z } from 'zod';
import { showSummaryOutput } from '#shared/schemas/events';
import { publicProcedure, router } from '#server/trpc/trpc';
import * as site from './site.service';

const homeOutput = z.object({
  featured_exhibition: showSummaryOutput
    .extend({ reserve: z.object({ path: z.string(), label: z.string() }).nullable() })
    .nullable(),
  latest_news: z.array(z.object({ title: z.string(), slug: z.string(), date_published: z.string() })),
});

export const siteRouter = router({
  home: publicProcedure
    .input(z.void())
    .output(homeOutput)
    .query(({ ctx }) => site.home(ctx.deps)),
});
