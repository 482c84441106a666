// The public pages that are neither a kind's item nor a kind's list (shared/public-kinds.ts holds
// those): the landings and the fixed texts. Routes, menus, links, breadcrumb trails and the sitemap
// name them from here, so each address is spelled once. Plain values only: public pages import it.

export const SITE_PAGES = {
  home: '/',
  /** what is on: exhibitions, openings, talks (the events list is a kind's: /events/events) */
  events: '/events',
  /** latest news, press, the blog and loose threads above the media kinds' lists */
  media: '/media',
  acquisitions: '/media/acquisitions',
  about: '/about',
  contact: '/contact',
  /** the site's table of contents */
  content: '/content',
  shipping: '/shipping-and-returns',
  privacy: '/privacy-policy',
  terms: '/terms-and-conditions',
  /** never indexed (server/src/web/crawlers.ts) */
  search: '/search',
} as const;
