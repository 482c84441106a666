import { z } from 'zod';
import {
  commissionInput,
  contactInput,
  inquireInput,
  placementInquireInput,
  subscribeInput,
} from '#shared/schemas/forms';
import {
  submissionListInput,
  submissionListOutput,
  submissionNoteInput,
  submissionOutput,
  submissionReplyInput,
  submissionStatusInput,
  subscriberListInput,
  subscriberListOutput,
} from '#shared/schemas/inbox';
import { idInput, messageOutput } from '#shared/schemas/list';
import { rest } from '#server/trpc/rest';
import { publicProcedure, router } from '#server/trpc/trpc';
import * as forms from './forms.service';
import * as inbox from './inbox.service';
import { confirmSubscription, subscribe, unsubscribe } from './subscribe.service';

const { publicPost, adminGet, adminPost, adminPut } = rest('forms');
const tokenInput = z.object({ token: z.string().trim().min(1).max(200) });

export const formsRouter = router({
  subscribe: publicPost('/public/subscribe', 'Join the mailing list (a confirmation link is emailed: double opt-in)')
    .input(subscribeInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => subscribe(ctx.deps, input, ctx.ip)),
  // The pages behind the emailed links (tRPC only: the one-click POST is plain Express).
  confirmSubscription: publicProcedure
    .input(tokenInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => confirmSubscription(ctx.deps, input.token, ctx.ip)),
  unsubscribe: publicProcedure
    .input(tokenInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => unsubscribe(ctx.deps, input.token, ctx.ip)),

  contact: publicPost('/public/contact-us/send-message', 'Send the gallery a message')
    .input(contactInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => forms.sendContactMessage(ctx.deps, input, { ip: ctx.ip })),
  inquire: publicPost('/public/forms/inquire', 'Ask about an artwork (its id or slug)')
    .input(inquireInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => forms.sendInquiry(ctx.deps, input, { ip: ctx.ip })),
  placementInquire: publicPost('/public/forms/virtual-placement-inquire', 'Ask for the virtual placement service')
    .input(placementInquireInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => forms.sendPlacementInquiry(ctx.deps, input, { ip: ctx.ip })),
  commission: publicPost('/public/forms/commissions', 'Ask for a commission by an artist of active-artists-names')
    .input(commissionInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => forms.sendCommission(ctx.deps, input, { ip: ctx.ip })),

  inbox: router({
    list: adminGet('/admin/form-submissions', "Visitors' submissions, newest first, by kind and status")
      .input(submissionListInput)
      .output(submissionListOutput)
      .query(({ ctx, input }) => inbox.listSubmissions(ctx.deps, input)),
    get: adminGet('/admin/form-submission/{id}', 'One submission: every field, its images, its artwork')
      .input(idInput)
      .output(submissionOutput)
      .query(({ ctx, input }) => inbox.getSubmission(ctx.deps, input.id)),
    setStatus: adminPut('/admin/form-submission/{id}/status', 'Mark a submission new, answered or archived')
      .input(submissionStatusInput)
      .output(submissionOutput)
      .mutation(({ ctx, input }) => inbox.setSubmissionStatus(ctx.deps, input.id, input.status)),
    reply: adminPost(
      '/admin/form-submission/{id}/replies',
      "Answer the visitor by email (the gallery's mailbox as Reply-To); the reply joins the thread",
    )
      .input(submissionReplyInput)
      .output(submissionOutput)
      .mutation(({ ctx, input }) => inbox.replyToSubmission(ctx.deps, input.id, input.body)),
    note: adminPost('/admin/form-submission/{id}/notes', 'Add a note for staff to the thread (never emailed)')
      .input(submissionNoteInput)
      .output(submissionOutput)
      .mutation(({ ctx, input }) => inbox.addSubmissionNote(ctx.deps, input.id, input.body)),
    newCount: adminGet('/admin/form-submissions/new-count', 'How many submissions are new (the sidebar badge)')
      .input(z.void())
      .output(z.object({ count: z.number() }))
      .query(({ ctx }) => inbox.newSubmissionCount(ctx.deps)),
    subscribers: adminGet('/admin/subscribers', 'The mailing list: confirmed, unconfirmed and opted-out addresses')
      .input(subscriberListInput)
      .output(subscriberListOutput)
      .query(({ ctx, input }) => inbox.listSubscribers(ctx.deps, input)),
  }),
});
