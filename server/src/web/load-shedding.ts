// Past what the process can answer, visitors' requests are refused at once with 503 and Retry-After
// instead of queueing for ever. What is refused is a standing queue, never a burst: the rule is
// CoDel's (Nichols and Jacobson, "Controlling Queue Delay", 2012). A queue that drains is good — a
// mailing goes out, a hundred visitors open a hundred pages at once, the process works through them
// and everyone is answered. A queue that stands is bad: every request in it waits and more keep
// coming. CoDel tells them apart by the least wait over an interval: when even the shortest wait of
// the last interval stayed above the target, the queue stood; until then nothing is refused, however
// long one request waited. One more look, since a server knows its queue: a queue that shrank over
// that interval is draining by itself, and is left to drain. See docs/decisions/028-load-shedding.md.
//
// While the queue stands, visitors' reads that waited longer than the target are refused; their
// writes (an RSVP, a form, a comment) only after several times as long, so they are shed last; staff
// with a valid session never. The first request answered within the target ends it. A read that
// waited 10 s is refused in any case. During a stop nothing is refused: what was read before the
// signal gets its answer (ops/graceful-stop.ts).
//
// Each request's wait and the queue behind it are measured by the dispatcher (web/one-a-turn.ts:
// its wait before it was read plus its time in the queue). Without one (tests), the wait is counted
// from the previous turn of the event loop that read requests, or from now when the loop slept.
import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import { AUTH_COOKIE } from '#shared/constants';
import { MSG } from '#shared/messages';

/** What a request had waited, in all, when the dispatcher took it from its queue, and how many were still queued. */
export interface QueuedWait {
  waitedMs: number;
  queued: number;
}

const QUEUED = Symbol('queued wait');

type Queued = IncomingMessage & { [QUEUED]?: QueuedWait };

/** The dispatcher notes on each request it takes from its queue what the shedder is to judge. */
export const setQueuedWait = (req: IncomingMessage, wait: QueuedWait) => {
  (req as Queued)[QUEUED] = wait;
};

/** The wait the dispatcher measured for this request, if it came through one. */
export const queuedWaitOf = (req: IncomingMessage): QueuedWait | undefined => (req as Queued)[QUEUED];

export interface SheddingOptions {
  /** the longest a standing queue may make a visitor's read wait (ms) */
  targetMs?: number;
  /** how long the least wait must stay above the target for the queue to count as standing (ms) */
  intervalMs?: number;
  /** a fixed clock (ms), for tests */
  now?: () => number;
  /** the loop's total idle time (ms), for tests */
  idle?: () => number;
  /** how the end of a turn of the loop is noticed (setImmediate), for tests */
  afterTurn?: (done: () => void) => void;
}

/**
 * The default target: a visitor waits at most about a second before the page starts to arrive. A
 * closed loop of 50 visitors on uncached pages stands at a few hundred milliseconds on two cores and
 * is never refused; a burst of up to target + interval (2 s) of work is answered whole, and a
 * longer one too while the dispatcher sees it drain.
 */
export const SHED_TARGET_MS = 1000;
/** CoDel's interval, as a share of the target: a good queue drains within it. */
const INTERVAL_FACTOR = 1;
/** A visitor's read that waited this long is refused however the queue stands (ms). */
const MAX_WAIT_MS = 10_000;
/** A visitor's write is refused only after waiting this many times the target. */
const WRITE_FACTOR = 3;
/** The smoothing of `share`: about the last hundred visitors' requests. */
const SHARE_WEIGHT = 0.01;

const loopIdleMs = () => performance.eventLoopUtilization().idle;

/** What a request is to the shedder. */
export type RequestClass = 'read' | 'write' | 'exempt';

export class LoadShedder {
  /** the share of visitors' requests refused lately (a moving average), for /metrics */
  share = 0;
  refused = 0;
  /** the queue stands: the least wait of the last interval was above the target */
  overloaded = false;
  /** no refusal from now on (a graceful stop answers everything it read) */
  draining = false;
  readonly targetMs: number;
  private readonly intervalMs: number;
  private readonly now: () => number;
  private readonly idle: () => number;
  private readonly afterTurn: (done: () => void) => void;
  /** since when every wait has been above the target (CoDel's first_above_time) */
  private aboveSince: number | undefined;
  /** how many waited behind the request that started it, where the dispatcher says */
  private queuedThen: number | undefined;

  /** a turn of the loop with requests is under way (for waitOf) */
  private inTurn = false;
  private since = 0;
  private lastTurnAt: number | undefined;
  private idleAt = 0;
  private readonly endTurn = () => {
    this.inTurn = false;
  };

  constructor(opts: SheddingOptions = {}) {
    this.targetMs = opts.targetMs ?? SHED_TARGET_MS;
    this.intervalMs = opts.intervalMs ?? this.targetMs * INTERVAL_FACTOR;
    this.now = opts.now ?? (() => performance.now());
    this.idle = opts.idle ?? loopIdleMs;
    this.afterTurn = opts.afterTurn ?? ((done) => void setImmediate(done));
  }

  /**
   * How long a request read now has waited, at most, since it reached the process: the requests read
   * in one turn arrived after the previous turn's first was read, or just now if the loop slept since.
   */
  waitOf(now = this.now()): number {
    if (!this.inTurn) {
      const idle = this.idle();
      this.since = idle > this.idleAt || this.lastTurnAt === undefined ? now : this.lastTurnAt;
      this.idleAt = idle;
      this.inTurn = true;
      this.lastTurnAt = now;
      this.afterTurn(this.endTurn);
    }
    return now - this.since;
  }

