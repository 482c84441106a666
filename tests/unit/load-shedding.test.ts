// Only a standing queue is refused (CoDel): a burst the process works through in about a second is
// answered whole, a closed loop of visitors is never refused, and under an overload that does not
// end, visitors' reads that waited past the target get a quick 503 while their writes, staff with a
// valid session, health checks and assets go through. A forged credential buys nothing.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '#shared/constants';
import { MSG } from '#shared/messages';
import { credentialOf, LoadShedder, type RequestClass, requestClass, shedLoad } from '#server/web/load-shedding';

const TARGET = 1000;

interface Arrival {
  at: number;
  kind?: RequestClass;
}
interface Outcome {
  at: number;
  kind: RequestClass;
  refused: boolean;
  /** from its arrival to its handling */
  waited: number;
  /** from its arrival to the end of its answer (or refusal) */
  took: number;
}

/**
 * One server answering in arrival order (as web/one-a-turn.ts does), each answer costing `serveMs`
 * and a refusal 0.05 ms; `next` may add arrivals as answers end (a closed loop).
 */
const simulate = (
  s: LoadShedder,
  arrivals: Arrival[],
  serveMs: number,
  next?: (done: Outcome, t: number) => Arrival | undefined,
  /** whether the shedder is told how many wait behind each request (as the dispatcher tells it) */
  tellsQueue = true,
) => {
  const queue = [...arrivals].sort((a, b) => a.at - b.at);
  const outcomes: Outcome[] = [];
  let t = 0;
  while (queue.length) {
    const a = queue.shift()!;
    t = Math.max(t, a.at);
    const kind = a.kind ?? 'read';
    const waited = t - a.at;
    let behind = 0;
    while (behind < queue.length && queue[behind]!.at <= t) behind++;
    const refused = s.wouldRefuse(waited, kind, t, tellsQueue ? behind : undefined);
    t += refused ? 0.05 : serveMs;
    const done = { at: a.at, kind, refused, waited, took: t - a.at };
    outcomes.push(done);
    const more = next?.(done, t);
    if (more) {
      const i = queue.findIndex((q) => q.at > more.at);
      queue.splice(i < 0 ? queue.length : i, 0, more);
    }
  }
  return outcomes;
};

const shedder = () => new LoadShedder({ targetMs: TARGET, now: () => 0, idle: () => 0, afterTurn: () => {} });
const everyMs = (gap: number, from: number, until: number, kind?: RequestClass) =>
  Array.from({ length: Math.floor((until - from) / gap) }, (_, i) => ({ at: from + i * gap, kind }));
/** A shedder three seconds into a queue that grows (1,000 exempt requests a second, 3 ms each). */
const standing = () => {
  const s = shedder();
  simulate(s, everyMs(1, 0, 3000, 'exempt'), 3);
  expect(s.overloaded).toBe(true);
  return s;
};

