// The visitor's confirmation: date, time, address, a link to cancel, and an .ics file so that the
// visit lands in their calendar.
import { formatTime, formatDayLong } from '#shared/format';
import { GALLERY, galleryAddressLine } from '#shared/gallery';
import { galleryTimeToUtc } from '#shared/gallery-clock';
import type { QueuedMail } from '#server/modules/mail/mail-queue';

export interface Confirmation {
  to: string;
  name: string;
  guests: number;
  date: string;
  time: string;
  show: { title: string; slug: string; location: string | null };
  /** 'exhibition' or 'event' */
  showNoun: string;
  showUrl: string;
  cancelUrl: string;
  uid: string;
}

/** A visit is booked for an hour: long enough to be seen, short enough not to block an evening. */
const VISIT_MINUTES = 60;

/** RFC 5545 text: backslash, semicolon, comma and line breaks (a lone CR too) escaped. */
const icsText = (v: string) => v.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r\n|\r|\n/g, '\\n');

/** RFC 5545 lines are folded at 75 octets, continued with a space. */
const fold = (line: string) => {
  const out: string[] = [];
  let rest = line;
  while (Buffer.byteLength(rest) > 75) {
    let cut = 75;
    while (Buffer.byteLength(rest.slice(0, cut)) > 75) cut--;
    out.push(rest.slice(0, cut));
    rest = ` ${rest.slice(cut)}`;
  }
  out.push(rest);
  return out.join('\r\n');
};

/** 20270701T210000Z */
const utcStamp = (d: Date) => `${d.toISOString().replace(/[-:]/g, '').slice(0, 15)}Z`;

/**
 * The visit as a calendar event. Times are UTC instants of the gallery's wall clock: a TZID would
 * need the zone's VTIMEZONE rules in the file (RFC 5545 3.2.19), which some calendars insist on.
 */
export const visitIcs = (c: Confirmation, now = new Date()) => {
  const start = galleryTimeToUtc(c.date, c.time);
  const end = new Date(start.getTime() + VISIT_MINUTES * 60_000);
  const location =
    c.show.location && c.show.location !== 'Online' ? c.show.location : `${GALLERY.name}, ${galleryAddressLine()}`;
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${GALLERY.name}//RSVP//EN`,
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${c.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    `DTSTART:${utcStamp(start)}`,
    `DTEND:${utcStamp(end)}`,
    `SUMMARY:${icsText(`${c.show.title} at ${GALLERY.name}`)}`,
    `LOCATION:${icsText(location)}`,
    `DESCRIPTION:${icsText(`${c.guests} ${c.guests === 1 ? 'guest' : 'guests'}. ${c.showUrl}`)}`,
    `URL:${c.showUrl}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ]
    .map(fold)
    .join('\r\n');
};

export const confirmationEmail = (c: Confirmation): QueuedMail => {
  const when = `${formatDayLong(c.date)} at ${formatTime(c.time)}`;
  const guests = `${c.guests} ${c.guests === 1 ? 'guest' : 'guests'}`;
  const text = [
    `Dear ${c.name},`,
    '',
    `Your visit to ${c.show.title} is reserved.`,
    '',
    `When: ${when}`,
    `Guests: ${guests}`,
    `Where: ${GALLERY.name}, ${galleryAddressLine()}`,
    '',
    `More about the ${c.showNoun}: ${c.showUrl}`,
    '',
    "If you can't come, please cancel so that someone else can have your place:",
    c.cancelUrl,
    '',
    `${GALLERY.name}`,
    `${GALLERY.phone} · ${GALLERY.email}`,
  ].join('\n');
  return {
    kind: 'rsvp-confirmation',
    to: c.to,
    subject: `Your reservation: ${c.show.title}, ${when}`,
    text,
    attachments: [
      { filename: 'visit.ics', content: visitIcs(c), contentType: 'text/calendar; charset=utf-8; method=PUBLISH' },
    ],
  };
};
