// What visitors send: the contact and inquiry forms, the mailing list's emailed links, and the
// back office's inbox and subscribers.
import { IconInbox, IconMailbox } from '@tabler/icons-react';
import type { RouteDef } from '#client/lib/route-flags';
import { EMAILED_LINKS } from '#shared/emailed-links';
import { advisoryInquiryPath, artworkFormPattern } from '#shared/public-kinds';
import { SITE_PAGES } from '#shared/site-pages';

export const formsRoutes: RouteDef[] = [
  // the mailing list's emailed links: one click each (public/MailingListLinkPage.tsx)
  {
    path: EMAILED_LINKS.mailingListConfirm,
    layout: 'empty',
    title: 'Confirm your subscription',
    page: () => import('./public/MailingListLinkPage'),
  },
  {
    path: EMAILED_LINKS.mailingListUnsubscribe,
    layout: 'empty',
    title: 'Unsubscribe',
    page: () => import('./public/MailingListLinkPage'),
  },

  {
    path: EMAILED_LINKS.staffInbox,
    layout: 'admin',
    title: 'Inbox',
    nav: { order: 7, icon: IconInbox },
    page: () => import('./admin/InboxAdminPage'),
  },
  {
    path: '/admin/inbox/subscribers',
    layout: 'admin',
    title: 'Subscribers',
    nav: { order: 8, icon: IconMailbox },
    page: () => import('./admin/SubscribersAdminPage'),
  },

  {
    path: SITE_PAGES.contact,
    layout: 'base',
    title: 'Contact',
    page: () => import('./public/ContactPage'),
  },
  // an artwork's forms, with the menu hidden; inquiry forms are never indexed
  {
    path: artworkFormPattern('inquire'),
    layout: 'base',
    title: 'Inquire',
    flags: { menu: false, noindex: true },
    page: () => import('./public/ArtworkInquirePage'),
  },
  {
    path: artworkFormPattern('virtual-placement'),
    layout: 'base',
    title: 'Virtual placement',
    flags: { menu: false, noindex: true },
    page: () => import('./public/ArtworkPlacementPage'),
  },
  // the art advisory's request forms (the service pages link to them)
  {
    path: advisoryInquiryPath('virtual-placement'),
    layout: 'base',
    title: 'Virtual placement',
    flags: { noindex: true },
    page: () => import('./public/PlacementInquirePage'),
  },
  {
    path: advisoryInquiryPath('commissions'),
    layout: 'base',
    title: 'Commissions',
    flags: { noindex: true },
    page: () => import('./public/CommissionInquirePage'),
  },
  {
    path: advisoryInquiryPath('presentation-assistance'),
    layout: 'base',
    title: 'Presentation assistance',
    flags: { noindex: true },
    page: () => import('./public/PresentationInquirePage'),
  },
];