describe('LoadShedder (CoDel)', () => {
  it('answers a burst of 100 pages that takes 1.4 s of work, refusing none', () => {
    const s = shedder();
    const outcomes = simulate(
      s,
      Array.from({ length: 100 }, () => ({ at: 0 })),
      14,
    );
    expect(outcomes.filter((o) => o.refused)).toEqual([]);
    expect(s.overloaded).toBe(false);
  });

  it('answers a burst that takes longer, as long as it drains: 300 pages, 4.2 s of work', () => {
    const s = shedder();
    const burst = Array.from({ length: 300 }, () => ({ at: 0 }));
    expect(simulate(s, burst, 14).filter((o) => o.refused)).toEqual([]);
    // Without knowing the queue (pure CoDel), the same burst is cut after target + interval.
    const blind = simulate(shedder(), burst, 14, undefined, false);
    // (the first whose wait reaches it: about the 143rd, 2 s / 14 ms).
    expect(Math.abs(blind.findIndex((o) => o.refused) - (TARGET * 2) / 14)).toBeLessThan(2);
  });

  it('refuses a read that waited 10 s, even behind a draining queue', () => {
    const s = shedder();
    const outcomes = simulate(
      s,
      Array.from({ length: 1000 }, () => ({ at: 0 })),
      14,
    );
    const cut = outcomes.findIndex((o) => o.refused);
    expect(cut).toBe(Math.ceil(10_000 / 14));
    expect(outcomes.slice(cut).every((o) => o.refused)).toBe(true);
  });

  it('refuses nobody in a closed loop of 50 visitors whose answers come within a second', () => {
    const s = shedder();
    // 50 visitors, each asking again as soon as answered, each page 15 ms: the queue stands at
    // 50 × 15 = 750 ms for ten seconds, and every answer comes within a second.
    const outcomes = simulate(
      s,
      Array.from({ length: 50 }, () => ({ at: 0 })),
      15,
      (_done, t) => (t < 10_000 ? { at: t } : undefined),
    );
    expect(outcomes.length).toBeGreaterThan(600);
    expect(outcomes.filter((o) => o.refused)).toEqual([]);
    expect(Math.max(...outcomes.map((o) => o.took))).toBeLessThan(1000);
  });

  it('under an overload that does not end, refuses reads that waited past the target and bounds every wait', () => {
    const s = shedder();
    // 1,000 requests a second for 8 s, each answer 3 ms: three times what the process can do.
    const outcomes = simulate(s, everyMs(1, 0, 8000), 3);
    const first = outcomes.find((o) => o.refused)!;
    // Nothing is refused until the least wait stayed above the target for the interval (1 s).
    expect(first.at + first.waited).toBeGreaterThanOrEqual(TARGET * 2);
    const answered = outcomes.filter((o) => !o.refused);
    // About a third answered (all the process can do), the rest refused.
    expect(answered.length / outcomes.length).toBeGreaterThan(0.3);
    expect(answered.length / outcomes.length).toBeLessThan(0.5);
    // While requests keep coming, every answer and every refusal comes within target + interval.
    const during = outcomes.filter((o) => o.at < 7000);
    expect(Math.max(...during.map((o) => o.took))).toBeLessThan(TARGET * 2 + 50);
    // When they stop, the queue left drains by itself: what is in it is answered, not refused.
    expect(outcomes.filter((o) => o.at >= 7900).every((o) => !o.refused)).toBe(true);
  });

  it('refuses a steady queue behind a pool of connections once its waits stand above the target', () => {
    // A proxy (or a load generator) with 256 connections sends the next request as each answer
    // comes back: the process sees a queue of 256 that never grows, every wait 256 × 8 ms = 2 s,
    // while the rest of the surge waits in the proxy, out of sight. It is a standing queue.
    const s = shedder();
    const outcomes = simulate(
      s,
      Array.from({ length: 256 }, () => ({ at: 0 })),
      6,
      (_done, t) => (t < 10_000 ? { at: t } : undefined),
    );
    expect(outcomes.filter((o) => o.refused).length).toBeGreaterThan(100);
    // Refusing those that waited makes room: the answered ones wait about the target or less after the onset.
    const late = outcomes.filter((o) => o.at > 3000 && !o.refused);
    expect(Math.max(...late.map((o) => o.waited))).toBeLessThan(TARGET * 2.1);
  });

  it("sheds a visitor's write last: none refused while reads are", () => {
    const s = shedder();
    const reads = everyMs(1, 0, 6000);
    const writes = everyMs(50, 3, 6000, 'write');
    const outcomes = simulate(s, [...reads, ...writes], 3);
    expect(outcomes.filter((o) => o.kind === 'read' && o.refused).length).toBeGreaterThan(1000);
    expect(outcomes.filter((o) => o.kind === 'write' && o.refused)).toEqual([]);
    // A write is refused only when it waited three times the target in a standing queue.
    expect(standing().wouldRefuse(TARGET * 2.9, 'write', 3001)).toBe(false);
    expect(standing().wouldRefuse(TARGET * 3, 'write', 3001)).toBe(true);
  });

  it('never refuses exempt requests, and their waits count all the same', () => {
    const s = shedder();
    const outcomes = simulate(s, everyMs(1, 0, 3000, 'exempt'), 3);
    expect(outcomes.filter((o) => o.refused)).toEqual([]);
    expect(s.overloaded).toBe(true);
    expect(s.wouldRefuse(TARGET + 1, 'read', 3001)).toBe(true);
  });

  it('leaves the standing state with the first request answered within the target', () => {
    const s = standing();
    expect(s.wouldRefuse(10, 'read', 5000)).toBe(false);
    expect(s.overloaded).toBe(false);
    // One long wait alone does not bring it back: the least wait must stay above for the interval.
    expect(s.wouldRefuse(TARGET * 5, 'read', 5001)).toBe(false);
  });

  it('refuses nothing while the server drains for a stop', () => {
    const s = standing();
    s.draining = true;
    expect(s.wouldRefuse(TARGET * 10, 'read', 3500)).toBe(false);
  });

  it("counts a request's wait from the previous turn's start, or from now when the loop slept", () => {
    const loop = { t: 0, idle: 0, endTurn: undefined as (() => void) | undefined };
    const s = new LoadShedder({ now: () => loop.t, idle: () => loop.idle, afterTurn: (d) => (loop.endTurn = d) });
    const turn = () => {
      loop.endTurn?.();
      loop.endTurn = undefined;
    };
    const sleep = (ms: number) => {
      turn();
      loop.idle += ms;
      loop.t += ms;
    };
    sleep(1000);
    expect(s.waitOf()).toBe(0);
    loop.t = 1040;
    expect(s.waitOf()).toBe(40);
    turn();
    loop.t = 1050;
    expect(s.waitOf()).toBe(50);
    sleep(500);
    expect(s.waitOf()).toBe(0);
  });
});

