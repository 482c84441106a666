// Past what the process can answer in time, visitors' requests are refused at once with 503 and
// Retry-After, instead of queueing for tens of seconds and failing anyway: a refusal costs about as
// much of the loop as Express's smallest answer (35 µs), an answer milliseconds, so refusing some
// keeps the rest fast, and the site is itself again the moment a surge ends (no backlog to work
// off). See docs/decisions/028-load-shedding.md.
//
// The signal is each request's own wait. Every request, its SQL included, runs on the one event
// loop, and a request is read only when the loop polls its socket: under overload the queue is in
// the kernel's socket buffers, out of sight, and a loop-delay average noticed it far too late (at
// 1,000 a second answers waited 13 s). The kernel does not say when a request arrived, but the loop
// does, nearly: the requests read in one turn of the loop were waiting when it polled, and they
// arrived after the previous turn's poll (or, if the loop slept in between, just now). So a
// request's wait is counted from the previous turn's first request, or from this turn's when the
// loop idled. Once waits have stayed above the target for a while, several requests waiting at once
// (a standing queue, not one long task: a cold page's render makes the few requests behind it wait
// once, and they are answered; nor one visitor a turn behind a long rebuild), every visitor's
// request that waited longer than the target is refused until waits stay short for a second.
// Refusals shorten the turn they are in, so the next turn's requests are answered: the answered
// wait at most about twice the target. The server answers one request a turn (web/one-a-turn.ts,
// decision 038): the requests a poll read wait in its queue, where their wait is measured, not
// guessed, and the queue's length is how many wait together. Staff (a bearer token or the admin's
// session cookie), the admin's calls, health checks, metrics and the built assets are never refused.
import { performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import { AUTH_COOKIE } from '#shared/constants';
import { MSG } from '#shared/messages';
import { queuedWaitOf } from './one-a-turn';

export interface SheddingOptions {
  /** how long a visitor's request may have waited to be read before it is refused (under overload) */
  targetLagMs?: number;
  /** a fixed clock (ms), for tests */
  now?: () => number;
  /** the loop's total idle time (ms), for tests */
  idle?: () => number;
  /** how the end of a turn of the loop is noticed (setImmediate), for tests */
  afterTurn?: (done: () => void) => void;
}

/** Waits above the target for this long, without one below it, make a standing queue. */
const STANDING_MS = 100;
/** ...seen by at least this many requests (50 a second): a lone visitor behind a rebuild is no surge. */
const STANDING_REQUESTS = 5;
/**
 * ...of which at least this many were read in one turn: a queue is requests waiting together. One
 * visitor a turn behind a long rebuild in small steps is charged with each step, but queues nothing.
 */
const TOGETHER = 3;
/** Overload ends after this long without a wait above the target. */
const HOLD_MS = 1000;
/** The smoothing of `share`: about the last hundred visitors' requests. */
const SHARE_WEIGHT = 0.01;

const loopIdleMs = () => performance.eventLoopUtilization().idle;

export class LoadShedder {
  /** the share of visitors' requests refused lately (a moving average), for /metrics */
  share = 0;
  refused = 0;
  /** a standing queue was seen within the last HOLD_MS */
  overloaded = false;
  private readonly targetLagMs: number;
  private readonly now: () => number;
  private readonly idle: () => number;
  private readonly afterTurn: (done: () => void) => void;

  /** a turn of the loop with requests is under way */
  private inTurn = false;
  /** what this turn's requests' waits count from */
  private since = 0;
  /** when the last turn with requests began (its first request was seen) */
  private lastTurnAt: number | undefined;
  private idleAt = 0;
  private aboveSince: number | undefined;
  private aboveCount = 0;
  private lastAbove = -Infinity;
  /** turns of the loop with requests so far, and the one of the last wait above the target */
  private turns = 0;
  private lastAboveTurn = -1;
  /** waits above the target in the last such turn, and the most in one turn of this streak */
  private aboveInTurn = 0;
  private together = 0;
  private readonly endTurn = () => {
    this.inTurn = false;
  };

  constructor(opts: SheddingOptions = {}) {
    this.targetLagMs = opts.targetLagMs ?? 60;
    this.now = opts.now ?? (() => performance.now());
    this.idle = opts.idle ?? loopIdleMs;
    this.afterTurn = opts.afterTurn ?? ((done) => void setImmediate(done));
  }

  /** How long a request seen now has waited, at most, since it reached the process. */
  waitOf(now = this.now()): number {
    if (!this.inTurn) {
      const idle = this.idle();
      // Slept since the previous turn: what is read now arrived now. Otherwise it arrived after
      // the previous turn's poll, and may have waited through all that followed it: the rest of
      // that turn, the pages it rendered after it (React works in setImmediate), timers, a GC.
      this.since = idle > this.idleAt || this.lastTurnAt === undefined ? now : this.lastTurnAt;
      this.idleAt = idle;
      this.inTurn = true;
      this.lastTurnAt = now;
      this.turns++;
      this.afterTurn(this.endTurn);
    }
    return now - this.since;
  }

  /**
   * Whether a request that waited `waitMs` is refused (`sheddable`: a visitor's) — and notes its wait.
   * `queued`: how many requests wait behind it, where a dispatcher queues them (web/one-a-turn.ts);
   * otherwise those read in the same turn are counted as waiting together.
   */
  refuses(waitMs: number, sheddable: boolean, now = this.now(), queued?: number): boolean {
    if (waitMs < this.targetLagMs) {
      this.aboveSince = undefined;
      this.aboveCount = 0;
    } else {
      // Requests read in one turn waited together; a gap between turns without requests is no queue.
      if (this.aboveSince === undefined || (now - this.lastAbove > STANDING_MS && this.lastAboveTurn !== this.turns)) {
        this.aboveSince = now;
        this.aboveCount = 0;
        this.together = 0;
      }
      this.aboveInTurn = this.lastAboveTurn === this.turns ? this.aboveInTurn + 1 : 1;
      this.together = Math.max(this.together, queued === undefined ? this.aboveInTurn : queued + 1);
      this.aboveCount++;
      this.lastAbove = now;
      this.lastAboveTurn = this.turns;
      if (this.aboveCount >= STANDING_REQUESTS && this.together >= TOGETHER && now - this.aboveSince >= STANDING_MS)
        this.overloaded = true;
    }
    if (this.overloaded && now - this.lastAbove > HOLD_MS) this.overloaded = false;
    if (!sheddable) return false;
    const refuse = this.overloaded && waitMs >= this.targetLagMs;
    this.share += SHARE_WEIGHT * ((refuse ? 1 : 0) - this.share);
    if (refuse) this.refused++;
    return refuse;
  }
}

const AUTH_COOKIE_SET = `${AUTH_COOKIE}=`;

/** Visitors' reads and form posts; never staff (a bearer token or the admin's session), health or metrics. */
const sheddable = (path: string, method: string, authorization: string | undefined, cookie: string | undefined) =>
  !authorization &&
  !cookie?.includes(AUTH_COOKIE_SET) &&
  (method === 'GET' || method === 'HEAD' || path.startsWith('/api/public/')) &&
  !path.startsWith('/healthz') &&
  !path.startsWith('/readyz') &&
  !path.startsWith('/metrics') &&
  !path.startsWith('/assets/') &&
  !path.startsWith('/api/admin') &&
  !path.startsWith('/trpc');

// A refusal is written as fixed bytes, past Express's send (ETag, content negotiation): it must cost
// next to nothing, or refusing would itself be the overload.
const refusal = (body: string, type: string) => {
  const bytes = Buffer.from(body);
  return {
    bytes,
    headers: {
      'Content-Type': type,
      'Content-Length': String(bytes.length),
      'Retry-After': '1',
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  };
};
const API_REFUSAL = refusal(JSON.stringify({ message: MSG.busy }), 'application/json; charset=utf-8');
const PAGE_REFUSAL = refusal(
  `<!doctype html><meta charset="utf-8"><title>${MSG.busy}</title><p>${MSG.busy}</p>`,
  'text/html; charset=utf-8',
);

/** Mounted first: a refused request meets no other middleware. */
export const shedLoad =
  (shedder: LoadShedder): RequestHandler =>
  (req, res, next) => {
    const path = req.path;
    const visitor = sheddable(path, req.method, req.headers.authorization, req.headers.cookie);
    const queued = queuedWaitOf(req);
    const refused = queued
      ? shedder.refuses(queued.waitedMs, visitor, undefined, queued.queued)
      : shedder.refuses(shedder.waitOf(), visitor);
    if (!refused) return next();
    const { bytes, headers } = path.startsWith('/api/') ? API_REFUSAL : PAGE_REFUSAL;
    res.writeHead(503, headers);
    res.end(req.method === 'HEAD' ? undefined : bytes);
  };
