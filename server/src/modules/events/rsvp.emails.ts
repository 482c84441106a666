// What a visitor receives about a reservation: the confirmation, the reminder the day before, the
// news of a move by staff, and the cancellation (each in the gallery's email layout, with the
// visit's calendar file (RFC 5545, made by ical-generator) and links to add it to Google or Outlook);
// and, instead of a booking, the places an email already holds when a request would pass them.
import ical, { ICalCalendarMethod, ICalEventStatus } from 'ical-generator';
import { formatDayLong, formatTime } from '#shared/format';
import { GALLERY, galleryAddressLine } from '#shared/gallery';
import { galleryTimeToUtc } from '#shared/gallery-clock';
import { type EmailContent, renderEmail } from '#server/modules/mail/email-layout';
import type { QueuedMail } from '#server/modules/mail/mail-queue';

/** One reservation as its emails tell it. */
export interface Visit {
  rsvpId: number;
  to: string;
  name: string;
  guests: number;
  date: string;
  time: string;
  show: { title: string; location: string | null; noun: string };
  showUrl: string;
  /** the calendar event's UID: the same in every email about this reservation */
  uid: string;
  /** this reservation in dedupe keys (its id and creation instant) */
  key: string;
  /** RFC 5545 SEQUENCE: 0 when booked, one more at each move and at the cancellation */
  sequence: number;
}

/** A visit is booked for an hour: long enough to be seen, short enough not to block an evening. */
const VISIT_MINUTES = 60;
/** A visitor's name is theirs, not the gallery's words: shown plain, after them, and cut short. */
export const NAME_IN_EMAIL_MAX = 60;

const span = (v: Visit) => {
  const start = galleryTimeToUtc(v.date, v.time);
  return { start, end: new Date(start.getTime() + VISIT_MINUTES * 60_000) };
};
/** What every email about a visit (or an offer of one) states. */
type VisitFacts = Pick<Visit, 'name' | 'guests' | 'date' | 'time' | 'show'>;

const place = (v: Pick<Visit, 'show'>) =>
  v.show.location && v.show.location !== 'Online' ? v.show.location : `${GALLERY.name}, ${galleryAddressLine()}`;
const summary = (v: Visit) => `${v.show.title} at ${GALLERY.name}`;
export const guestsLabel = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;
export const whenLabel = (v: Pick<Visit, 'date' | 'time'>) => `${formatDayLong(v.date)} at ${formatTime(v.time)}`;
/**
 * A web or email address inside a name, which mail programs would turn into a link: 'evil.example',
 * 'http://…', 'someone@host'. Dots in ordinary names ('J. R. Smith', 'St. Clair') stay.
 */
const LINKABLE = /:\/\/|@|[\p{L}\p{N}-]\.[\p{L}]{2,}/u;

/** The visitor's name as an email shows it: plain, cut short, and never something a reader could click. */
export const nameLabel = (name: string) => {
  const short = name.length > NAME_IN_EMAIL_MAX ? `${name.slice(0, NAME_IN_EMAIL_MAX - 1).trimEnd()}…` : name;
  // Defanged the way security notices write addresses: 'evil[.]example', 'someone[@]host'.
  return LINKABLE.test(short) ? short.replace(/:\/\//g, '[://]').replace(/@/g, '[@]').replace(/\./g, '[.]') : short;
};

/**
 * The visit as a calendar file. Times are UTC instants of the gallery's wall clock: a TZID would
 * need the zone's VTIMEZONE rules in the file (RFC 5545 3.2.19), which some calendars insist on.
 */
export const visitIcs = (v: Visit, method: 'PUBLISH' | 'CANCEL', now = new Date()) => {
  const calendar = ical({
    prodId: { company: GALLERY.name, product: 'RSVP', language: 'EN' },
    method: method === 'CANCEL' ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: v.uid,
    sequence: v.sequence,
    stamp: now,
    ...span(v),
    summary: summary(v),
    location: place(v),
    description: `${guestsLabel(v.guests)}. ${v.showUrl}`,
    url: v.showUrl,
    status: method === 'CANCEL' ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
  });
  // Every content line ends with CRLF, the last one too (RFC 5545 3.1).
  return calendar.toString().replace(/(\r\n)?$/, '\r\n');
};

const stamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

export const calendarLinks = (v: Visit) => {
  const { start, end } = span(v);
  const google = new URLSearchParams({
    action: 'TEMPLATE',
    text: summary(v),
    dates: `${stamp(start)}/${stamp(end)}`,
    details: `${guestsLabel(v.guests)}. ${v.showUrl}`,
    location: place(v),
  });
  const outlook = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: summary(v),
    startdt: start.toISOString(),
    enddt: end.toISOString(),
    body: `${guestsLabel(v.guests)}. ${v.showUrl}`,
    location: place(v),
  });
  return {
    google: `https://calendar.google.com/calendar/render?${google}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${outlook}`,
  };
};

export const visitFacts = (v: VisitFacts): [string, string][] => [
  [v.show.noun === 'event' ? 'Event' : 'Exhibition', v.show.title],
  ['When', whenLabel(v)],
  ['Guests', guestsLabel(v.guests)],
  ['Where', place(v)],
  ['Reserved for', nameLabel(v.name)],
];

const attachment = (v: Visit, method: 'PUBLISH' | 'CANCEL') => ({
  filename: method === 'CANCEL' ? 'cancelled-visit.ics' : 'visit.ics',
  content: visitIcs(v, method),
  contentType: `text/calendar; charset=utf-8; method=${method}`,
});