  /**
   * Notes a request's wait and how many requests wait behind it (every request's, exempt ones too:
   * they wait in the same queue). The queue stands when the least wait stayed above the target for
   * an interval and, where the dispatcher says how many wait, the queue did not shrink over it. A
   * queue that shrinks (a burst asked for at once, being worked through) is left to drain and judged
   * again an interval later; one that holds steady (behind a proxy's pool of connections, the rest
   * of the queue is in the proxy) or grows is not.
   */
  private note(waitMs: number, now: number, queued: number | undefined) {
    if (waitMs < this.targetMs) {
      this.aboveSince = undefined;
      this.overloaded = false;
      return;
    }
    if (this.aboveSince === undefined) {
      this.aboveSince = now;
      this.queuedThen = queued;
      return;
    }
    if (this.overloaded || now - this.aboveSince < this.intervalMs) return;
    if (queued === undefined || this.queuedThen === undefined || queued >= this.queuedThen) this.overloaded = true;
    else {
      this.aboveSince = now;
      this.queuedThen = queued;
    }
  }

  /**
   * Whether the shedder would refuse this request, by its class, its wait and how many wait behind it
   * (a staff session is checked only then, by the caller). Notes the wait either way. Past
   * MAX_WAIT_MS a visitor's read is refused in any case: whoever sent it has given up, or their
   * proxy has.
   */
  wouldRefuse(waitMs: number, kind: RequestClass, now = this.now(), queued?: number): boolean {
    this.note(waitMs, now, queued);
    if (kind === 'exempt' || this.draining) return false;
    if (kind === 'read' && waitMs >= MAX_WAIT_MS) return true;
    if (!this.overloaded) return false;
    return waitMs >= this.targetMs * (kind === 'write' ? WRITE_FACTOR : 1);
  }

  /** Counts a visitor's request as answered or refused, for /metrics. */
  count(refused: boolean) {
    this.share += SHARE_WEIGHT * ((refused ? 1 : 0) - this.share);
    if (refused) this.refused++;
  }
}

/** Health checks, metrics and the built assets: cheap, and what tells the operator how things stand. */
const EXEMPT = /^\/(?:healthz|readyz|metrics|assets\/)/;

export const requestClass = (path: string, method: string): RequestClass => {
  if (EXEMPT.test(path)) return 'exempt';
  return method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? 'read' : 'write';
};

/** The session token a request carries: the admin's bearer header or its page cookie. */
export const credentialOf = (authorization: string | undefined, cookie: string | undefined): string | undefined => {
  const bearer = authorization && /^bearer[ \t]+(\S+)/i.exec(authorization)?.[1];
  if (bearer) return bearer;
  const fromCookie = cookie && new RegExp(`(?:^|;\\s*)${AUTH_COOKIE}=([^;\\s]+)`).exec(cookie)?.[1];
  return fromCookie || undefined;
};

// A refusal is written as fixed bytes, past Express's send (ETag, content negotiation): it must cost
// next to nothing, or refusing would itself be the overload.
const RETRY_AFTER_S = 2;
const refusal = (body: string, type: string) => {
  const bytes = Buffer.from(body);
  return {
    bytes,
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.length),
      'Retry-After': String(RETRY_AFTER_S),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  };
};
const API_REFUSAL = refusal(JSON.stringify({ message: MSG.busy }), 'application/json; charset=utf-8');
/**
 * The site's own page: it says what happened and loads the same address again by itself after
 * Retry-After (a meta refresh: no script, so the site's script policy allows it), or at once with
 * the link. Its looks are the public site's (paper, ink and its serif), inline, since /assets may be
 * what is busy.
 */
const PAGE_REFUSAL = refusal(
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<meta http-equiv="refresh" content="${RETRY_AFTER_S}"><meta name="robots" content="noindex"><title>${MSG.busy}</title>` +
    `<style>body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f4ef;color:#1f1d1a;` +
    `font:1.0625rem/1.6 system-ui,sans-serif}main{max-width:34rem;padding:2rem}` +
    `h1{font:400 2rem/1.2 "Cormorant Garamond",Georgia,serif;margin:0 0 1rem}a{color:inherit}</style></head>` +
    `<body><main><h1>${MSG.busy}</h1><p role="status">This page will load again by itself in a moment.</p>` +
    `<p><a href="">Try again now</a></p></main></body></html>`,
  'text/html; charset=utf-8',
);

/**
 * Mounted first: a refused request meets no other middleware. `isStaff` says whether a session
 * token is a valid staff session; it is asked only for a request that would otherwise be refused,
 * so that a forged header buys nothing and costs a visitor's request no lookup.
 */
export const shedLoad =
  (shedder: LoadShedder, isStaff: (token: string) => Promise<boolean>): RequestHandler =>
  (req, res, next) => {
    const kind = requestClass(req.path, req.method);
    const queued = queuedWaitOf(req);
    const refused = queued
      ? shedder.wouldRefuse(queued.waitedMs, kind, undefined, queued.queued)
      : shedder.wouldRefuse(shedder.waitOf(), kind);
    if (!refused) {
      if (kind !== 'exempt') shedder.count(false);
      return next();
    }
    const refuse = () => {
      shedder.count(true);
      const { bytes, headers } =
        req.path.startsWith('/api/') || req.path.startsWith('/trpc/') ? API_REFUSAL : PAGE_REFUSAL;
      res.writeHead(503, headers);
      res.end(req.method === 'HEAD' ? undefined : bytes);
    };
    const token = credentialOf(req.headers.authorization, req.headers.cookie);
    if (!token) return refuse();
    isStaff(token).then(
      (staff) => (staff ? next() : refuse()),
      () => refuse(),
    );
  };
