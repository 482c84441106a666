// Past what the process can answer in time, visitors' requests are refused at once with 503 and
// Retry-After, instead of queueing for tens of seconds and failing anyway: a refusal costs a few
// microseconds, an answer milliseconds, so refusing some keeps the rest fast, and the site is itself
// again the moment a surge ends (no backlog to work off). See docs/decisions/028-load-shedding.md.
//
// The signal is the event loop's delay: every request, its SQL included, runs on that one loop, so
// when timers fire late, requests wait as long. Every 100 ms the share of visitors' requests refused
// moves: up when the loop was late (by how late), down when it was on time. Staff (a bearer token),
// the admin's calls, health checks, metrics and the built assets are never refused.
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { RequestHandler } from 'express';
import { MSG } from '#shared/messages';

export interface SheddingOptions {
  /** the loop delay (p99 of a 100 ms window) above which refusals start */
  targetLagMs?: number;
  /** a fixed source of randomness for tests */
  random?: () => number;
}

const WINDOW_MS = 100;

export class LoadShedder {
  /** the share of visitors' requests refused now, 0..0.95 */
  share = 0;
  refused = 0;
  private readonly histogram = monitorEventLoopDelay({ resolution: 10 });
  private readonly timer: NodeJS.Timeout;
  private readonly targetLagMs: number;
  private readonly random: () => number;

  constructor(opts: SheddingOptions = {}) {
    this.targetLagMs = opts.targetLagMs ?? 60;
    this.random = opts.random ?? Math.random;
    this.histogram.enable();
    this.timer = setInterval(() => this.adjust(this.histogram.percentile(99) / 1e6), WINDOW_MS);
    this.timer.unref();
  }

  /** One window's verdict: late by twice the target adds 0.2, on time takes 0.1 away. */
  adjust(lagMs: number) {
    this.histogram.reset();
    if (lagMs > this.targetLagMs) this.share = Math.min(0.95, this.share + 0.1 * Math.min(3, lagMs / this.targetLagMs));
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
    if (!sheddable(req.path, req.method, !!req.headers.authorization) || !shedder.shouldRefuse()) return next();
    shedder.refused++;
    res.status(503);
    res.setHeader('Retry-After', '1');
    res.setHeader('Cache-Control', 'no-store');
    if (req.path.startsWith('/api/')) return void res.json({ message: MSG.busy });
    res.type('html').send(`<!doctype html><meta charset="utf-8"><title>${MSG.busy}</title><p>${MSG.busy}</p>`);
  };