const mail = (
  kind: string,
  v: Visit,
  content: EmailContent,
  method: 'PUBLISH' | 'CANCEL',
  extra: Partial<QueuedMail> = {},
): QueuedMail => ({
  kind,
  to: v.to,
  ...renderEmail(content),
  attachments: [attachment(v, method)],
  ...extra,
});

const addToCalendar = (v: Visit) => {
  const links = calendarLinks(v);
  return [
    { label: 'Add to Google Calendar', href: links.google },
    { label: 'Add to Outlook', href: links.outlook },
  ];
};

const cancelNote = "Can't come? Please cancel, so that someone else can have your place.";

export const confirmationEmail = (v: Visit, cancelUrl: string): QueuedMail =>
  mail(
    'rsvp-confirmation',
    v,
    {
      subject: `Your reservation: ${v.show.title}, ${whenLabel(v)}`,
      heading: 'Your visit is reserved',
      intro: [`Thank you for reserving a time at ${GALLERY.name}. We look forward to welcoming you.`],
      facts: visitFacts(v),
      actions: [...addToCalendar(v), { label: 'Cancel my reservation', href: cancelUrl }],
      outro: [cancelNote, `More about the ${v.show.noun}: ${v.showUrl}`],
    },
    'PUBLISH',
  );

export const reminderEmail = (v: Visit, cancelUrl: string): QueuedMail =>
  mail(
    'rsvp-reminder',
    v,
    {
      subject: `Tomorrow: ${v.show.title} at ${formatTime(v.time)}`,
      heading: 'See you tomorrow',
      intro: [`A reminder from ${GALLERY.name}: your visit is tomorrow.`],
      facts: visitFacts(v),
      actions: [...addToCalendar(v), { label: 'Cancel my reservation', href: cancelUrl }],
      outro: [cancelNote, `More about the ${v.show.noun}: ${v.showUrl}`],
    },
    'PUBLISH',
  );

export const movedEmail = (v: Visit, before: { date: string; time: string }, cancelUrl: string): QueuedMail =>
  mail(
    'rsvp-moved',
    v,
    {
      subject: `Your reservation has moved: ${v.show.title}, ${whenLabel(v)}`,
      heading: 'Your visit has a new time',
      intro: [
        `${GALLERY.name} has moved your reservation from ${formatDayLong(before.date)} at ${formatTime(before.time)}. Here it is now; the calendar file replaces the earlier one.`,
      ],
      facts: visitFacts(v),
      actions: [...addToCalendar(v), { label: 'Cancel my reservation', href: cancelUrl }],
      outro: [
        'The cancel link of the earlier email no longer works; this one does.',
        cancelNote,
        `Questions? Call ${GALLERY.phone} or write to ${GALLERY.email}.`,
      ],
    },
    'PUBLISH',
  );

export const cancellationEmail = (v: Visit, by: 'visitor' | 'staff'): QueuedMail =>
  mail(
    'rsvp-cancellation',
    v,
    {
      subject: `Cancelled: ${v.show.title}, ${whenLabel(v)}`,
      heading: 'Your reservation is cancelled',
      intro: [
        by === 'visitor'
          ? 'Your reservation is cancelled, as you asked. Thank you for letting us know: your places go to other guests.'
          : `${GALLERY.name} has cancelled your reservation. If you did not expect this, call ${GALLERY.phone} or write to ${GALLERY.email}.`,
        'The calendar file removes the visit from your calendar.',
      ],
      facts: visitFacts(v),
      actions: [{ label: `About the ${v.show.noun}`, href: v.showUrl }],
    },
    'CANCEL',
  );

/** A visit an email holds at a show, as the emails list it. */
type HeldVisit = Pick<Visit, 'guests' | 'date' | 'time'>;

/**
 * A request this email made, or anyone made with it, that would take it past the places one visitor
 * may hold at a show: nothing was booked, and the email (only its owner reads it) says what it holds.
 * The visitor's name is not in it: whoever typed the request chose it.
 */
export const placesHeldEmail = (h: {
  to: string;
  asked: HeldVisit;
  held: HeldVisit[];
  most: number;
  show: Visit['show'];
  showUrl: string;
}): QueuedMail => {
  const total = h.held.reduce((n, v) => n + v.guests, 0);
  const { noun, title } = h.show;
  return {
    kind: 'rsvp-places-held',
    to: h.to,
    ...renderEmail({
      subject: `Your reservations: ${title}`,
      heading: 'You already hold places',
      intro: [
        `We received a request to reserve ${guestsLabel(h.asked.guests)} on ${whenLabel(h.asked)} with this email address, and did not book it: this address already holds ${guestsLabel(total)} for this ${noun}, and one visitor may reserve ${guestsLabel(h.most)} at most.`,
        total < h.most
          ? `You may reserve up to ${guestsLabel(h.most - total)} more. For a larger group, call us at ${GALLERY.phone}.`
          : `For a larger group, call us at ${GALLERY.phone}.`,
        `Your reservations for ${title}:`,
      ],
      facts: h.held.map((v) => [whenLabel(v), guestsLabel(v.guests)]),
      actions: [{ label: `About the ${noun}`, href: h.showUrl }],
      outro: [
        "Each reservation's confirmation email has a link to cancel it. To change a reservation, cancel it and reserve again.",
        'Did not ask for this? Nothing has changed, and you can ignore this email.',
      ],
    }),
  };
};
