// The back office's first screen.
import { IconLayoutDashboard } from '@tabler/icons-react';
import type { RouteDef } from '#client/lib/route-flags';

export const dashboardRoutes: RouteDef[] = [
  {
    path: '/admin',
    layout: 'admin',
    title: 'Dashboard',
    nav: { order: 1, icon: IconLayoutDashboard },
    page: () => import('./admin/DashboardAdminPage'),
  },
];
