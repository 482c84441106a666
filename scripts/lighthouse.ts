// `npm run lighthouse`: Lighthouse 12 (mobile profile, default throttling, Debian Chromium) against
// the started demo gallery: /, /artworks, an artwork, an artist, /events and an exhibition on view
// (issue 8), then /media, a blog post and a press release (issue 15). Prints the table.
// `npm run lighthouse -- media` measures only the pages whose label holds that word.
// Lighthouse is installed on first use into a cache folder (not a dependency: `npm ci` stays lean).
// LIGHTHOUSE_URL=http://host:port measures a server already running instead of starting one.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureClientBuilt } from './client-build';
import { ensureServerBuilt, serverEntry, spawnServer } from './server-build';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CACHE = path.join(os.homedir(), '.cache', 'weft-lighthouse');
const LIGHTHOUSE_CLI = path.join(CACHE, 'node_modules', 'lighthouse', 'cli', 'index.js');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const installLighthouse = () => {
  if (fs.existsSync(LIGHTHOUSE_CLI)) return;
  console.log(`Installing lighthouse@12 into ${CACHE} (once)...`);
  fs.mkdirSync(CACHE, { recursive: true });
  execFileSync('npm', ['install', '--prefix', CACHE, '--no-save', '--no-audit', '--no-fund', 'lighthouse@12'], {
    stdio: 'inherit',
  });
};

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

/** The demo gallery on a fresh temporary database, as `npm start` runs it. */
const startDemo = async () => {
  await ensureClientBuilt(root);
  await ensureServerBuilt(root);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-lighthouse-'));
  const port = await freePort();
  const child = spawnServer(root, serverEntry(root), [], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATABASE_PATH: path.join(dir, 'weft.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'lighthouse@weft.local',
      ADMIN_PASSWORD: 'Lighthouse-only-2026!',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited with ${code}`)));
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Weft is running')) resolve();
    });
  });
  return {
    url,
    stop: () => {
      child.kill('SIGTERM');
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

interface Report {
  categories: Record<string, { score: number }>;
  audits: Record<string, { numericValue?: number }>;
}

/** Lighthouse now and then fails to record Chrome's trace (NO_NAVSTART): such a run is tried again. */
const ATTEMPTS = 3;

const runLighthouse = (url: string, attempt = 1): Report => {
  const out = path.join(os.tmpdir(), `weft-lh-${process.pid}.json`);
  try {
    runLighthouseOnce(url, out);
  } catch (err) {
    if (attempt >= ATTEMPTS) throw err;
    console.error(`Lighthouse failed on ${url} (attempt ${attempt} of ${ATTEMPTS}); trying again.`);
    return runLighthouse(url, attempt + 1);
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as Report;
  fs.rmSync(out, { force: true });
  return report;
};

const runLighthouseOnce = (url: string, out: string) =>
  execFileSync(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
      '--quiet',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, stdio: ['ignore', 'ignore', 'inherit'] },
  );

const seconds = (ms = 0) => `${(ms / 1000).toFixed(1)} s`;

const row = (label: string, r: Report) => {
  const score = (k: string) => String(Math.round((r.categories[k]?.score ?? 0) * 100));
  const a = (k: string) => r.audits[k]?.numericValue;
  return `| ${label} | ${score('performance')} | ${score('accessibility')} | ${score('best-practices')} | ${score('seo')} | ${seconds(a('first-contentful-paint'))} | ${seconds(a('largest-contentful-paint'))} | ${(a('cumulative-layout-shift') ?? 0).toFixed(2)} | ${Math.round(a('total-blocking-time') ?? 0)} ms |`;
};

const main = async () => {
  installLighthouse();
  const demo = process.env.LIGHTHOUSE_URL ? { url: process.env.LIGHTHOUSE_URL, stop: () => {} } : await startDemo();
  try {
    const json = async (p: string) => (await (await fetch(demo.url + p)).json()) as Record<string, unknown>;
    const artwork = ((await json('/api/public/artworks/shop-page')).response as { slug: string }[])[0]!.slug;
    const artist = ((await json('/api/public/artists')).data as { slug: string }[])[0]!.slug;
    // A show on view now: the page a visitor reserves from.
    const shows = (await json('/api/public/exhibitions')).data as { slug: string; phase: string }[];
    const exhibition = (shows.find((s) => s.phase === 'current') ?? shows[0]!).slug;
    const blogPost = ((await json('/api/public/arttextstyles')).data as { slug: string }[])[0]!.slug;
    const release = ((await json('/api/public/press-releases/list')).data as { slug: string }[])[0]!.slug;
    const all: [string, string][] = [
      ['/', '/'],
      ['/artworks', '/artworks'],
      ['/artworks/{slug}', `/artworks/${artwork}`],
      ['/artists/{slug}', `/artists/${artist}`],
      ['/events', '/events'],
      ['/exhibitions/{slug}', `/exhibitions/${exhibition}`],
      ['/media', '/media'],
      ['/media/arttextstyle/{slug}', `/media/arttextstyle/${blogPost}`],
      ['/media/press-releases/{slug}', `/media/press-releases/${release}`],
    ];
    const only = process.argv[2];
    const pages = only ? all.filter(([label]) => label.includes(only)) : all;
    const lines = [
      `Lighthouse 12, mobile, ${new Date().toISOString().slice(0, 10)}, ${demo.url}`,
      '',
      '| page | performance | accessibility | best practices | SEO | FCP | LCP | CLS | TBT |',
      '|---|---|---|---|---|---|---|---|---|',
    ];
    console.log(lines.join('\n'));
    for (const [label, p] of pages) console.log(row(label, runLighthouse(demo.url + p)));
  } finally {
    demo.stop();
  }
};

await main();
