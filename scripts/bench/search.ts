// Site-wide search at the scale issue 17 sets: 100,000 artworks and 5,000 articles (`npm run bench`
// runs it; alone: `npx tsx scripts/bench/search.ts [artworks] [articles]`). Reports the index's
// build time and size on disk, then each query's time through the search service (what the REST
// path runs, without HTTP): a mid-frequency word, its prefix, two words, a typo, common words and
// one-letter prefixes, for GET /api/public/search and /search-snippets.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { closeDeps } from '#server/boot';
import { Rng } from '#server/demo/prng';
import type { AppDeps } from '#server/deps';
import { rebuildIndex } from '#server/modules/search/search-index';
import * as search from '#server/modules/search/search.service';
import { slugify } from '#shared/format';
import { fillCatalogue, openBenchDeps } from './fill';

const RUNS = 40;
const SYLLABLES = [
  'ka',
  'lo',
  'mi',
  're',
  'ta',
  'shi',
  'nu',
  'vel',
  'dor',
  'an',
  'is',
  'ber',
  'co',
  'fu',
  'gra',
  'hel',
];

/** A vocabulary of pseudo-words picked by Zipf's law, as words in real text are. */
const textMaker = (rng: Rng, size = 4000) => {
  const words = Array.from({ length: size }, (_, i) => {
    let w = '';
    for (let n = i + 7; w.length < 5 || n > 0; n = Math.floor(n / SYLLABLES.length))
      w += SYLLABLES[n % SYLLABLES.length];
    return w;
  });
  const weights = words.map((_, i) => 1 / (i + 1));
  const total = weights.reduce((a, b) => a + b, 0);
  const cumulative: number[] = [];
  weights.reduce((acc, w, i) => (cumulative[i] = acc + w / total), 0);
  const word = () => {
    const x = rng.float();
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return words[lo]!;
  };
  return (n: number) => Array.from({ length: n }, word).join(' ');
};

/** 5,000 articles: posts of the three kinds, memoriams and loose threads, with a few paragraphs each. */
const fillArticles = (deps: AppDeps, count: number) => {
  const rng = new Rng(20261125);
  const text = textMaker(rng);
  const s = deps.sqlite;
  const published = (i: number) => new Date(Date.UTC(2015, 0, 1) + i * 3_600_000 * 17).toISOString();
  s.transaction(() => {
    const post = s.prepare(
      `INSERT INTO posts (kind, title, slug, author, status, date_published, excerpt, body) VALUES (?, ?, ?, ?, '1', ?, ?, ?)`,
    );
    const memoriam = s.prepare(
      `INSERT INTO memoriams (title, slug, years, status, body, date_published) VALUES (?, ?, '1930 – 2020', '1', ?, ?)`,
    );
    const thread = s.prepare(
      `INSERT INTO loose_threads (title, slug, type, status, position, summary, body, date_published) VALUES (?, ?, 'On Art', '1', ?, ?, ?, ?)`,
    );
    const kinds = ['news', 'press_release', 'arttextstyle'] as const;
    for (let i = 0; i < count; i++) {
      const title = `${text(4)} ${i}`;
      const body = `<p>${text(80)}</p><p>${text(80)}</p>`;
      if (i % 10 === 8) memoriam.run(title, slugify(title), body, published(i));
      else if (i % 10 === 9) thread.run(title, slugify(title), i, text(20), body, published(i));
      else post.run(kinds[i % 3], title, slugify(title), text(2), published(i), text(30), body);
    }
  })();
};

interface Timing {
  p50: number;
  p95: number;
  max: number;
}

const spread = (t: number[]): Timing => {
  t.sort((a, b) => a - b);
  return { p50: t[Math.floor(t.length / 2)]!, p95: t[Math.floor(t.length * 0.95)]!, max: t[t.length - 1]! };
};

/**
 * Wall time, and CPU time (this process's, user + system): on a machine shared with other work the
 * wall time also counts the waits for a core, the CPU time only what the query itself cost.
 */
const time = async (fn: () => Promise<unknown>) => {
  for (let i = 0; i < 3; i++) await fn();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    await fn();
    wall.push(performance.now() - t0);
    const c = process.cpuUsage(c0);
    cpu.push((c.user + c.system) / 1000);
  }
  return { wall: spread(wall), cpu: spread(cpu) };
};

const ms = (x: number) => `${x.toFixed(1).padStart(5)}`;
const row = (t: Timing) => `${ms(t.p50)} ${ms(t.p95)} ${ms(t.max)}`;

