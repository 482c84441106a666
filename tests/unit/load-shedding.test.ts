// Overload is refused, not queued: once requests have kept waiting longer than the target (a
// standing queue), visitors' requests that waited that long are refused at once with 503 and
// Retry-After; staff and the admin never are, and one long task on a quiet loop refuses nobody.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '#shared/constants';
import { MSG } from '#shared/messages';
import { LoadShedder, shedLoad } from '#server/web/load-shedding';

/** A shedder on a fake loop: `at` moves the clock, `turn` ends the loop's turn, `sleep` idles it. */
const fakeLoop = () => {
  const loop = { t: 0, idle: 0, endTurn: undefined as (() => void) | undefined };
  const s = new LoadShedder({
    targetLagMs: 60,
    now: () => loop.t,
    idle: () => loop.idle,
    afterTurn: (done) => (loop.endTurn = done),
  });
  return {
    s,
    at: (t: number) => (loop.t = t),
    turn: () => {
      loop.endTurn?.();
      loop.endTurn = undefined;
    },
    sleep: (ms: number) => {
      loop.endTurn?.();
      loop.endTurn = undefined;
      loop.idle += ms;
      loop.t += ms;
    },
    /** a request seen now: whether it is refused */
    visit: (sheddable = true) => s.refuses(s.waitOf(), sheddable),
  };
};

/**
 * Visitors' requests arriving every `gapMs` from `from` for `ms` on a loop that never sleeps: each
 * turn reads what arrived before it began, answers cost `serveMs`, refusals 0.05 ms. The outcome of
 * each request with how long it truly waited (from its arrival to its handling).
 */
const surge = (l: ReturnType<typeof fakeLoop>, from: number, ms: number, gapMs = 1, serveMs = 3) => {
  const outcomes: { refused: boolean; waited: number }[] = [];
  let t = from;
  let next = from;
  while (next < from + ms) {
    const arrived: number[] = [];
    for (; next <= t && next < from + ms; next += gapMs) arrived.push(next);
    for (const at of arrived) {
      l.at(t);
      const refused = l.visit();
      outcomes.push({ refused, waited: t - at });
      t += refused ? 0.05 : serveMs;
    }
    l.at(t);
    l.turn();
    if (!arrived.length) t = next;
  }
  return outcomes;
};

describe('LoadShedder', () => {
  it("counts a request's wait from the previous turn's start, or from now when the loop slept", () => {
    const l = fakeLoop();
    l.sleep(1000);
    expect(l.s.waitOf()).toBe(0);
    l.at(1040);
    expect(l.s.waitOf()).toBe(40);
    l.turn();
    l.at(1050);
    // The loop did not sleep: what it reads now may have come just after the last turn's poll.
    expect(l.s.waitOf()).toBe(50);
    l.sleep(500);
    expect(l.s.waitOf()).toBe(0);
  });

  it('refuses nobody after one long task on a quiet loop (a cold page, a garbage collection)', () => {
    const l = fakeLoop();
    l.sleep(1000);
    expect(l.visit()).toBe(false);
    // 400 ms of one synchronous render; three visitors came meanwhile and waited behind it.
    l.turn();
    for (let i = 0; i < 3; i++) {
      l.at(1400 + i * 3);
      expect(l.visit()).toBe(false);
    }
    l.sleep(200);
    expect(l.visit()).toBe(false);
    expect(l.s.overloaded).toBe(false);
  });

  it('refuses nobody while a lone visitor now and then waits behind a busy loop (a rebuild)', () => {
    const l = fakeLoop();
    l.sleep(1000);
    for (let i = 1; i <= 30; i++) {
      l.turn();
      l.at(1000 + i * 300);
      expect(l.visit()).toBe(false);
    }
    expect(l.s.refused).toBe(0);
  });

  it('refuses nobody when visitors come one a turn, however long each waited (a rebuild in small steps)', () => {
    const l = fakeLoop();
    l.sleep(1000);
    // Every 80 ms one visitor, each read alone, each charged with the 80 ms of work before it.
    for (let i = 1; i <= 50; i++) {
      l.turn();
      l.at(1000 + i * 80);
      expect(l.visit()).toBe(false);
    }
    expect(l.s.overloaded).toBe(false);
  });

  it('under a standing queue refuses the visitors who waited too long, within a tenth of a second', () => {
    const l = fakeLoop();
    l.sleep(1000);
    // 1,000 requests a second for 3 s, each answer 3 ms: three times what the loop can do.
    const outcomes = surge(l, 1000, 3000);
    expect(outcomes.length).toBe(3000);
    const firstRefusal = outcomes.findIndex((o) => o.refused);
    expect(firstRefusal).toBeGreaterThan(0);
    // Refusals start once waits have stayed above the target for 0.1 s: within about 0.2 s.
    expect(firstRefusal).toBeLessThan(200);
    const answered = outcomes.filter((o) => !o.refused);
    // About a third answered (all the loop can do), the rest refused.
    expect(answered.length / outcomes.length).toBeGreaterThan(0.28);
    expect(answered.length / outcomes.length).toBeLessThan(0.4);
    expect(l.s.share).toBeGreaterThan(0.5);
    expect(l.s.refused).toBe(outcomes.length - answered.length);
  });

  it("keeps every answered request's wait within about twice the target under overload", () => {
    const l = fakeLoop();
    l.sleep(1000);
    const outcomes = surge(l, 1000, 3000);
    // Past the onset (the backlog of the first 0.1 s and the turn after it, 0.2 s of arrivals):
    const settled = outcomes.slice(outcomes.findIndex((o) => o.refused) + 200);
    const waits = settled.filter((o) => !o.refused).map((o) => o.waited);
    expect(waits.length).toBeGreaterThan(600);
    expect(Math.max(...waits)).toBeLessThanOrEqual(2 * 60);
    // And a refusal is quick too: nobody waited much longer than twice the target for one.
    expect(Math.max(...settled.map((o) => o.waited))).toBeLessThan(3 * 60);
  });

  it("takes a dispatcher's queue for the requests waiting together (one is answered a turn)", () => {
    // Answered one a turn (web/one-a-turn.ts), requests that waited together are each alone in
    // their turn: the dispatcher says how many are queued behind, and that is the standing queue.
    const queuedBehind = (queued: number) => {
      const l = fakeLoop();
      l.sleep(1000);
      const refusals: boolean[] = [];
      for (let i = 0; i < 40; i++) {
        l.turn();
        l.at(1000 + i * 5);
        // The request read this turn is queued; the one answered waited 80 ms in all.
        l.s.waitOf();
        refusals.push(l.s.refuses(80, true, undefined, queued));
      }
      return { refusals, overloaded: l.s.overloaded };
    };
    const standing = queuedBehind(6);
    expect(standing.overloaded).toBe(true);
    // Waits above the target for 0.1 s (20 turns of 5 ms), then the rest are refused.
    expect(standing.refusals.indexOf(true)).toBeGreaterThanOrEqual(20);
    expect(standing.refusals.slice(21).every(Boolean)).toBe(true);
    // One visitor at a time behind long work, nobody queued with it: no surge.
    const alone = queuedBehind(0);
    expect(alone.overloaded).toBe(false);
    expect(alone.refusals.some(Boolean)).toBe(false);
  });

  it('never refuses staff, and its waits count all the same', () => {
    const l = fakeLoop();
    l.sleep(1000);
    let t = 1000;
    // Staff's requests read together in one turn of 200, each behind the one before.
    for (let i = 0; i < 20; i++) {
      l.at((t += 10));
      expect(l.visit(false)).toBe(false);
    }
    expect(l.s.overloaded).toBe(true);
    expect(l.visit(true)).toBe(true);
  });

  it('answers the first request after a surge, and leaves overload after a second of short waits', () => {
    const l = fakeLoop();
    l.sleep(1000);
    surge(l, 1000, 1000);
    expect(l.s.overloaded).toBe(true);
    l.sleep(50);
    expect(l.visit()).toBe(false);
    l.sleep(1100);
    expect(l.visit()).toBe(false);
    expect(l.s.overloaded).toBe(false);
  });
});

