// Every page address answered with HTML rendered by the client's own components (client/src/
// entry-server.tsx, built into dist/server). Public pages come with their content and data, admin and
// sign-in screens as an empty, unindexed shell the browser fills. Unknown paths and missing or
// inactive items answer 404 with the 404 page.
import fs from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import type { Express, Request } from 'express';
import { galleryToday } from '#shared/gallery-clock';
import { NO_READING_PREFS, prefsAttributes, prefsFromCookie, READING_PREFS_COOKIE } from '#shared/reading-prefs';
import type { AppDeps } from '#server/deps';
import { noteReads } from '#server/db/data-versions';
import { ReadCache } from '#server/lib/read-cache';
import { type Context, makeContextFactory } from '#server/trpc/context';
import type { RenderResult, ServedAssets } from '../../../client/src/entry-server';
import { brotliText, keptCompression, keptEncoding } from './compression';
import { readPageAssets } from './page-assets';
import { renderedByThread, type RenderThread } from './render-thread';

/** The app router, handed in by createApp (server/src/compose/router.ts): pages call its procedures. */
export interface PageRouter {
  createCaller: (ctx: Context) => unknown;
}

type Render = (
  request: globalThis.Request,
  caller: ReturnType<PageRouter['createCaller']>,
  assets: ServedAssets,
  origin: string,
) => Promise<RenderResult>;

/** The server bundle beside the client build (dist/server next to dist/client), if it was built. */
export const serverEntryFor = (clientDir: string) => path.join(clientDir, '..', 'server', 'entry-server.js');

export const hasServerRenderer = (clientDir: string) =>
  fs.existsSync(serverEntryFor(clientDir)) && fs.existsSync(path.join(clientDir, '.vite', 'manifest.json'));

const PAGE_PATHS = /^\/(?!api\/|trpc\/|uploads\/|assets\/).*/;

/** The rendered document's bytes (React has everything ready before it starts writing). */
const collect = (pipe: (out: NodeJS.WritableStream) => void) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const out = new Writable({
      write(chunk: Buffer, _enc, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
    });
    // Bytes to Brotli as they are: no string made of them and encoded again.
    out.on('finish', () => resolve(Buffer.concat(chunks)));
    out.on('error', reject);
    pipe(out);
  });

/**
 * Rendered pages kept until a write changes what they show: a page is the same for every visitor.
 * Kept as Brotli only (about 24 KB against 110–135 KB of HTML with its inline styles), and a kept
 * page is sent without being compressed again; the rare client without Brotli gets it decompressed
 * and compressed on the fly. Bounded by bytes, so that a crawler walking 20,000 addresses cannot
 * grow the process: 12 MiB hold about 600 pages. Under the visitor mix a staff write to the artworks
 * drops most kept pages within seconds, so twice the bytes kept twice the pages for the same hit
 * rate (29-32 %, decision 036).
 */
const PAGES_KEPT = 2000;
const PAGE_BYTES_KEPT = 12 * 1024 * 1024;

interface KeptPage {
  status: number;
  location?: string;
  robots?: string;
  br: Buffer;
}

/**
 * The visitor's reading preferences (the accessibility panel's cookie) as attributes on <html>, so
 * the first frame is painted in them: '' when there are none, as for most visitors and every crawler.
 * Only known words reach the HTML (prefsFromCookie drops the rest).
 */
const readingAttributes = (req: Request) => {
  if (NO_READING_PREFS.test(req.path)) return '';
  const cookie = (req.cookies as Record<string, string> | undefined)?.[READING_PREFS_COOKIE];
  return Object.entries(prefsAttributes(prefsFromCookie(cookie)))
    .map(([name, value]) => ` ${name}="${value}"`)
    .join('');
};

/** A page the render thread rendered, as this thread keeps it, noted as read from what it read. */
const renderedByOther = async (thread: RenderThread, url: string): Promise<KeptPage | undefined> => {
  const got = await thread.render(url);
  // A failure there is rendered again here, where it takes the error path of a page made here.
  if (!got || got.status >= 500) return undefined;
  noteReads(got.reads);
  const header = (name: string) => {
    const value = got.headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  return {
    status: got.status,
    location: header('location'),
    robots: header('x-robots-tag'),
    // A redirect's short body comes as it is.
    br: header('content-encoding') === 'br' ? got.body : keptCompression.br(got.body),
  };
};

export interface PageRendererOptions {
  /** where first renders go when it can take them (the main thread's) */
  thread?: RenderThread;
  /** false in the render thread: the main thread keeps what it renders */
  keep?: boolean;
}

export const registerPageRenderer = (
  app: Express,
  deps: AppDeps,
  clientDir: string,
  appRouter: PageRouter,
  { thread, keep = true }: PageRendererOptions = {},
) => {
  // Loaded at once, awaited by the first request: createApp() stays synchronous.
  const loading = import(pathToFileURL(serverEntryFor(clientDir)).href) as Promise<{ render: Render }>;
  loading.catch(() => undefined);
  const assets = readPageAssets(clientDir);
  const createContext = makeContextFactory(deps);
  const origin = deps.env.publicUrl;

  // The path as asked, under the site's origin: resolved against it, //host/x would name another host.
  const toFetchRequest = (req: Request) =>
    new globalThis.Request(new URL(`${origin}${req.originalUrl}`), { method: 'GET', headers: { accept: 'text/html' } });

  // Its own cache, so that pages do not push the API's answers out of the shared one.
  // A scheduled item's minute renews both (the shared publication clock).
  const pages = new ReadCache(
    deps.reads.clock,
    {
      maxEntries: PAGES_KEPT,
      maxBytes: keep ? PAGE_BYTES_KEPT : 0,
      sizeOf: (p) => (p as KeptPage).br.length,
    },
    'pages',
  );

  app.get(PAGE_PATHS, async (req, res, next) => {
    try {
      // A kept page lasts until the data changes or the gallery's day does: what is current or
      // past, and which RSVP dates are offered, follow the date in New York.
      const page = await pages.get(`${galleryToday()} ${req.originalUrl}`, async () => {
        const rendered =
          thread && renderedByThread(req.originalUrl) && (await renderedByOther(thread, req.originalUrl));
        if (rendered) return rendered;
        const { render } = await loading;
        // Public procedures read no session, so the page does not depend on who asks.
        const caller = appRouter.createCaller(createContext({ req, res }));
        const result = await render(toFetchRequest(req), caller, assets, origin);
        const kept: KeptPage = {
          status: result.status,
          location: result.location,
          robots: result.robots,
          br: keptCompression.br(result.pipe ? await collect(result.pipe) : ''),
        };
        return kept;
      });
      if (page.location) return void res.redirect(page.status, page.location);
      res.status(page.status);
      res.setHeader('Content-Type', 'text/html; charset=utf-8');
      if (page.robots) res.setHeader('X-Robots-Tag', page.robots);
      // Pages follow the database: browsers revalidate each time, nothing shared caches them.
      res.setHeader('Cache-Control', 'no-cache');
      res.vary('Accept-Encoding');
      res.vary('Cookie');
      const reading = readingAttributes(req);
      // A visitor with reading preferences: the kept page with them on <html>, compressed on the fly.
      if (reading) return void res.send(brotliText(page.br).replace(/<html\b/, `<html${reading}`));
      // Sent as kept; the on-the-fly compression leaves a body with its Content-Encoding alone.
      if (keptEncoding(req) === 'br') {
        res.setHeader('Content-Encoding', 'br');
        return void res.send(page.br);
      }
      res.send(brotliText(page.br));
    } catch (err) {
      next(err);
    }
  });
};
