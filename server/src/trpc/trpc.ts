// The procedure builders every domain router uses. Auth lives here, never in a resolver.
import { initTRPC, TRPCError } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { MSG } from '#shared/messages';
import { FieldValidationError, fieldErrorsFromZod, unauthorized, unprocessable } from '../lib/errors';
import { userForToken } from '../modules/auth/auth.service';
import type { AuthedContext, Context } from './context';

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const cause = error.cause;
      const errors = cause instanceof FieldValidationError ? cause.errors : undefined;
      // No stack, no SQL, no internal message ever leaves the server.
      return {
        message: internal ? MSG.serverError : shape.message,
        code: shape.code,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path },
        ...(errors ? { errors } : {}),
      };
    },
  });

/**
 * Zod input failures become 422 with per-field messages. The middleware sits before .input(), so
 * it wraps the input parser and sees its BAD_REQUEST.
 */
const validationAs422 = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok && result.error.code === 'BAD_REQUEST' && result.error.cause instanceof ZodError) {
    throw unprocessable(fieldErrorsFromZod(result.error.cause));
  }
  return result;
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure.use(validationAs422);

/** Staff only: 401 for a missing, unknown or expired token. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.token) throw unauthorized();
  const user = await userForToken(ctx.deps, ctx.token);
  if (!user) throw unauthorized();
  return next({ ctx: { ...ctx, token: ctx.token, user } satisfies AuthedContext });
});

export { TRPCError };