export const measureSearch = async (artworks: number, articles: number) => {
  // SEARCH_BENCH_DIR keeps the filled database between runs (while tuning queries).
  const kept = process.env.SEARCH_BENCH_DIR;
  const dir = kept ?? fs.mkdtempSync(path.join(os.tmpdir(), 'weft-search-'));
  const reuse = kept !== undefined && fs.existsSync(path.join(dir, 'weft.db'));
  try {
    const deps = await openBenchDeps(dir);
    if (!reuse) {
      await fillCatalogue(deps, { artworks, artists: 200 });
      fillArticles(deps, articles);
    }

    // A kept database keeps its index (SEARCH_BENCH_DIR, while tuning queries).
    const built = !reuse || process.env.SEARCH_BENCH_REBUILD === '1';
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    const counts = built
      ? await rebuildIndex(deps.db)
      : Object.fromEntries(
          (
            await sql<{
              k: number;
              n: number;
            }>`SELECT rowid / 4294967296 / 10 AS k, count(*) AS n FROM search_fts GROUP BY 1`.execute(deps.db)
          ).rows.map((r) => [`tab ${r.k}`, r.n]),
        );
    const buildSeconds = (performance.now() - t0) / 1000;
    const buildCpu = (process.cpuUsage(c0).user + process.cpuUsage(c0).system) / 1e6;
    deps.sqlite.pragma('wal_checkpoint(TRUNCATE)');
    const size = deps.sqlite.prepare("SELECT sum(pgsize) AS bytes FROM dbstat WHERE name LIKE 'search_%'").get() as {
      bytes: number;
    };
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    const perKind = Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(', ');
    console.log(`\nSearch at ${artworks} artworks and ${articles} articles (${total} documents: ${perKind})`);
    console.log(
      built
        ? `  index build ${buildSeconds.toFixed(1)} s (cpu ${buildCpu.toFixed(1)} s), size on disk ${(size.bytes / 2 ** 20).toFixed(1)} MB`
        : `  (index kept from an earlier run) size on disk ${(size.bytes / 2 ** 20).toFixed(1)} MB`,
    );

    // A word found in about one document in a hundred: neither rare nor common.
    const target = Math.round(total / 100);
    const mid = (
      await sql<{ term: string; doc: number }>`SELECT term, doc FROM search_vocab
        WHERE length(term) >= 6 AND term GLOB '[a-z]*' ORDER BY abs(doc - ${target}) LIMIT 1`.execute(deps.db)
    ).rows[0]!;
    const typo = mid.term.slice(0, 2) + mid.term.slice(3);
    const queries: [string, string][] = [
      [`mid-frequency word (${mid.doc} documents)`, mid.term],
      ['its prefix, 4 letters', mid.term.slice(0, 4)],
      ['it with one typo', typo],
      ['an artist and a colour', 'maker42 indigo'],
      ['common word (every artwork)', 'woven'],
      ['common word, 1 in 8', 'indigo'],
      ['one letter', 'a'],
      ['one letter', 's'],
      ['one letter', 'm'],
      ['three one-letter words', 'a b c'],
      ['nothing found', 'qqqzzv'],
    ];
    console.log(
      `  ms, ${RUNS} runs each, p50 / p95 / max        search: wall         cpu             snippets: wall       cpu`,
    );
    const worst = { search: 0, snippets: 0, searchCpu: 0, snippetsCpu: 0 };
    for (const [name, q] of queries) {
      const s = await time(() => search.search(deps, { search: q, page: 1 }));
      const n = await time(() => search.suggestions(deps, { search: q }));
      worst.search = Math.max(worst.search, s.wall.max);
      worst.snippets = Math.max(worst.snippets, n.wall.max);
      worst.searchCpu = Math.max(worst.searchCpu, s.cpu.max);
      worst.snippetsCpu = Math.max(worst.snippetsCpu, n.cpu.max);
      console.log(`  ${`${name}: "${q}"`.padEnd(44)} ${row(s.wall)} | ${row(s.cpu)}   ${row(n.wall)} | ${row(n.cpu)}`);
    }
    console.log(
      `  slowest: search ${ms(worst.search)} ms (cpu ${ms(worst.searchCpu)}), snippets ${ms(worst.snippets)} ms (cpu ${ms(worst.snippetsCpu)})`,
    );
    console.log(`  machine load while measuring: ${os.loadavg()[0]!.toFixed(1)} (1 min) on ${os.cpus().length} cores`);
    await closeDeps(deps);
  } finally {
    if (!kept) fs.rmSync(dir, { recursive: true, force: true });
  }
};

if (process.argv[1] === fileURLToPath(import.meta.url))
  await measureSearch(Number(process.argv[2] ?? 100_000), Number(process.argv[3] ?? 5_000));
