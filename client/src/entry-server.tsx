// The server's renderer (built by `vite build --ssr`, loaded by server/src/web/render-page.ts). It
// runs the matched routes' loaders (which fill React Query through the tRPC caller), renders the
// whole document once everything is ready (no inline scripts: the CSP holds), and hands over the
// data as JSON for the browser to hydrate from.
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider } from 'react-router';
import { AppProviders } from './app/App';
import { Document } from './app/Document';
import type { RouteFlags } from './lib/route-flags';
import { layoutId, routes } from './app/routes';
import { type Caller, type PageAssets, scriptSafeJson, type ServerLoadContext, type SsrState } from './lib/ssr-data';

/** What the server reads once from the build: the assets the page names, and the inline styles. */
export type ServedAssets = PageAssets & { styles: string };
export type { PageAssets };

const handler = createStaticHandler(routes);

/** Screens that stay in the browser: the admin, and the sign-in flows (all but /404 on that layout). */
const isClientOnly = (ids: string[]) =>
  ids.includes(layoutId('admin')) || (ids.includes(layoutId('empty')) && !ids.includes('/404'));

export interface RenderResult {
  status: number;
  /** a loader's redirect */
  location?: string;
  /** the X-Robots-Tag header: set for pages by link only (route flag noindex) */
  robots?: string;
  /** writes the document into the response (or any writable) */
  pipe?: (out: NodeJS.WritableStream) => void;
}

export const render = async (
  request: Request,
  caller: Caller,
  { styles, ...assets }: ServedAssets,
  origin: string,
): Promise<RenderResult> => {
  // Data fetched here is fresh for this request only; the browser's own client applies the policies.
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const requestContext: ServerLoadContext = { queryClient, caller };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return { status: context.status, location: context.headers.get('Location') ?? undefined };
  }

  const clientOnly = isClientOnly(context.matches.map((m) => m.route.id));
  const errors = context.errors
    ? Object.fromEntries(
        Object.entries(context.errors).map(([id, err]) => [
          id,
          isRouteErrorResponse(err)
            ? { status: err.status, statusText: err.statusText }
            : { status: 500, statusText: '' },
        ]),
      )
    : null;
  const noindex = clientOnly || context.statusCode === 404;
  const byLinkOnly = context.matches.some(
    (m) => (m.route.handle as { flags?: RouteFlags } | undefined)?.flags?.noindex,
  );
  const state: SsrState = { assets, noindex, origin, queries: dehydrate(queryClient), errors };
  const router = createStaticRouter(handler.dataRoutes, context);
  const app = clientOnly ? null : (
    <StrictMode>
      <AppProviders queryClient={queryClient} origin={origin}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>
  );

  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(
      <Document assets={assets} styles={styles} stateJson={clientOnly ? null : scriptSafeJson(state)} noindex={noindex}>
        {app}
      </Document>,
      {
        bootstrapModules: [assets.boot],
        // Never outline a large Suspense boundary into a later chunk: completing it takes an inline
        // script, which the CSP (script-src 'self') refuses. The whole page is sent at once anyway.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onAllReady: () => {
          if (failed) return;
          resolve({
            status: context.statusCode,
            robots: byLinkOnly ? 'noindex, nofollow' : undefined,
            pipe: (out) => stream.pipe(out),
          });
        },
        onShellError: reject,
        onError: (err) => {
          failed = err;
          reject(err);
        },
      },
    );
  });
};
