// A burst the process can work through is answered whole; a standing queue (visitors coming faster
// than the process answers, for longer than the target and the interval) gets quick 503s with Retry-After on the
// connections they came on, while staff's read and write land and a forged token is refused like any
// visitor; the next requests after it are answered on the same kept-alive connections. Both as Node
// answers (every request a poll read, in that turn) and one a turn (web/one-a-turn.ts, as the server
// runs).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '#shared/constants';
import { MSG } from '#shared/messages';
import { makeArtist } from '#server/factories/catalogue';
import { createServer } from '#server/web/one-a-turn';
import { createTestApp, type TestApp } from '../setup/test-app';

/** Each answer of the test's route takes this long of the loop, as an uncached page does. */
const SERVE_MS = 50;
/** a shorter target than production's, so that the test takes seconds: the interval is 250 ms */
const TARGET_MS = 500;
/** enough for every request of the surge to be sent at once (2 s, two a turn of 50 ms) */
const CONNECTIONS = 100;

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
  /** from the burst's start */
  ms: number;
}

describe('load shedding, one request a turn as the server answers', () => {
  let t: TestApp;
  let server: http.Server;
  let url: string;
  let artistId: number;
  /** connections the server accepted */
  let connections = 0;

  beforeAll(async () => {
    t = await createTestApp({
      env: { SHED_LOAD_LAG_MS: String(TARGET_MS) },
      routes: (app) =>
        app.get('/api/public/slow', (req, res) => {
          const until = performance.now() + Number(req.query.ms ?? SERVE_MS);
          while (performance.now() < until);
          res.json({ ok: true });
        }),
    });
    artistId = (await makeArtist(t.deps.db, {})).id;
    server = createServer(t.app, t.deps.lifecycle).listen(0, '127.0.0.1');
    await new Promise<void>((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    server.on('connection', () => connections++);
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  });

  const call = (
    agent: http.Agent,
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
    body?: unknown,
  ) =>
    new Promise<Answer>((resolve, reject) => {
      const start = performance.now();
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const req = http.request(
        `${url}${path}`,
        {
          agent,
          method,
          headers: payload ? { ...headers, 'content-type': 'application/json' } : headers,
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () =>
            resolve({
              status: res.statusCode!,
              retryAfter: res.headers['retry-after'] as string | undefined,
              body: text,
              ms: performance.now() - start,
            }),
          );
        },
      );
      req.on('error', reject);
      req.end(payload);
    });

  /**
   * Two new visitors asking `path` at each turn of the event loop for `ms`, whether or not earlier
   * ones were answered: the server (in this process) answers one a turn, so the queue grows by one
   * a turn for as long as they come. Their answers.
   */
  const surge = async (agent: http.Agent, ms: number, path: string, headers: Record<string, string>[]) => {
    const answers: Promise<Answer>[] = [];
    const start = performance.now();
    while (performance.now() - start < ms) {
      const n = answers.length;
      answers.push(
        call(agent, path, headers[n % headers.length]),
        call(agent, path, headers[(n + 1) % headers.length]),
      );
      await new Promise((r) => setTimeout(r, 1));
    }
    return Promise.all(answers);
  };

  it('answers a burst it works through, refusing none', async () => {
    // 2 s of work asked for at once: four times the target, but the queue only shrinks.
    const burst = 40;
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    await Promise.all(Array.from({ length: burst }, () => call(agent, '/healthz')));
    const answers = await Promise.all(Array.from({ length: burst }, () => call(agent, '/api/public/slow')));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    agent.destroy();
  });

  it('refuses a standing queue, lets staff and writes through, gives a forged token nothing, then answers again', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const bearer = { authorization: `Bearer ${t.token}` };
    await Promise.all(Array.from({ length: CONNECTIONS }, () => call(agent, '/healthz')));
    const opened = connections;

    // Visitors, a third of them with a forged bearer header and a third with a forged session cookie.
    const forgeries: Record<string, string>[] = [
      {},
      { authorization: 'Bearer forged-by-a-visitor' },
      { cookie: `${AUTH_COOKIE}=forged` },
    ];
    const visitors = surge(agent, 2000, '/api/public/slow', forgeries);
    await new Promise((r) => setTimeout(r, 1500));
    const staffRead = call(agent, '/api/public/slow', bearer);
    const adminPage = call(agent, '/api/public/slow', { cookie: `${AUTH_COOKIE}=${t.token}` });
    const staffWrite = call(agent, '/api/admin/artwork', bearer, 'POST', {
      title: 'Bought during the surge',
      artist_id: artistId,
      price: 4200,
      status: '1',
    });
    const answers = await visitors;

    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length + answers.filter((a) => a.status === 200).length).toBe(answers.length);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.retryAfter).toBe('2');
      expect(JSON.parse(r.body)).toEqual({ message: MSG.busy });
    }
    // A forged credential is refused like any visitor's request.
    for (let f = 0; f < forgeries.length; f++)
      expect(
        answers.filter((a, i) => i % forgeries.length === f && a.status === 503).length,
        `forgery ${f}`,
      ).toBeGreaterThan(0);
    expect((await staffRead).status).toBe(200);
    expect((await adminPage).status).toBe(200);
    const write = await staffWrite;
    expect(write.status, write.body).toBeLessThan(300);

    // After the surge visitors are answered again, on the same connections: none was dropped.
    await new Promise((r) => setTimeout(r, 20));
    for (let i = 0; i < 4; i++) expect((await call(agent, '/api/public/slow?ms=5')).status).toBe(200);
    expect(connections).toBe(opened);
    agent.destroy();
  });
});
