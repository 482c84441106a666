// The site's search page.
import type { RouteDef } from '#client/lib/route-flags';
import { SITE_PAGES } from '#shared/site-pages';

export const searchRoutes: RouteDef[] = [
  {
    path: SITE_PAGES.search,
    layout: 'base',
    title: 'Search',
    flags: { menu: false, noindex: true },
    page: () => import('./public/SearchPage'),
  },
];
