// Private viewing rooms are reached by their address alone, so tries at room addresses are counted
// per client (IPv6 by /64) where the room is looked up, whatever way the address came: the page
// (any spelling the page router reads as a room's), the REST read, a tRPC call alone or in a batch
// (each call counts). A try is counted before the look-up, so parallel tries cannot outrun the
// budget, and given back when the room exists: past the budget every room address answers 429, a
// right one too, so that guessing stops paying. A room's answer is never kept by the page or
// answer caches (PER_VISITOR), which would otherwise answer it without asking.
import type { AppDeps } from '#server/deps';
import { noteReads, PER_VISITOR } from '#server/db/data-versions';
import { clientGroup, rateLimited } from '#server/lib/rate-limit';

/** Wrong room addresses one client may try: a mistyped link or two, not a dictionary. */
export const ROOM_GUESSES = { max: 20, windowMs: 15 * 60_000 };
export const ROOM_GUESSES_SPENT =
  'Too many private viewing room addresses were tried from your connection. Please try again later, or ask the gallery for your link.';

/** Counts a try at a room address from `ip` (429 past the budget); answers how to give it back. */
export const tryRoomAddress = (deps: Pick<AppDeps, 'limiter'>, ip: string) => {
  noteReads([PER_VISITOR]);
  const spent = deps.limiter.spend(`room-guess:${clientGroup(ip)}`, 1, ROOM_GUESSES.max, ROOM_GUESSES.windowMs);
  if (!spent.ok) throw rateLimited(spent.retryAfterSeconds, ROOM_GUESSES_SPENT);
  return spent.refund;
};
