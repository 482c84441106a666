import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../lib/lazy-page';
import { type Layout, ROUTES } from './route-table';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';

const layouts: Record<Layout, ReturnType<typeof lazyPage>> = {
  base: lazyPage(() => import('../components/layouts/PublicLayout')),
  admin: lazyPage(() => import('../components/layouts/AdminLayout')),
  empty: lazyPage(() => import('../components/layouts/EmptyLayout')),
};

const childrenOf = (layout: Layout): RouteObject[] =>
  ROUTES.filter((r) => r.layout === layout).map((r) => {
    const handle = { title: r.title, flags: r.flags ?? {}, path: r.path };
    if (r.redirect) return { path: r.path, handle, element: <Navigate to={r.redirect} replace /> };
    const Page = lazyPage(r.page!);
    return { path: r.path, handle, element: <Page /> };
  });

const routes: RouteObject[] = (['base', 'admin', 'empty'] as const).map((layout) => {
  const LayoutComponent = layouts[layout];
  return { element: <LayoutComponent />, errorElement: <RouteErrorBoundary />, children: childrenOf(layout) };
});
routes.push({ path: '*', element: <Navigate to="/404" replace /> });

export const router = createBrowserRouter(routes);