describe('shedLoad', () => {
  const app = (s: LoadShedder) => {
    const a = express();
    a.use(shedLoad(s));
    a.all(/.*/, (_req, res) => void res.json({ ok: true }));
    return a;
  };
  /** A shedder whose every request has waited 500 ms in one endless turn, past overload. */
  const overloaded = () => {
    const loop = { t: 0 };
    const s = new LoadShedder({ targetLagMs: 60, now: () => loop.t, idle: () => 0, afterTurn: () => {} });
    s.waitOf();
    for (let i = 0; i <= 5; i++) {
      loop.t = 500 + 25 * i;
      s.refuses(s.waitOf(), false);
    }
    expect(s.overloaded).toBe(true);
    return s;
  };

  it("refuses a visitor's page or API read at once with 503, Retry-After and a message", async () => {
    const s = overloaded();
    const api = await request(app(s)).get('/api/public/artworks/shop-page');
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('1');
    expect(api.headers['cache-control']).toBe('no-store');
    expect(api.body).toEqual({ message: MSG.busy });
    const page = await request(app(s)).get('/artworks');
    expect(page.status).toBe(503);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toContain(MSG.busy);
    const head = await request(app(s)).head('/artworks');
    expect(head.status).toBe(503);
    expect(s.refused).toBe(3);
  });

  it('never refuses staff, the admin, health checks, metrics or the built assets', async () => {
    const s = overloaded();
    for (const path of ['/api/admin/artworks', '/trpc/auth.me', '/healthz', '/readyz', '/metrics', '/assets/app.js'])
      expect((await request(app(s)).get(path)).status, path).toBe(200);
    const staff = await request(app(s)).get('/api/public/artworks/shop-page').set('Authorization', 'Bearer x');
    expect(staff.status).toBe(200);
    // The admin's session: a page or read sent by a signed-in browser carries its token cookie.
    const admin = await request(app(s)).get('/artworks').set('Cookie', `consent=1; ${AUTH_COOKIE}=abc`);
    expect(admin.status).toBe(200);
    expect((await request(app(s)).post('/api/admin/artwork').send({})).status).toBe(200);
    expect(s.refused).toBe(0);
  });

  it('lets visitors through while waits are short', async () => {
    const s = new LoadShedder({ targetLagMs: 60 });
    for (let i = 0; i < 20; i++) expect((await request(app(s)).get('/artworks')).status).toBe(200);
  });
});
