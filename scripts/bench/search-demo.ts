// Site-wide search on the demo gallery, as a visitor types it: the words of the search finding
// (plurals, the overlay's hint), singulars, prefixes, typos, words found nowhere, and several words.
// Builds the demo in a scratch directory once (about 90 s), then times each query through the search
// service (what GET /api/public/search and /search-snippets run, without HTTP).
// `npx tsx scripts/bench/search-demo.ts [dir]` (the demo is kept in `dir` and reused; ROUNDS=20 for
// more rounds, DETAIL=1 for each query's CPU time).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closeDeps } from '#server/boot';
import { seedDemoIfEmpty } from '#server/demo/seed';
import * as search from '#server/modules/search/search.service';
import { openBenchDeps } from './fill';

const QUERIES = [
  'rugs',
  'quilts',
  'tapestries',
  'baskets',
  'exhibitions',
  'Exhibitions',
  'Baskets',
  'rug',
  'quilt',
  'tapestry',
  'basketry',
  'exhibition',
  'weaving',
  'indigo wool',
  'coiled baskets',
  'woven tapestries wool',
  't',
  'ta',
  'tap',
  'tape',
  'tapes',
  'tapest',
  'exhibitio',
  'tapestires',
  'basketts',
  'qwzx',
  'zzzzzzz',
  'rug sweetgrass',
  'natural dyes',
  'linen',
];
const ROUNDS = Number(process.env.ROUNDS ?? 10);

const dir = process.argv[2] ?? path.join(os.tmpdir(), 'weft-search-demo');
fs.mkdirSync(dir, { recursive: true });
const deps = await openBenchDeps(dir);
try {
  await seedDemoIfEmpty(deps, { today: new Date('2026-11-22T09:00:00Z') });
  const percentile = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.ceil((p / 100) * xs.length) - 1]!;
  for (const [name, run] of [
    ['search', (q: string) => search.search(deps, { search: q, page: 1 })],
    ['snippets', (q: string) => search.suggestions(deps, { search: q })],
  ] as const) {
    await run('warm up');
    const times: number[] = [];
    const cpu: number[] = [];
    const byQuery = new Map<string, number[]>();
    for (let round = 0; round < ROUNDS; round++)
      for (const q of QUERIES) {
        const start = process.hrtime.bigint();
        const used = process.cpuUsage();
        await run(q);
        const { user, system } = process.cpuUsage(used);
        cpu.push((user + system) / 1000);
        byQuery.set(q, [...(byQuery.get(q) ?? []), (user + system) / 1000]);
        times.push(Number(process.hrtime.bigint() - start) / 1e6);
      }
    const figures = (xs: number[]) =>
      `p50 ${percentile(xs, 50).toFixed(2)}, p95 ${percentile(xs, 95).toFixed(2)}, max ${Math.max(...xs).toFixed(2)} ms`;
    // CPU time too: a machine shared with other work inflates the wall clock, not the CPU.
    console.log(`${name}: ${times.length} queries, wall ${figures(times)}; CPU ${figures(cpu)}`);
    if (process.env.DETAIL)
      console.log(
        `  CPU p50 by query: ${[...byQuery].map(([q, xs]) => `${q} ${percentile(xs, 50).toFixed(1)}`).join(', ')}`,
      );
  }
  for (const q of ['rugs', 'quilts', 'tapestries', 'baskets', 'exhibitions']) {
    const r = await search.search(deps, { search: q, page: 1 });
    console.log(q.padEnd(12), JSON.stringify(r.counts));
  }
} finally {
  await closeDeps(deps);
}
