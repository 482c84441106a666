// Timeslots (dates with times and a capacity in guests) and RSVPs, for staff and for visitors.
import { z } from 'zod';
import { NUMBER_LIMIT, TITLE_MAX } from '#shared/constants';
import { MSG } from '#shared/messages';
import { email, limit, page, personName, sortOrder } from '#shared/validation';
import { clockTime, flag, guestCount, isoDate, requiredFlag } from '#shared/schemas/event-fields';
import { countedList, idInput } from '#shared/schemas/list';

const optionalCapacity = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: MSG.number })
      .int(MSG.number)
      .min(1, MSG.lessThan(1))
      .max(NUMBER_LIMIT - 1, MSG.limitNumber)
      .nullable(),
  );

/** POST /admin/{kind}/{id}/timeslot: the times of one date (absent capacity: unlimited). */
export const timeslotInput = idInput.extend({
  date: isoDate(),
  times: z
    .array(clockTime(), { error: MSG.required })
    .max(48, 'At most 48 times a day')
    .transform((t) => [...new Set(t)].sort()),
  capacity: optionalCapacity(),
});
export type TimeslotInput = z.input<typeof timeslotInput>;

export const timeslotDateInput = idInput.extend({ date: isoDate() });

export const slotTimeOutput = z.object({
  id: z.number(),
  time: z.string(),
  /** '5pm', '5:30pm' */
  label: z.string(),
  capacity: z.number().nullable(),
  booked: z.number(),
  checked_in: z.number(),
  /** places held for the waitlist's open offers (taken until claimed or expired) */
  held: z.number(),
  /** places left (after the held ones); null when unlimited */
  available: z.number().nullable(),
  /** guests booked beyond the capacity (staff confirmed them) */
  over: z.number(),
});
export type SlotTime = z.infer<typeof slotTimeOutput>;

export const slotDateOutput = z.object({
  date: z.string(),
  /** 'Saturday, March 6, 2027' */
  label: z.string(),
  times: z.array(slotTimeOutput),
});
export type SlotDate = z.infer<typeof slotDateOutput>;

export const timeslotsOutput = z.object({ list: z.array(slotDateOutput) });
export const timeslotSavedOutput = z.object({ message: z.string(), item: slotDateOutput });

/** Options for a select: key (what is sent back) and value (what is shown). */
export const optionItem = z.object({ key: z.string(), value: z.string() });
export const optionsOutput = z.object({ data: z.array(optionItem) });

/**
 * A visitor's date or time: full ones are listed (shown disabled, with the waitlist) rather than
 * hidden. places_left: null when unlimited; on a date, the most left at any of its times.
 */
export const publicSlotOption = optionItem.extend({ places_left: z.number().nullable(), full: z.boolean() });
export type PublicSlotOption = z.infer<typeof publicSlotOption>;
export const publicSlotOptionsOutput = z.object({ data: z.array(publicSlotOption) });

export const adminTimesOutput = z.object({ data: z.array(optionItem.extend(slotTimeOutput.shape)) });

// RSVPs.

export const RSVP_SORTS = ['name', 'email', 'guests', 'date', 'time', 'checked_in', 'created_at'] as const;

/** GET /admin/{kind}/{id}/rsvps */
export const rsvpListInput = idInput.extend({
  date: isoDate().optional(),
  time: clockTime().optional(),
  sort: z.enum(RSVP_SORTS).default('date'),
  order: sortOrder(),
  page: page(),
  search: z.string().trim().max(TITLE_MAX, MSG.max(TITLE_MAX)).optional(),
  limit: limit(),
});
export type RsvpListInput = z.input<typeof rsvpListInput>;

export const rsvpIdInput = idInput.extend({
  rsvp: z.coerce.number({ error: MSG.number }).int(MSG.number).positive(MSG.positive),
});

const rsvpFields = {
  name: personName(),
  email: email(),
  guests: guestCount(),
  date: isoDate(),
  time: clockTime(),
};

