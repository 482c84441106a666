// A date's guest list as a CSV file. It is a plain Express route (the REST layer answers JSON only)
// that wants the staff token in a header, so a link cannot fetch it: the file is fetched, then saved.
import { MSG } from '#shared/messages';
import { toastError } from '../../../app/toast';
import { clearToken, getToken } from '../../../lib/auth-token';
import type { ShowKindKey } from '../api';

export const downloadGuestList = async (kind: ShowKindKey, id: number, date: string) => {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(`/api/admin/${kind}/${id}/rsvps.csv?date=${encodeURIComponent(date)}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    return toastError('The guest list could not be downloaded: the connection failed.');
  }
  if (res.status === 401) {
    clearToken();
    return window.location.assign('/login');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => ({}))) as { message?: string };
    return toastError(body.message ?? MSG.someError);
  }
  const name = /filename="([^"]+)"/.exec(res.headers.get('Content-Disposition') ?? '')?.[1] ?? `guests-${date}.csv`;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
};
