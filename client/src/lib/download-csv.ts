// A CSV file from a plain Express route (the REST layer answers JSON only) that wants the staff
// token in a header, so a link cannot fetch it: the file is fetched, then saved under the name the
// server gives. The guest list and the change history use it.
import { MSG } from '#shared/messages';
import { toastError } from '#client/lib/toast';
import { clearToken, getToken } from './auth-token';

export const downloadCsv = async (path: string, fallbackName: string, what: string) => {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    return toastError(`${what} could not be downloaded: the connection failed.`);
  }
  if (res.status === 401) {
    clearToken();
    return window.location.assign('/login');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    return toastError(body.message ?? MSG.someError);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};
