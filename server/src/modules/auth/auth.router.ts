import { z } from 'zod';
import {
  confirmInviteInput,
  forgotPasswordInput,
  inviteInput,
  loginInput,
  loginOutput,
  messageOutput,
  resetPasswordInput,
  updateUserInput,
  userOutput,
  verifyEmailInput,
} from '#shared/schemas/auth';
import { adminProcedure, publicProcedure, router } from '#server/trpc/trpc';
import * as auth from './auth.service';

const tags = ['auth'];

export const authRouter = router({
  login: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/login', protect: false, tags, summary: 'Log in with email and password' },
    })
    .input(loginInput)
    .output(loginOutput)
    .mutation(({ ctx, input }) => auth.login(ctx.deps, input, ctx.ip)),

  logout: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/logout', tags, summary: 'Revoke the current token' } })
    .input(z.void())
    .output(messageOutput)
    .mutation(({ ctx }) => auth.logout(ctx.deps, ctx.token)),

  me: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/user', tags, summary: 'The signed-in staff member' } })
    .input(z.void())
    .output(userOutput)
    .query(({ ctx }) => auth.toUserDto(ctx.deps, ctx.user)),

  updateMe: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/user', tags, summary: 'Update name, avatar or password' } })
    .input(updateUserInput)
    .output(z.object({ message: z.string(), user: userOutput }))
    .mutation(({ ctx, input }) => auth.updateProfile(ctx.deps, ctx.user, input, ctx.token)),

  forgotPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/public/forgot-password',
        protect: false,
        tags,
        summary: 'Email a password reset link',
      },
    })
    .input(forgotPasswordInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx.deps, input.email, ctx.ip)),

  resetPassword: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/public/reset-password',
        protect: false,
        tags,
        summary: 'Set a new password with an emailed token',
      },
    })
    .input(resetPasswordInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx.deps, input)),

  invite: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/user/invite', tags, summary: 'Invite a staff member by email' } })
    .input(inviteInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) =>
      auth.invite(ctx.deps, input, { id: ctx.user.id, name: `${ctx.user.first_name} ${ctx.user.last_name}`.trim() }),
    ),

  confirmInvite: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/user/confirm-invite', protect: false, tags, summary: 'Accept an invitation' },
    })
    .input(confirmInviteInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => auth.confirmInvite(ctx.deps, input)),

  sendVerifyEmail: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/user/send-verify-email', tags, summary: 'Email a verification link' },
    })
    .input(z.void())
    .output(messageOutput)
    .mutation(({ ctx }) => auth.sendVerifyEmail(ctx.deps, ctx.user)),

  verifyEmail: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/admin/user/verify-email', tags, summary: 'Confirm the email with its token' },
    })
    .input(verifyEmailInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => auth.verifyEmail(ctx.deps, ctx.user, input.token)),
});
