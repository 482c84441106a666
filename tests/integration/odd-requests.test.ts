// No request ends the process (issue 27): one anonymous GET /trpc/% did, in the metrics' route
// label after the answer was sent. This walks every path of the OpenAPI document, every tRPC
// procedure and every page of the client's route table with malformed percent-encodings, overlong
// and odd paths, odd methods, headers and bodies, against the built server as `npm start` runs it
// (supervisor, one-a-turn dispatcher, render thread, server rendering), and checks after each
// request that the same process still answers. Each answer is a 4xx or better, never a 5xx.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../../client/src/app/route-table';
import { openApiDocument } from '#server/compose/openapi';
import { pidFileOf } from '#server/ops/pid-file';
import { appRouter } from '#server/compose/router';
import { ensureClientBuilt } from '../../scripts/client-build';
import { ensureServerBuilt, serverEntry } from '../../scripts/server-build';
import { runServer, serverEnv, waitFor, type ServerProcess } from '../setup/server-process';

const root = path.resolve(import.meta.dirname, '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-odd-'));
const METRICS_TOKEN = 'odd-requests-metrics-token';
let server: ServerProcess;
let port = 0;
let serverPid = 0;

beforeAll(async () => {
  await Promise.all([ensureServerBuilt(root, () => {}), ensureClientBuilt(root, () => {})]);
  server = runServer(
    {
      ...serverEnv(dir, 'odd'),
      DEMO_DATA: 'false',
      // As the client was built: under the tests, React's development build.
      NODE_ENV: process.env.NODE_ENV ?? 'production',
      METRICS_TOKEN,
      // Every answer is judged: none is to be a 503 of the load shedder on a busy test machine.
      SHED_LOAD_LAG_MS: '0',
      LOG_LEVEL: 'warn',
    },
    serverEntry(root),
  );
  const [, url] = await waitFor(server.output, /Weft is running at (http:\/\/localhost:\d+)/, 120_000);
  port = Number(new URL(url!).port);
  serverPid = Number(fs.readFileSync(pidFileOf(path.join(dir, 'odd.db')), 'utf8'));
}, 180_000);
afterAll(async () => {
  server?.child.kill('SIGTERM');
  await server?.exit;
  fs.rmSync(dir, { recursive: true, force: true });
});

/** One raw HTTP/1.1 request on its own connection (any bytes, any method); the answer's status. */
const ask = (head: string, body = '') =>
  new Promise<number | 'none'>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.setTimeout(20_000, () => socket.destroy());
    socket.on('connect', () => socket.write(`${head}\r\nHost: weft.test\r\nConnection: close\r\n\r\n${body}`));
    socket.on('data', (d) => {
      answer += d.toString('latin1');
      if (answer.includes('\r\n')) socket.destroy();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const m = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      resolve(m ? Number(m[1]) : 'none');
    });
  });

const BAD_SEGMENTS = ['%', '%FF', '%E0%A4%A', '%00', '..%2F..%2Fetc%2Fpasswd', 'x'.repeat(6000)];
const ODD_HEADERS = [
  'Cookie: weft_session=%; weft_reading=%FF%; a',
  'Authorization: Bearer %E0%A4%A',
  'Accept-Encoding: br;q=abc, gzip;q=-1, *;q=',
  'X-Forwarded-For: not-an-address, ::ffff:zz, 999.1.1.1',
  'Range: bytes=9-1,-0',
  'If-None-Match: "',
  'If-Modified-Since: yesterday',
  'Accept-Language: ;;;',
  'Accept: */*;q=x',
].join('\r\n');

type Ask = { head: string; body?: string; what: string };

/** Kinds of odd request besides a bad segment, one of them per path (in turn): all are made many times. */
const ODD: ((plain: string) => Ask)[] = [
  (p) => ({ head: `GET ${p}%?%=%FF&a[b][c]=%&input=%7B HTTP/1.1`, what: `trailing % ${p}` }),
  (p) => ({ head: `GET ${p.toUpperCase()} HTTP/1.1`, what: `upper case ${p}` }),
  (p) => ({
    head: `GET ${p.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`)} HTTP/1.1`,
    what: `encoded ${p}`,
  }),
  (p) => ({ head: `GET ${p}//..//./%2e%2e/ HTTP/1.1`, what: `dots ${p}` }),
  (p) => ({ head: `PROPFIND ${p} HTTP/1.1`, what: `PROPFIND ${p}` }),
  (p) => ({ head: `OPTIONS ${p} HTTP/1.1`, what: `OPTIONS ${p}` }),
  (p) => ({ head: `HEAD ${p} HTTP/1.1`, what: `HEAD ${p}` }),
  (p) => ({ head: `GET ${p} HTTP/1.1\r\n${ODD_HEADERS}`, what: `odd headers ${p}` }),
];
const BAD_BODIES: [string, string][] = [
  ['application/json', '{"a":'],
  ['application/json; charset=ebcdic', '{}'],
  ['application/json', '['.repeat(5000)],
  ['application/json', 'null'],
  ['application/json', '"\\ud800"'],
  ['multipart/form-data', '--x\r\n'],
  ['application/x-www-form-urlencoded', '%=%FF&a[b]=%'],
];
const withBody = (method: string, target: string, [type, body]: [string, string]): Ask => ({
  head: `${method} ${target} HTTP/1.1\r\nContent-Type: ${type}\r\nContent-Length: ${Buffer.byteLength(body)}`,
  body,
  what: `${method} ${target} ${type} ${body.slice(0, 20)}`,
});

