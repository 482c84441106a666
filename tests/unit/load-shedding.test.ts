// Overload is refused, not queued: the share refused follows the event loop's delay, and only
// visitors' requests are ever refused, at once, with 503 and Retry-After.
import express from 'express';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { LoadShedder, shedLoad } from '#server/web/load-shedding';

const made: LoadShedder[] = [];
afterEach(() => made.splice(0).forEach((s) => s.stop()));
const shedder = (random = () => 0) => {
  const s = new LoadShedder({ targetLagMs: 60, random });
  made.push(s);
  return s;
};

describe('LoadShedder', () => {
  it('refuses more while the loop runs late and busy, by how late, and less once it is on time', () => {
    const s = shedder();
    for (let i = 0; i < 10; i++) s.adjust(30, 1);
    expect(s.share).toBe(0);
    s.adjust(120, 1);
    expect(s.share).toBeCloseTo(0.2);
    s.adjust(1000, 1);
    expect(s.share).toBeCloseTo(0.5);
    for (let i = 0; i < 10; i++) s.adjust(1000, 1);
    expect(s.share).toBe(0.95);
    for (let i = 0; i < 3; i++) s.adjust(5, 1);
    expect(s.share).toBeCloseTo(0.65);
    for (let i = 0; i < 10; i++) s.adjust(5, 0.3);
    expect(s.share).toBe(0);
    expect(s.shouldRefuse()).toBe(false);
  });

  it('refuses nobody after one long task on an idle loop (a cold page, a garbage collection)', () => {
    const s = shedder();
    for (let i = 0; i < 20; i++) s.adjust(2, 0.05);
    // 400 ms of one synchronous render: the window stretches and its timers are that late.
    s.adjust(400, 1, 400);
    expect(s.share).toBe(0);
    for (let i = 0; i < 5; i++) s.adjust(2, 0.05);
    expect(s.share).toBe(0);
  });

  it('refuses nobody while no visitors arrive, however busy the loop (a start-up, a rebuild)', () => {
    const s = shedder();
    for (let i = 0; i < 30; i++) s.adjust(500, 1, 500, 0);
    expect(s.share).toBe(0);
    for (let i = 0; i < 3; i++) s.adjust(500, 1, 100, 40);
    expect(s.share).toBeGreaterThan(0);
  });

  it('starts refusing within half a second of a standing queue', () => {
    const s = shedder();
    for (let i = 0; i < 20; i++) s.adjust(2, 0.05);
    let windows = 0;
    while (s.share === 0 && windows < 20) {
      s.adjust(150, 1);
      windows++;
    }
    expect(windows).toBeGreaterThan(1);
    expect(windows * 100).toBeLessThanOrEqual(600);
  });
});

describe('shedLoad', () => {
  const app = (s: LoadShedder) => {
    const a = express();
    a.use(shedLoad(s));
    a.all(/.*/, (_req, res) => void res.json({ ok: true }));
    return a;
  };

  it("refuses a visitor's page or API read at once with 503, Retry-After and a message", async () => {
    const s = shedder();
    s.share = 0.5;
    const api = await request(app(s)).get('/api/public/artworks/shop-page');
    expect(api.status).toBe(503);
    expect(api.headers['retry-after']).toBe('1');
    expect(api.body).toEqual({ message: MSG.busy });
    const page = await request(app(s)).get('/artworks');
    expect(page.status).toBe(503);
    expect(page.text).toContain(MSG.busy);
    expect(s.refused).toBe(2);
  });

  it('never refuses staff, the admin, health checks, metrics or the built assets', async () => {
    const s = shedder();
    s.share = 0.95;
    for (const path of ['/api/admin/artworks', '/trpc/auth.me', '/healthz', '/readyz', '/metrics', '/assets/app.js'])
      expect((await request(app(s)).get(path)).status, path).toBe(200);
    const staff = await request(app(s)).get('/api/public/artworks/shop-page').set('Authorization', 'Bearer x');
    expect(staff.status).toBe(200);
    expect((await request(app(s)).post('/api/admin/artwork').send({})).status).toBe(200);
  });

  it('lets requests through while the draw is above the share', async () => {
    const s = shedder(() => 0.6);
    s.share = 0.5;
    expect((await request(app(s)).get('/artworks')).status).toBe(200);
  });
});
