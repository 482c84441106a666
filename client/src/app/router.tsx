import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import { type Layout, ROUTES } from './route-table';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';

const layouts: Record<Layout, ReturnType<typeof lazyPage>> = {
  base: lazyPage(() => import('../components/layouts/PublicLayout')),
  admin: lazyPage(() => import('../components/layouts/AdminLayout')),
  empty: lazyPage(() => import('../components/layouts/EmptyLayout')),
};

const pages = new Set(ROUTES.filter((r) => r.page).map((r) => r.path));

/**
 * A group route forwards to its named child, or, until that screen exists, to its first child
 * that does; with none, the group is left out (and so leads to /404).
 */
const redirectTarget = (from: string, to: string): string | undefined =>
  pages.has(to) ? to : ROUTES.find((r) => r.page && r.path.startsWith(`${from}/`))?.path;

const childrenOf = (layout: Layout): RouteObject[] =>
  ROUTES.filter((r) => r.layout === layout).flatMap((r): RouteObject[] => {
    const handle = { title: r.title, flags: r.flags ?? {}, path: r.path };
    if (r.redirect) {
      const to = redirectTarget(r.path, r.redirect);
      return to ? [{ path: r.path, handle, element: <Navigate to={to} replace /> }] : [];
    }
    const Page = lazyPage(r.page!);
    return [{ path: r.path, handle, element: <Page /> }];
  });

const routes: RouteObject[] = (['base', 'admin', 'empty'] as const).map((layout) => {
  const LayoutComponent = layouts[layout];
  return { element: <LayoutComponent />, errorElement: <RouteErrorBoundary />, children: childrenOf(layout) };
});
routes.push({ path: '*', element: <Navigate to="/404" replace /> });

export const router = createBrowserRouter(routes);
