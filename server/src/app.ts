// createApp(): the whole HTTP surface of Weft, without listen(). Used by index.ts and the tests.
import fs from 'node:fs';
import path from 'node:path';
import type { TRPCError } from '@trpc/server';
import { createExpressMiddleware } from '@trpc/server/adapters/express';
import cookieParser from 'cookie-parser';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import helmet from 'helmet';
import { createOpenApiExpressMiddleware } from 'trpc-to-openapi';
import { TRPC_MAX_BATCH } from '#shared/constants';
import { MSG } from '#shared/messages';
import type { AppDeps } from './deps';
import { bodyDeadline } from './lib/body-deadline';
import { docsRouter } from './lib/docs-page';
import { DomainError, errorBody } from './lib/errors';
import { jsonBody } from './lib/json-body';
import { openApiDocument } from './compose/openapi';
import { appRouter } from './compose/router';
import { PUBLIC_SOURCES, registerDomainRoutes, WORK_QUEUES } from './compose/wiring';
import { closeConnectionsWhileDraining } from './ops/graceful-stop';
import { registerHealthRoutes } from './ops/health';
import { createMetrics, registerMetricsRoute } from './ops/metrics';
import { RateLimited, retryAfterHeader } from './lib/rate-limit';
import { isStorageFailure, StorageUnavailable } from './lib/storage-errors';
import { requestLogger } from './lib/request-log';
import { makeContextFactory } from './trpc/context';
import { answerCache } from './web/answer-cache';
import { READS_HEADER, renderedByThread, type RenderThread } from './web/render-thread';
import { readsDuring } from './db/data-versions';
import { SHED_TARGET_MS, shedLoad } from './web/load-shedding';
import { compressResponses } from './web/compression';
import { registerCrawlerFiles } from './web/crawlers';
import { hasServerRenderer, registerPageRenderer } from './web/render-page';
import { serveBuiltClient } from './web/static-files';

export interface CreateAppOptions {
  /** Folder of the built client (index.html + assets); the SPA is served when it exists. */
  clientDir?: string;
  /** Express routes of the caller's own (tests), mounted with the domains' before the REST layer. */
  beforeRest?: (app: Express, deps: AppDeps) => void;
  /** where first renders of public pages go when it can take them (web/render-thread.ts) */
  renderThread?: RenderThread;
  /**
   * 'renderer': the app as the render thread runs it (server/src/renderer.ts): public pages only,
   * each with the tables it was read from, nothing kept, nothing refused for load.
   */
  role?: 'renderer';
}

/** The render thread's gate: what it renders, each page with its provenance in a header. */
const renderedPagesOnly: RequestHandler = (req, res, next) => {
  if (req.method !== 'GET' || !renderedByThread(req.originalUrl)) return void res.status(404).end();
  readsDuring((tables) => {
    const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => typeof res;
    res.writeHead = ((...args: unknown[]) => {
      res.setHeader(READS_HEADER, tables().join(','));
      return writeHead(...args);
    }) as typeof res.writeHead;
    next();
  });
};

/** A POST without a body (logout, send-verify-email) is an empty JSON object, not a 415. */
const bodylessAsJson: RequestHandler = (req, _res, next) => {
  const length = Number(req.headers['content-length'] ?? 0);
  if (!req.headers['content-type'] && !length && req.headers['transfer-encoding'] === undefined) {
    req.headers['content-type'] = 'application/json';
    req.body = {};
  }
  next();
};

/**
 * An address whose percent-encoding is malformed (/trpc/%, /artworks/%E0%A4%A) names nothing: it is
 * refused with 400 here, before a route, an adapter or the page renderer tries to decode it.
 */
const refuseMalformedPaths: RequestHandler = (req, _res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    return next(Object.assign(new URIError('malformed percent-encoding in the path'), { status: 400 }));
  }
  next();
};

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'no-store');
  next();
};

