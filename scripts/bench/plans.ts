// `npx tsx scripts/bench/plans.ts`: fills a scratch database like the benchmark and prints EXPLAIN QUERY PLAN
// and the time of each public catalogue query, to check that new filters or sorts stay index-friendly.
import fs from 'node:fs';
import pino from 'pino';
import { createDeps } from '#server/boot';
import { loadEnv } from '#server/env';
import { fillCatalogue } from './fill';
import * as repo from '#server/modules/catalogue/public-artwork.repository';
import { artworkExhibitionsQuery } from '#server/modules/events/show-links.repository';
const dir = fs.mkdtempSync('/tmp/weft-plans-');
const env = loadEnv(
  {
    DATABASE_PATH: `${dir}/w.db`,
    UPLOADS_DIR: `${dir}/up`,
    OUTBOX_DIR: `${dir}/out`,
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
  },
  '/work/main',
);
const deps = await createDeps(env, pino({ level: 'silent' }));
const t = Date.now();
const filled = await fillCatalogue(deps, { artworks: 10000, artists: 200 });
console.log('fill ms', Date.now() - t);
const show = (name: string, q: { compile(): { sql: string; parameters: readonly unknown[] } }) => {
  const c = q.compile();
  const plan = deps.sqlite.prepare(`EXPLAIN QUERY PLAN ${c.sql}`).all(...(c.parameters as unknown[])) as {
    detail: string;
  }[];
  const st = deps.sqlite.prepare(c.sql);
  const t0 = process.hrtime.bigint();
  let n = 0;
  for (; n < 200; n++) st.all(...(c.parameters as unknown[]));
  const us = Number(process.hrtime.bigint() - t0) / 1000 / n;
  console.log(
    `\n== ${name}  ${us.toFixed(0)} µs\n${c.sql}\n` +
      (plan as { detail: string }[]).map((p) => `  ${p.detail}`).join('\n'),
  );
};
const db = deps.db;
show('count', repo.artworkCountQuery(db, {}));
show('page newest', repo.artworkPageQuery(db, {}, 'newest', 24, 0));
show('page oldest', repo.artworkPageQuery(db, {}, 'oldest', 24, 0));
show('page price', repo.artworkPageQuery(db, {}, 'price_low_high', 24, 0));
show('page title za', repo.artworkPageQuery(db, {}, 'title_z_a', 24, 0));
show('page price hl', repo.artworkPageQuery(db, {}, 'price_high_low', 24, 0));
show('page title', repo.artworkPageQuery(db, {}, 'title_a_z', 24, 0));
show('page artist', repo.artworkPageQuery(db, {}, 'artist_a_z', 24, 0));
show('featured', repo.featuredArtworkQuery(db, {}));
show('count mat', repo.artworkCountQuery(db, { materials: [filled.materialIds[0]!] }));
show('page mat', repo.artworkPageQuery(db, { materials: [filled.materialIds[0]!] }, 'newest', 24, 0));
show('featured mat', repo.featuredArtworkQuery(db, { materials: [filled.materialIds[0]!] }));
show('count price', repo.artworkCountQuery(db, { priceStart: 1000, priceEnd: 5000 }));
show('page price f', repo.artworkPageQuery(db, { priceStart: 1000, priceEnd: 5000 }, 'newest', 24, 0));
show('page 20', repo.artworkPageQuery(db, {}, 'newest', 24, 24 * 19));
show('detail', repo.artworkBySlugQuery(db, filled.slugs[500]!));
show('random', repo.randomByArtistQuery(db, 5, 1, 3));
show('exh', artworkExhibitionsQuery(db, 5));
show('files', repo.filesQuery(db, [1, 2, 3]));
const lk = repo.artworkLookupsQuery(db, 5);
const p = deps.sqlite.prepare(`EXPLAIN QUERY PLAN ${lk.sql}`).all(...(lk.parameters as unknown[]));
console.log('lookups', (p as { detail: string }[]).map((x) => x.detail).join(' | '));
await deps.db.destroy();
fs.rmSync(dir, { recursive: true, force: true });
