// The route objects of the route table, shared by the server renderer and the browser. Pages and
// layouts load lazily (React Router's `lazy`), so each is its own chunk; on the server a page's
// `prefetch` becomes its loader. Admin and auth screens are rendered in the browser only.
import { Navigate, type RouteObject } from 'react-router';
import { withChunkTimeout } from '../lib/lazy-page';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { type Layout, type PageModule, type RouteDef } from '../lib/route-flags';
import { ROUTES } from './route-table';
import { serverLoader } from './server-loader';

const layouts: Record<Layout, () => Promise<{ default: React.ComponentType }>> = {
  base: () => import('#client/app/layouts/PublicLayout'),
  admin: () => import('#client/app/layouts/AdminLayout'),
  empty: () => import('#client/app/layouts/EmptyLayout'),
};

/** Layout route ids: the server renders every route but those under CLIENT_ONLY (an empty shell). */
export const layoutId = (layout: Layout) => `layout-${layout}`;
export const NOT_FOUND_ID = 'not-found';

const pages = new Set(ROUTES.filter((r) => r.page).map((r) => r.path));

/**
 * A group route forwards to its named child, or, until that screen exists, to its first child
 * that does; with none, the group is left out (and so leads to /404).
 */
const redirectTarget = (from: string, to: string): string | undefined =>
  pages.has(to) ? to : ROUTES.find((r) => r.page && r.path.startsWith(`${from}/`))?.path;

/**
 * The sign-in screens (the empty layout but /404) bring Mantine with them; the admin layout provides
 * it itself. /404 is served as HTML and stays as light as the public pages.
 */
const needsMantine = (r: RouteDef) => r.layout === 'empty' && r.path !== '/404';

/** The page inside MantineShell; its chunk is asked for first, so that its CSS comes before the page's. */
const withMantineShell = async (load: () => Promise<PageModule>): Promise<PageModule> => {
  const [{ MantineShell }, mod] = await Promise.all([import('../lib/MantineShell'), load()]);
  const Page = mod.default;
  return {
    ...mod,
    default: () => (
      <MantineShell>
        <Page />
      </MantineShell>
    ),
  };
};

const lazyPage = (route: RouteDef) => async () => {
  const load = route.page!;
  const mod = await withChunkTimeout(needsMantine(route) ? () => withMantineShell(load) : load)();
  return {
    Component: mod.default,
    ...(import.meta.env.SSR && mod.prefetch ? { loader: serverLoader(mod.prefetch) } : {}),
  };
};

const childrenOf = (layout: Layout): RouteObject[] =>
  ROUTES.filter((r) => r.layout === layout).flatMap((r): RouteObject[] => {
    const handle = { title: r.title, flags: r.flags ?? {}, path: r.path };
    if (r.redirect) {
      const to = redirectTarget(r.path, r.redirect);
      return to ? [{ id: r.path, path: r.path, handle, element: <Navigate to={to} replace /> }] : [];
    }
    return [{ id: r.path, path: r.path, handle, lazy: lazyPage(r) }];
  });

export const routes: RouteObject[] = (['base', 'admin', 'empty'] as const).map((layout) => ({
  id: layoutId(layout),
  errorElement: <RouteErrorBoundary />,
  lazy: async () => ({ Component: (await withChunkTimeout(layouts[layout])()).default }),
  children: childrenOf(layout),
}));
// Any other path: a real 404 from the server (its loader); in the browser, a move to /404.
routes.push({
  id: NOT_FOUND_ID,
  path: '*',
  errorElement: <RouteErrorBoundary />,
  element: <Navigate to="/404" replace />,
  ...(import.meta.env.SSR ? { loader: serverLoader(null) } : {}),
});
