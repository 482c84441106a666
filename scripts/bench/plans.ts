// `npx tsx scripts/bench/plans.ts`: fills a scratch database like the benchmark and prints, for each
// SQL query class of the visitor mix (scripts/bench/visitor-mix.ts), its plan and its time on a cold
// cache (SQLite's page cache emptied first; the median of a few such runs) and warm (the mean of
// repeats), so that new filters or sorts stay index-friendly and no class grows with the catalogue.
//   PLANS_ARTWORKS (10000)   PLANS_DB=path: keep the filled database there and reuse it next time
//   PLANS_ONLY=pattern: only the classes whose name matches   PLANS_VERBOSE=1: print every plan
//   PLANS_OFFSET=1: the shop's SQL before decision 034 (OFFSET pages, COUNT totals) instead of the index
import fs from 'node:fs';
import pino from 'pino';
import { closeDeps, createDeps } from '#server/boot';
import { loadEnv } from '#server/env';
import type { AppDeps } from '#server/deps';
import { PUBLIC_ARTWORK_SORTS } from '#shared/catalogue-sorts';
import { PUBLIC_PAGE_SIZE, type PublicArtworkSort } from '#shared/schemas/catalogue-public';
import { pageFromIndex } from '#server/modules/catalogue/catalogue-page';
import { facetKeeperOf } from '#server/modules/catalogue/facet-keeper';
import { fillCatalogue } from './fill';
import * as repo from '#server/modules/catalogue/public-artwork.repository';
import { artworkExhibitionsQuery } from '#server/modules/events/show-links.repository';

const ARTWORKS = Number(process.env.PLANS_ARTWORKS ?? 10_000);
const ONLY = process.env.PLANS_ONLY ? new RegExp(process.env.PLANS_ONLY) : undefined;
const VERBOSE = Boolean(process.env.PLANS_VERBOSE);
const OFFSET = Boolean(process.env.PLANS_OFFSET);
const PAGE = 24;
const kept = process.env.PLANS_DB;
const dir = fs.mkdtempSync('/tmp/weft-plans-');
const dbPath = kept ?? `${dir}/w.db`;
const reuse = kept !== undefined && fs.existsSync(kept);
const env = loadEnv(
  {
    DATABASE_PATH: dbPath,
    UPLOADS_DIR: `${dir}/up`,
    OUTBOX_DIR: `${dir}/out`,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
  },
  '/work/main',
);
const deps: AppDeps = await createDeps(env, pino({ level: 'silent' }));
if (!reuse) {
  const t = Date.now();
  await fillCatalogue(deps, { artworks: ARTWORKS, artists: Math.max(200, ARTWORKS / 100) });
  console.log('fill ms', Date.now() - t);
}
const ids = (table: string) =>
  (deps.sqlite.prepare(`SELECT id FROM ${table} ORDER BY id`).all() as { id: number }[]).map((r) => r.id);
const materialIds = ids('materials');
const colorIds = ids('colors');
const visible = Number(
  (
    deps.sqlite
      .prepare(
        "SELECT count(*) n FROM artworks JOIN artists ON artists.id = artworks.artist_id WHERE artworks.status = '1' AND artists.status = '1'",
      )
      .get() as { n: number }
  ).n,
);
const someSlug = (
  deps.sqlite.prepare("SELECT slug FROM artworks WHERE status = '1' LIMIT 1 OFFSET 500").get() as {
    slug: string;
  }
).slug;
console.log(`${visible} visible works of ${ids('artworks').length}`);

type Compiled = { sql: string; parameters: readonly unknown[] };
const rows: { name: string; memory: number; cold: number; warm: number }[] = [];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;

