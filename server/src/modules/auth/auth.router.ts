import { z } from 'zod';
import {
  confirmInviteInput,
  forgotPasswordInput,
  inviteInput,
  loginInput,
  loginOutput,
  resetPasswordInput,
  updateUserInput,
  userOutput,
  verifyEmailInput,
} from '#shared/schemas/auth';
import { messageOutput } from '#shared/schemas/list';
import { badRequest } from '#server/lib/errors';
import { rest, type RestPath } from '#server/trpc/rest';
import { middleware, router } from '#server/trpc/trpc';
import * as auth from './auth.service';

/**
 * Each auth call needs its own HTTP request: a batch would carry hundreds of password guesses
 * past the per-request limits and argon2 bound in one go (decision 012). The client sends them alone.
 */
export const UNBATCHED_MESSAGE = 'Sign-in calls cannot be sent in a batch: send each one in its own request.';
const alone = middleware(({ ctx, next }) => {
  if (ctx.batched) throw badRequest(UNBATCHED_MESSAGE);
  return next();
});
const builders = rest('auth');
const adminGet = (path: RestPath, summary: string) => builders.adminGet(path, summary).use(alone);
const adminPost = (path: RestPath, summary: string) => builders.adminPost(path, summary).use(alone);
const adminPut = (path: RestPath, summary: string) => builders.adminPut(path, summary).use(alone);
const publicPost = (path: RestPath, summary: string) => builders.publicPost(path, summary).use(alone);

export const authRouter = router({
  login: publicPost('/login', 'Log in with email and password')
    .input(loginInput)
    .output(loginOutput)
    .mutation(({ ctx, input }) => {
      ctx.res.setHeader('Cache-Control', 'no-store');
      return auth.login(ctx.deps, input, ctx.ip);
    }),

  logout: adminPost('/logout', 'Revoke the current token')
    .input(z.void())
    .output(messageOutput)
    .mutation(({ ctx }) => auth.logout(ctx.deps, ctx.token)),

  me: adminGet('/admin/user', 'The signed-in staff member')
    .input(z.void())
    .output(userOutput)
    .query(({ ctx }) => auth.toUserDto(ctx.deps, ctx.user)),

  updateMe: adminPut('/admin/user', 'Update name, avatar or password')
    .input(updateUserInput)
    .output(z.object({ message: z.string(), user: userOutput }))
    .mutation(({ ctx, input }) => auth.updateProfile(ctx.deps, ctx.user, input, ctx.token, ctx.ip)),

  forgotPassword: publicPost('/public/forgot-password', 'Email a password reset link')
    .input(forgotPasswordInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => auth.forgotPassword(ctx.deps, input.email, ctx.ip)),

  resetPassword: publicPost('/public/reset-password', 'Set a new password with an emailed token')
    .input(resetPasswordInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => auth.resetPassword(ctx.deps, input)),

  invite: adminPost('/admin/user/invite', 'Invite a staff member by email')
    .input(inviteInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) =>
      auth.invite(ctx.deps, input, { id: ctx.user.id, name: `${ctx.user.first_name} ${ctx.user.last_name}`.trim() }),
    ),

  confirmInvite: publicPost('/user/confirm-invite', 'Accept an invitation')
    .input(confirmInviteInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => auth.confirmInvite(ctx.deps, input)),

  sendVerifyEmail: adminPost('/admin/user/send-verify-email', 'Email a verification link')
    .input(z.void())
    .output(messageOutput)
    .mutation(({ ctx }) => auth.sendVerifyEmail(ctx.deps, ctx.user)),

  verifyEmail: adminPut('/admin/user/verify-email', 'Confirm the email with its token')
    .input(verifyEmailInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => auth.verifyEmail(ctx.deps, ctx.user, input.token)),
});