export const createApp = (deps: AppDeps, opts: CreateAppOptions = {}): Express => {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', deps.env.TRUST_PROXY);
  // Without it, regions[]=1&regions[]=2 is silently dropped: Express's simple parser
  // reads it as a key named 'regions[]'.
  app.set('query parser', 'extended');

  const renderer = opts.role === 'renderer';
  if (renderer) app.use(renderedPagesOnly);
  const shedTargetMs = deps.env.SHED_LOAD_LAG_MS ?? (deps.env.NODE_ENV === 'production' ? SHED_TARGET_MS : 0);
  // First of all, even before counting (refusals have their own counter): a refusal must cost next
  // to nothing, and the wait it goes by is measured as the request is first seen.
  if (shedTargetMs > 0)
    app.use(shedLoad(deps.lifecycle.shedder(shedTargetMs), async (token) => !!(await deps.staffOf(token))));
  const metrics = createMetrics(deps, {
    api: { procedures: () => Object.keys(appRouter._def.procedures), openApi: () => openApiDocument() },
    queues: WORK_QUEUES,
    renderThread: opts.renderThread,
  });
  // The main thread counts and logs every request, those it asked the renderer for included.
  if (!renderer) app.use(metrics.middleware, requestLogger(deps.logger));
  app.use(closeConnectionsWhileDraining(deps.lifecycle), bodyDeadline());
  // The renderer's headers are not passed on: the main thread sends the page with its own.
  if (!renderer)
    app.use(
      helmet({
        contentSecurityPolicy: {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'"],
            // Mantine writes style attributes and CSS variables at run time.
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:'],
            fontSrc: ["'self'", 'data:'],
            connectSrc: ["'self'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            frameAncestors: ["'none'"],
            upgradeInsecureRequests: null,
          },
        },
        crossOriginEmbedderPolicy: false,
      }),
    );
  if (!renderer) app.use(compressResponses());
  app.use(cookieParser(), refuseMalformedPaths);

  registerHealthRoutes(app, deps);
  registerMetricsRoute(app, deps, metrics);

  app.use(
    '/uploads',
    express.static(deps.env.UPLOADS_DIR, {
      index: false,
      fallthrough: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
        res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
        res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      },
    }),
  );

  const createContext = makeContextFactory(deps);
  const responseMeta = ({ errors }: { errors: TRPCError[] }) => retryAfterHeader(errors);
  app.use(
    '/trpc',
    jsonBody('1mb'),
    createExpressMiddleware({ router: appRouter, createContext, maxBatchSize: TRPC_MAX_BATCH, responseMeta }),
  );

  app.get('/api/openapi.json', (_req, res) => void res.json(openApiDocument()));
  app.use('/api/docs', docsRouter());
  // Tokens and staff data must not stay in a browser or proxy cache.
  app.use(['/api/admin', '/api/login'], noStore);
  // The domains' plain Express routes (uploads, forms, CSV, feeds, private files): trpc-to-openapi
  // below takes and answers JSON only, and never calls next().
  registerDomainRoutes(app, deps);
  opts.beforeRest?.(app, deps);
  app.use('/api/public', answerCache(deps.reads.clock).middleware);
  // trpc-to-openapi never calls next(): it answers every other /api path, unknown ones with a JSON 404.
  app.use(
    '/api',
    jsonBody('1mb'),
    bodylessAsJson,
    createOpenApiExpressMiddleware({
      router: appRouter,
      createContext,
      responseMeta,
      onError: ({ error, path: procedurePath }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          deps.logger.error({ err: error.cause ?? error, path: procedurePath }, 'procedure failed');
      },
    }),
  );

  registerCrawlerFiles(app, deps, PUBLIC_SOURCES);
  const clientDir = opts.clientDir;
  const indexHtml = clientDir ? path.join(clientDir, 'index.html') : undefined;
  if (clientDir && indexHtml && fs.existsSync(indexHtml)) {
    serveBuiltClient(app, clientDir);
    if (hasServerRenderer(clientDir))
      registerPageRenderer(app, deps, clientDir, appRouter, { thread: opts.renderThread, keep: !renderer });
    // Without the server bundle (a client-only build), every other path is the single-page app.
    else
      app.get(/^\/(?!api\/|trpc\/|uploads\/).*/, (_req, res) => {
        res.setHeader('Cache-Control', 'no-cache');
        res.sendFile(indexHtml);
      });
  } else {
    app.get(/^\/(?!api\/|trpc\/|uploads\/).*/, (_req, res) => {
      res.status(503).type('text').send('The web client is not built yet: run `npm run build`.');
    });
  }

  const onError: ErrorRequestHandler = (err, req, res, _next) => {
    if (isStorageFailure(err)) {
      req.log?.error({ err }, 'a write was refused by the storage');
      err = new StorageUnavailable();
    }
    // Refused before its body has arrived (401, 413, 429…): the connection closes once the answer is
    // sent. Reading the rest only to throw it away would let a slow client hold it for minutes.
    if (!req.complete && !res.headersSent) res.setHeader('Connection', 'close');
    if (err instanceof RateLimited && !res.headersSent) res.setHeader('Retry-After', String(err.retryAfterSeconds));
    // Express routes (uploads) refuse with the same domain errors as the procedures.
    if (err instanceof DomainError && !res.headersSent) return void res.status(err.status).json(errorBody(err));
    const status =
      typeof err?.status === 'number' ? err.status : typeof err?.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 500) req.log?.error({ err }, 'request failed');
    if (res.headersSent) return;
    const message =
      status >= 500 ? MSG.serverError : status === 404 ? MSG.notFound : (err?.expose && err.message) || 'Bad request';
    res.status(status).json({ message });
  };
  app.use(onError);
  return app;
};
