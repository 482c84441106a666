// In-process limiter (one Node process serves everything, DESIGN.md). Two tools:
// - hit(): a fixed window count, for public writes;
// - failures with exponential back-off, for logins.

interface Window {
  count: number;
  resetAt: number;
}
interface Backoff {
  failures: number;
  lockedUntil: number;
  lastAt: number;
}

export interface LimitResult {
  ok: boolean;
  retryAfterSeconds: number;
}

export class RateLimiter {
  private windows = new Map<string, Window>();
  private backoffs = new Map<string, Backoff>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one request for key; refuses past `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): LimitResult {
    const t = this.now();
    this.sweep(t);
    const w = this.windows.get(key);
    if (!w || w.resetAt <= t) {
      this.windows.set(key, { count: 1, resetAt: t + windowMs });
      return { ok: true, retryAfterSeconds: 0 };
    }
    w.count++;
    if (w.count > limit) return { ok: false, retryAfterSeconds: Math.ceil((w.resetAt - t) / 1000) };
    return { ok: true, retryAfterSeconds: 0 };
  }

  /** Whether key is locked out after repeated failures. */
  check(key: string): LimitResult {
    const b = this.backoffs.get(key);
    const t = this.now();
    if (b && b.lockedUntil > t) return { ok: false, retryAfterSeconds: Math.ceil((b.lockedUntil - t) / 1000) };
    return { ok: true, retryAfterSeconds: 0 };
  }

  /**
   * Records a failure. The first `free` failures cost nothing; each later one doubles the
   * lock-out, from 2 s up to `maxMs`. Failures are forgotten after 15 quiet minutes.
   */
  fail(key: string, free = 5, maxMs = 15 * 60_000): void {
    const t = this.now();
    let b = this.backoffs.get(key);
    if (!b || t - b.lastAt > 15 * 60_000) b = { failures: 0, lockedUntil: 0, lastAt: t };
    b.failures++;
    b.lastAt = t;
    if (b.failures > free) b.lockedUntil = t + Math.min(maxMs, 1000 * 2 ** (b.failures - free));
    this.backoffs.set(key, b);
  }

  succeed(key: string): void {
    this.backoffs.delete(key);
  }

  private lastSweep = 0;
  private sweep(t: number) {
    if (t - this.lastSweep < 60_000) return;
    this.lastSweep = t;
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
    for (const [k, b] of this.backoffs) if (t - b.lastAt > 15 * 60_000 && b.lockedUntil <= t) this.backoffs.delete(k);
  }
}
