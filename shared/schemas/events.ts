// Exhibitions and events: one set of fields, with the exhibition's type (a lookup)
// or the event's types (free names). Admin forms and lists, and the public reads.
import { z } from 'zod';
import { TITLE_MAX } from '#shared/constants';
import { optionalText, page, requiredText, status } from '#shared/validation';
import { optionalRef, optionalSlug, refList } from '#shared/schemas/catalogue-fields';
import { datesInOrder, flag, optionalIsoDate } from '#shared/schemas/event-fields';
import { imageOutput } from '#shared/schemas/image';
import {
  adminListInput,
  countedList,
  pagedData,
  pagedList,
  rowStamps,
  savedOutput,
  statusOutput,
  withId,
} from '#shared/schemas/list';
import { lookupItem } from '#shared/schemas/lookup';

export const ADMIN_SHOW_SORTS = ['title', 'start_date', 'end_date', 'status', 'created_at'] as const;

/** GET /admin/exhibitions and /admin/events: status, type (an exhibition type id or an event type), search. */
export const showListInput = adminListInput(ADMIN_SHOW_SORTS, 'title').extend({
  status: z.enum(['0', '1']).optional(),
  type: z.string().trim().max(TITLE_MAX).optional(),
});
export type ShowListInput = z.input<typeof showListInput>;

const showFields = {
  title: requiredText(TITLE_MAX),
  slug: optionalSlug(),
  status: status(),
  start_date: optionalIsoDate(),
  end_date: optionalIsoDate(),
  /** The display line ('March 5 – May 2, 2027'); made from the two dates when empty. */
  dates: optionalText(TITLE_MAX),
  location: optionalText(TITLE_MAX),
  description: optionalText(65535),
  sponsors: optionalText(1000),
  copyright: optionalText(1000),
  featured: flag(),
  home_page: flag(),
  header_image_id: optionalRef(),
  home_page_image_id: optionalRef(),
  /** gallery images, in order */
  images: refList(),
  artworks: refList(),
  artists: refList(),
};

const exhibitionFields = z.object({ ...showFields, exhibition_type_id: optionalRef() });
const eventFields = z.object({
  ...showFields,
  types: z
    .array(requiredText(TITLE_MAX), { error: 'Types must be a list of names' })
    .max(20, 'At most 20 types')
    .default([])
    .transform((t) => [...new Set(t)]),
  exhibition_id: optionalRef(),
});

export const exhibitionInput = exhibitionFields.superRefine(datesInOrder);
export type ExhibitionInput = z.input<typeof exhibitionInput>;
export const exhibitionUpdateInput = withId(exhibitionFields).superRefine(datesInOrder);
export const eventInput = eventFields.superRefine(datesInOrder);
export type EventInput = z.input<typeof eventInput>;
export const eventUpdateInput = withId(eventFields).superRefine(datesInOrder);

const showOutputBase = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  status: statusOutput,
  dates: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
  sponsors: z.string().nullable(),
  copyright: z.string().nullable(),
  featured: z.boolean(),
  home_page: z.boolean(),
  header_image_id: z.number().nullable(),
  header_image: imageOutput.nullable(),
  home_page_image_id: z.number().nullable(),
  home_page_image: imageOutput.nullable(),
  images: z.array(imageOutput),
  artworks: z.array(lookupItem),
  artists: z.array(z.object({ id: z.number(), full_name: z.string() })),
  /** guests booked on dates from today on */
  upcoming_guests: z.number(),
  ...rowStamps,
});

/** One answer for both kinds: an exhibition has exhibition_type, an event types and maybe its exhibition. */
export const showOutput = showOutputBase.extend({
  exhibition_type_id: z.number().nullable(),
  exhibition_type: lookupItem.nullable(),
  types: z.array(z.string()),
  exhibition_id: z.number().nullable(),
  exhibition: lookupItem.nullable(),
});
export type ShowDto = z.infer<typeof showOutput>;
export const showListOutput = countedList(showOutput);
export const showSavedOutput = savedOutput(showOutput);

/** GET /admin/exhibitions-list, /admin/events-list: id and title for pickers. */
export const showPickerInput = adminListInput(['title', 'start_date'] as const, 'title');
export const showPickerOutput = pagedList(lookupItem);

// Public reads.

export const PUBLIC_SHOW_SORTS = ['newest_to_oldest', 'oldest_to_newest', 'title_a_z', 'title_z_a'] as const;
export const publicShowListInput = z.object({
  type: z.string().trim().max(TITLE_MAX).optional(),
  sort: z.enum(PUBLIC_SHOW_SORTS).default('newest_to_oldest'),
  page: page(),
});
export type PublicShowListInput = z.input<typeof publicShowListInput>;

/** Where a show stands today. */
export const SHOW_PHASES = ['upcoming', 'current', 'past'] as const;

/**
 * Whether a visitor can reserve: 'open' (a time ahead has places), 'full' (times ahead, all
 * taken: the waitlist), 'none' (no time ahead: walk in).
 */
export const BOOKING_STATES = ['open', 'full', 'none'] as const;
export type Booking = (typeof BOOKING_STATES)[number];

/** A show named with its dates and one image: an artist page's exhibitions, the home page's lead. */
export const showSummaryOutput = z.object({
  title: z.string(),
  slug: z.string(),
  dates: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  image: imageOutput.nullable(),
});

export const showCardOutput = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  /** the exhibition type, or the event's types joined */
  type: z.string().nullable(),
  dates: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  location: z.string().nullable(),
  phase: z.enum(SHOW_PHASES),
  featured: z.boolean(),
  header_image: imageOutput.nullable(),
  booking: z.enum(BOOKING_STATES),
});
export type ShowCard = z.infer<typeof showCardOutput>;
export const showCardsOutput = pagedData(showCardOutput);

export const showDetailOutput = showCardOutput.extend({
  types: z.array(z.string()),
  description: z.string().nullable(),
  sponsors: z.string().nullable(),
  copyright: z.string().nullable(),
  home_page_image: imageOutput.nullable(),
  images: z.array(imageOutput),
  /** true when the show takes reservations: a time ahead, with places left or full (see booking) */
  has_timeslots: z.boolean(),
  /** an exhibition's events that take reservations (a time ahead); empty for an event */
  reservable_events: z.array(
    z.object({ title: z.string(), slug: z.string(), dates: z.string().nullable(), booking: z.enum(BOOKING_STATES) }),
  ),
  /** the exhibition an event belongs to */
  exhibition: z.object({ title: z.string(), slug: z.string() }).nullable(),
  /**
   * a timed show's first time and its last time's end, ISO 8601 with the gallery's offset
   * ('2027-03-06T18:00:00-05:00'); null without times. Structured data's startDate and endDate.
   */
  schedule: z.object({ start: z.string(), end: z.string() }).nullable(),
  /** when the show was listed: its free offer is valid from then */
  listed_at: z.string(),
});
export type ShowDetail = z.infer<typeof showDetailOutput>;

/** The featured reads answer null when nothing is featured. */
export const featuredShowOutput = showDetailOutput.nullable();
