// `npm run bench`: 10,000 artworks and 200 exhibitions in a temporary database, then the shop page,
// the artwork page and the exhibition page of the real app against a bare node:http + better-sqlite3 handler running the same SQL,
// 50 keep-alive connections each, on loopback. Servers run in child processes so that the load
// generator (this process) does not share their event loop. Prints requests/s, p50/p95 and ratios.
// Then the artwork's server-rendered HTML page beside its API path (the page's data plus rendering),
// the facet counts and site-wide search at 100,000 works (facets.ts, search.ts).
import { type ChildProcess, fork } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { closeDeps } from '#server/boot';
import { ensureClientBuilt } from '../client-build';
import { measureFacets } from './facets';
import { measureSearch } from './search';
import { fillCatalogue, openBenchDeps } from './fill';
import { type LoadResult, runLoad } from './load';
import { runMain } from './run-main';

const here = path.dirname(fileURLToPath(import.meta.url));
const ARTWORKS = Number(process.env.BENCH_ARTWORKS ?? 10_000);
const CONNECTIONS = 50;
const WARMUP = { maxRequests: 2_000, durationMs: 3_000 };
const MEASURE = { maxRequests: 60_000, durationMs: Number(process.env.BENCH_SECONDS ?? 10) * 1000 };

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-bench-'));
const children: ChildProcess[] = [];
const cleanup = () => {
  for (const c of children) c.kill();
  fs.rmSync(dir, { recursive: true, force: true });
};

const start = (script: string) =>
  new Promise<number>((resolve, reject) => {
    const child = fork(path.join(here, script), [], {
      execArgv: [
        '--import',
        'tsx',
        ...(process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : []),
      ],
      // React picks its production or development build from NODE_ENV when it is loaded: the
      // server renderer measured under development React cost four times as much.
      env: { ...process.env, BENCH_DIR: dir, NODE_ENV: 'production' },
      stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
    });
    children.push(child);
    child.once('message', (m) => resolve((m as { port: number }).port));
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });

const fmt = (r: LoadResult) =>
  `${r.rps.toFixed(0).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(5)} ms  p95 ${r.p95.toFixed(1).padStart(5)} ms  (${r.requests} requests${r.errors ? `, ${r.errors} ERRORS` : ''})`;

const main = async () => {
  await ensureClientBuilt(path.resolve(here, '..', '..'));
  const t0 = performance.now();
  const deps = await openBenchDeps(dir);
  const filled = await fillCatalogue(deps, { artworks: ARTWORKS, artists: 200 });
  await closeDeps(deps);
  console.log(`filled ${ARTWORKS} artworks in ${((performance.now() - t0) / 1000).toFixed(1)} s`);

  // The shop page as visitors use it: the first pages, a sort, a material, a price range.
  const shopPaths = [
    '',
    '?page=2',
    '?page=3',
    '?sort=price_low_high',
    '?sort=title_a_z',
    `?materials=${filled.materialIds[0]}`,
    '?price_start=1000&price_end=5000',
    `?colors=${filled.colorIds[1]}&page=2`,
  ].map((q) => `/api/public/artworks/shop-page${q}`);
  const detailPaths = filled.slugs.filter((_, i) => i % 23 === 0).map((s) => `/api/public/artworks/${s}`);
  const exhibitionPaths = filled.exhibitionSlugs.map((s) => `/api/public/exhibitions/${s}`);

  const [appPort, barePort] = await Promise.all([start('app-server.ts'), start('bare-server.ts')]);
  // Both answer the same body (the detail's random picks aside).
  const body = async (port: number, p: string) => (await fetch(`http://127.0.0.1:${port}${p}`)).json();
  for (const p of [...shopPaths.slice(0, 3), ...exhibitionPaths.slice(0, 3)]) {
    const [a, b] = await Promise.all([body(appPort, p), body(barePort, p)]);
    if (JSON.stringify(a) !== JSON.stringify(b)) throw new Error(`app and bare answers differ for ${p}`);
  }

  const results: Record<string, Record<'app' | 'bare', LoadResult>> = {};
  for (const [name, paths] of [
    ['shop-page', shopPaths],
    ['artworks/{slug}', detailPaths],
    ['exhibitions/{slug}', exhibitionPaths],
  ] as const) {
    results[name] = {} as Record<'app' | 'bare', LoadResult>;
    for (const [server, port] of [
      ['app', appPort],
      ['bare', barePort],
    ] as const) {
      await runLoad({ port, paths, connections: CONNECTIONS, ...WARMUP });
      results[name][server] = await runLoad({ port, paths, connections: CONNECTIONS, ...MEASURE });
    }
  }

  console.log(`\n${ARTWORKS} artworks, ${CONNECTIONS} connections, ${os.cpus().length} cores, Node ${process.version}`);
  for (const [name, r] of Object.entries(results)) {
    console.log(`\nGET /api/public/${name}`);
    console.log(`  app   ${fmt(r.app)}`);
    console.log(`  bare  ${fmt(r.bare)}`);
    console.log(
      `  ratio app/bare: throughput ${(r.app.rps / r.bare.rps).toFixed(2)}, p95 ${(r.bare.p95 / r.app.p95).toFixed(2)} (bare p95 / app p95)`,
    );
  }

  // The same artworks as HTML: what a visitor's first request costs (uncompressed: the load
  // generator sends no Accept-Encoding), against the API answer that page is built from.
  const htmlPaths = detailPaths.map((p) => p.replace('/api/public/artworks/', '/artworks/'));
  const first = await fetch(`http://127.0.0.1:${appPort}${htmlPaths[0]}`);
  if (first.status !== 200 || !(await first.text()).includes('application/ld+json'))
    throw new Error(`the artwork page is not server-rendered (${first.status})`);
  await runLoad({ port: appPort, paths: htmlPaths, connections: CONNECTIONS, ...WARMUP });
  const html = await runLoad({ port: appPort, paths: htmlPaths, connections: CONNECTIONS, ...MEASURE });
  const api = results['artworks/{slug}']!.app;
  console.log('\nGET /artworks/{slug} (HTML, server-rendered) beside GET /api/public/artworks/{slug}');
  console.log(`  html  ${fmt(html)}`);
  console.log(`  api   ${fmt(api)}`);
  console.log(
    `  time per request html/api: ${(api.rps / html.rps).toFixed(2)} (throughput), ${(html.p50 / api.p50).toFixed(2)} (p50)`,
  );

  // The facet counts at the scale the catalogue must stay quick at (its own database).
  await measureFacets(Number(process.env.BENCH_FACET_ARTWORKS ?? 100_000));

  // Site-wide search at issue 17's scale: 100,000 works and 5,000 articles (its own database).
  await measureSearch(
    Number(process.env.BENCH_SEARCH_ARTWORKS ?? 100_000),
    Number(process.env.BENCH_SEARCH_ARTICLES ?? 5_000),
  );

  console.log(`\ntotal ${((performance.now() - t0) / 1000).toFixed(0)} s`);
};

void runMain(main, cleanup);
