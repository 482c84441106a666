// How admin screens report a failed save or delete. 401, 5xx and a lost connection still go through
// the global policy (token cleared, or the 'Sorry, something went wrong!' dialog); the 4xx the screen
// can explain stay on the screen.
import { applyErrorPolicy } from '#client/lib/error-policy';
import { toastError } from '#client/lib/toast';
import { firstFieldErrors, httpStatusOf, messageOf } from '#client/lib/api-error';

/** A failed action without a form (delete, send): the server's message as an error toast. */
export const reportMutationError = (error: unknown) => {
  if (applyErrorPolicy(error, { isQuery: false })) return;
  toastError(messageOf(error));
};

/**
 * A failed save: a 422 puts the first message of each field under it; a 422
 * about no shown field, or another 4xx, becomes an error toast.
 */
export const reportFormError = (
  error: unknown,
  setErrors: (errors: Record<string, string>) => void,
  shownFields?: readonly string[],
) => {
  if (applyErrorPolicy(error, { isQuery: false })) return;
  const fields = httpStatusOf(error) === 422 ? firstFieldErrors(error) : {};
  setErrors(fields);
  const shown = Object.keys(fields).some((f) => !shownFields || shownFields.includes(f));
  if (!shown) toastError(messageOf(error));
};