/** One statement: cold = SQLite's page cache emptied before each of 5 runs (median), warm = mean of repeats. */
const time = (c: Compiled) => {
  const st = deps.sqlite.prepare(c.sql);
  const params = c.parameters as unknown[];
  const run = () => (st.reader ? st.all(...params) : st.run(...params));
  const cold: number[] = [];
  for (let k = 0; k < 5; k++) {
    deps.sqlite.pragma('shrink_memory');
    const t0 = process.hrtime.bigint();
    run();
    cold.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const t0 = process.hrtime.bigint();
  let n = 0;
  while (n < 200 && (n < 3 || Number(process.hrtime.bigint() - t0) < 3e8)) {
    run();
    n++;
  }
  return { cold: median(cold), warm: Number(process.hrtime.bigint() - t0) / 1e6 / n };
};

/** A class made of several statements (a page and its follow-up reads) costs their sum; `memory`: ms
 * of its work in the facet index, besides. */
const show = (name: string, memory: number, ...queries: (Compiled | { compile(): Compiled })[]) => {
  if (ONLY && !ONLY.test(name)) return;
  let cold = 0;
  let warm = 0;
  const plans: string[] = [];
  for (const q of queries) {
    const c = 'compile' in q ? q.compile() : q;
    const t = time(c);
    cold += t.cold;
    warm += t.warm;
    const plan = deps.sqlite.prepare(`EXPLAIN QUERY PLAN ${c.sql}`).all(...(c.parameters as unknown[])) as {
      detail: string;
    }[];
    plans.push(`${c.sql}\n${plan.map((p) => `  ${p.detail}`).join('\n')}`);
  }
  rows.push({ name, memory, cold, warm });
  const flag = cold > 3 ? '  > 3 ms' : '';
  const inMemory = memory ? `  index ${memory.toFixed(2)} ms` : '';
  console.log(`== ${name}  cold ${cold.toFixed(2)} ms  warm ${warm.toFixed(2)} ms${inMemory}${flag}`);
  if (VERBOSE || cold > 3) console.log(plans.join('\n'));
};

const db = deps.db;
// The mix's filters, sorts and deepest pages (visitor-mix.ts).
const filters: [string, repo.ArtworkFilter][] = [
  ['all', {}],
  ['material', { materials: [materialIds[0]!] }],
  ['color', { colors: [colorIds[0]!] }],
  ['price 1000-5000', { priceStart: 1000, priceEnd: 5000 }],
  ['price 5000-20000', { priceStart: 5000, priceEnd: 20000 }],
  ['price -2000', { priceEnd: 2000 }],
  ['2 materials+color', { materials: [materialIds[0]!, materialIds[1]!], colors: [colorIds[0]!] }],
];
const allPages = Math.ceil(visible / PAGE);
// The shop's pages, totals and featured work come from the facet index (decision 034): its time is
// the pass in memory (median of 5), its SQL the cards read by id. PLANS_OFFSET=1: the SQL they
// replaced (COUNT, the newest featured match, ORDER BY … LIMIT/OFFSET), for comparison.
const ix = await facetKeeperOf(deps).current();
const sortStart = Date.now();
void ix.orders; // sorted once, as at the end of the index's first build
console.log(
  `the shop's orders sorted in ${Date.now() - sortStart} ms; the index holds ${(ix.bytes / 2 ** 20).toFixed(1)} MiB`,
);
const fromIndex = (name: string, f: repo.ArtworkFilter, sort: PublicArtworkSort, page: number, size = PAGE) => {
  const window = { offset: (page - 1) * size, size };
  const passes: number[] = [];
  let found = pageFromIndex(ix, f, sort, window, page === 1);
  for (let k = 0; k < 5; k++) {
    const t0 = process.hrtime.bigint();
    found = pageFromIndex(ix, f, sort, window, page === 1);
    passes.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  const ids = found.featuredId === undefined ? found.ids : [...found.ids, found.featuredId];
  show(name, median(passes), repo.visibleArtworksByIdsQuery(db, ids.length ? ids : [-1]));
};
for (const [label, f] of filters) {
  if (OFFSET) {
    show(`shop total ${label}`, 0, repo.artworkCountQuery(db, f));
    show(`shop featured ${label}`, 0, repo.featuredArtworkQuery(db, f));
  }
  const deepest = label === 'all' ? allPages : Math.ceil(allPages / 6);
  for (const sort of PUBLIC_ARTWORK_SORTS)
    for (const page of [1, Math.ceil(deepest / 2), deepest])
      if (OFFSET)
        show(`shop ${label} ${sort} p${page}`, 0, repo.artworkPageQuery(db, f, sort, PAGE, (page - 1) * PAGE));
      else fromIndex(`shop ${label} ${sort} p${page}`, f, sort, page);
}
const detail = repo.artworkBySlugQuery(db, someSlug);
show('artwork by slug', 0, detail);
const one = (await detail.executeTakeFirstOrThrow()) as { id: number; artist_id: number };
show(
  'artwork page follow-ups',
  0,
  repo.attributesQuery(db, one.id),
  repo.productImageIdsQuery(db, one.id),
  repo.artworkLookupsQuery(db, one.id),
  artworkExhibitionsQuery(db, one.id),
  repo.randomByArtistQuery(db, one.artist_id, one.id, 3),
  repo.filesQuery(db, [1, 2, 3]),
);
if (OFFSET) show('artist artworks', 0, repo.artworkPageQuery(db, { artistId: one.artist_id }, 'newest', PAGE + 1, 0));
else fromIndex('artist artworks', { artistId: one.artist_id }, 'newest', 1, PUBLIC_PAGE_SIZE.artistArtworks);
show('home featured', 0, repo.artworkPageQuery(db, { featured: true }, 'newest', 13, 0));

console.log('\n| class | SQL cold ms | SQL warm ms | index ms |\n|---|---|---|---|');
for (const r of rows)
  console.log(`| ${r.name} | ${r.cold.toFixed(2)} | ${r.warm.toFixed(2)} | ${r.memory ? r.memory.toFixed(2) : ''} |`);
const over = rows.filter((r) => r.cold > 3);
console.log(`\n${over.length} of ${rows.length} classes above 3 ms cold: ${over.map((r) => r.name).join(', ')}`);
await closeDeps(deps);
fs.rmSync(dir, { recursive: true, force: true });
