// The API's error contract (decision 003). Services throw these domain errors and
// know nothing of the transport; tRPC (server/src/trpc/trpc.ts) and the Express routes
// (server/src/app.ts) map them once to 404/422/403 and the other statuses, with the same body:
// { message } or { message, errors: { field: [messages] } }.
import type { ZodError } from 'zod';
import { MSG } from '#shared/messages';

export type FieldMessages = Record<string, string[]>;

export type DomainStatus = 400 | 401 | 403 | 404 | 413 | 422 | 429 | 503;

/** A refusal the caller should read; anything else that is thrown is a 500 with nothing internal. */
export class DomainError extends Error {
  constructor(
    readonly status: DomainStatus,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** 404: the item does not exist (or is not public). */
export class NotFound extends DomainError {
  constructor(message: string = MSG.notFound) {
    super(404, message);
  }
}

/** 422 with the spec's message under each field; the first one is the answer's message. */
export class FieldErrors extends DomainError {
  constructor(readonly errors: FieldMessages) {
    super(422, Object.values(errors)[0]?.[0] ?? MSG.someError);
  }
}

/** 403: the request is understood and refused (an artist who still has artworks). */
export class Refused extends DomainError {
  constructor(message: string) {
    super(403, message);
  }
}

export const fieldError = (field: string, message: string) => new FieldErrors({ [field]: [message] });
export const badRequest = (message: string) => new DomainError(400, message);
export const unauthorized = (message: string = MSG.unauthenticated) => new DomainError(401, message);

export const fieldErrorsFromZod = (error: ZodError): FieldErrors => {
  const errors: FieldMessages = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join('.') : '_';
    (errors[key] ??= []).push(issue.message);
  }
  return new FieldErrors(errors);
};

/** The JSON body of a domain error, the same over tRPC, REST and the Express routes. */
export const errorBody = (err: DomainError): { message: string; errors?: FieldMessages } =>
  err instanceof FieldErrors ? { message: err.message, errors: err.errors } : { message: err.message };

/** True when SQLite refused a row for a UNIQUE constraint on one of the given columns. */
export const isUniqueViolation = (err: unknown, column?: string): boolean => {
  const e = err as { code?: string; message?: string };
  if (e?.code !== 'SQLITE_CONSTRAINT_UNIQUE' && e?.code !== 'SQLITE_CONSTRAINT_PRIMARYKEY') return false;
  return column ? (e.message ?? '').includes(`.${column}`) : true;
};
