// The events domain's face (lib/domain-face.ts): exhibitions, events, timeslots, RSVPs, waitlists,
// private viewing rooms.
import type { DomainFace } from '#server/lib/domain-face';
import { eventsAdminRouter } from './events-admin.router';
import { eventsPublicRouter } from './events-public.router';
import { guestListOpenApiPaths, registerGuestListRoutes } from './guest-list.routes';
import { eventsPublicKinds } from './public-kinds';
import { scheduleWaitlistSweeps } from './waitlist-sweeper';

export const events = {
  name: 'events',
  routers: { eventsAdmin: eventsAdminRouter, eventsPublic: eventsPublicRouter },
  routes: registerGuestListRoutes,
  openApiPaths: guestListOpenApiPaths,
  publicKinds: {
    ...eventsPublicKinds,
    // By link only: a private room is never listed anywhere.
    viewingRoom: null,
  },
  background: scheduleWaitlistSweeps,
} satisfies DomainFace;
