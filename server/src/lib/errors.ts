// The API's error contract (DESIGN.md "The API contract"): helpers that services throw, and the
// translation of zod failures into 422 { message, errors: { field: [messages] } }.
import { TRPCError } from '@trpc/server';
import type { ZodError } from 'zod';
import { MSG } from '#shared/messages';

export type FieldErrors = Record<string, string[]>;

/** Carries per-field messages through tRPC to the error formatter. */
export class FieldValidationError extends Error {
  constructor(readonly errors: FieldErrors) {
    super(Object.values(errors)[0]?.[0] ?? MSG.someError);
    this.name = 'FieldValidationError';
  }
}

export const fieldErrorsFromZod = (error: ZodError): FieldErrors => {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
};

/** 422 with one or more field messages. */
export const unprocessable = (errors: FieldErrors): TRPCError =>
  new TRPCError({
    code: 'UNPROCESSABLE_CONTENT',
    message: Object.values(errors)[0]?.[0] ?? MSG.someError,
    cause: new FieldValidationError(errors),
  });

export const fieldError = (field: string, message: string) => unprocessable({ [field]: [message] });

export const notFound = (message: string = MSG.notFound) => new TRPCError({ code: 'NOT_FOUND', message });
export const forbidden = (message: string) => new TRPCError({ code: 'FORBIDDEN', message });
export const badRequest = (message: string) => new TRPCError({ code: 'BAD_REQUEST', message });
export const unauthorized = (message: string = MSG.unauthenticated) => new TRPCError({ code: 'UNAUTHORIZED', message });
export const tooManyRequests = (message: string = MSG.tooManyAttempts) =>
  new TRPCError({ code: 'TOO_MANY_REQUESTS', message });

/** True when SQLite refused a row for a UNIQUE constraint on one of the given columns. */
export const isUniqueViolation = (err: unknown, column?: string): boolean => {
  const e = err as { code?: string; message?: string };
  if (e?.code !== 'SQLITE_CONSTRAINT_UNIQUE' && e?.code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return false;
  return column ? (e.message ?? '').includes(`.${column}`) : true;
};
