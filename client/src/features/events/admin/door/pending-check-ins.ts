// Check-ins made at the door that the server has not confirmed yet, kept on the device
// (localStorage) so that a dropped connection, a closed tab or a reload never loses one. Each
// entry is an absolute state (this party: n arrived), so sending it twice is harmless: the server
// treats the same state as the same state. The latest tick on a reservation replaces the older.
import { useSyncExternalStore } from 'react';

export interface PendingCheckIn {
  kind: 'exhibition' | 'event';
  showId: number;
  rsvp: number;
  /** guests of the party in after this tick */
  arrived: number;
  /** when staff made it (ISO), so an older send cannot clear a newer tick */
  at: string;
}

const KEY = 'weft.door.pending-check-ins';
const listeners = new Set<() => void>();
let cache: { raw: string | null; list: PendingCheckIn[] } = { raw: null, list: [] };

const storage = () => (typeof window === 'undefined' ? undefined : window.localStorage);

const isEntry = (v: unknown): v is PendingCheckIn => {
  const e = v as PendingCheckIn;
  return (
    typeof e === 'object' &&
    e !== null &&
    (e.kind === 'exhibition' || e.kind === 'event') &&
    Number.isInteger(e.showId) &&
    Number.isInteger(e.rsvp) &&
    Number.isInteger(e.arrived) &&
    typeof e.at === 'string'
  );
};

/** Every pending check-in on this device; the same array while nothing changed (for React). */
export const readPending = (): PendingCheckIn[] => {
  const raw = storage()?.getItem(KEY) ?? null;
  if (raw === cache.raw) return cache.list;
  let list: PendingCheckIn[] = [];
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    list = Array.isArray(parsed) ? parsed.filter(isEntry) : [];
  } catch {
    // A damaged entry is dropped rather than stopping the door; the server keeps what it has.
  }
  cache = { raw, list };
  return list;
};

const write = (list: PendingCheckIn[]) => {
  storage()?.setItem(KEY, JSON.stringify(list));
  for (const l of listeners) l();
};

const same = (a: PendingCheckIn, b: Pick<PendingCheckIn, 'kind' | 'showId' | 'rsvp'>) =>
  a.kind === b.kind && a.showId === b.showId && a.rsvp === b.rsvp;

/** Keeps a tick until the server confirms it; a newer tick on the same party replaces it. */
export const putPending = (entry: PendingCheckIn) => write([...readPending().filter((e) => !same(e, entry)), entry]);

/** Drops a tick the server confirmed or refused, unless a newer tick replaced it meanwhile. */
export const dropPending = (entry: PendingCheckIn) =>
  write(readPending().filter((e) => !(same(e, entry) && e.at === entry.at)));

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab of the same door (or a reload's sibling) changed the list.
  const onStorage = (e: StorageEvent) => e.key === KEY && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

const NONE: PendingCheckIn[] = [];

/** The pending check-ins of one show, live. */
export const usePendingCheckIns = (kind: PendingCheckIn['kind'], showId: number) => {
  const all = useSyncExternalStore(subscribe, readPending, () => NONE);
  return all.filter((e) => e.kind === kind && e.showId === showId);
};
