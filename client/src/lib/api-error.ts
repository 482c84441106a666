// Reading the server's error contract (decision 003): { message, code, data: { httpStatus }, errors }.
import { TRPCClientError } from '@trpc/client';
import { MSG } from '#shared/messages';

export type FieldErrors = Record<string, string[]>;

interface Shape {
  message?: string;
  errors?: FieldErrors;
  data?: { httpStatus?: number; code?: string };
}

const shapeOf = (error: unknown): Shape | undefined =>
  error instanceof TRPCClientError ? ((error.shape as Shape | undefined) ?? undefined) : undefined;

export const httpStatusOf = (error: unknown): number | undefined =>
  error instanceof TRPCClientError
    ? ((error.data as Shape['data'] | undefined)?.httpStatus ?? shapeOf(error)?.data?.httpStatus)
    : undefined;

export const fieldErrorsOf = (error: unknown): FieldErrors => shapeOf(error)?.errors ?? {};

/** The first message of each field: a form shows only that one under the field. */
export const firstFieldErrors = (error: unknown): Record<string, string> =>
  Object.fromEntries(Object.entries(fieldErrorsOf(error)).map(([k, v]) => [k, v[0] ?? '']));

export const messageOf = (error: unknown): string => {
  if (error instanceof TRPCClientError) return error.message || MSG.someError;
  if (error instanceof Error) return error.message;
  return MSG.someError;
};
