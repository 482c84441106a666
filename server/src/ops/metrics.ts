// Prometheus metrics at /metrics (prom-client). Closed unless METRICS_TOKEN is set, and then only
// with `Authorization: Bearer <METRICS_TOKEN>`: a rule by address would let the public in behind a
// reverse proxy on the same host, whose requests all come from the loopback.
import { timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Express, RequestHandler } from 'express';
import client from 'prom-client';
import sharp from 'sharp';
import { MSG } from '#shared/messages';
import type { MailStatus } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import { guarded } from '#server/lib/guard';
import { readCachesOf } from '#server/lib/read-cache';
import type { WorkQueue } from '#server/lib/domain-face';
import type { RenderThread } from '#server/web/render-thread';
import { type ApiSurface, routeLabeller } from './route-label';

/** The uploads folder is walked at most this often: it can hold hundreds of thousands of files. */
const UPLOADS_WALK_MS = 10 * 60_000;
/** The mail queue's states (its table's CHECK), each always reported. */
const MAIL_STATUSES: readonly MailStatus[] = ['queued', 'sending', 'sent', 'failed'];

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

const fileSize = (f: string) => {
  try {
    return fs.statSync(f).size;
  } catch {
    return 0;
  }
};

/** Bytes and files under `root`, walked without blocking (a few thousand entries per turn). */
const folderSize = async (root: string) => {
  let bytes = 0;
  let files = 0;
  const walk = async (dir: string) => {
    const entries = await fsp.readdir(dir, { withFileTypes: true }).catch(() => []);
    for (const e of entries) {
      const full = path.join(dir, e.name);
      if (e.isDirectory()) await walk(full);
      else if (e.isFile()) {
        files++;
        bytes += (await fsp.stat(full).catch(() => ({ size: 0 }))).size;
      }
    }
  };
  await walk(root);
  return { bytes, files };
};

export interface Metrics {
  registry: client.Registry;
  /** Counts each answered request (mounted first in the app). */
  middleware: RequestHandler;
}

export interface MetricsOptions {
  /** what request labels are read from (ops/route-label.ts) */
  api: ApiSurface;
  /** the domains' queues of slow work (argon2 hashing), by name */
  queues: Readonly<Record<string, WorkQueue>>;
  renderThread?: RenderThread;
}

