// The facet counts' cost at catalogue scale (`npm run bench:facets [artworks]`, 100,000 by default;
// `npm run bench:endpoints` ends with it). Reports, on its own database:
// - the index: its first build (in batches, with the longest the event loop was held) and its memory;
// - filter sets not seen before: the shop page (or artist's page) without counts, against the filters
//   answer that carries the counts, each cold (its answer not cached), p50/p95 over many sets, and
//   the counting pass alone (no SQL);
// - keeping the index right after one write (a price change, a work hidden, its materials changed,
//   an artist hidden with all their works): what the next counts pay, against a whole rebuild
//   (what every write cost before decision 031), and what the triggers add to the write itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { closeDeps } from '#server/boot';
import type { AppDeps } from '#server/deps';
import { Rng } from '#server/demo/prng';
import { artistArtworksInput, filtersInput, shopPageInput } from '#shared/schemas/catalogue-public';
import { artistArtworks, shopPage, toFilter } from '#server/modules/catalogue/public-artwork.service';
import { filters } from '#server/modules/catalogue/public-filters.service';
import { countFacets } from '#server/modules/catalogue/facet-counts';
import { facetKeeperOf } from '#server/modules/catalogue/facet-keeper';
import { installFacetFeeds } from '#server/modules/catalogue/facet-feeds';
import { fillCatalogue, type Filled, openBenchDeps } from './fill';
import { runMain } from './run-main';

const SETS = 150;
const WRITES = 40;

const quantile = (xs: number[], q: number) =>
  [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * q))]!;
type Timing = { wall: number; cpu: number };
const ms = (n: number) => n.toFixed(2).padStart(6);
/** Wall time's p50 and p95, each with the CPU time of the same quantile. */
const p50p95 = (ts: Timing[]) => {
  const walls = ts.map((t) => t.wall);
  const cpus = ts.map((t) => t.cpu);
  const at = (q: number) => `${ms(quantile(walls, q))} ms (cpu ${ms(quantile(cpus, q)).trim()})`;
  return `p50 ${at(0.5)}, p95 ${at(0.95)}`;
};

/** Wall and CPU milliseconds of one call. */
const timed = async <T>(fn: () => T | Promise<T>) => {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const value = await fn();
  const wall = performance.now() - t0;
  const c = process.cpuUsage(c0);
  return { value, wall, cpu: (c.user + c.system) / 1000 };
};

type Query = Record<string, string | number>;

/** The artists whose pages the sets visit: few enough that their groups stay in the read cache. */
const ARTISTS = (filled: Filled) => filled.artistSlugs.slice(0, 10);

/** A filter set a visitor might make: lookups, availability, price and size ranges, an artist's page. */
const drawSet = (rng: Rng, filled: Filled, lookups: Record<string, number[]>): { query: Query; artist?: string } => {
  const q: Query = {};
  const some = (key: string, most: number) => {
    const ids = lookups[key]!;
    q[key] = Array.from({ length: rng.int(1, most) }, () => rng.pick(ids)).join(',');
  };
  if (rng.chance(0.6)) some('materials', 2);
  if (rng.chance(0.4)) some('colors', 2);
  if (rng.chance(0.2)) some('regions', 1);
  if (rng.chance(0.15)) some('art_types', 1);
  if (rng.chance(0.1)) some('periods', 1);
  if (rng.chance(0.2)) q.availabilities = rng.pick(['1', '1,2', '8']);
  if (rng.chance(0.25)) [q.price_start, q.price_end] = [rng.int(0, 40) * 100, rng.int(41, 400) * 100];
  if (rng.chance(0.15)) [q.width_start, q.width_end] = [rng.int(5, 40), rng.int(41, 120)];
  if (!Object.keys(q).length) some('materials', 1);
  return rng.chance(0.2) ? { query: q, artist: rng.pick(ARTISTS(filled)) } : { query: q };
};

const lookupIds = async (deps: AppDeps) => {
  const out: Record<string, number[]> = {};
  for (const table of ['materials', 'colors', 'regions', 'art_types', 'periods'] as const)
    out[table] = (await deps.db.selectFrom(table).select('id').execute()).map((r) => r.id);
  return out;
};

