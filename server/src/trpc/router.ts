import { authRouter } from '../modules/auth/auth.router';
import { catalogueAdminRouter } from '../modules/catalogue/catalogue-admin.router';
import { cataloguePublicRouter } from '../modules/catalogue/catalogue-public.router';
import { eventsAdminRouter } from '../modules/events/events-admin.router';
import { eventsPublicRouter } from '../modules/events/events-public.router';
import { dashboardRouter } from '../modules/dashboard/dashboard.router';
import { mailRouter } from '../modules/mail/mail.router';
import { formsRouter } from '../modules/forms/forms.router';
import { siteRouter } from '../modules/site/site.router';
import { postsAdminRouter } from '../modules/media/posts-admin.router';
import { postsPublicRouter } from '../modules/media/posts-public.router';
import { tagRouter } from '../modules/media/tag.router';
import { artAdvisoryRouter } from '../modules/media/art-advisory.router';
import { looseThreadRouter } from '../modules/media/loose-thread.router';
import { memoriamRouter } from '../modules/media/memoriam.router';
import { historyRouter } from '../modules/history/history.router';
import { searchRouter } from '../modules/search/search.router';
import { router } from './trpc';

export const appRouter = router({
  artAdvisories: artAdvisoryRouter,
  auth: authRouter,
  catalogueAdmin: catalogueAdminRouter,
  cataloguePublic: cataloguePublicRouter,
  dashboard: dashboardRouter,
  eventsAdmin: eventsAdminRouter,
  eventsPublic: eventsPublicRouter,
  forms: formsRouter,
  looseThreads: looseThreadRouter,
  mail: mailRouter,
  memoriams: memoriamRouter,
  history: historyRouter,
  search: searchRouter,
  postsAdmin: postsAdminRouter,
  postsPublic: postsPublicRouter,
  site: siteRouter,
  tags: tagRouter,
});

export type AppRouter = typeof appRouter;
