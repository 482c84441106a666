// What the server renders with and hands to the browser. Loaders run only on the server: they fill
// React Query with the answers the page's own hooks will ask for (same query keys), through a tRPC
// caller in the same process; the browser then hydrates from that cache without fetching again.
import { type QueryClient } from '@tanstack/react-query';
import type { DehydratedState } from '@tanstack/react-query';
import type { inferRouterInputs } from '@trpc/server';
import type { AppRouter } from '#server/compose/router';

/** The server-side tRPC caller: the same procedures, no HTTP. */
export type Caller = ReturnType<AppRouter['createCaller']>;
export type Inputs = inferRouterInputs<AppRouter>;

export interface PrefetchContext {
  queryClient: QueryClient;
  caller: Caller;
  params: Record<string, string | undefined>;
  url: URL;
}

/** A page module's data for the first render; a missing item throws tRPC's NOT_FOUND. */
export type Prefetch = (ctx: PrefetchContext) => Promise<unknown>;

/** The loader's context on the server (React Router's requestContext). */
export interface ServerLoadContext {
  queryClient: QueryClient;
  caller: Caller;
}

/** The inline <style> of the served document (Document.tsx). */
export const STYLES_ID = 'weft-styles';
export const STATE_SCRIPT_ID = 'weft-state';
/** The head's JSON array of the app's entry and modulepreloads (Document.tsx), read by boot.ts. */
export const APP_SCRIPT_ID = 'weft-app';

/** The files the served document (Document.tsx) links. */
export interface PageAssets {
  /** the page's only script at first: it loads the app once the first screen is shown (boot.ts) */
  boot: string;
  /** the app's entry module */
  entry: string;
  /** modules the entry imports at once */
  modulepreload: string[];
  /** the woff2 files of the first screen's text */
  fonts: string[];
  /** the stylesheets the inline styles already hold */
  inlinedCss: string[];
}

export interface SsrState {
  /** the files the document links, for the browser to render the same head */
  assets: PageAssets;
  /** the page answers 404 (or is otherwise not for search engines) */
  noindex: boolean;
  /** the site's public origin (PUBLIC_URL) */
  origin: string;
  queries: DehydratedState;
  /** the errors of the route boundaries (404s), to hydrate the same error page */
  errors: Record<string, { status: number; statusText: string }> | null;
}

/**
 * JSON that no stored text can break out of: `<`, `>` and `&` cannot open or close a tag inside a
 * <script>, and U+2028/U+2029 are escaped for old parsers. Used for the state and for JSON-LD.
 */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