const measureBuild = async (deps: AppDeps) => {
  const delay = monitorEventLoopDelay({ resolution: 5 });
  delay.enable();
  const keeper = facetKeeperOf(deps);
  const build = await timed(() => keeper.current());
  delay.disable();
  const works = build.value.size;
  console.log(
    `  first build (once per start, ${works} visible works, batches of 1,000): ${build.wall.toFixed(0)} ms (cpu ${build.cpu.toFixed(0)}), ` +
      `event loop held at most ${(delay.max / 1e6).toFixed(1)} ms at a time`,
  );
  console.log(`  index in memory: ${(build.value.bytes / 2 ** 20).toFixed(1)} MiB`);
  return build;
};

const measureColdSets = async (deps: AppDeps, filled: Filled) => {
  const rng = new Rng(2030);
  const lookups = await lookupIds(deps);
  const index = await facetKeeperOf(deps).current();
  // The groups (which values exist) are kept per list: the first answer of each list makes them.
  await filters(deps, filtersInput.parse({ list: 'artworks' }));
  for (const slug of ARTISTS(filled)) await filters(deps, filtersInput.parse({ list: 'artist', belonging: slug }));
  const seen = new Set<string>();
  const page: Timing[] = [];
  const withCounts: Timing[] = [];
  const pass: Timing[] = [];
  while (page.length < SETS) {
    const set = drawSet(rng, filled, lookups);
    const key = JSON.stringify(set);
    if (seen.has(key)) continue;
    seen.add(key);
    const list: () => Promise<unknown> = set.artist
      ? () => artistArtworks(deps, artistArtworksInput.parse({ slug: set.artist, ...set.query }))
      : () => shopPage(deps, shopPageInput.parse(set.query));
    const input = filtersInput.parse(
      set.artist ? { list: 'artist', belonging: set.artist, ...set.query } : { list: 'artworks', ...set.query },
    );
    page.push(await timed(list));
    withCounts.push(await timed(() => filters(deps, input)));
    const artistId = set.artist
      ? (await deps.db.selectFrom('artists').select('id').where('slug', '=', set.artist).executeTakeFirstOrThrow()).id
      : undefined;
    pass.push(await timed(() => countFacets(index, { ...toFilter(input), artists: input.artists, artistId })));
  }
  console.log(`  ${SETS} filter sets not seen before (a fifth on an artist's page), each cold:`);
  console.log(`    the page without counts (its SQL: count, page, featured work)   ${p50p95(page)}`);
  console.log(`    the filters answer with the counts (no SQL: groups kept)        ${p50p95(withCounts)}`);
  console.log(`    of which the counting pass over the index                      ${p50p95(pass)}`);
};

