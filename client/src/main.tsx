// The app's entry: a served page loads it through boot.ts once its first screen is shown. A
// server-rendered page carries its data in #weft-state: React Query is filled from it, the matched
// route chunks are loaded, and React hydrates the whole document without fetching again.
// Without it (the admin and auth screens, `npm run dev`), the app renders from scratch.
import { type DehydratedState, hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, UNSAFE_ErrorResponseImpl } from 'react-router';
import { AppProviders } from './app/App';
import { Document } from './app/Document';
import { createQueryClient, setPolicyNavigate } from './lib/error-policy';
import { layoutId, routes } from './app/routes';
import { STATE_SCRIPT_ID, STYLES_ID, type SsrState } from './lib/ssr-data';

/** Loads the lazy routes of this URL first, so the first render matches the server's. */
const resolveLazyMatches = async (matches: ReturnType<typeof matchRoutes<(typeof routes)[number]>>) => {
  await Promise.all(
    (matches ?? []).map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }),
  );
};

const freshNow = (queries: DehydratedState): DehydratedState => ({
  ...queries,
  queries: queries.queries.map((q) => ({ ...q, state: { ...q.state, dataUpdatedAt: Date.now() } })),
});

const start = async () => {
  const stateJson = document.getElementById(STATE_SCRIPT_ID)?.textContent ?? null;
  const state = stateJson === null ? undefined : (JSON.parse(stateJson) as SsrState);
  const queryClient = createQueryClient();
  // The server's answers are current as of now: it keeps a rendered page only until the database
  // changes. Without this, a page kept longer than the queries' staleTime would fetch again at once.
  if (state) hydrate(queryClient, freshNow(state.queries));
  // Matched once: each match ranks every route of the table (tens of milliseconds on a phone).
  const matches = matchRoutes(routes, window.location);
  await resolveLazyMatches(matches);
  const errors = state?.errors
    ? Object.fromEntries(
        Object.entries(state.errors).map(([id, e]) => [id, new UNSAFE_ErrorResponseImpl(e.status, e.statusText, null)]),
      )
    : undefined;
  const router = createBrowserRouter(routes, errors ? { hydrationData: { errors } } : undefined);
  setPolicyNavigate((to) => void router.navigate(to));
  // The public layout hydrates its page inside a Suspense boundary, after the root: it marks itself.
  const layoutMarks = !!state && !errors && matches?.[0]?.route.id === layoutId('base');
  const app = (
    <StrictMode>
      <AppProviders
        queryClient={queryClient}
        origin={state?.origin ?? window.location.origin}
        markHydration={!layoutMarks}
      >
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  if (state)
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the
    // main thread for the whole page: a tap or a scroll is answered while it runs.
    startTransition(() => {
      hydrateRoot(
        document,
        <Document
          assets={state.assets}
          styles={document.getElementById(STYLES_ID)?.textContent ?? ''}
          stateJson={stateJson}
          noindex={state.noindex}
        >
          {app}
        </Document>,
      );
    });
  else createRoot(document.getElementById('root')!).render(app);
};

void start();
