// Every screen of the site and the back office, with its layout and flags, in one table: the
// domains' own tables (features/<domain>/routes.ts) put together. Layouts read the flags of the
// matched route through useRouteFlags(); the admin sidebar is built from the entries' nav.
// React Router ranks the routes of a layout by how specific their paths are, so the order of the
// domains below changes no match (tests/unit/route-table.test.ts holds every path to its route).
import { authRoutes } from '#client/features/auth/routes';
import { catalogueRoutes } from '#client/features/catalogue/routes';
import { dashboardRoutes } from '#client/features/dashboard/routes';
import { eventsRoutes } from '#client/features/events/routes';
import { formsRoutes } from '#client/features/forms/routes';
import { historyRoutes } from '#client/features/history/routes';
import { mediaRoutes } from '#client/features/media/routes';
import { searchRoutes } from '#client/features/search/routes';
import { siteRoutes } from '#client/features/site/routes';
import type { RouteDef } from '#client/lib/route-flags';

export const ROUTES: RouteDef[] = [
  ...siteRoutes,
  ...authRoutes,
  ...dashboardRoutes,
  ...historyRoutes,
  ...catalogueRoutes,
  ...eventsRoutes,
  ...formsRoutes,
  ...mediaRoutes,
  ...searchRoutes,
];
