// First renders on the second core (docs/decisions/037-render-thread.md). A worker thread runs the
// same app over its own read-only connection (server/src/renderer.ts) and renders, on a private
// Unix socket, the public pages that are not kept yet. This thread keeps the caches, the limits,
// the sessions and every write; it asks the renderer on a miss, keeps what comes back under the
// tables the renderer read (sent in a header), and renders itself whenever the renderer is not
// there, is busy or fails.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { Logger } from 'pino';
import type { Env } from '#server/env';
import { guarded } from '#server/lib/guard';
import { PUBLIC_KIND_KEYS, PUBLIC_KINDS } from '#shared/public-kinds';
import { SITE_PAGES } from '#shared/site-pages';

/** The first segment of a path: '/events/events' → 'events', '/' → ''. */
const firstSegment = (path: string) => path.split('/')[1] ?? '';

/** The header in which the renderer names what a page was read from (data-versions' names, by commas). */
export const READS_HEADER = 'x-weft-reads';

/**
 * The pages the renderer renders: the public site's, the same for every visitor, reading only. Read
 * from the registry and the site pages, so that a new section or kind is rendered there too: every
 * fixed page but the search (it brings its index up to date first, a write), and every kind the
 * sitemap lists, at its list and its items. Not a kind kept out of the sitemap (the private viewing
 * rooms: their guesses are limited per visitor), nor the staff's and sign-in screens (empty shells,
 * rendered fast). API answers stay here: they cost 2-5 ms where a page costs 6-14, and sending them
 * across cost more than it saved (decision 037).
 */
const NOT_RENDERED: readonly string[] = [SITE_PAGES.search];

/** The first segments of the rendered pages' addresses ('' for the home page). */
export const RENDERED_SECTIONS: ReadonlySet<string> = new Set([
  ...Object.values(SITE_PAGES)
    .filter((page) => !NOT_RENDERED.includes(page))
    .map(firstSegment),
  ...PUBLIC_KIND_KEYS.filter((key) => PUBLIC_KINDS[key].sitemap).flatMap((key) => [
    firstSegment(PUBLIC_KINDS[key].pattern),
    firstSegment(PUBLIC_KINDS[key].listPath),
  ]),
]);

/**
 * Whether the renderer renders the page at this address (path and query, as sent). Read as the
 * page router reads it, dot segments ('/events/../private-viewing-room/x', '%2e%2e' too) and
 * backslashes resolved, so that no spelling of a room's address reaches it.
 */
export const renderedByThread = (url: string) =>
  RENDERED_SECTIONS.has(firstSegment(new URL(url, 'http://page.invalid').pathname));

/**
 * Pages asked of the renderer at once, beyond which this thread renders itself: the renderer's
 * queue stays short, and past what both threads can do this one's loop fills, which the load
 * shedder sees and refuses by (decision 028). Fewer (2) left a third of the pages to this thread
 * under load, whose answers from memory then waited behind them.
 */
const MAX_IN_FLIGHT = 8;
/** A renderer that does not answer in this long is taken as gone for this request. */
const TIMEOUT_MS = 10_000;
/** Between a renderer's exit and its next start, longer each time it fails again before it is ready. */
const RESTART_MS = [1_000, 5_000, 30_000];

/** What the renderer is started with (server/src/renderer.ts). */
export interface RendererData {
  env: Env;
  /** the Unix socket it answers on, in a folder of its own */
  socket: string;
  clientDir: string;
}

export interface Rendered {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** as the renderer sent it: Brotli, but for a redirect's few words */
  body: Buffer;
  /** the tables and scopes the page was read from */
  reads: string[];
}

/** The renderer's built entry beside this module's bundle (dist/app); absent when run from sources. */
const rendererEntry = () => path.join(path.dirname(fileURLToPath(import.meta.url)), 'renderer.mjs');

