// Benchmark child: the real app (createApp, every middleware) on a loopback port of its own.
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createApp } from '#server/app';
import { createDeps } from '#server/boot';
import { loadEnv } from '#server/env';
import { readCachesOf } from '#server/lib/read-cache';
import { registerMultipartRoutes } from '#server/multipart';

const dir = process.env.BENCH_DIR!;
const env = loadEnv({
  DATABASE_PATH: `${dir}/weft.db`,
  UPLOADS_DIR: `${dir}/uploads`,
  OUTBOX_DIR: `${dir}/outbox`,
  DEMO_DATA: 'false',
  NODE_ENV: 'production',
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'info',
  SLOW_QUERY_MS: process.env.SLOW_QUERY_MS ?? '0',
});
const deps = await createDeps(env);
// The built client and its server renderer (the runner builds them first), for the HTML pages.
const clientDir = path.join(env.rootDir, 'dist', 'client');
const server = createApp(deps, { clientDir, beforeRest: registerMultipartRoutes }).listen(0, '127.0.0.1', () => {
  process.send!({ type: 'port', port: (server.address() as AddressInfo).port });
});
server.keepAliveTimeout = 60_000;

// Exit normally on the runner's kill, so that --cpu-prof (BENCH_PROFILE) writes its profile.
process.on('SIGTERM', () => process.exit(0));

// The mix bench asks how the caches did and how much memory the process holds.
process.on('message', (m) => {
  if ((m as { type?: string }).type !== 'stats') return;
  const caches = Object.fromEntries(
    [...readCachesOf(deps.sqlite)].map(([name, c]) => [name, { hits: c.hits, misses: c.misses }]),
  );
  const cpu = process.cpuUsage();
  process.send!({
    type: 'stats',
    rss: process.memoryUsage().rss,
    heapUsed: process.memoryUsage().heapUsed,
    cpuMs: (cpu.user + cpu.system) / 1000,
    caches,
  });
});
