// The back office's first screen.
import type { RouteDef } from '#client/lib/route-flags';

export const dashboardRoutes: RouteDef[] = [
  {
    path: '/admin',
    layout: 'admin',
    title: 'Dashboard',
    page: () => import('./admin/DashboardAdminPage'),
  },
];
