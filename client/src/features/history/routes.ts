// Every change staff made, in one list.
import type { RouteDef } from '#client/lib/route-flags';

export const historyRoutes: RouteDef[] = [
  {
    path: '/admin/history',
    layout: 'admin',
    title: 'History',
    page: () => import('./admin/HistoryAdminPage'),
  },
];