/** PUT /admin/{kind}/{id}/rsvp/{rsvp}: staff may move a guest to another time with room. */
export const rsvpUpdateInput = rsvpIdInput.extend({ ...rsvpFields, checked_in: flag().optional() });
/**
 * PUT .../check-in: { checked_in } (the spec's: the whole party in, or out), or { arrived } (how
 * many of the party are in: 2 of 3). An absolute state, so a door's offline queue may send it
 * again after a reload without counting anyone twice.
 */
export const checkInInput = rsvpIdInput
  .extend({
    checked_in: requiredFlag().optional(),
    arrived: z.coerce
      .number({ error: MSG.number })
      .int(MSG.number)
      .min(0, MSG.lessThan(0))
      .max(NUMBER_LIMIT - 1, MSG.limitNumber)
      .optional(),
  })
  .refine((v) => v.checked_in !== undefined || v.arrived !== undefined, {
    message: MSG.required,
    path: ['checked_in'],
  });

export const RSVP_SOURCES = ['walk_in', 'phone'] as const;

/**
 * POST /admin/{kind}/{id}/rsvps: staff add a walk-in (arrived at once; name optional) or a phone
 * booking. Beyond the time's places only with over_capacity: true, which the RSVP keeps.
 */
export const staffRsvpInput = idInput.extend({
  source: z.enum(RSVP_SOURCES, { error: MSG.required }),
  name: z.preprocess((v) => (v === '' || v === null ? undefined : v), personName().optional()),
  email: z.preprocess((v) => (v === '' || v === null ? undefined : v), email().optional()),
  guests: guestCount(),
  date: isoDate(),
  time: clockTime(),
  over_capacity: flag(),
});
export type StaffRsvpInput = z.input<typeof staffRsvpInput>;

/** A party booked at a time, as staff read it: an RSVP, and a line's entry (schemas/waitlist.ts). */
export const partyAtTimeOutput = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  guests: z.number(),
  date: z.string(),
  time: z.string(),
  time_label: z.string(),
});

export const rsvpOutput = partyAtTimeOutput.extend({
  timeslot_id: z.number(),
  checked_in: z.boolean(),
  checked_in_at: z.string().nullable(),
  /** guests of the party who have arrived */
  arrived: z.number(),
  source: z.enum(['online', ...RSVP_SOURCES]),
  /** staff added it beyond the time's capacity */
  over_capacity: z.boolean(),
  created_at: z.string(),
});
export type RsvpDto = z.infer<typeof rsvpOutput>;
export const rsvpListOutput = countedList(rsvpOutput);
export const rsvpSavedOutput = z.object({ message: z.string(), item: rsvpOutput });

/** POST /public/exhibitions/{slug}/rsvp and /public/event/{slug}/rsvp */
export const publicRsvpInput = z.object({ slug: z.string().trim().min(1).max(TITLE_MAX), ...rsvpFields });
export type PublicRsvpInput = z.input<typeof publicRsvpInput>;
export const publicRsvpOutput = z.object({
  message: z.string(),
  rsvp: z.object({ name: z.string(), guests: z.number(), date: z.string(), time: z.string(), time_label: z.string() }),
});

/** POST /public/rsvp/cancel: the token of the emailed link. */
export const rsvpCancelInput = z.object({
  token: z.string({ error: MSG.required }).trim().min(1, MSG.required).max(200),
});

/** GET /public/rsvp/cancel: what the link cancels, as the cancel page names it. */
export const rsvpToCancelOutput = z.object({
  kind: z.enum(['exhibition', 'event']),
  title: z.string(),
  /** the show's page, e.g. /exhibitions/woven-light */
  path: z.string(),
  date: z.string(),
  date_label: z.string(),
  time: z.string(),
  time_label: z.string(),
  guests: z.number(),
});

const ownerId = z.coerce.number({ error: MSG.required }).int(MSG.number).positive(MSG.positive);

/** ?exhibition_id= or ?event_id= (the spec's names for the timeslot reads). */
export const ownerInput = <K extends 'exhibition_id' | 'event_id'>(fk: K) =>
  z.object({ [fk]: ownerId } as { [P in K]: typeof ownerId });
export const ownerDateInput = <K extends 'exhibition_id' | 'event_id'>(fk: K) =>
  ownerInput(fk).extend({ date: isoDate() });
