// The site's own pages: home, about, the contents page, the legal texts and the 404 page.
import type { RouteDef } from '#client/lib/route-flags';
import { SITE_PAGES } from '#shared/site-pages';

export const siteRoutes: RouteDef[] = [
  { path: '/404', layout: 'empty', title: 'Page not found', page: () => import('#client/components/NotFoundPage') },
  { path: '/', layout: 'base', title: 'Home', page: () => import('./public/HomePage') },
  { path: SITE_PAGES.about, layout: 'base', title: 'About', page: () => import('./public/AboutPage') },
  {
    path: SITE_PAGES.content,
    layout: 'base',
    title: 'Contents',
    flags: { close: true },
    page: () => import('./public/ContentPage'),
  },
  {
    path: SITE_PAGES.shipping,
    layout: 'base',
    title: 'Shipping and returns',
    flags: { menu: false },
    page: () => import('./public/ShippingPage'),
  },
  {
    path: SITE_PAGES.privacy,
    layout: 'base',
    title: 'Privacy policy',
    flags: { menu: false },
    page: () => import('./public/PrivacyPage'),
  },
  {
    path: SITE_PAGES.terms,
    layout: 'base',
    title: 'Terms and conditions',
    flags: { menu: false },
    page: () => import('./public/TermsPage'),
  },
];
