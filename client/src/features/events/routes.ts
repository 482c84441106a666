// Exhibitions, events and private viewing rooms: the back office's screens (with a show's own
// RSVPs, door and timeslots), the public pages, and the emailed links of a reservation.
import { IconCalendarEvent } from '@tabler/icons-react';
import type { RouteDef } from '#client/lib/route-flags';
import { EMAILED_LINKS } from '#shared/emailed-links';
import { PUBLIC_KINDS } from '#shared/public-kinds';
import { SITE_PAGES } from '#shared/site-pages';

const group = '/admin/events';

export const eventsRoutes: RouteDef[] = [
  {
    path: EMAILED_LINKS.rsvpCancel,
    layout: 'empty',
    title: 'Cancel your reservation',
    page: () => import('./public/RsvpCancelPage'),
  },
  {
    path: EMAILED_LINKS.waitlistClaim,
    layout: 'empty',
    title: 'Your places from the waitlist',
    flags: { noindex: true },
    page: () => import('./public/WaitlistClaimPage'),
  },

  {
    path: group,
    layout: 'admin',
    title: 'Events',
    redirect: '/admin/events/exhibitions',
    nav: { order: 3, icon: IconCalendarEvent },
  },
  {
    path: '/admin/events/exhibitions',
    layout: 'admin',
    title: 'Exhibitions',
    nav: { group, order: 1 },
    page: () => import('./admin/ExhibitionsAdminPage'),
  },
  {
    path: '/admin/events/events',
    layout: 'admin',
    title: 'Events',
    nav: { group, order: 2 },
    page: () => import('./admin/EventsAdminPage'),
  },
  // an exhibition's or an event's own screens (docs/decisions/015): one page for both kinds each
  ...(['exhibitions', 'events'] as const).flatMap((kinds): RouteDef[] => [
    {
      path: `/admin/events/${kinds}/:id/rsvps`,
      layout: 'admin',
      title: 'RSVPs',
      page: () => import('./admin/ShowRsvpsAdminPage'),
    },
    {
      // The door alone: one show and date, without the back office's header and sidebar.
      path: `/admin/events/${kinds}/:id/door`,
      layout: 'admin',
      title: 'Door',
      flags: { bare: true },
      page: () => import('./admin/ShowDoorAdminPage'),
    },
    {
      path: `/admin/events/${kinds}/:id/timeslots`,
      layout: 'admin',
      title: 'Timeslots',
      page: () => import('./admin/ShowTimeslotsAdminPage'),
    },
  ]),
  {
    path: '/admin/events/private-viewing-rooms',
    layout: 'admin',
    title: 'Private viewing rooms',
    nav: { group, order: 3 },
    page: () => import('./admin/ViewingRoomsAdminPage'),
  },

  // one implementation for both kinds (show-kind.ts)
  {
    path: SITE_PAGES.events,
    layout: 'base',
    title: 'Events',
    page: () => import('./public/EventsLandingPage'),
  },
  {
    path: PUBLIC_KINDS.exhibition.listPath,
    layout: 'base',
    title: 'Exhibitions',
    page: () => import('./public/ExhibitionsPage'),
  },
  {
    path: PUBLIC_KINDS.exhibition.pattern,
    layout: 'base',
    title: 'Exhibition',
    flags: { share: true },
    page: () => import('./public/ExhibitionPage'),
  },
  {
    path: PUBLIC_KINDS.event.listPath,
    layout: 'base',
    title: 'Events',
    page: () => import('./public/EventsListPage'),
  },
  {
    path: PUBLIC_KINDS.event.pattern,
    layout: 'base',
    title: 'Event',
    flags: { share: true },
    page: () => import('./public/EventPage'),
  },
  {
    path: PUBLIC_KINDS.viewingRoom.pattern,
    layout: 'base',
    title: 'Private viewing room',
    flags: { noindex: true },
    page: () => import('./public/ViewingRoomPage'),
  },
];
