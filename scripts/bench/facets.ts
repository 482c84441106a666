// The facet counts' cost at catalogue scale (`npm run bench` runs it at 100,000 artworks; alone:
// `npx tsx scripts/bench/facets.ts [artworks]`). For each filter set: the shop page's own SQL (count,
// page, featured work) against what the counts add for a filter set not seen before: no SQL, one pass
// over the facet index. And what the index costs once per data version (its statement and the build).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { closeDeps, createDeps } from '#server/boot';
import { loadEnv } from '#server/env';
import * as repo from '#server/modules/catalogue/public-artwork.repository';
import { facetSourceQuery } from '#server/modules/catalogue/public-facets.repository';
import { buildFacetIndex, countFacets } from '#server/modules/catalogue/facet-index';
import { fillCatalogue } from './fill';

const RUNS = 7;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Wall and CPU milliseconds of one call, the median of RUNS. */
const timeIt = (fn: () => unknown) => {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: median(wall), cpu: median(cpu) };
};

const ms = (t: { wall: number; cpu: number }) => `${t.wall.toFixed(2).padStart(7)} ms (cpu ${t.cpu.toFixed(2)})`;

export const measureFacets = async (artworks: number) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-facets-'));
  try {
    const env = loadEnv({
      DATABASE_PATH: path.join(dir, 'weft.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      DEMO_DATA: 'false',
    });
    const deps = await createDeps(env, pino({ level: 'silent' }));
    const filled = await fillCatalogue(deps, { artworks, artists: 200 });
    const run = (q: { sql: string; parameters: readonly unknown[] }) => {
      const st = deps.sqlite.prepare(q.sql);
      return () => st.all(...(q.parameters as unknown[]));
    };
    const source = run(facetSourceQuery(deps.db));
    const rows = source() as Parameters<typeof buildFacetIndex>[0];
    const index = buildFacetIndex(rows);
    console.log(`\nFacet counts at ${artworks} artworks (${rows.length} visible), median of ${RUNS}`);
    console.log(
      `  per data version: index statement ${ms(timeIt(source))}, build ${ms(timeIt(() => buildFacetIndex(rows)))}`,
    );
    const [m0, m1] = filled.materialIds;
    const [c0] = filled.colorIds;
    const sets: [string, repo.ArtworkFilter][] = [
      ['no filter', {}],
      ['a material', { materials: [m0!] }],
      ['two materials and a colour', { materials: [m0!, m1!], colors: [c0!] }],
      ['a price range', { priceStart: 1000, priceEnd: 5000 }],
      ['for sale, 20-60 in wide', { availabilities: [1], widthStart: 20, widthEnd: 60 }],
      ["an artist's page", { artistId: 5 }],
      ["an artist's page and a material", { artistId: 5, materials: [m0!] }],
    ];
    console.log('  filter set                          page SQL (count, page, featured)   counts (no SQL)');
    for (const [name, f] of sets) {
      const count = run(repo.artworkCountQuery(deps.db, f).compile());
      const page = run(repo.artworkPageQuery(deps.db, f, 'newest', 24, 0).compile());
      const featured = run(repo.featuredArtworkQuery(deps.db, f).compile());
      const pageCost = timeIt(() => {
        count();
        page();
        featured();
      });
      console.log(`  ${name.padEnd(34)}  ${ms(pageCost)}              ${ms(timeIt(() => countFacets(index, f)))}`);
    }
    await closeDeps(deps);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url)) await measureFacets(Number(process.argv[2] ?? 100_000));
