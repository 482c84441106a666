// The procedure builders every domain router uses. Auth lives here, never in a resolver.
import { initTRPC, TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { OpenApiMeta } from 'trpc-to-openapi';
import { ZodError } from 'zod';
import { MSG } from '#shared/messages';
import { DomainError, type DomainStatus, FieldErrors, fieldErrorsFromZod, unauthorized } from '#server/lib/errors';
import { isStorageFailure, StorageUnavailable } from '#server/lib/storage-errors';
import type { AuthedContext, Context } from './context';

const CODE: Record<DomainStatus, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

const toTRPCError = (err: DomainError) => new TRPCError({ code: CODE[err.status], message: err.message, cause: err });

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const internal = error.code === 'INTERNAL_SERVER_ERROR';
      const cause = error.cause;
      const errors = cause instanceof FieldErrors ? cause.errors : undefined;
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
 * The one place where domain errors become HTTP statuses for tRPC and REST: a service's NotFound,
 * FieldErrors or Refused, and zod input failures as 422 with per-field messages. The middleware
 * sits before .input(), so it wraps the input parser and sees its BAD_REQUEST.
 */
const domainErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (result.ok) return result;
  const cause = result.error.cause;
  if (cause instanceof DomainError) throw toTRPCError(cause);
  if (isStorageFailure(cause)) {
    ctx.deps.logger.error({ err: cause }, 'a write was refused by the storage');
    throw toTRPCError(new StorageUnavailable());
  }
  if (result.error.code === 'BAD_REQUEST' && cause instanceof ZodError) throw toTRPCError(fieldErrorsFromZod(cause));
  return result;
});

export const router = t.router;
export const mergeRouters = t.mergeRouters;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

export const publicProcedure = t.procedure.use(domainErrors);

/** Staff only: 401 for a missing, unknown or expired token. */
export const adminProcedure = publicProcedure.use(async ({ ctx, next }) => {
  if (!ctx.token) throw unauthorized();
  const user = await ctx.deps.staffOf(ctx.token);
  if (!user) throw unauthorized();
  // Staff data must not stay in a browser or proxy cache.
  ctx.res.setHeader('Cache-Control', 'no-store');
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const deps = { ...ctx.deps, actor: { id: user.id, name } };
  return next({ ctx: { ...ctx, deps, token: ctx.token, user } satisfies AuthedContext });
});
