import { applyErrorPolicy } from '#client/lib/error-policy';
import { firstFieldErrors, httpStatusOf, messageOf } from '#client/lib/api-error';

export interface FormFailure {
  /** the first message of each field, for form.setErrors */
  fields: Record<string, string>;
  /** the sentence for the alert above the button; null when the global policy took the error */
  alert: string | null;
}

/**
 * The auth screens handle their own 4xx and leave 401, 5xx and a lost
 * connection to the global policy. `prefer` lists the fields whose message the alert should show;
 * a 422 without any of them shows `fallback422` when given (login: 'Some Error'), else the message.
 */
export const describeFailure = (error: unknown, prefer: string[], fallback422?: string): FormFailure => {
  const status = httpStatusOf(error);
  if (status === undefined || status === 401 || status >= 500) {
    applyErrorPolicy(error, { isQuery: false });
    return { fields: {}, alert: null };
  }
  const fields = status === 422 ? firstFieldErrors(error) : {};
  const preferred = prefer.map((f) => fields[f]).find(Boolean);
  if (preferred) return { fields, alert: preferred };
  return { fields, alert: status === 422 && fallback422 ? fallback422 : messageOf(error) };
};

/** A `next` target only when it stays on this site: a path, never `//host` or `/\host`. */
export const safeNext = (next: string | null): string | null =>
  next && next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\') ? next : null;