/**
 * The requests made of the i-th path (its parameters as given): a malformed or overlong parameter
 * with each of its methods, one odd request, and a bad body for each method that takes one; the
 * kinds go round from one path to the next, so that the walk stays short and each kind is made of
 * many paths.
 */
const requestsFor = (template: string, methods: string[], i: number): Ask[] => {
  const fill = (value: string) => template.replace(/\{[^}]+\}|:[a-zA-Z]+/g, value);
  const segment = BAD_SEGMENTS[i % BAD_SEGMENTS.length]!;
  const target = /[{:]/.test(template) ? fill(segment) : `${template}/${segment}`;
  const plain = fill('x');
  return [
    ...methods.map((method) => ({ head: `${method} ${target} HTTP/1.1`, what: `${method} ${target}` })),
    ODD[i % ODD.length]!(plain),
    ...methods.filter((m) => m !== 'GET').map((m) => withBody(m, plain, BAD_BODIES[i % BAD_BODIES.length]!)),
  ];
};

const restAsks = (): Ask[] =>
  Object.entries(openApiDocument().paths ?? {}).flatMap(([p, item], i) =>
    requestsFor(
      `/api${p}`,
      Object.keys(item ?? {}).map((m) => m.toUpperCase()),
      i,
    ),
  );

const trpcAsks = (): Ask[] =>
  Object.entries(appRouter._def.procedures).flatMap(([name, procedure], i) => {
    const mutation = (procedure as unknown as { _def: { type: string } })._def.type === 'mutation';
    const base = `/trpc/${name}`;
    const segment = BAD_SEGMENTS[i % BAD_SEGMENTS.length]!;
    const odd: Ask[] = [
      { head: `GET ${base},${name},%?batch=1&input=%7B%220%22 HTTP/1.1`, what: `batch ${base}` },
      ODD[i % ODD.length]!(base),
    ];
    return [
      { head: `GET ${base}${segment} HTTP/1.1`, what: `${base}${segment}` },
      { head: `GET ${base}?input=${segment} HTTP/1.1`, what: `${base}?input=${segment}` },
      odd[i % odd.length]!,
      ...(mutation ? [withBody('POST', base, BAD_BODIES[i % BAD_BODIES.length]!)] : []),
    ];
  });

const pageAsks = (): Ask[] => ROUTES.flatMap((r, i) => requestsFor(r.path, ['GET'], i));

/** Walks `asks` in a few lanes; after each request, the same process must answer /healthz. */
const walk = async (asks: Ask[]) => {
  const failures: string[] = [];
  let next = 0;
  const lane = async () => {
    while (next < asks.length) {
      const a = asks[next++]!;
      const status = await ask(a.head, a.body);
      if (status === 'none' || status >= 500) failures.push(`${status} for ${a.what.slice(0, 120)}`);
      const health = await ask('GET /healthz HTTP/1.1');
      if (health !== 200)
        throw new Error(
          `the server stopped answering (${health}) after ${a.what.slice(0, 120)}:\n${server.output().slice(-4000)}`,
        );
    }
  };
  await Promise.all([lane(), lane(), lane(), lane()]);
  return failures;
};

describe('odd requests', () => {
  it('never end the process and are each answered below 500: the OpenAPI paths', async () => {
    const asks = restAsks();
    expect(asks.length).toBeGreaterThan(300);
    expect(await walk(asks)).toEqual([]);
  }, 300_000);

  it('... every tRPC procedure', async () => {
    expect(await walk(trpcAsks())).toEqual([]);
  }, 300_000);

  it('... every page of the route table, rendered by the server', async () => {
    // The pages are the built client's, rendered on the server.
    expect(await ask('GET /artworks HTTP/1.1')).toBe(200);
    expect(await walk(pageAsks())).toEqual([]);
  }, 300_000);

  it('leave the same process running, with a bounded set of route labels in /metrics', async () => {
    expect(Number(fs.readFileSync(pidFileOf(path.join(dir, 'odd.db')), 'utf8'))).toBe(serverPid);
    // No error logged (a 5xx, a guarded failure), no restart, no uncaught exception's trace.
    expect(server.output()).not.toMatch(/"level":(50|60)|restarting it|^\w*Error\b/m);
    // Each spelling of a page's address the page router takes.
    for (const spelling of ['/ARTWORKS', '/Artworks', '/%61rtworks', '/aRtWoRkS/', '/%41RTISTS'])
      expect(await ask(`GET ${spelling} HTTP/1.1`)).toBe(200);
    const metrics = await fetch(`http://127.0.0.1:${port}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    }).then((r) => r.text());
    const labels = new Set(
      [...metrics.matchAll(/^weft_http_requests_total\{[^}]*route="([^"]*)"/gm)].map((m) => m[1]!),
    );
    // One label per spelling would be thousands after this walk (letter case, %-encoded letters):
    // each is named in lower case, decoded (tRPC's procedure names keep theirs).
    const spelled = [...labels].filter((l) => !l.startsWith('/trpc/') && /[A-Z%]/.test(l.replace(/\{[^}]+\}/g, '')));
    expect(spelled).toEqual([]);
    expect(labels).toContain('/artworks');
    expect(labels.size).toBeLessThan(Object.keys(appRouter._def.procedures).length + 400);
  });
});
