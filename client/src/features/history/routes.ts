// Every change staff made, in one list.
import { IconHistory } from '@tabler/icons-react';
import type { RouteDef } from '#client/lib/route-flags';

export const historyRoutes: RouteDef[] = [
  {
    path: '/admin/history',
    layout: 'admin',
    title: 'History',
    nav: { order: 6, icon: IconHistory },
    page: () => import('./admin/HistoryAdminPage'),
  },
];
