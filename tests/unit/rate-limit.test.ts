import { describe, expect, it } from 'vitest';
import { RateLimiter } from '#server/lib/rate-limit';

describe('RateLimiter', () => {
  it('counts hits in a fixed window', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    expect([1, 2, 3].map(() => limiter.hit('k', 2, 1000).ok)).toEqual([true, true, false]);
    now = 1001;
    expect(limiter.hit('k', 2, 1000).ok).toBe(true);
  });

  it('locks out after the free failures, doubling each time, and forgives on success', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 5; i++) limiter.fail('u', 5);
    expect(limiter.check('u').ok).toBe(true);
    limiter.fail('u', 5);
    expect(limiter.check('u')).toEqual({ ok: false, retryAfterSeconds: 2 });
    now += 2000;
    limiter.fail('u', 5);
    expect(limiter.check('u').retryAfterSeconds).toBe(4);
    limiter.succeed('u');
    expect(limiter.check('u').ok).toBe(true);
  });
});
