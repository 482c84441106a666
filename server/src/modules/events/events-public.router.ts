// What visitors read and send about exhibitions, events and private viewing rooms.
import { z } from 'zod';
import { artistCardOutput, artworkCardOutput, slugInput } from '#shared/schemas/catalogue-public';
import { featuredShowOutput, publicShowListInput, showCardsOutput, showDetailOutput } from '#shared/schemas/events';
import { pagedData } from '#shared/schemas/list';
import {
  ownerDateInput,
  ownerInput,
  publicRsvpInput,
  publicRsvpOutput,
  publicSlotOptionsOutput,
  rsvpCancelInput,
  rsvpToCancelOutput,
} from '#shared/schemas/timeslots';
import { messageOutput } from '#shared/schemas/list';
import { publicViewingRoomOutput } from '#shared/schemas/viewing-room';
import {
  waitlistJoinInput,
  waitlistJoinOutput,
  waitlistOfferOutput,
  waitlistTokenInput,
} from '#shared/schemas/waitlist';
import { page } from '#shared/validation';
import { RateLimited } from '#server/lib/rate-limit';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import { EVENT, EXHIBITION, type ShowKind } from './kinds';
import * as publicShows from './public-show.service';
import { cancelRsvp, publicRsvp, rsvpToCancel } from './rsvp.service';
import { publicDates, publicTimes } from './timeslot.service';
import { publicRoom } from './viewing-room.service';
import { claimOffer, joinWaitlist, offerToClaim } from './waitlist.service';

const { publicGet, publicPost } = rest('events');

const showPublicRouter = (kind: ShowKind) =>
  router({
    list: publicGet(kind.paths.publicList, `Active ${kind.key}s: type, sort (newest_to_oldest), page (12 a page)`)
      .input(publicShowListInput)
      .output(showCardsOutput)
      .query(({ ctx, input }) => publicShows.listPublicShows(ctx.deps, kind, input)),
    bySlug: publicGet(`${kind.paths.publicOne}/{slug}`, `One active ${kind.key}`)
      .input(slugInput)
      .output(showDetailOutput)
      .query(({ ctx, input }) => publicShows.showBySlug(ctx.deps, kind, input.slug)),
    artworks: publicGet(`${kind.paths.publicOne}/{slug}/artworks`, `The ${kind.key}'s visible works, 12 a page`)
      .input(slugInput.extend({ page: page() }))
      .output(pagedData(artworkCardOutput))
      .query(({ ctx, input }) => publicShows.showArtworks(ctx.deps, kind, input.slug, input.page)),
    artists: publicGet(`${kind.paths.publicOne}/{slug}/artists`, `The ${kind.key}'s active artists`)
      .input(slugInput)
      .output(z.object({ data: z.array(artistCardOutput) }))
      .query(({ ctx, input }) => publicShows.showArtists(ctx.deps, kind, input.slug)),
    types: publicGet(`${kind.paths.publicSlots}/types`, `The types of active ${kind.key}s, for the list's filter`)
      .input(z.void())
      .output(z.object({ data: z.array(z.string()) }))
      .query(({ ctx }) => publicShows.publicShowTypes(ctx.deps, kind)),
    featured: publicGet(kind.paths.publicFeatured, `The featured ${kind.key}, or null`)
      .input(z.void())
      .output(featuredShowOutput)
      .query(({ ctx }) => publicShows.featuredShow(ctx.deps, kind)),
    timeslotDates: publicGet(
      `${kind.paths.publicSlots}/timeslot-dates`,
      `Dates from today on with a time ahead, with places_left and full (${kind.fk})`,
    )
      .input(ownerInput(kind.fk))
      .output(publicSlotOptionsOutput)
      .query(({ ctx, input }) => publicDates(ctx.deps, kind, input[kind.fk])),
    timeslotTimes: publicGet(
      `${kind.paths.publicSlots}/timeslot-times`,
      `Times of a date still ahead, full ones too: places_left, full (${kind.fk}, date)`,
    )
      .input(ownerDateInput(kind.fk))
      .output(publicSlotOptionsOutput)
      .query(({ ctx, input }) => publicTimes(ctx.deps, kind, input[kind.fk], input.date)),
    rsvp: publicPost(kind.paths.publicRsvp, 'Reserve places at a time (422 when the time is full or gone)')
      .input(publicRsvpInput)
      .output(publicRsvpOutput)
      .mutation(({ ctx, input }) => publicRsvp(ctx.deps, kind, input, ctx.ip)),
    joinWaitlist: publicPost(
      `${kind.paths.publicOne}/{slug}/waitlist`,
      'Join the waitlist of a full time (422 while it has room for the party)',
    )
      .input(waitlistJoinInput)
      .output(waitlistJoinOutput)
      .mutation(({ ctx, input }) => joinWaitlist(ctx.deps, kind, input, ctx.ip)),
  });

export const eventsPublicRouter = router({
  exhibition: showPublicRouter(EXHIBITION),
  event: showPublicRouter(EVENT),
  homePageExhibition: publicGet(
    '/public/featured-home-page-exhibition',
    'The exhibition the home page leads with (with home_page_image), or null',
  )
    .input(z.void())
    .output(featuredShowOutput)
    .query(({ ctx }) => publicShows.homePageExhibition(ctx.deps)),
  nextExhibition: publicGet('/public/contact-us/next-exhibition', 'The next exhibition to open, else the current one')
    .input(z.void())
    .output(featuredShowOutput)
    .query(({ ctx }) => publicShows.nextExhibition(ctx.deps)),
  rsvpToCancel: publicGet(
    '/public/rsvp/cancel',
    'What an emailed cancel link would cancel (show, date, time, guests), before the visitor confirms',
  )
    .input(rsvpCancelInput)
    .output(rsvpToCancelOutput)
    .query(({ ctx, input }) => rsvpToCancel(ctx.deps, input.token, ctx.ip)),
  cancelRsvp: publicPost('/public/rsvp/cancel', "Cancel one's own reservation with the emailed link's token (once)")
    .input(rsvpCancelInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => cancelRsvp(ctx.deps, input.token, ctx.ip)),
  waitlistOffer: publicGet(
    '/public/waitlist/offer',
    "What an emailed waitlist offer holds (show, date, time, guests, the hold's end), before the visitor claims it",
  )
    .input(waitlistTokenInput)
    .output(waitlistOfferOutput)
    .query(({ ctx, input }) => offerToClaim(ctx.deps, input.token, ctx.ip)),
  claimWaitlistOffer: publicPost('/public/waitlist/claim', "Book a waitlist offer's held places with its token (once)")
    .input(waitlistTokenInput)
    .output(publicRsvpOutput)
    .mutation(({ ctx, input }) => claimOffer(ctx.deps, input.token, ctx.ip)),
  viewingRoom: publicGet('/public/viewing-room/{slug}', 'A private viewing room while open (never indexed)')
    .input(slugInput)
    .output(publicViewingRoomOutput)
    .query(async ({ ctx, input }) => {
      // By link only: no search engine may keep it, whatever the answer.
      ctx.res.setHeader('X-Robots-Tag', 'noindex, nofollow');
      try {
        return await publicRoom(ctx.deps, input.slug, ctx.ip);
      } catch (err) {
        // The page rendered with this call says when to come back too (the API's answers get it
        // from the adapters).
        if (err instanceof RateLimited) ctx.res.setHeader('Retry-After', String(err.retryAfterSeconds));
        throw err;
      }
    }),
});