describe('requestClass and credentialOf', () => {
  it("tells visitors' reads and writes from what is never refused", () => {
    expect(requestClass('/artworks/a', 'GET')).toBe('read');
    expect(requestClass('/trpc/catalogue.shop', 'GET')).toBe('read');
    expect(requestClass('/api/admin/artworks', 'GET')).toBe('read');
    expect(requestClass('/api/public/events/rsvp', 'POST')).toBe('write');
    expect(requestClass('/trpc/media.comment', 'POST')).toBe('write');
    for (const p of ['/healthz', '/readyz', '/metrics', '/assets/app.js'])
      expect(requestClass(p, 'GET')).toBe('exempt');
  });

  it('reads the session token from the bearer header or the admin cookie', () => {
    expect(credentialOf('Bearer abc', undefined)).toBe('abc');
    expect(credentialOf('bearer  abc', undefined)).toBe('abc');
    expect(credentialOf(undefined, `consent=1; ${AUTH_COOKIE}=xyz; b=2`)).toBe('xyz');
    expect(credentialOf('Basic abc', `not_${AUTH_COOKIE}=xyz`)).toBeUndefined();
    expect(credentialOf(undefined, undefined)).toBeUndefined();
  });
});

describe('shedLoad', () => {
  const STAFF_TOKEN = 'valid-staff-token';
  const app = (s: LoadShedder, asked: string[] = []) => {
    const a = express();
    a.use(
      shedLoad(s, async (token) => {
        asked.push(token);
        return token === STAFF_TOKEN;
      }),
    );
    a.all(/.*/, (_req, res) => void res.json({ ok: true }));
    return a;
  };
  /** A shedder in a standing queue whose every request now has waited 2 s. */
  const overloaded = () => {
    const loop = { t: 0 };
    const s = new LoadShedder({ targetMs: TARGET, now: () => loop.t, idle: () => 0, afterTurn: () => {} });
    s.waitOf();
    for (let t = 1000; t <= 2000; t += 50) {
      loop.t = t;
      s.wouldRefuse(s.waitOf(), 'exempt');
    }
    expect(s.overloaded).toBe(true);
    return s;
  };

  it("refuses a visitor's API read with 503, Retry-After and the JSON message", async () => {
    const s = overloaded();
    for (const path of ['/api/public/artworks/shop-page', '/trpc/catalogue.shopPage']) {
      const res = await request(app(s)).get(path);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.body).toEqual({ message: MSG.busy });
    }
  });

  it("refuses a page with the site's own page, which loads the address again by itself", async () => {
    const s = overloaded();
    const page = await request(app(s)).get('/artworks');
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['retry-after']).toBe('2');
    expect(page.text).toContain(`<h1>${MSG.busy}</h1>`);
    expect(page.text).toContain('<meta http-equiv="refresh" content="2">');
    expect(page.text).toContain('<html lang="en">');
    expect(page.text).toMatch(/<a href="">Try again now<\/a>/);
    expect((await request(app(s)).head('/artworks')).status).toBe(503);
  });

  it('gives a forged bearer header or cookie no way past it; a valid staff session goes through', async () => {
    const s = overloaded();
    const asked: string[] = [];
    const forgedHeader = await request(app(s, asked)).get('/artworks').set('Authorization', 'Bearer forged');
    expect(forgedHeader.status).toBe(503);
    const forgedCookie = await request(app(s, asked)).get('/artworks').set('Cookie', `${AUTH_COOKIE}=forged`);
    expect(forgedCookie.status).toBe(503);
    const staff = await request(app(s, asked)).get('/api/admin/artworks').set('Authorization', `Bearer ${STAFF_TOKEN}`);
    expect(staff.status).toBe(200);
    const staffPage = await request(app(s, asked))
      .get('/artworks')
      .set('Cookie', `consent=1; ${AUTH_COOKIE}=${STAFF_TOKEN}`);
    expect(staffPage.status).toBe(200);
    expect(asked).toEqual(['forged', 'forged', STAFF_TOKEN, STAFF_TOKEN]);
  });

  it("lets a visitor's write, health checks, metrics and assets through the standing queue", async () => {
    const s = overloaded();
    expect((await request(app(s)).post('/api/public/events/rsvp').send({})).status).toBe(200);
    for (const path of ['/healthz', '/readyz', '/metrics', '/assets/app.js'])
      expect((await request(app(s)).get(path)).status, path).toBe(200);
    expect(s.refused).toBe(0);
  });

  it('asks for no session while waits are short', async () => {
    const s = new LoadShedder({ targetMs: TARGET });
    const asked: string[] = [];
    for (let i = 0; i < 20; i++)
      expect((await request(app(s, asked)).get('/artworks').set('Authorization', 'Bearer x')).status).toBe(200);
    expect(asked).toEqual([]);
    expect(s.refused).toBe(0);
  });
});
