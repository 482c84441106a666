// Site-wide reads for the public pages. tRPC only: the REST contract has its own per-section paths.
import { z } from 'zod';
import { imageOutput } from '#shared/schemas/image';
import { publicProcedure, router } from '#server/trpc/trpc';
import * as site from './site.service';

const homeOutput = z.object({
  featured_exhibition: z
    .object({
      title: z.string(),
      slug: z.string(),
      dates: z.string().nullable(),
      start_date: z.string().nullable(),
      end_date: z.string().nullable(),
      image: imageOutput.nullable(),
    })
    .nullable(),
  latest_news: z.array(z.object({ title: z.string(), slug: z.string(), date_published: z.string() })),
});

export const siteRouter = router({
  home: publicProcedure
    .input(z.void())
    .output(homeOutput)
    .query(({ ctx }) => site.home(ctx.deps)),
});