/** A write, then the next counts: what keeping the index right costs (p50/p95 over WRITES). */
const measureWrites = async (deps: AppDeps, filled: Filled, rebuildMs: number) => {
  const keeper = facetKeeperOf(deps);
  await keeper.current();
  const rng = new Rng(7);
  const ids = (await deps.db.selectFrom('artworks').select('id').where('status', '=', '1').execute()).map((r) => r.id);
  const materials = (await lookupIds(deps)).materials!;
  const kinds: [string, () => Promise<unknown>][] = [
    [
      'a price change',
      () =>
        deps.db
          .updateTable('artworks')
          .set({ price: rng.int(1, 500) * 100 })
          .where('id', '=', rng.pick(ids))
          .execute(),
    ],
    [
      'a work hidden and shown again',
      async () => {
        const id = rng.pick(ids);
        await deps.db.updateTable('artworks').set({ status: '0' }).where('id', '=', id).execute();
        await deps.db.updateTable('artworks').set({ status: '1' }).where('id', '=', id).execute();
      },
    ],
    [
      "a work's materials replaced",
      async () => {
        const id = rng.pick(ids);
        await deps.db.deleteFrom('artwork_materials').where('artwork_id', '=', id).execute();
        await deps.db
          .insertInto('artwork_materials')
          .values({ artwork_id: id, material_id: rng.pick(materials) })
          .execute();
      },
    ],
  ];
  console.log(
    `  after one write, the next counts first update the index (p50/p95 over ${WRITES}; a rebuild: ${rebuildMs.toFixed(0)} ms):`,
  );
  for (const [name, write] of kinds) {
    const catchUp: Timing[] = [];
    for (let i = 0; i < WRITES; i++) {
      await write();
      catchUp.push(await timed(() => keeper.current()));
    }
    console.log(`    ${name.padEnd(34)} ${p50p95(catchUp)}`);
  }
  const artist = await deps.db
    .selectFrom('artists')
    .select([
      'id',
      (eb) =>
        eb
          .selectFrom('artworks')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('artist_id', '=', 'artists.id')
          .as('works'),
    ])
    .where('slug', '=', filled.artistSlugs[0]!)
    .executeTakeFirstOrThrow();
  const hide = async (status: '0' | '1') => {
    await deps.db.updateTable('artists').set({ status }).where('id', '=', artist.id).execute();
    return (await timed(() => keeper.current())).wall;
  };
  console.log(
    `    an artist hidden (${artist.works} works), then shown  ${(await hide('0')).toFixed(2)} ms, ${(await hide('1')).toFixed(2)} ms`,
  );
  console.log(`    rebuilds during all this: ${keeper.stats.builds - 1}`);

  // A new filter set right after a price change: the page, then its filters answer, which reads
  // the groups again (the write dropped them from the read cache) and catches the index up.
  const lookups = await lookupIds(deps);
  const page: Timing[] = [];
  const answer: Timing[] = [];
  for (let i = 0; i < WRITES; i++) {
    await deps.db
      .updateTable('artworks')
      .set({ price: rng.int(1, 500) * 100 })
      .where('id', '=', rng.pick(ids))
      .execute();
    const set = drawSet(rng, filled, lookups);
    // Cold whatever the set: the write dropped every answer read from the artworks.
    const query = set.query;
    page.push(await timed(() => shopPage(deps, shopPageInput.parse(query))));
    answer.push(await timed(() => filters(deps, filtersInput.parse({ list: 'artworks', ...query }))));
  }
  console.log(`  a new filter set right after a price change (p50/p95 over ${WRITES}):`);
  console.log(`    the page without counts                                        ${p50p95(page)}`);
  console.log(`    the filters answer (groups read again, index caught up, counts) ${p50p95(answer)}`);

  // What the triggers add to the write itself: the same price change with and without them.
  const priceChange = () =>
    deps.db
      .updateTable('artworks')
      .set({ price: rng.int(1, 500) * 100 })
      .where('id', '=', rng.pick(ids))
      .execute();
  const writeCost = async () => {
    const xs: number[] = [];
    for (let i = 0; i < 400; i++) xs.push((await timed(priceChange)).wall);
    return quantile(xs, 0.5);
  };
  const withTriggers = await writeCost();
  const names = await sql<{
    name: string;
  }>`SELECT name FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'facet_feed_%'`.execute(deps.db);
  for (const t of names.rows) await sql.raw(`DROP TRIGGER ${t.name}`).execute(deps.db);
  const without = await writeCost();
  await installFacetFeeds(deps.db);
  console.log(
    `  a price change's own write, p50: ${withTriggers.toFixed(3)} ms with the change log's trigger, ${without.toFixed(3)} ms without`,
  );
};

export const measureFacets = async (artworks: number) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-facets-'));
  try {
    const deps = await openBenchDeps(dir);
    const filled = await fillCatalogue(deps, { artworks, artists: 200 });
    console.log(`\nFacet counts at ${artworks} artworks`);
    const build = await measureBuild(deps);
    await measureColdSets(deps, filled);
    await measureWrites(deps, filled, build.wall);
    await closeDeps(deps);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
};

// Its scratch folder is removed by measureFacets itself.
if (process.argv[1] === fileURLToPath(import.meta.url))
  void runMain(
    () => measureFacets(Number(process.argv[2] ?? 100_000)),
    () => undefined,
  );
