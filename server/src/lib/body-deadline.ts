// How long a client may take to send its request. Node's own bound is requestTimeout (300 s by
// default, for the whole server): one slow body per connection could hold hundreds of connections
// for five minutes each. Here a body has BODY_DEADLINE_MS to arrive, except on the staff upload
// route, which lengthens it after the token is checked (a 15 MB photo from a phone on a slow mobile
// link takes minutes). docs/decisions/020-operations.md gives the numbers' reasons.
import type { Server } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';

/** The request line and headers: one packet or a few, so 20 s is plenty on any link. */
export const HEADERS_TIMEOUT_MS = 20_000;
/** Any body but an upload: JSON and forms are at most 1 MB, and usually under 10 KB. */
export const BODY_DEADLINE_MS = 30_000;
/**
 * An upload may take a minute plus its length at 16 KB/s (128 kbit/s, below a poor 3G link's
 * 400 kbit/s): a 15 MB photo gets 17 minutes. A body of unknown length gets the most, 30 minutes.
 */
export const UPLOAD_BASE_MS = 60_000;
export const UPLOAD_MIN_BYTES_PER_SECOND = 16_000;
export const UPLOAD_MAX_MS = 30 * 60_000;

export const uploadDeadlineMs = (contentLength: number | undefined) =>
  contentLength === undefined || !Number.isFinite(contentLength)
    ? UPLOAD_MAX_MS
    : Math.min(UPLOAD_MAX_MS, UPLOAD_BASE_MS + Math.ceil((contentLength / UPLOAD_MIN_BYTES_PER_SECOND) * 1000));

export const bodyTooSlowMessage = 'The request took too long to arrive. Please try again.';

const hasBody = (req: Request) =>
  req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;

const TIMER = Symbol('body deadline');
type Timed = Request & { [TIMER]?: NodeJS.Timeout };

/** Gives the request's body `ms` from now to arrive in full, replacing any earlier deadline. */
export const setBodyDeadline = (req: Request, res: Response, ms: number) => {
  const timed = req as Timed;
  clearTimeout(timed[TIMER]);
  if (req.complete) return;
  timed[TIMER] = setTimeout(() => {
    if (req.complete) return;
    req.log?.warn({ ms }, 'request body too slow: connection closed');
    // In a timer, outside Express's error handling: whatever fails, the connection is closed.
    try {
      if (!res.headersSent) {
        res.setHeader('Connection', 'close');
        res.status(408).json({ message: bodyTooSlowMessage });
        res.once('finish', () => req.socket.destroy());
        return;
      }
    } catch (err) {
      req.log?.error({ err }, 'answering a slow body failed');
    }
    req.socket.destroy();
  }, ms);
  timed[TIMER].unref();
  const clear = () => clearTimeout(timed[TIMER]);
  req.once('end', clear);
  res.once('close', clear);
};

/** Every request with a body gets `ms` to send it. */
export const bodyDeadline =
  (ms = BODY_DEADLINE_MS): RequestHandler =>
  (req, res, next) => {
    if (hasBody(req)) setBodyDeadline(req, res, ms);
    next();
  };

/** Node's own bounds: headers quickly, and a whole request never longer than the longest upload. */
export const boundServerTimeouts = (server: Server) => {
  server.headersTimeout = HEADERS_TIMEOUT_MS;
  server.requestTimeout = UPLOAD_MAX_MS + 60_000;
};
