// What went wrong with a sent form, read the same way from tRPC (JSON forms) and from the multipart
// routes: the HTTP status, the first message per field (a 422), and a sentence for the form.
import { MSG } from '#shared/messages';
import { firstFieldErrors, httpStatusOf, messageOf } from '#client/lib/api-error';

export interface FormFailure {
  status: number;
  fields: Record<string, string>;
  message: string;
}

export const CONNECTION_LOST =
  'The connection was lost before the form arrived. Nothing you typed is lost: please try again.';

/** A multipart route's refusal, with the same shape as tRPC's. */
export class FormSendError extends Error {
  constructor(readonly failure: FormFailure) {
    super(failure.message);
  }
}

const wait = (seconds: number) =>
  seconds >= 90 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;

/** The sentence shown above the button; fields with their own message are marked under them. */
const sentence = (status: number, fields: Record<string, string>, fallback: string, retryAfter?: number) => {
  if (status === 429)
    return `Too many forms were sent from here. Please try again in ${retryAfter ? wait(retryAfter) : 'a few minutes'}.`;
  if (status === 0) return CONNECTION_LOST;
  if (status >= 500) return `${MSG.serverError} Nothing you typed is lost: please try again.`;
  return Object.keys(fields).length ? 'Please check the fields marked below.' : fallback;
};

export const failureOf = (err: unknown): FormFailure => {
  if (err instanceof FormSendError) return err.failure;
  const status = httpStatusOf(err) ?? 0;
  const fields = firstFieldErrors(err);
  return { status, fields, message: sentence(status, fields, messageOf(err)) };
};

/**
 * POSTs a multipart form with the upload's progress (fetch cannot report it), answering the JSON
 * body or throwing FormSendError.
 */
export const sendMultipart = (url: string, data: FormData, onProgress: (fraction: number) => void) =>
  new Promise<{ message: string }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(e.loaded / e.total);
    };
    xhr.onload = () => {
      let body: { message?: string; errors?: Record<string, string[]> } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // not JSON (a proxy's page): the status says enough
      }
      if (xhr.status >= 200 && xhr.status < 300) return resolve({ message: body.message ?? MSG.messageSent });
      const fields = Object.fromEntries(Object.entries(body.errors ?? {}).map(([k, v]) => [k, v[0] ?? '']));
      const retryAfter = Number(xhr.getResponseHeader('Retry-After')) || undefined;
      const message = sentence(xhr.status, fields, body.message ?? MSG.someError, retryAfter);
      reject(new FormSendError({ status: xhr.status, fields, message }));
    };
    xhr.onerror = () => reject(new FormSendError({ status: 0, fields: {}, message: CONNECTION_LOST }));
    xhr.send(data);
  });
