// The one place the client sends files: a multipart POST to the file uploader (tRPC carries JSON
// only). Files the server would refuse anyway are stopped here, before any byte is sent.
import { IMAGE_MAX_MB } from '#shared/constants';
import { MSG } from '#shared/messages';
import type { ImageDto } from '#shared/schemas/image';
import { showServerErrorDialog } from './error-policy';
import { toastError } from './toast';
import { clearToken, getToken } from './auth-token';

const ACCEPTED_EXT = /\.(png|jpe?g)$/i;
const ACCEPTED_MIME = new Set(['image/png', 'image/jpeg', 'image/jpg']);

/** Spec rule (section 5): png, jpeg or jpg, at most 15 MB; otherwise the size toast. */
export const isAcceptableImage = (file: File) =>
  (ACCEPTED_MIME.has(file.type) || (!file.type && ACCEPTED_EXT.test(file.name))) &&
  file.size <= IMAGE_MAX_MB * 1024 * 1024;

interface UploadAnswer {
  valid?: ImageDto[];
  invalid?: { name: string; message: string }[];
  message?: string;
}

export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'UploadError';
  }
}

export interface UploadOptions {
  /** the share of the request body sent so far, 0..1 (XMLHttpRequest upload progress) */
  onProgress?: (fraction: number) => void;
}

interface Sent {
  status: number;
  answer: UploadAnswer;
}

// XMLHttpRequest rather than fetch: fetch still reports no upload progress.
const send = (body: FormData, opts: UploadOptions) =>
  new Promise<Sent>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/admin/file-uploader');
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.responseType = 'text';
    if (opts.onProgress) {
      const report = opts.onProgress;
      xhr.upload.addEventListener('progress', (e) => {
        if (e.lengthComputable && e.total > 0) report(e.loaded / e.total);
      });
    }
    xhr.addEventListener('load', () => {
      let answer: UploadAnswer;
      try {
        answer = JSON.parse(xhr.responseText || '{}') as UploadAnswer;
      } catch {
        answer = {};
      }
      resolve({ status: xhr.status, answer });
    });
    xhr.addEventListener('error', () => reject(new Error('network')));
    xhr.addEventListener('abort', () => reject(new Error('aborted')));
    xhr.send(body);
  });

/**
 * Uploads images and returns the stored ones (possibly none). Files refused here or by the server
 * each get a toast. The error policy is applied as for tRPC calls: 401 goes to /login, 500 and
 * network failures open the 'Sorry, something went wrong!' dialog; both then throw UploadError.
 * A 422 (nothing could be stored) throws UploadError with the server's message for the caller to
 * show (use `meta: { handlesErrors: true }` when calling this from a useMutation).
 */
export const uploadImages = async (files: File[], opts: UploadOptions = {}): Promise<ImageDto[]> => {
  const refused = files.filter((f) => !isAcceptableImage(f));
  for (const file of refused) toastError(MSG.imageTooLarge(file.name, IMAGE_MAX_MB));
  const accepted = files.filter(isAcceptableImage);
  if (!accepted.length) return [];

  const body = new FormData();
  for (const file of accepted) body.append('files[]', file, file.name);
  let sent: Sent;
  try {
    sent = await send(body, opts);
  } catch {
    showServerErrorDialog();
    throw new UploadError(MSG.serverError, 0);
  }
  const { status, answer } = sent;
  if (status === 401) {
    clearToken();
    window.location.assign('/login');
  } else if (status >= 500 || status === 0) showServerErrorDialog();
  if (status < 200 || status >= 300)
    throw new UploadError(answer.message || (status >= 500 ? MSG.serverError : MSG.someError), status);
  for (const item of answer.invalid ?? []) toastError(item.message);
  return answer.valid ?? [];
};