export const createMetrics = (deps: AppDeps, { api, queues, renderThread }: MetricsOptions): Metrics => {
  const routeLabel = routeLabeller(api);
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry });

  const requests = new client.Counter({
    name: 'weft_http_requests_total',
    help: 'HTTP requests answered, by method, route template and status class',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const duration = new client.Histogram({
    name: 'weft_http_request_duration_seconds',
    help: 'Time from the request to the end of the answer, by route template',
    labelNames: ['method', 'route'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  const cacheCounter = (name: string, help: string, read: (c: { hits: number; misses: number }) => number) =>
    new client.Counter({
      name,
      help,
      labelNames: ['cache'],
      registers: [registry],
      collect() {
        this.reset();
        for (const [cache, c] of readCachesOf(deps.sqlite)) this.inc({ cache }, read(c));
      },
    });
  cacheCounter(
    'weft_read_cache_hits_total',
    'Answers given from a read cache (api: REST and tRPC reads, pages: rendered pages)',
    (c) => c.hits,
  );
  cacheCounter('weft_read_cache_misses_total', 'Answers a read cache had to compute', (c) => c.misses);

  new client.Gauge({
    name: 'weft_queue_jobs',
    help: 'Jobs of the slow queues: argon2 password hashing (semaphore) and sharp image work, running or waiting',
    labelNames: ['queue', 'state'],
    registers: [registry],
    collect() {
      const images = sharp.counters();
      for (const [queue, slots] of Object.entries(queues)) {
        this.set({ queue, state: 'running' }, slots.active);
        this.set({ queue, state: 'waiting' }, slots.queued);
      }
      this.set({ queue: 'images', state: 'running' }, images.process);
      this.set({ queue: 'images', state: 'waiting' }, images.queue);
    },
  });

  const dbFile = deps.env.DATABASE_PATH;
  new client.Gauge({
    name: 'weft_database_bytes',
    help: 'Size of the SQLite database file and of its write-ahead log',
    labelNames: ['file'],
    registers: [registry],
    collect() {
      this.set({ file: 'database' }, fileSize(dbFile));
      this.set({ file: 'wal' }, fileSize(`${dbFile}-wal`));
    },
  });

  let uploads = { bytes: 0, files: 0, at: 0 };
  let walking = false;
  const refreshUploads = () => {
    if (walking || Date.now() - uploads.at < UPLOADS_WALK_MS) return;
    walking = true;
    void folderSize(deps.env.UPLOADS_DIR)
      .then((size) => (uploads = { ...size, at: Date.now() }))
      .finally(() => (walking = false));
  };
  new client.Gauge({
    name: 'weft_uploads_bytes',
    help: 'Size of the uploads folder (walked at most every 10 minutes, in the background)',
    registers: [registry],
    collect() {
      refreshUploads();
      this.set(uploads.bytes);
    },
  });
  new client.Gauge({
    name: 'weft_load_shed_share',
    help: "Share of visitors' requests refused with 503 lately (of about the last hundred), under a standing queue",
    registers: [registry],
    collect() {
      this.set(deps.lifecycle.load?.share ?? 0);
    },
  });
  new client.Counter({
    name: 'weft_load_shed_refused_total',
    help: "Visitors' requests refused with 503 under overload",
    registers: [registry],
    collect() {
      this.reset();
      this.inc(deps.lifecycle.load?.refused ?? 0);
    },
  });
  new client.Counter({
    name: 'weft_render_thread_pages_total',
    help: 'Pages not kept yet, by where they were rendered: by the render thread (rendered), or here because it had 8 waiting (busy) or did not answer (failed)',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      this.reset();
      if (!renderThread) return;
      for (const [outcome, count] of Object.entries(renderThread.stats)) this.inc({ outcome }, count);
    },
  });
  new client.Gauge({
    name: 'weft_uploads_files',
    help: 'Files in the uploads folder (walked with weft_uploads_bytes)',
    registers: [registry],
    collect() {
      this.set(uploads.files);
    },
  });

  // The durable mail queue's rows by status (failed: given up after the retries). Every status is
  // always there, at 0 when empty, so an alert on failed > 0 has a series from the first scrape.
  const countMail = deps.sqlite.prepare('SELECT status, COUNT(*) AS n FROM mail_queue GROUP BY status');
  new client.Gauge({
    name: 'weft_mail_queue',
    help: 'Emails in the durable mail queue by status (failed: no more retries)',
    labelNames: ['status'],
    registers: [registry],
    collect() {
      const counts = new Map((countMail.all() as { status: string; n: number }[]).map((r) => [r.status, r.n]));
      for (const status of MAIL_STATUSES) this.set({ status }, counts.get(status) ?? 0);
    },
  });

  const middleware: RequestHandler = (req, res, next) => {
    const end = duration.startTimer();
    res.once(
      'finish',
      guarded(deps.logger, 'counting a request', () => {
        const route = routeLabel(req, res.statusCode);
        end({ method: req.method, route });
        requests.inc({ method: req.method, route, status: `${Math.floor(res.statusCode / 100)}xx` });
      }),
    );
    next();
  };
  return { registry, middleware };
};

/** GET /metrics: 404 unless METRICS_TOKEN is set; then 401 without the right bearer token. */
export const registerMetricsRoute = (app: Express, deps: AppDeps, metrics: Metrics) => {
  const token = deps.env.METRICS_TOKEN;
  app.get('/metrics', async (req, res) => {
    if (!token) return void res.status(404).json({ message: MSG.notFound });
    const given = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? '';
    if (!sameSecret(given, token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return void res.status(401).json({ message: MSG.unauthenticated });
    }
    res.setHeader('Content-Type', metrics.registry.contentType);
    res.setHeader('Cache-Control', 'no-store');
    res.send(await metrics.registry.metrics());
  });
};
