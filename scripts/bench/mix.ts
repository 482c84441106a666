// `npm run bench`: the real app under a visitor mix (visitor-mix.ts) at fixed arrival rates, open
// loop, latency counted from each request's scheduled start, while staff write once a second (a price
// change, a new artwork, a check-in at the door). Reports p50/p95/p99/max, p99/p50, refusals and
// failures, the read and page caches' hit rates and the server's memory, then the most the process
// answers closed-loop. The server runs in a child process; this process is the load generator.
//   BENCH_ARTWORKS (10000)  BENCH_RATES (100,300,600,1000)  BENCH_SECONDS per rate (10)
//   BENCH_LONG=1: 100,000 artworks, 30 s per rate, the numbers the README quotes. BENCH_STAFF=0: no staff writes.
//   BENCH_CLOSED_SECONDS: how long the closed loop runs (BENCH_SECONDS, at most 30 unless told)
//   BENCH_RSS_EVERY (30): seconds between two memory lines during a rate (0: none)
//   BENCH_SNAPSHOTS=dir: heap snapshots of the server after the warm-up and after each rate
//   BENCH_NODE_FLAGS: node flags for the server beside scripts/server.sh's (later ones win)
//   BENCH_CLOSED=0 leaves out the closed-loop run.
// Before the rates, a burst of 100 uncached pages at once and a closed loop of 50 connections over
// 200 more: their answers and refusals are reported beside the rest.
// Right after the last rate, at the moment its requests stop leaving, 100 requests a second for
// BENCH_RECOVERY_SECONDS (5) show whether the site is itself again once a surge ends.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDeps } from '#server/boot';
import { ensureAdmin } from '#server/modules/auth/auth.service';
import { ensureClientBuilt } from '../client-build';
import { benchServerEntry, ensureServerBuilt, spawnServer } from '../server-build';
import { askServer } from './ask-server';
import { fillCatalogue, fillPosts, openBenchDeps } from './fill';
import { runLoad } from './load';
import { type Latencies, type OpenLoopResult, runOpenLoop, summarise } from './open-loop';
import { visitorMix } from './visitor-mix';
import { runMain } from './run-main';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
const LONG = process.env.BENCH_LONG === '1';
const ARTWORKS = Number(process.env.BENCH_ARTWORKS ?? (LONG ? 100_000 : 10_000));
const RATES = (process.env.BENCH_RATES ?? '100,300,600,1000').split(',').map(Number);
const SECONDS = Number(process.env.BENCH_SECONDS ?? (LONG ? 30 : 10));
const CLOSED_SECONDS = Number(process.env.BENCH_CLOSED_SECONDS ?? Math.min(SECONDS, 30));
const RSS_EVERY = Number(process.env.BENCH_RSS_EVERY ?? 30);
const SNAPSHOTS = process.env.BENCH_SNAPSHOTS;
const RECOVERY_SECONDS = Number(process.env.BENCH_RECOVERY_SECONDS ?? 5);
const STAFF = { email: 'bench@weft.test', password: 'Bench-2026-weave!' };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-mix-'));
let child: ChildProcess | undefined;
const cleanup = () => {
  child?.kill();
  fs.rmSync(dir, { recursive: true, force: true });
};

interface ServerStats {
  /** process.memoryUsage() */
  rss: number;
  heapTotal: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
  /** /proc/self/status (Linux): resident anonymous and file-backed memory, the peak RSS */
  RssAnon?: number;
  RssFile?: number;
  VmHWM?: number;
  /** V8's heap spaces: what each holds (size) and uses */
  heapSpaces: Record<string, { size: number; used: number }>;
  facetIndexBytes: number;
  /** the server's CPU time so far: CPU per request does not depend on what else the machine runs */
  cpuMs: number;
  /** garbage collections since start and their time on the main thread */
  gcCount: number;
  gcMs: number;
  /** full (mark-compact) collections alone, and the longest pause of any since start */
  gcFull: number;
  gcFullMs: number;
  gcMaxMs: number;
  caches: Record<string, { hits: number; misses: number; entries: number; bytes: number }>;
  /** pages the render thread rendered, and those rendered on the main thread because it was busy or failed */
  renderThread?: { rendered: number; busy: number; failed: number; loop?: LoopTime };
  /** the main thread's event loop since start */
  mainLoop: LoopTime;
}

