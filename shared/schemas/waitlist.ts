// The waitlist per time: a visitor joins a full time's line; an emailed offer is claimed by its
// token; staff read a show's line beside its RSVPs.
import { z } from 'zod';
import { MSG } from '#shared/messages';
import { isoDate } from '#shared/schemas/event-fields';
import { idInput } from '#shared/schemas/list';
import { partyAtTimeOutput, publicRsvpInput, rsvpCancelInput, rsvpToCancelOutput } from '#shared/schemas/timeslots';

/** POST /public/exhibitions/{slug}/waitlist, /public/events/{slug}/waitlist: the RSVP's fields. */
export const waitlistJoinInput = publicRsvpInput;
export const waitlistJoinOutput = z.object({
  message: z.string(),
  entry: z.object({
    name: z.string(),
    guests: z.number(),
    date: z.string(),
    time: z.string(),
    time_label: z.string(),
  }),
});

/** GET /public/waitlist/offer, POST /public/waitlist/claim: the emailed link's token. */
export const waitlistTokenInput = rsvpCancelInput;

/** What an offer holds, as the claim page names it before the visitor confirms. */
export const waitlistOfferOutput = rsvpToCancelOutput.extend({
  name: z.string(),
  /** the instant the hold ends */
  expires_at: z.string(),
  /** 'Thursday, December 3 at 7:30pm' (gallery time) */
  expires_label: z.string(),
});

export const WAITLIST_STATUSES = ['waiting', 'offered', 'expired'] as const;

/** GET /admin/{kind}/{id}/waitlist?date= */
export const waitlistListInput = idInput.extend({ date: isoDate().optional() });
export const waitlistEntryOutput = partyAtTimeOutput.extend({
  /** waiting; offered (places held until offer_expires_at); expired (the offer lapsed unclaimed) */
  status: z.enum(WAITLIST_STATUSES),
  /** place in the time's line (null once expired) */
  position: z.number().nullable(),
  offered_at: z.string().nullable(),
  offer_expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntryOutput>;
export const waitlistListOutput = z.object({ data: z.array(waitlistEntryOutput) });

/** DELETE /admin/{kind}/{id}/waitlist/{entry} */
export const waitlistEntryInput = idInput.extend({
  entry: z.coerce.number({ error: MSG.number }).int(MSG.number).positive(MSG.positive),
});
