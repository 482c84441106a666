// The server answers one request a turn of the event loop, so that it polls between two answers:
// a connection made while a backlog is answered is taken at the next answer's end, not after the
// whole backlog (Node takes one connection a poll, and answers everything a poll read before it
// polls again). Answers keep the order their requests were read in.
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Lifecycle } from '#server/ops/graceful-stop';
import { queuedWaitOf } from '#server/web/load-shedding';
import { answerOneATurn, createServer } from '#server/web/one-a-turn';

const SERVE_MS = 20;
const BACKLOG = 16;

const busy = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

let server: http.Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

const listen = async (handler: http.RequestListener) => {
  server = createServer(handler, new Lifecycle());
  server.listen(0, '127.0.0.1');
  await new Promise<void>((resolve) => server!.once('listening', resolve));
  return (server.address() as AddressInfo).port;
};

const get = (agent: http.Agent, port: number, path: string) =>
  new Promise<string>((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, agent }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve(body));
      })
      .on('error', reject);
  });

describe('one request a turn', () => {
  it('takes a new connection between two answers of a backlog', async () => {
    let burst = false;
    let connectAt: number | undefined;
    let late: net.Socket | undefined;
    const handler: http.RequestListener = (req, res) => {
      if (burst && connectAt === undefined) {
        // While this backlog's first answer is made, somebody new connects.
        connectAt = performance.now();
        late = net.connect(port, '127.0.0.1');
      }
      if (burst) busy(SERVE_MS);
      res.end(req.url);
    };
    const port = await listen(handler);
    const agent = new http.Agent({ keepAlive: true, maxSockets: BACKLOG });
    // The connections are opened first, so that the backlog's requests are all read by one poll.
    await Promise.all(Array.from({ length: BACKLOG }, (_, i) => get(agent, port, `/warm/${i}`)));
    let acceptedAt: number | undefined;
    server!.on('connection', () => (acceptedAt ??= performance.now()));

    burst = true;
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: BACKLOG }, (_, i) => get(agent, port, `/slow/${i}`)));
    const took = performance.now() - started;
    expect(answers).toEqual(Array.from({ length: BACKLOG }, (_, i) => `/slow/${i}`));
    expect(took).toBeGreaterThanOrEqual(BACKLOG * SERVE_MS);
    expect(acceptedAt, 'the new connection was taken').toBeDefined();
    // Taken after one or two answers (20–40 ms), where Node alone takes it after all 16 (320 ms).
    expect(acceptedAt! - connectAt!).toBeLessThan(5 * SERVE_MS);
    late!.destroy();
    agent.destroy();
  });

  it('answers in the order the requests were read, each with its wait and the queue behind it', async () => {
    const seen: { path: string; waitedMs: number; queued: number }[] = [];
    const port = await listen((req, res) => {
      const wait = queuedWaitOf(req)!;
      seen.push({ path: req.url!, ...wait });
      busy(5);
      res.end();
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
    await Promise.all(Array.from({ length: 8 }, (_, i) => get(agent, port, `/warm/${i}`)));
    seen.length = 0;
    await Promise.all(Array.from({ length: 8 }, (_, i) => get(agent, port, `/${i}`)));
    expect(seen).toHaveLength(8);
    // All eight read by one poll: the first had seven queued behind it, the last none, and each
    // waited at least the answers before it.
    expect(seen.map((s) => s.queued)).toEqual([7, 6, 5, 4, 3, 2, 1, 0]);
    seen.forEach((s, i) => expect(s.waitedMs).toBeGreaterThanOrEqual(i * 5 - 1));
    agent.destroy();
  });

  it('does not answer a request whose sender left while it waited', async () => {
    const handled: string[] = [];
    const port = await listen((req, res) => {
      handled.push(req.url!);
      // While the first is answered, the sender of the second gives up.
      if (req.url === '/first') {
        leaver.destroy();
        busy(SERVE_MS);
      }
      res.end();
    });
    const agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
    await Promise.all([get(agent, port, '/warm/1'), get(agent, port, '/warm/2')]);
    handled.length = 0;
    const first = get(agent, port, '/first');
    const leaver = http.get({ host: '127.0.0.1', port, path: '/left', agent });
    const left = new Promise<void>((resolve) => leaver.on('error', () => resolve()));
    await Promise.all([first, left]);
    await get(agent, port, '/after');
    expect(handled).toEqual(['/first', '/after']);
    agent.destroy();
  });

  it('keeps the order through a long surge that never lets the queue empty', async () => {
    const answered: number[] = [];
    let listener: http.RequestListener;
    const fake = (n: number) =>
      [{ url: String(n), socket: { destroyed: false } }, {}] as unknown as [http.IncomingMessage, http.ServerResponse];
    let sent = 0;
    const done = new Promise<void>((resolve) => {
      listener = answerOneATurn((req) => {
        answered.push(Number(req.url));
        // Two more arrive for every one answered, until 6,000 have come: the queue only grows.
        for (let i = 0; i < 2 && sent < 6000; i++) listener(...fake(sent++));
        if (answered.length === 6000) resolve();
      }, new Lifecycle());
    });
    for (let i = 0; i < 10; i++) listener!(...fake(sent++));
    await done;
    expect(answered).toEqual(Array.from({ length: 6000 }, (_, i) => i));
  });
});
