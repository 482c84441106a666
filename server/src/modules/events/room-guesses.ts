// Private viewing rooms are reached by their address alone, so wrong addresses are counted per
// client (IPv6 by /64): past the budget every room address answers 429, a right one too, so that
// guessing stops paying. Mounted before the answer and page caches, on each way to a room: its
// page, the REST read and the tRPC procedure.
import type { RequestHandler } from 'express';
import type { AppDeps } from '#server/deps';
import { guarded } from '#server/lib/guard';
import { clientGroup } from '#server/lib/rate-limit';
import { pathOf, PUBLIC_KINDS } from '#shared/public-kinds';

/** Wrong room addresses one client may try: a mistyped link or two, not a dictionary. */
export const ROOM_GUESSES = { max: 20, windowMs: 15 * 60_000 };
export const ROOM_GUESSES_SPENT =
  'Too many private viewing room addresses were tried from your connection. Please try again later, or ask the gallery for your link.';

/** What every room page's address starts with: '/private-viewing-room/'. */
const ROOM_PAGE_PREFIX = pathOf('viewingRoom', '');

export const ROOM_PATHS = [
  PUBLIC_KINDS.viewingRoom.pattern,
  '/api/public/viewing-room/:slug',
  '/trpc/eventsPublic.viewingRoom',
];

export const limitRoomGuesses =
  (deps: Pick<AppDeps, 'limiter' | 'logger'>): RequestHandler =>
  (req, res, next) => {
    const key = `room-guess:${clientGroup(req.ip ?? req.socket.remoteAddress ?? 'unknown')}`;
    const used = deps.limiter.used(key);
    if (used.count >= ROOM_GUESSES.max) {
      res.status(429).setHeader('Retry-After', String(used.retryAfterSeconds));
      res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      if (req.path.startsWith(ROOM_PAGE_PREFIX)) return void res.type('text/plain').send(ROOM_GUESSES_SPENT);
      const code = 'TOO_MANY_REQUESTS';
      return void res.json({ message: ROOM_GUESSES_SPENT, code, data: { code, httpStatus: 429 } });
    }
    res.on(
      'finish',
      guarded(deps.logger, 'counting a room guess', () => {
        if (res.statusCode === 404) deps.limiter.hit(key, ROOM_GUESSES.max, ROOM_GUESSES.windowMs);
      }),
    );
    next();
  };
