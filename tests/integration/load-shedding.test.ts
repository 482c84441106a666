// A burst past what the process can answer in time: visitors' requests that have waited behind it
// get a quick 503 with Retry-After on the connection they came on, staff's read and write land, and
// the next requests after the burst are answered on the same kept-alive connections. Both as
// Node answers (every request a poll read, in that turn) and one a turn (web/one-a-turn.ts, as
// the server runs).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '#shared/constants';
import { MSG } from '#shared/messages';
import { makeArtist } from '#server/factories/catalogue';
import { createServer } from '#server/web/one-a-turn';
import { createTestApp, type TestApp } from '../setup/test-app';

/** Each answer of the test's route takes this long of the loop, as an uncached page does. */
const SERVE_MS = 100;
const BURST = 24;

interface Answer {
  status: number;
  retryAfter: string | undefined;
  body: string;
  /** from the burst's start */
  ms: number;
}

describe.each([
  ['as Node answers', false],
  ['one a turn', true],
])('load shedding, %s', (_name, oneATurn) => {
  let t: TestApp;
  let server: http.Server;
  let url: string;
  let artistId: number;
  /** connections the server accepted */
  let connections = 0;

  beforeAll(async () => {
    t = await createTestApp({
      env: { SHED_LOAD_LAG_MS: '50' },
      routes: (app) =>
        app.get('/api/public/slow', (req, res) => {
          const until = performance.now() + Number(req.query.ms ?? SERVE_MS);
          while (performance.now() < until);
          res.json({ ok: true });
        }),
    });
    artistId = (await makeArtist(t.deps.db, {})).id;
    server = (oneATurn ? createServer(t.app, t.deps.lifecycle) : t.app).listen(0, '127.0.0.1');
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

  it('refuses the burst beyond what can be answered in time, lets staff through, then answers again', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
    const bearer = { authorization: `Bearer ${t.token}` };
    // Open the connections first, so that the burst's requests all wait in their sockets at once.
    await Promise.all(Array.from({ length: BURST + 3 }, () => call(agent, '/healthz')));
    const opened = connections;

    const visitors = Array.from({ length: BURST }, () => call(agent, '/api/public/slow'));
    const staffRead = call(agent, '/api/public/slow', bearer);
    const adminPage = call(agent, '/api/public/slow', { cookie: `${AUTH_COOKIE}=${t.token}` });
    const staffWrite = call(agent, '/api/admin/artwork', bearer, 'POST', {
      title: 'Bought during the surge',
      artist_id: artistId,
      price: 4200,
      status: '1',
    });
    const answers = await Promise.all(visitors);

    const refused = answers.filter((a) => a.status === 503);
    const answered = answers.filter((a) => a.status === 200);
    expect(refused.length + answered.length).toBe(BURST);
    // Each answer holds the loop 100 ms: past the first few, the rest had waited too long.
    expect(answered.length).toBeGreaterThanOrEqual(2);
    expect(refused.length).toBeGreaterThanOrEqual(BURST / 2);
    for (const r of refused) {
      expect(r.retryAfter).toBe('1');
      expect(JSON.parse(r.body)).toEqual({ message: MSG.busy });
    }
    // Refusing the rest took next to nothing: the burst lasted about its answers' time.
    const answeredBeforeLast = answered.length + 2;
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(answeredBeforeLast * SERVE_MS + 1000);

    expect((await staffRead).status).toBe(200);
    expect((await adminPage).status).toBe(200);
    const write = await staffWrite;
    expect(write.status, write.body).toBeLessThan(300);

    // After the burst visitors are answered again, on the same connections: none was dropped.
    await new Promise((r) => setTimeout(r, 20));
    for (let i = 0; i < 4; i++) expect((await call(agent, '/api/public/slow?ms=5')).status).toBe(200);
    expect(connections).toBe(opened);
    agent.destroy();
  });
});
