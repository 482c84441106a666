import { subscribeInput } from '#shared/schemas/forms';
import { messageOutput } from '#shared/schemas/list';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import { subscribe } from './subscribe.service';

const { publicPost } = rest('forms');

export const formsRouter = router({
  subscribe: publicPost('/public/subscribe', 'Join the mailing list')
    .input(subscribeInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => subscribe(ctx.deps, input, ctx.ip)),
});