export class RenderThread {
  private worker?: Worker;
  private socket?: string;
  private stopping = false;
  private failures = 0;
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: MAX_IN_FLIGHT });
  private inFlight = 0;
  /** pages the renderer rendered, and those rendered here because it was busy or failed (the bench's) */
  readonly stats = { rendered: 0, busy: 0, failed: 0 };

  /** Settles when the renderer first takes pages (for the tests). */
  ready!: Promise<void>;

  constructor(
    /** the renderer's module: the built one, or in tests a bootstrap of the sources */
    private readonly entry: string | URL,
    private readonly env: Env,
    private readonly logger: Logger,
    /** the built client the pages are rendered with */
    private readonly clientDir: string,
  ) {}

  start() {
    this.stopping = false;
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-renderer-'));
    const socket = path.join(dir, 'render.sock');
    // Also when the process ends without stopping the thread (a signal's exit, a crash).
    const removeDir = guarded(this.logger, "removing the render thread's socket folder", () =>
      fs.rmSync(dir, { recursive: true, force: true }),
    );
    process.once('exit', removeDir);
    const worker = new Worker(this.entry, {
      workerData: { env: this.env, socket, clientDir: this.clientDir } satisfies RendererData,
      // Its heap apart from this thread's (V8 sizes each isolate's old generation on its own).
      resourceLimits: { maxOldGenerationSizeMb: 384 },
    });
    this.worker = worker;
    this.ready = new Promise((resolve) =>
      worker.on('message', (m: { type?: string }) => {
        if (m.type !== 'ready') return;
        this.socket = socket;
        this.failures = 0;
        this.logger.info('render thread ready');
        resolve();
      }),
    );
    worker.on('error', (err) => this.logger.error({ err }, 'render thread failed'));
    worker.on('exit', (code) => {
      this.socket = undefined;
      if (this.worker === worker) this.worker = undefined;
      removeDir();
      process.off('exit', removeDir);
      if (this.stopping) return;
      const wait = RESTART_MS[Math.min(this.failures++, RESTART_MS.length - 1)]!;
      this.logger.warn({ code, restartInMs: wait }, 'render thread stopped: rendering here until it is back');
      // A start that fails (no temporary folder, no memory for a thread) leaves the rendering here.
      setTimeout(
        guarded(this.logger, 'restarting the render thread', () => {
          if (!this.stopping && !this.worker) this.start();
        }),
        wait,
      ).unref();
    });
  }

  /** The renderer's event loop: time active and idle since it started (ms), for the bench. */
  loopTime(): { active: number; idle: number } | undefined {
    const u = this.worker?.performance.eventLoopUtilization();
    return u && { active: u.active, idle: u.idle };
  }

  async stop() {
    this.stopping = true;
    this.socket = undefined;
    this.agent.destroy();
    await this.worker?.terminate();
  }

  /**
   * The renderer's page at `url`, or undefined when this thread is to render it itself: the
   * renderer is not ready, has enough waiting, or failed (it is never the reason a page fails).
   */
  async render(url: string): Promise<Rendered | undefined> {
    const socket = this.socket;
    if (!socket) return undefined;
    if (this.inFlight >= MAX_IN_FLIGHT) {
      this.stats.busy++;
      return undefined;
    }
    this.inFlight++;
    try {
      const answer = await this.get(socket, url);
      this.stats.rendered++;
      return answer;
    } catch (err) {
      this.stats.failed++;
      this.logger.warn({ err, url }, 'render thread did not answer: rendered here');
      return undefined;
    } finally {
      this.inFlight--;
    }
  }

  private get(socketPath: string, url: string) {
    return new Promise<Rendered>((resolve, reject) => {
      const req = http.get(
        { socketPath, path: url, agent: this.agent, headers: { 'accept-encoding': 'br' }, timeout: TIMEOUT_MS },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('error', reject);
          res.on('end', () => {
            const reads = res.headers[READS_HEADER];
            // Without its provenance a page could not be kept safely: as good as no page.
            if (typeof reads !== 'string') return reject(new Error(`no ${READS_HEADER} header (${res.statusCode})`));
            resolve({
              status: res.statusCode ?? 500,
              headers: res.headers,
              body: Buffer.concat(chunks),
              reads: reads ? reads.split(',') : [],
            });
          });
        },
      );
      req.on('timeout', () => req.destroy(new Error('render thread timed out')));
      req.on('error', reject);
    });
  }
}

/**
 * The render thread for this process, started, when there is a second core and the server runs
 * built (the renderer is an entry of the bundle); RENDER_THREAD=false keeps every render here.
 */
export const startRenderThread = (env: Env, logger: Logger, clientDir: string): RenderThread | undefined => {
  if (!env.RENDER_THREAD || os.availableParallelism() < 2) return undefined;
  const entry = rendererEntry();
  if (!fs.existsSync(entry)) return undefined;
  const thread = new RenderThread(entry, env, logger, clientDir);
  thread.start();
  return thread;
};
