// Past what the process can answer in time, visitors' requests are refused at once with 503 and
// Retry-After, instead of queueing for tens of seconds and failing anyway: a refusal costs a few
// microseconds, an answer milliseconds, so refusing some keeps the rest fast, and the site is itself
// again the moment a surge ends (no backlog to work off). See docs/decisions/028-load-shedding.md.
//
// The signal is the event loop's delay: every request, its SQL included, runs on that one loop, so
// when timers fire late, requests wait as long. But one long task (a cold page's first render, a
// garbage collection) also makes a timer late on an idle server, and refusing the visitors after it
// would be wrong: so the loop must also have been busy for a while (its utilisation, smoothed over
// about a quarter of a second, at least 0.9) — a standing queue, not a burst — and visitors must be
// arriving (a start-up's own work, with nobody asking, is not a surge). Every 100 ms the share
// of visitors' requests refused moves: up when the loop was late and busy (by how late), down
// otherwise. Staff (a bearer token), the admin's calls, health checks, metrics and the built assets
// are never refused.
import { type EventLoopUtilization, monitorEventLoopDelay, performance } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import { MSG } from '#shared/messages';

export interface SheddingOptions {
  /** the loop delay (p99 of a 100 ms window) above which refusals start */
  targetLagMs?: number;
  /** a fixed source of randomness for tests */
  random?: () => number;
}

const WINDOW_MS = 100;
/** How long the loop must stay busy before it counts as overloaded (the smoothing's time constant). */
const BUSY_TAU_MS = 250;
const BUSY_FLOOR = 0.9;
/** Fewer visitors' requests than this in a window (50 a second) are no surge, however late the loop. */
const MIN_ARRIVALS = 5;

export class LoadShedder {
  /** the share of visitors' requests refused now, 0..0.95 */
  share = 0;
  refused = 0;
  private readonly histogram = monitorEventLoopDelay({ resolution: 10 });
  private readonly timer: NodeJS.Timeout;
  private readonly targetLagMs: number;
  private readonly random: () => number;

  /** the loop's utilisation, smoothed over windows by their length */
  busy = 0;
  /** visitors' requests seen in the current window */
  arrivals = 0;
  private lastUse: EventLoopUtilization = performance.eventLoopUtilization();
  private lastAt = performance.now();

  constructor(opts: SheddingOptions = {}) {
    this.targetLagMs = opts.targetLagMs ?? 60;
    this.random = opts.random ?? Math.random;
    this.histogram.enable();
    this.timer = setInterval(() => this.measure(), WINDOW_MS);
    this.timer.unref();
  }

  private measure() {
    const use = performance.eventLoopUtilization();
    const now = performance.now();
    const utilization = performance.eventLoopUtilization(use, this.lastUse).utilization;
    this.adjust(this.histogram.percentile(99) / 1e6, utilization, now - this.lastAt, this.arrivals);
    this.histogram.reset();
    this.arrivals = 0;
    this.lastUse = use;
    this.lastAt = now;
  }

  /**
   * One window's verdict: late (by twice the target) while busy adds 0.2; otherwise 0.1 comes off.
   * `utilization` is the share of the window the loop worked, `elapsedMs` the window's length (a
   * window stretched by one long task weighs more, but one task alone never reaches the floor),
   * `arrivals` the visitors' requests it saw.
   */
  adjust(lagMs: number, utilization: number, elapsedMs = WINDOW_MS, arrivals = MIN_ARRIVALS) {
    this.busy += (1 - Math.exp(-elapsedMs / BUSY_TAU_MS)) * (utilization - this.busy);
    if (lagMs > this.targetLagMs && this.busy >= BUSY_FLOOR && arrivals >= MIN_ARRIVALS)
      this.share = Math.min(0.95, this.share + 0.1 * Math.min(3, lagMs / this.targetLagMs));
    else this.share = Math.max(0, this.share - 0.1);
  }

  shouldRefuse(): boolean {
    return this.share > 0 && this.random() < this.share;
  }

  stop() {
    clearInterval(this.timer);
    this.histogram.disable();
  }
}

/** Visitors' reads and form posts; never staff (a bearer token), health or metrics. */
const sheddable = (path: string, method: string, authorized: boolean) =>
  !authorized &&
  (method === 'GET' || method === 'HEAD' || path.startsWith('/api/public/')) &&
  !path.startsWith('/healthz') &&
  !path.startsWith('/readyz') &&
  !path.startsWith('/metrics') &&
  !path.startsWith('/assets/') &&
  !path.startsWith('/api/admin') &&
  !path.startsWith('/trpc');

export const shedLoad =
  (shedder: LoadShedder): RequestHandler =>
  (req, res, next) => {
    if (!sheddable(req.path, req.method, !!req.headers.authorization)) return next();
    shedder.arrivals++;
    if (!shedder.shouldRefuse()) return next();
    shedder.refused++;
    res.status(503);
    res.setHeader('Retry-After', '1');
    res.setHeader('Cache-Control', 'no-store');
    if (req.path.startsWith('/api/')) return void res.json({ message: MSG.busy });
    res.type('html').send(`<!doctype html><meta charset="utf-8"><title>${MSG.busy}</title><p>${MSG.busy}</p>`);
  };