interface LoopTime {
  active: number;
  idle: number;
}

/** How much of the time between two readings a loop was running something. */
const busyShare = (before?: LoopTime, after?: LoopTime) => {
  if (!before || !after) return '-';
  const active = after.active - before.active;
  const total = active + after.idle - before.idle;
  return total > 0 ? `${((100 * active) / total).toFixed(0)}%` : '-';
};

const startServer = () =>
  new Promise<number>((resolve, reject) => {
    // The built server, as `npm start` runs it (app-server.ts, compiled: scripts/server-build.ts),
    // through its launcher (node flags, allocator settings). BENCH_NODE_FLAGS: more, to try some.
    child = spawnServer(
      root,
      benchServerEntry(root),
      [
        ...(process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean),
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      ],
      {
        env: { ...process.env, BENCH_DIR: dir, NODE_ENV: 'production', BENCH_LOG_LEVEL: 'warn' },
        // The server's log (warnings: slow queries with SLOW_QUERY_MS) goes to this terminal.
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    );
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
  });

const serverStats = () => askServer<ServerStats>(child!, { type: 'stats' });

const snapshot = async (file: string) => (await askServer<{ file: string }>(child!, { type: 'snapshot', file })).file;

/** One write a second, in turn: a price change, a new artwork, a guest checked in at the door. */
const staffWriter = async (port: number, ids: { artworks: number[]; artistIds: number[]; rsvps: number[][] }) => {
  const base = `http://127.0.0.1:${port}/api`;
  const login = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: STAFF.email, password: STAFF.password }),
  });
  if (login.status !== 200) throw new Error(`staff login failed: ${login.status}`);
  const token = ((await login.json()) as { access_token: string }).access_token;
  const call = (method: string, p: string, body?: unknown) =>
    fetch(`${base}${p}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  const asInput = (item: Record<string, unknown>) => {
    const input: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(item)) {
      const ref = (v: unknown) => (v && typeof v === 'object' && 'id' in v ? (v as { id: number }).id : v);
      if (key === 'artist') input.artist_id = ref(value);
      else if (key === 'header_image' || key === 'search_image') input[`${key}_id`] = ref(value);
      else if (key === 'product_images') input.product_image_ids = (value as unknown[]).map(ref);
      else if (Array.isArray(value) && key !== 'attributes') input[key] = value.map(ref);
      else input[key] = value;
    }
    return input;
  };
  let n = 0;
  const writes: number[] = [];
  let failures = 0;
  const once = async () => {
    const turn = n++;
    const t0 = performance.now();
    let res: Response;
    if (turn % 3 === 0) {
      const id = ids.artworks[turn % ids.artworks.length]!;
      const item = (await (await call('GET', `/admin/artwork/${id}`)).json()) as Record<string, unknown>;
      res = await call('PUT', `/admin/artwork/${id}`, { ...asInput(item), price: 1000 + turn * 100 });
    } else if (turn % 3 === 1) {
      res = await call('POST', '/admin/artwork', {
        title: `Bench acquisition ${turn}`,
        artist_id: ids.artistIds[turn % ids.artistIds.length],
        price: 4200,
        status: '1',
      });
    } else {
      const [exhibition, rsvp] = ids.rsvps[turn % ids.rsvps.length]!;
      res = await call('PUT', `/admin/exhibition/${exhibition}/rsvp/${rsvp}/check-in`, { checked_in: true });
    }
    const answer = await res.text();
    if (res.status >= 400) {
      failures++;
      if (process.env.BENCH_VERBOSE) console.error(`staff write ${turn % 3}: ${res.status} ${answer.slice(0, 300)}`);
    }
    writes.push(performance.now() - t0);
  };
  const timer = setInterval(() => void once().catch(() => failures++), 1000);
  return {
    /** the writes since the last take */
    take: () => {
      const taken = { latency: summarise(writes.splice(0)), failures };
      failures = 0;
      return taken;
    },
    stop: () => clearInterval(timer),
  };
};

const ms = (v: number) => (v >= 1000 ? `${(v / 1000).toFixed(1)} s` : `${v.toFixed(1)} ms`);
const pct = (share: number) => `${(100 * share).toFixed(1)}%`;
const bySecond = (r: OpenLoopResult) =>
  `${r.perSecond.map((s) => `${s.answered}/${s.refused}/${s.failed} p99 ${ms(s.p99)}`).join(', ')}  (answered/refused/failed)`;
const mib = (b: number) => `${(b / 1048576).toFixed(0)} MiB`;
const row = (l: Latencies) =>
  `p50 ${ms(l.p50).padStart(8)}  p95 ${ms(l.p95).padStart(8)}  p99 ${ms(l.p99).padStart(8)}  max ${ms(l.max).padStart(8)}  p99/p50 ${(l.p99 / Math.max(l.p50, 0.001)).toFixed(1)}`;

/** Where the memory is: V8's heap by space, what lies outside it, and the caches' own accounts. */
const memoryLine = (s: ServerStats) => {
  const spaces = Object.entries(s.heapSpaces)
    .filter(([, v]) => v.size >= 1048576)
    .map(([name, v]) => `${name.replace(/_space$/, '')} ${mib(v.used)}/${mib(v.size)}`)
    .join(', ');
  const caches = Object.entries(s.caches)
    .map(([name, c]) => `${name} ${c.entries}/${mib(c.bytes)}`)
    .join(', ');
  return (
    `RSS ${mib(s.rss)} (anon ${mib(s.RssAnon ?? 0)}, file ${mib(s.RssFile ?? 0)}, peak ${mib(s.VmHWM ?? 0)}); ` +
    `heap ${mib(s.heapUsed)} used of ${mib(s.heapTotal)} [${spaces}]; external ${mib(s.external)} ` +
    `(array buffers ${mib(s.arrayBuffers)}); facet index ${mib(s.facetIndexBytes)}; caches (entries/bytes) ${caches}`
  );
};

/** Where the first renders were made: by the render thread, or here because it was busy or failed. */
const renderedWhere = (before: ServerStats, after: ServerStats) => {
  const [a, b] = [after.renderThread, before.renderThread];
  const main = `loops busy: main ${busyShare(before.mainLoop, after.mainLoop)}`;
  if (!a || !b) return `${main}; no render thread`;
  return `${main}, renderer ${busyShare(b.loop, a.loop)}; render thread: ${a.rendered - b.rendered} rendered, ${a.busy - b.busy} left to the main thread (busy), ${a.failed - b.failed} failed`;
};

const hitRate = (before: ServerStats, after: ServerStats, name: string) => {
  const a = after.caches[name] ?? { hits: 0, misses: 0 };
  const b = before.caches[name] ?? { hits: 0, misses: 0 };
  const hits = a.hits - b.hits;
  const total = hits + a.misses - b.misses;
  return total ? `${((100 * hits) / total).toFixed(0)}%` : '-';
};

const main = async () => {
  await ensureClientBuilt(root);
  await ensureServerBuilt(root);
  const t0 = performance.now();
  const deps = await openBenchDeps(dir);
  const filled = {
    ...(await fillCatalogue(deps, { artworks: ARTWORKS, artists: Math.max(200, ARTWORKS / 100) })),
    ...fillPosts(deps),
  };
  await ensureAdmin(deps, { ...STAFF, defaultEmail: STAFF.email });
  const s = deps.sqlite;
  const ids = {
    artworks: s
      .prepare("SELECT id FROM artworks WHERE status = '1' ORDER BY random() LIMIT 500")
      .pluck()
      .all() as number[],
    artistIds: s.prepare("SELECT id FROM artists WHERE status = '1' LIMIT 50").pluck().all() as number[],
    rsvps: s
      .prepare('SELECT t.exhibition_id, r.id FROM rsvps r JOIN timeslots t ON t.id = r.timeslot_id')
      .raw()
      .all() as number[][],
  };
  await closeDeps(deps);
  console.log(`filled ${ARTWORKS} artworks in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  const port = await startServer();
  const next = visitorMix(filled);
  // Warm-up: the JIT, the prepared statements and the caches' first entries.
  await runOpenLoop({ port, rate: 100, seconds: 5, next });
  const warm = await serverStats();
  console.log(`after warm-up: ${memoryLine(warm)}`);
  // A surge of visitors (decision 028): 100 different pages not rendered yet, asked for at once (a
  // mailing goes out), then 50 visitors in a closed loop over 200 more. Neither should be refused.
  const uncached = (from: number, tag: string) =>
    filled.slugs.slice(from, from + (tag === 'burst' ? 100 : 200)).map((slug) => `/artworks/${slug}?surge=${tag}`);
  const burst = await runLoad({
    port,
    paths: uncached(0, 'burst'),
    connections: 100,
    maxRequests: 100,
    durationMs: 60_000,
  });
  const closedPages = await runLoad({
    port,
    paths: uncached(100, 'closed'),
    connections: 50,
    maxRequests: 200,
    durationMs: 60_000,
  });
  if (SNAPSHOTS) console.log(`heap snapshot: ${await snapshot(path.join(SNAPSHOTS, 'warm.heapsnapshot'))}`);

  // BENCH_STAFF=0: no staff writes, to see what the writes cost.
  const staff =
    process.env.BENCH_STAFF === '0'
      ? { take: () => ({ latency: summarise([]), failures: 0 }), stop: () => undefined }
      : await staffWriter(port, ids);
  const runs: {
    result: OpenLoopResult;
    before: ServerStats;
    after: ServerStats;
    writes: ReturnType<typeof staff.take>;
  }[] = [];
  let recovery: OpenLoopResult | undefined;
  for (const [i, rate] of RATES.entries()) {
    const before = await serverStats();
    const started = performance.now();
    const every = RSS_EVERY
      ? setInterval(
          () =>
            void serverStats().then((s) =>
              console.log(`  ${rate} req/s, ${((performance.now() - started) / 1000).toFixed(0)} s: ${memoryLine(s)}`),
            ),
          RSS_EVERY * 1000,
        )
      : undefined;
    const run = runOpenLoop({ port, rate, seconds: SECONDS, next, timeoutMs: 10_000 });
    if (i === RATES.length - 1 && RECOVERY_SECONDS > 0) {
      // Not after the surge's last answer: its stragglers are the backlog the recovery must not see.
      await new Promise((r) => setTimeout(r, SECONDS * 1000));
      recovery = await runOpenLoop({ port, rate: 100, seconds: RECOVERY_SECONDS, next, timeoutMs: 10_000 });
    }
    const result = await run;
    clearInterval(every);
    const after = await serverStats();
    runs.push({ result, before, after, writes: staff.take() });
    console.log(
      `${rate} req/s done: p99 ${ms(result.p99)}, refused ${result.refused}, failed ${result.failed}; ${memoryLine(after)}`,
    );
    if (SNAPSHOTS) console.log(`heap snapshot: ${await snapshot(path.join(SNAPSHOTS, `after-${rate}.heapsnapshot`))}`);
    // Let a saturated server drain before the next rate.
    await new Promise((r) => setTimeout(r, 2000));
  }
  staff.stop();

  const paths: string[] = [];
  for (let i = 0; i < 20_000; i++) paths.push(next().path);
  const closed =
    process.env.BENCH_CLOSED === '0'
      ? undefined
      : await runLoad({ port, paths, connections: 50, maxRequests: 200_000, durationMs: CLOSED_SECONDS * 1000 });
  const end = await serverStats();

  console.log(
    `\n${ARTWORKS} artworks, ${os.cpus().length} cores (the load generator on the same machine), Node ${process.version}, ${SECONDS} s per rate`,
  );
  for (const { result: r, before, after, writes } of runs) {
    console.log(
      `\n${r.rate} req/s: ${r.sent} sent, ${r.ok} answered, ${r.refused} refused (503), ${r.failed} failed; ${pct(r.within1s)} answered or refused within 1 s; RSS ${mib(after.rss)}; server CPU ${((after.cpuMs - before.cpuMs) / Math.max(1, r.ok + r.refused + r.failed)).toFixed(2)} ms a request (GC ${((after.gcMs - before.gcMs) / Math.max(1, r.ok + r.refused + r.failed)).toFixed(2)} ms: ${after.gcCount - before.gcCount} collections, ${after.gcFull - before.gcFull} full taking ${(after.gcFullMs - before.gcFullMs).toFixed(0)} ms, longest pause so far ${after.gcMaxMs.toFixed(0)} ms); cache hits: answers ${hitRate(before, after, 'answers')}, api ${hitRate(before, after, 'api')}, pages ${hitRate(before, after, 'pages')}; ${renderedWhere(before, after)}`,
    );
    console.log(`  answered              ${row(r)}`);
    if (r.refused) console.log(`  refused               ${row(r.refusedLatency)}`);
    console.log(`  generator's lateness  ${row(r.sendLag)}`);
    console.log(`  wait for a socket     ${row(r.socketWait)}  (${r.connections} connections opened)`);
    console.log(`  statuses              ${JSON.stringify(r.statuses)}  errors ${JSON.stringify(r.errors)}`);
    console.log(`  by second             ${bySecond(r)}`);
    for (const [kind, l] of Object.entries(r.byKind).sort())
      console.log(`  ${kind.padEnd(20)}  ${row(l)}  (${l.count})`);
    console.log(`  staff writes          ${row(writes.latency)}  (${writes.latency.count}, ${writes.failures} failed)`);
  }
  if (recovery) {
    const r = recovery;
    console.log(
      `\nrecovery, 100 req/s from the end of the ${RATES.at(-1)} req/s run: ${r.ok} answered, ${r.refused} refused, ${r.failed} failed; ${pct(r.within1s)} within 1 s`,
    );
    console.log(`  answered              ${row(r)}`);
    console.log(`  by second             ${bySecond(r)}`);
  }
  if (closed)
    console.log(
      `\nclosed loop, 50 connections: ${closed.rps.toFixed(0)} req/s, of which ${((closed.requests - closed.errors) / closed.seconds).toFixed(0)} answered (200); ${closed.refused} refused (503) and ${closed.errors - closed.refused} otherwise not answered in all, p50 ${ms(closed.p50)}, p99 ${ms(closed.p99)}; RSS ${mib(end.rss)}`,
    );
  const surgeLine = (name: string, r: typeof burst) =>
    `${name}: ${r.requests - r.errors} answered (200), ${r.refused} refused (503), ${r.errors - r.refused} otherwise not answered; p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}`;
  console.log(`\n${surgeLine('burst, 100 uncached pages at once', burst)}`);
  console.log(surgeLine('closed loop, 50 connections over 200 uncached pages', closedPages));
  console.log(`after warm-up: ${memoryLine(warm)}`);
  for (const { result: r, after } of runs) console.log(`after ${r.rate} req/s: ${memoryLine(after)}`);
  console.log(`after the closed loop: ${memoryLine(end)}`);
  console.log(`\ntotal ${((performance.now() - t0) / 1000).toFixed(0)} s`);
};

void runMain(main, cleanup);
