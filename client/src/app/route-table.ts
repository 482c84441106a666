// Every screen of the site and the back office, with its layout and flags, in one table.
// Layouts read the flags of the matched route through useRouteFlags().
import type { ComponentType } from 'react';
import { advisoryInquiryPath, artworkFormPattern, PUBLIC_KINDS } from '#shared/public-kinds';
import type { Prefetch } from './ssr-data';
import type { RouteFlags } from '../lib/route-flags';
import { SITE_PAGES } from '#shared/site-pages';

export type Layout = 'base' | 'admin' | 'empty';
/** A page chunk: the component, and for server-rendered pages the data its first render reads. */
export interface PageModule {
  default: ComponentType;
  prefetch?: Prefetch;
}
export interface RouteDef {
  path: string;
  layout: Layout;
  /** the breadcrumb / document title of the page */
  title: string;
  flags?: RouteFlags;
  page?: () => Promise<PageModule>;
  /** a route that only forwards to another */
  redirect?: string;
}

export const ROUTES: RouteDef[] = [
  // empty layout: auth and not-found
  { path: '/login', layout: 'empty', title: 'Log in', page: () => import('../pages/auth/LoginPage') },
  {
    path: '/confirm-invite',
    layout: 'empty',
    title: 'Accept invitation',
    page: () => import('../pages/auth/ConfirmInvitePage'),
  },
  {
    path: '/change-password',
    layout: 'empty',
    title: 'Change password',
    page: () => import('../pages/auth/ChangePasswordPage'),
  },
  {
    path: '/verify-email',
    layout: 'empty',
    title: 'Verify email',
    page: () => import('../pages/auth/VerifyEmailPage'),
  },
  {
    path: '/rsvp/cancel',
    layout: 'empty',
    title: 'Cancel your reservation',
    page: () => import('../pages/RsvpCancelPage'),
  },
  {
    path: '/waitlist/claim',
    layout: 'empty',
    title: 'Your places from the waitlist',
    flags: { noindex: true },
    page: () => import('../pages/WaitlistClaimPage'),
  },
  // the mailing list's emailed links: one click each (pages/MailingListLinkPage.tsx)
  ...(['/mailing-list/confirm', '/mailing-list/unsubscribe'] as const).map((path): RouteDef => ({
    path,
    layout: 'empty',
    title: path.endsWith('confirm') ? 'Confirm your subscription' : 'Unsubscribe',
    page: () => import('../pages/MailingListLinkPage'),
  })),
  { path: '/404', layout: 'empty', title: 'Page not found', page: () => import('../pages/NotFoundPage') },

  // admin layout
  { path: '/admin', layout: 'admin', title: 'Dashboard', page: () => import('../pages/admin/DashboardPage') },
  { path: '/admin/profile', layout: 'admin', title: 'Profile', page: () => import('../pages/admin/ProfilePage') },
  { path: '/admin/history', layout: 'admin', title: 'History', page: () => import('../pages/admin/HistoryPage') },
  { path: '/admin/collection', layout: 'admin', title: 'Collection', redirect: '/admin/collection/artworks' },
  {
    path: '/admin/collection/artworks',
    layout: 'admin',
    title: 'Artworks',
    page: () => import('../pages/admin/collection/ArtworksPage'),
  },
  {
    path: '/admin/collection/artists',
    layout: 'admin',
    title: 'Artists',
    page: () => import('../pages/admin/collection/ArtistsPage'),
  },
  {
    path: '/admin/collection/publications',
    layout: 'admin',
    title: 'Publications',
    page: () => import('../pages/admin/collection/PublicationsPage'),
  },
  { path: '/admin/events', layout: 'admin', title: 'Events', redirect: '/admin/events/exhibitions' },
  {
    path: '/admin/events/exhibitions',
    layout: 'admin',
    title: 'Exhibitions',
    page: () => import('../pages/admin/events/ExhibitionsPage'),
  },
  {
    path: '/admin/events/events',
    layout: 'admin',
    title: 'Events',
    page: () => import('../pages/admin/events/EventsPage'),
  },
  // an exhibition's or an event's own screens (docs/decisions/015): one page for both kinds each
  ...(['exhibitions', 'events'] as const).flatMap((kinds): RouteDef[] => [
    {
      path: `/admin/events/${kinds}/:id/rsvps`,
      layout: 'admin',
      title: 'RSVPs',
      page: () => import('../pages/admin/events/ShowRsvpsPage'),
    },
    {
      // The door alone: one show and date, without the back office's header and sidebar.
      path: `/admin/events/${kinds}/:id/door`,
      layout: 'admin',
      title: 'Door',
      flags: { bare: true },
      page: () => import('../pages/admin/events/ShowDoorPage'),
    },
    {
      path: `/admin/events/${kinds}/:id/timeslots`,
      layout: 'admin',
      title: 'Timeslots',
      page: () => import('../pages/admin/events/ShowTimeslotsPage'),
    },
  ]),
  {
    path: '/admin/events/private-viewing-rooms',
    layout: 'admin',
    title: 'Private viewing rooms',
    page: () => import('../pages/admin/events/ViewingRoomsPage'),
  },
  { path: '/admin/inbox', layout: 'admin', title: 'Inbox', page: () => import('../pages/admin/InboxPage') },
  {
    path: '/admin/inbox/subscribers',
    layout: 'admin',
    title: 'Subscribers',
    page: () => import('../pages/admin/SubscribersPage'),
  },
  { path: '/admin/content', layout: 'admin', title: 'Content', redirect: '/admin/content/in-the-news' },
  {
    path: '/admin/content/in-the-news',
    layout: 'admin',
    title: 'In the news',
    page: () => import('../pages/admin/content/NewsPage'),
  },
  {
    path: '/admin/content/press-releases',
    layout: 'admin',
    title: 'Press releases',
    page: () => import('../pages/admin/content/PressReleasesPage'),
  },
  {
    path: '/admin/content/lives-well-lived',
    layout: 'admin',
    title: 'Lives well lived',
    page: () => import('../pages/admin/content/LivesWellLivedPage'),
  },
  {
    path: '/admin/content/loose-threads',
    layout: 'admin',
    title: 'Loose threads',
    page: () => import('../pages/admin/content/LooseThreadsPage'),
  },
  {
    path: '/admin/content/art-advisory',
    layout: 'admin',
    title: 'Art advisory',
    page: () => import('../pages/admin/content/ArtAdvisoryPage'),
  },
  { path: '/admin/content/tags', layout: 'admin', title: 'Tags', page: () => import('../pages/admin/TagsPage') },
  { path: '/admin/arttextstyle', layout: 'admin', title: 'Arttextstyle', redirect: '/admin/arttextstyle/arttextstyle' },
  {
    path: '/admin/arttextstyle/arttextstyle',
    layout: 'admin',
    title: 'Posts',
    page: () => import('../pages/admin/arttextstyle/BlogPostsPage'),
  },
  {
    path: '/admin/arttextstyle/comments',
    layout: 'admin',
    title: 'Comments',
    page: () => import('../pages/admin/arttextstyle/CommentsPage'),
  },

  // base (public) layout
  { path: '/', layout: 'base', title: 'Home', page: () => import('../pages/public/HomePage') },
  { path: SITE_PAGES.about, layout: 'base', title: 'About', page: () => import('../pages/public/AboutPage') },
  {
    path: SITE_PAGES.contact,
    layout: 'base',
    title: 'Contact',
    page: () => import('../pages/public/forms/ContactPage'),
  },
  {
    path: SITE_PAGES.content,
    layout: 'base',
    title: 'Contents',
    flags: { close: true },
    page: () => import('../pages/public/ContentPage'),
  },
  // catalogue: detail pages name themselves (breadcrumb and tab) through useDocumentTitle(title)
  {
    path: PUBLIC_KINDS.artwork.listPath,
    layout: 'base',
    title: 'Artworks',
    page: () => import('../pages/public/catalogue/ArtworksPage'),
  },
  {
    path: PUBLIC_KINDS.artwork.pattern,
    layout: 'base',
    title: 'Artwork',
    flags: { share: true },
    page: () => import('../pages/public/catalogue/ArtworkPage'),
  },
  // an artwork's forms, with the menu hidden; inquiry forms are never indexed
  {
    path: artworkFormPattern('inquire'),
    layout: 'base',
    title: 'Inquire',
    flags: { menu: false, noindex: true },
    page: () => import('../pages/public/forms/ArtworkInquirePage'),
  },
  {
    path: artworkFormPattern('virtual-placement'),
    layout: 'base',
    title: 'Virtual placement',
    flags: { menu: false, noindex: true },
    page: () => import('../pages/public/forms/ArtworkPlacementPage'),
  },
  {
    path: PUBLIC_KINDS.artist.listPath,
    layout: 'base',
    title: 'Artists',
    page: () => import('../pages/public/catalogue/ArtistsPage'),
  },
  {
    path: PUBLIC_KINDS.artist.pattern,
    layout: 'base',
    title: 'Artist',
    page: () => import('../pages/public/catalogue/ArtistPage'),
  },
  // events: one implementation for both kinds (pages/public/events/show-kind.ts)
  {
    path: SITE_PAGES.events,
    layout: 'base',
    title: 'Events',
    page: () => import('../pages/public/events/EventsLandingPage'),
  },
  {
    path: PUBLIC_KINDS.exhibition.listPath,
    layout: 'base',
    title: 'Exhibitions',
    page: () => import('../pages/public/events/ExhibitionsPage'),
  },
  {
    path: PUBLIC_KINDS.exhibition.pattern,
    layout: 'base',
    title: 'Exhibition',
    flags: { share: true },
    page: () => import('../pages/public/events/ExhibitionPage'),
  },
  {
    path: PUBLIC_KINDS.event.listPath,
    layout: 'base',
    title: 'Events',
    page: () => import('../pages/public/events/EventsListPage'),
  },
  {
    path: PUBLIC_KINDS.event.pattern,
    layout: 'base',
    title: 'Event',
    flags: { share: true },
    page: () => import('../pages/public/events/EventPage'),
  },
  {
    path: PUBLIC_KINDS.viewingRoom.pattern,
    layout: 'base',
    title: 'Private viewing room',
    flags: { noindex: true },
    page: () => import('../pages/public/events/ViewingRoomPage'),
  },
  {
    path: SITE_PAGES.media,
    layout: 'base',
    title: 'Media',
    page: () => import('../pages/public/media/MediaLandingPage'),
  },
  {
    path: PUBLIC_KINDS.memoriam.listPath,
    layout: 'base',
    title: 'Lives well lived',
    page: () => import('../pages/public/media/LivesWellLivedPage'),
  },
  {
    path: PUBLIC_KINDS.memoriam.pattern,
    layout: 'base',
    title: 'Lives well lived',
    flags: { share: true },
    page: () => import('../pages/public/media/MemoriamPage'),
  },
  {
    path: PUBLIC_KINDS.looseThread.listPath,
    layout: 'base',
    title: 'Loose threads',
    page: () => import('../pages/public/media/LooseThreadsPage'),
  },
  {
    path: PUBLIC_KINDS.looseThread.pattern,
    layout: 'base',
    title: 'Loose threads',
    flags: { share: true },
    page: () => import('../pages/public/media/LooseThreadPage'),
  },
  {
    path: PUBLIC_KINDS.advisory.listPath,
    layout: 'base',
    title: 'Art advisory',
    page: () => import('../pages/public/media/ArtAdvisoryPage'),
  },
  {
    path: PUBLIC_KINDS.advisory.pattern,
    layout: 'base',
    title: 'Art advisory',
    flags: { share: true },
    page: () => import('../pages/public/media/AdvisoryPage'),
  },
  {
    path: SITE_PAGES.acquisitions,
    layout: 'base',
    title: 'Acquisitions',
    page: () => import('../pages/public/catalogue/AcquisitionsPage'),
  },
  // media: news, press releases and the blog are one set of pages (pages/public/media/post-kind.ts)
  {
    path: PUBLIC_KINDS.news.listPath,
    layout: 'base',
    title: 'In the news',
    page: () => import('../pages/public/media/NewsListPage'),
  },
  {
    path: PUBLIC_KINDS.news.pattern,
    layout: 'base',
    title: 'News',
    flags: { share: true },
    page: () => import('../pages/public/media/NewsPage'),
  },
  {
    path: PUBLIC_KINDS.pressRelease.listPath,
    layout: 'base',
    title: 'Press releases',
    page: () => import('../pages/public/media/PressReleasesPage'),
  },
  {
    path: PUBLIC_KINDS.pressRelease.pattern,
    layout: 'base',
    title: 'Press release',
    flags: { share: true },
    page: () => import('../pages/public/media/PressReleasePage'),
  },
  {
    path: PUBLIC_KINDS.blogPost.listPath,
    layout: 'base',
    title: 'Arttextstyle',
    page: () => import('../pages/public/media/BlogListPage'),
  },
  {
    path: PUBLIC_KINDS.blogPost.pattern,
    layout: 'base',
    title: 'Post',
    flags: { share: true },
    page: () => import('../pages/public/media/BlogPostPage'),
  },
  // the art advisory's request forms (the service pages link to them)
  {
    path: advisoryInquiryPath('virtual-placement'),
    layout: 'base',
    title: 'Virtual placement',
    flags: { noindex: true },
    page: () => import('../pages/public/forms/PlacementInquirePage'),
  },
  {
    path: advisoryInquiryPath('commissions'),
    layout: 'base',
    title: 'Commissions',
    flags: { noindex: true },
    page: () => import('../pages/public/forms/CommissionInquirePage'),
  },
  {
    path: advisoryInquiryPath('presentation-assistance'),
    layout: 'base',
    title: 'Presentation assistance',
    flags: { noindex: true },
    page: () => import('../pages/public/forms/PresentationInquirePage'),
  },
  {
    path: SITE_PAGES.shipping,
    layout: 'base',
    title: 'Shipping and returns',
    flags: { menu: false },
    page: () => import('../pages/public/ShippingPage'),
  },
  {
    path: SITE_PAGES.privacy,
    layout: 'base',
    title: 'Privacy policy',
    flags: { menu: false },
    page: () => import('../pages/public/PrivacyPage'),
  },
  {
    path: SITE_PAGES.search,
    layout: 'base',
    title: 'Search',
    flags: { menu: false, noindex: true },
    page: () => import('../pages/public/SearchPage'),
  },
  {
    path: SITE_PAGES.terms,
    layout: 'base',
    title: 'Terms and conditions',
    flags: { menu: false },
    page: () => import('../pages/public/TermsPage'),
  },
];
