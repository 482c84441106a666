// The failed-mail panel's procedures (staff only).
import { z } from 'zod';
import { idInput, messageOutput } from '#shared/schemas/list';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import * as mail from './mail.service';

const failedMail = z.object({
  id: z.number(),
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  attempts: z.number(),
  last_error: z.string(),
  created_at: z.string(),
});

const { adminGet, adminPost, adminDelete } = rest('mail');

export const mailRouter = router({
  failed: adminGet('/admin/mail/failed', 'Emails that gave up after every try, newest first (50 at most)')
    .input(z.void())
    .output(z.object({ total: z.number(), data: z.array(failedMail) }))
    .query(({ ctx }) => mail.listFailedMail(ctx.deps)),
  retry: adminPost('/admin/mail/{id}/retry', 'Queue a failed email again (404 when it is not failed)')
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => mail.retryFailedMail(ctx.deps, input.id)),
  dismiss: adminDelete('/admin/mail/{id}', 'Remove a failed email from the queue (404 when it is not failed)')
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => mail.dismissFailedMail(ctx.deps, input.id)),
});
