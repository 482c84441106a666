import { TRPCError } from '@trpc/server';
import { describe, expect, it } from 'vitest';
import { clientGroup, RateLimiter, retryAfterHeader, rateLimited } from '#server/lib/rate-limit';

describe('RateLimiter', () => {
  it('counts hits in a fixed window', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    expect([1, 2, 3].map(() => limiter.hit('k', 2, 1000).ok)).toEqual([true, true, false]);
    now = 1001;
    expect(limiter.hit('k', 2, 1000).ok).toBe(true);
  });

  it('reserves attempts before they are checked: in-flight attempts count', () => {
    const limiter = new RateLimiter(() => 0);
    // 20 attempts start before any finishes: only the free five get through.
    const attempts = Array.from({ length: 20 }, () => limiter.reserve([{ key: 'u', free: 5 }]));
    expect(attempts.filter((a) => a.ok)).toHaveLength(5);
    expect(attempts[5]).toEqual({ ok: false, retryAfterSeconds: 2 });
  });

  it('doubles the lock-out with each further failure, and forgives on success', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 5; i++) expect(limiter.reserve([{ key: 'u', free: 5 }]).ok).toBe(true);
    expect(limiter.reserve([{ key: 'u', free: 5 }])).toEqual({ ok: false, retryAfterSeconds: 2 });
    now += 2000;
    expect(limiter.reserve([{ key: 'u', free: 5 }]).ok).toBe(true);
    expect(limiter.reserve([{ key: 'u', free: 5 }])).toEqual({ ok: false, retryAfterSeconds: 4 });
    limiter.forgive('u');
    expect(limiter.reserve([{ key: 'u', free: 5 }]).ok).toBe(true);
  });

  it('gives a released attempt back, so right passwords never lock anyone out', () => {
    const limiter = new RateLimiter(() => 0);
    for (let i = 0; i < 50; i++) {
      const attempt = limiter.reserve([{ key: 'ip', free: 3 }]);
      expect(attempt.ok).toBe(true);
      if (attempt.ok) attempt.release();
    }
  });

  it('reserves on every key or on none', () => {
    const limiter = new RateLimiter(() => 0);
    limiter.reserve([{ key: 'locked', free: 1 }]);
    expect(
      limiter.reserve([
        { key: 'ip', free: 2 },
        { key: 'locked', free: 1 },
      ]).ok,
    ).toBe(false);
    // 'ip' was not charged by the refused attempt.
    expect(limiter.reserve([{ key: 'ip', free: 2 }]).ok).toBe(true);
  });

  it('forgets failures after 15 quiet minutes', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 4; i++) limiter.reserve([{ key: 'u', free: 5 }]);
    now += 15 * 60_000 + 1;
    for (let i = 0; i < 4; i++) expect(limiter.reserve([{ key: 'u', free: 5 }]).ok).toBe(true);
  });
});

describe('retryAfterHeader', () => {
  it('names the longest wait of the refused calls', () => {
    const refused = (seconds: number) => new TRPCError({ code: 'TOO_MANY_REQUESTS', cause: rateLimited(seconds) });
    expect(retryAfterHeader([refused(3), refused(12)])).toEqual({ headers: { 'Retry-After': '12' } });
    expect(retryAfterHeader([])).toEqual({});
  });
});

describe('clientGroup', () => {
  it('keys IPv6 by its /64 however it is written, and IPv4-mapped IPv6 as the IPv4 address', () => {
    const block = '2001:db8:1:2::/64';
    for (const ip of [
      '2001:db8:1:2::a',
      '2001:0DB8:0001:0002:ffff:ffff:ffff:ffff',
      '2001:db8:1:2:3:4:5.6.7.8',
      '2001:db8:1:2::1%eth0',
    ])
      expect(clientGroup(ip)).toBe(block);
    expect(clientGroup('2001:db8:1:3::a')).toBe('2001:db8:1:3::/64');
    expect(clientGroup('::1')).toBe('0:0:0:0::/64');
    expect(clientGroup('2001:db8::')).toBe('2001:db8:0:0::/64');
    for (const ip of [
      '192.0.2.7',
      '::ffff:192.0.2.7',
      '::FFFF:192.0.2.7',
      '::ffff:c000:207',
      '0:0:0:0:0:ffff:c000:0207',
    ])
      expect(clientGroup(ip)).toBe('192.0.2.7');
    expect(clientGroup('unknown')).toBe('unknown');
  });
});
