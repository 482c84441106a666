// `npm run bench:costs`: what each kind of request of the visitor mix costs the server in CPU time,
// one request at a time, read from the server's own process.cpuUsage() before and after. Unlike
// latency, this does not move with what else the machine runs, so it can be compared between runs
// on a shared machine. A request whose address was asked before counts as a repeat (usually a cache
// hit: no staff write runs here); the first of each address as new.
//   BENCH_ARTWORKS (10000)  BENCH_REQUESTS (2000)  BENCH_KIND (a pattern: only those kinds)
//   BENCH_PROFILE=dir: a CPU profile of the server.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDeps } from '#server/boot';
import { ensureClientBuilt } from '../client-build';
import { benchServerEntry, ensureServerBuilt, spawnServer } from '../server-build';
import { fillCatalogue, fillPosts, openBenchDeps } from './fill';
import type { MixRequest } from './open-loop';
import { askServer } from './ask-server';
import { runMain } from './run-main';
import { visitorMix } from './visitor-mix';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const ARTWORKS = Number(process.env.BENCH_ARTWORKS ?? 10_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 2_000);
const KIND = process.env.BENCH_KIND ? new RegExp(process.env.BENCH_KIND) : undefined;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-costs-'));
let child: ChildProcess | undefined;

const serverCpuMs = async () => (await askServer<{ cpuMs: number }>(child!, { type: 'stats' })).cpuMs;

const mean = (xs: number[]) => (xs.length ? xs.reduce((s, x) => s + x, 0) / xs.length : NaN);
const ms = (x: number) => (Number.isNaN(x) ? '     -' : x.toFixed(2).padStart(6));

const main = async () => {
  await ensureClientBuilt(root);
  await ensureServerBuilt(root);
  const deps = await openBenchDeps(dir);
  const filled = {
    ...(await fillCatalogue(deps, { artworks: ARTWORKS, artists: Math.max(200, ARTWORKS / 100) })),
    ...fillPosts(deps),
  };
  await closeDeps(deps);

  // As `npm start` runs it (scripts/server.sh).
  child = spawnServer(
    root,
    benchServerEntry(root),
    process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [],
    {
      // Load shedding off: one request at a time is never a surge, and a cold start's slow renders
      // must not be refused here. NODE_ENV: React picks its production or development build when it
      // is loaded (the development one validates every element: it doubled a page's first render).
      env: { ...process.env, BENCH_DIR: dir, NODE_ENV: 'production', SHED_LOAD_LAG_MS: '0', BENCH_LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    },
  );
  const port = await new Promise<number>((resolve) =>
    child!.once('message', (m) => resolve((m as { port: number }).port)),
  );

  const mix = visitorMix(filled);
  const next = (): MixRequest => {
    for (;;) {
      const r = mix();
      if (!KIND || KIND.test(r.kind)) return r;
    }
  };
  // The first requests of each kind pay for compiling its code: a short warm-up of other addresses.
  for (let i = 0; i < 200; i++) await (await fetch(`http://127.0.0.1:${port}${next().path}`)).arrayBuffer();

  const seen = new Set<string>();
  const costs = new Map<string, { fresh: number[]; repeat: number[] }>();
  for (let i = 0; i < REQUESTS; i++) {
    const r = next();
    const before = await serverCpuMs();
    const res = await fetch(`http://127.0.0.1:${port}${r.path}`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    await res.arrayBuffer();
    const cost = (await serverCpuMs()) - before;
    const entry = costs.get(r.kind) ?? { fresh: [], repeat: [] };
    (seen.has(r.path) ? entry.repeat : entry.fresh).push(cost);
    seen.add(r.path);
    costs.set(r.kind, entry);
  }
  // What asking for the CPU time costs by itself, taken off nothing above: it is in every row.
  const probe: number[] = [];
  for (let i = 0; i < 200; i++) {
    const before = await serverCpuMs();
    probe.push((await serverCpuMs()) - before);
  }

  const all = [...costs.values()].flatMap((e) => [...e.fresh, ...e.repeat]);
  console.log(
    `\n${ARTWORKS} artworks, ${REQUESTS} requests one at a time, server CPU ms a request (mean), Node ${process.version}\n`,
  );
  console.log(`${'kind'.padEnd(22)}   new (n)        repeat (n)`);
  for (const [kind, e] of [...costs].sort(([a], [b]) => a.localeCompare(b)))
    console.log(
      `${kind.padEnd(22)} ${ms(mean(e.fresh))} (${String(e.fresh.length).padStart(4)})  ${ms(mean(e.repeat))} (${String(e.repeat.length).padStart(4)})`,
    );
  console.log(`${'all'.padEnd(22)} ${ms(mean(all))} over ${all.length}; asking the CPU time alone: ${ms(mean(probe))}`);
};

runMain(main, () => {
  child?.kill('SIGTERM');
  fs.rmSync(dir, { recursive: true, force: true });
});
