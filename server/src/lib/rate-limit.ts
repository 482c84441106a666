// In-process limiter (one Node process serves everything, so its memory sees every request). Two tools:
// - hit(): a fixed window count, for public writes;
// - reserve(): attempts with exponential back-off, for password checks. The attempt is counted
//   before the slow check runs, so requests already in flight cannot slip past the limit
//   (docs/decisions/012-login-limiter.md).
import { isIPv4, isIPv6 } from 'node:net';
import type { TRPCError } from '@trpc/server';
import { MSG } from '#shared/messages';
import { DomainError } from './errors';

interface Window {
  count: number;
  resetAt: number;
}
interface Backoff {
  /** failed attempts plus attempts still being checked */
  attempts: number;
  lockedUntil: number;
  lastAt: number;
}

export type LimitResult = { ok: true; retryAfterSeconds: 0 } | { ok: false; retryAfterSeconds: number };

export interface BackoffRule {
  key: string;
  /** attempts allowed before the first lock-out */
  free: number;
}

export type Reservation = { ok: true; release: () => void } | { ok: false; retryAfterSeconds: number };

const QUIET_MS = 15 * 60_000;
const MAX_LOCK_MS = 15 * 60_000;
const OK: LimitResult = { ok: true, retryAfterSeconds: 0 };

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
      return OK;
    }
    w.count++;
    if (w.count > limit) return { ok: false, retryAfterSeconds: secondsUntil(w.resetAt, t) };
    return OK;
  }

  /** How much of key's current window is used (0 when none is running). */
  used(key: string): { count: number; retryAfterSeconds: number } {
    const t = this.now();
    const w = this.windows.get(key);
    return !w || w.resetAt <= t
      ? { count: 0, retryAfterSeconds: 0 }
      : { count: w.count, retryAfterSeconds: secondsUntil(w.resetAt, t) };
  }

  /**
   * Spends `amount` of key's budget of `limit` per `windowMs` (guests, not requests): refused,
   * spending nothing, when it would go past. Answers how to give it back if the spend came to
   * nothing (a booking the database refused).
   */
  spend(key: string, amount: number, limit: number, windowMs: number): LimitResult & { refund: () => void } {
    const t = this.now();
    this.sweep(t);
    let w = this.windows.get(key);
    if (!w || w.resetAt <= t) this.windows.set(key, (w = { count: 0, resetAt: t + windowMs }));
    if (w.count + amount > limit) return { ok: false, retryAfterSeconds: secondsUntil(w.resetAt, t), refund: () => {} };
    w.count += amount;
    const spent = w;
    return { ok: true, retryAfterSeconds: 0, refund: () => void (spent.count = Math.max(0, spent.count - amount)) };
  }

  /**
   * Counts one attempt on every rule's key, or on none when any key is locked. The attempt counts
   * as a failure from now on: the caller releases it only when the password turned out right.
   * Reaching `free` attempts locks the key for 2 s, each further attempt doubles the lock-out (up
   * to 15 min), and 15 quiet minutes forget everything. Synchronous, so no await can interleave.
   */
  reserve(rules: BackoffRule[]): Reservation {
    const t = this.now();
    this.sweep(t);
    let wait = 0;
    for (const { key } of rules) {
      const b = this.backoffs.get(key);
      if (b && b.lockedUntil > t) wait = Math.max(wait, b.lockedUntil - t);
    }
    if (wait > 0) return { ok: false, retryAfterSeconds: secondsUntil(t + wait, t) };
    const taken = rules.map(({ key, free }) => {
      let b = this.backoffs.get(key);
      if (!b || t - b.lastAt > QUIET_MS) b = { attempts: 0, lockedUntil: 0, lastAt: t };
      b.attempts++;
      b.lastAt = t;
      if (b.attempts >= free) b.lockedUntil = t + Math.min(MAX_LOCK_MS, 1000 * 2 ** (b.attempts - free + 1));
      this.backoffs.set(key, b);
      return { b, free };
    });
    let released = false;
    return {
      ok: true,
      release: () => {
        if (released) return;
        released = true;
        for (const { b, free } of taken) {
          b.attempts = Math.max(0, b.attempts - 1);
          if (b.attempts < free) b.lockedUntil = 0;
        }
      },
    };
  }

  /** Forgets every failure of key (the right password was given). */
  forgive(key: string): void {
    this.backoffs.delete(key);
  }

  private lastSweep = 0;
  private sweep(t: number) {
    if (t - this.lastSweep < 60_000) return;
    this.lastSweep = t;
    for (const [k, w] of this.windows) if (w.resetAt <= t) this.windows.delete(k);
    for (const [k, b] of this.backoffs) if (t - b.lastAt > QUIET_MS && b.lockedUntil <= t) this.backoffs.delete(k);
  }
}

const secondsUntil = (at: number, t: number) => Math.max(1, Math.ceil((at - t) / 1000));

/** 429 that knows how long to wait: the adapters put it in Retry-After (see retryAfterHeader). */
export class RateLimited extends DomainError {
  constructor(
    readonly retryAfterSeconds: number,
    message: string = MSG.tooManyAttempts,
  ) {
    super(429, message);
  }
}

export const rateLimited = (retryAfterSeconds: number, message?: string) => new RateLimited(retryAfterSeconds, message);

/** For the adapters' responseMeta: every 429 says when to come back. */
export const retryAfterHeader = (errors: readonly TRPCError[]): { headers?: Record<string, string> } => {
  let wait = 0;
  for (const error of errors)
    if (error.cause instanceof RateLimited) wait = Math.max(wait, error.cause.retryAfterSeconds);
  return wait ? { headers: { 'Retry-After': String(wait) } } : {};
};

/** An IPv6 address's eight 16-bit groups (a dotted IPv4 tail is two of them), or undefined. */
const ipv6Groups = (ip: string): number[] | undefined => {
  if (!isIPv6(ip)) return undefined;
  let text = ip.toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => parseInt(g, 16));
};

/**
 * The key a client address counts under, for every per-address limit: IPv4 as it is, IPv6 by its
 * /64, the block one household or one host is given (counting each address of it would give one
 * visitor 2^64 tries), and an IPv4-mapped IPv6 address (::ffff:a.b.c.d, in either notation) as the
 * IPv4 address it is. Anything else (no address known) is its own key.
 */
export const clientGroup = (address: string): string => {
  const ip = address.split('%')[0]!;
  if (isIPv4(ip)) return ip;
  const groups = ipv6Groups(ip);
  if (!groups) return address;
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff)
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join('.');
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(':')}::/64`;
};
