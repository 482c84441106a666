// Benchmark child: the real app (createApp, every middleware) on a loopback port of its own.
import http from 'node:http';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { constants, performance, PerformanceObserver } from 'node:perf_hooks';
import v8 from 'node:v8';
import { createApp } from '#server/app';
import { createDeps } from '#server/boot';
import { loadEnv } from '#server/env';
import { readCachesOf } from '#server/lib/read-cache';
import { facetKeeperOf } from '#server/modules/catalogue/facet-keeper';
import { startRenderThread } from '#server/web/render-thread';
import { createServer } from '#server/web/one-a-turn';

const dir = process.env.BENCH_DIR!;
const env = loadEnv({
  DATABASE_PATH: `${dir}/weft.db`,
  UPLOADS_DIR: `${dir}/uploads`,
  OUTBOX_DIR: `${dir}/outbox`,
  DEMO_DATA: 'false',
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  SLOW_QUERY_MS: process.env.SLOW_QUERY_MS ?? '0',
  RENDER_THREAD: process.env.RENDER_THREAD,
});
const deps = await createDeps(env);
// The built client and its server renderer (the runner builds them first), for the HTML pages.
const clientDir = path.join(env.rootDir, 'dist', 'client');
const renderThread = startRenderThread(env, deps.logger, clientDir);
const app = createApp(deps, { clientDir, renderThread });
// As the server runs: one request answered a turn (web/one-a-turn.ts). BENCH_ONE_A_TURN=0: as
// Node answers, every request a poll read in that turn, to measure the difference.
const server = (
  process.env.BENCH_ONE_A_TURN === '0' ? http.createServer(app) : createServer(app, deps.lifecycle)
).listen(0, '127.0.0.1', () => {
  process.send!({ type: 'port', port: (server.address() as AddressInfo).port });
});
server.keepAliveTimeout = 60_000;

// Exit normally on the runner's kill, so that --cpu-prof (BENCH_PROFILE) writes its profile.
process.on('SIGTERM', () => process.exit(0));

/**
 * Garbage collections since start and their pauses of the main thread: all, and the full
 * (mark-compact) ones alone, which hold the requests under way longest.
 */
const gc = { count: 0, ms: 0, full: 0, fullMs: 0, maxMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    gc.count++;
    gc.ms += entry.duration;
    gc.maxMs = Math.max(gc.maxMs, entry.duration);
    if ((entry as { detail?: { kind?: number } }).detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      gc.full++;
      gc.fullMs += entry.duration;
    }
  }
}).observe({ entryTypes: ['gc'] });

/** Resident memory by kind (Linux): anonymous (heaps, malloc), file-backed (the binary, libraries). */
const residentKinds = (): Record<string, number> => {
  try {
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    return Object.fromEntries(
      [...status.matchAll(/^(RssAnon|RssFile|RssShmem|VmHWM):\s+(\d+) kB/gm)].map((m) => [m[1]!, Number(m[2]) * 1024]),
    );
  } catch {
    return {};
  }
};

// The mix bench asks how the caches did and how much memory the process holds, and by whom.
process.on('message', (m) => {
  const message = m as { type?: string; file?: string };
  if (message.type === 'snapshot') {
    // A heap snapshot for a reader (Chrome's memory tab): what the V8 heap holds, by constructor.
    const file = v8.writeHeapSnapshot(message.file);
    process.send!({ type: 'snapshot', file });
    return;
  }
  if (message.type !== 'stats') return;
  const caches = Object.fromEntries(
    [...readCachesOf(deps.sqlite)].map(([name, c]) => [name, { hits: c.hits, misses: c.misses, ...c.size }]),
  );
  const cpu = process.cpuUsage();
  const memory = process.memoryUsage();
  process.send!({
    type: 'stats',
    ...memory,
    ...residentKinds(),
    heapSpaces: Object.fromEntries(
      v8.getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size }]),
    ),
    facetIndexBytes: facetKeeperOf(deps).bytes,
    cpuMs: (cpu.user + cpu.system) / 1000,
    gcCount: gc.count,
    gcMs: gc.ms,
    gcFull: gc.full,
    gcFullMs: gc.fullMs,
    gcMaxMs: gc.maxMs,
    caches,
    renderThread: renderThread && { ...renderThread.stats, loop: renderThread.loopTime() },
    mainLoop: (({ active, idle }) => ({ active, idle }))(performance.eventLoopUtilization()),
  });
});
