import { messageOutput } from '#shared/schemas/auth';
import { subscribeInput } from '#shared/schemas/forms';
import { publicProcedure, router } from '#server/trpc/trpc';
import { subscribe } from './subscribe.service';

const tags = ['forms'];

export const formsRouter = router({
  subscribe: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/public/subscribe', protect: false, tags, summary: 'Join the mailing list' },
    })
    .input(subscribeInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => subscribe(ctx.deps, input, ctx.ip)),
});
