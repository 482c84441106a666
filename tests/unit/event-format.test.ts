// RSVP times, date lines and the .ics file of the visit's emails (made by ical-generator).
import { describe, expect, it } from 'vitest';
import { formatTime, formatDateRange, formatDayLong } from '#shared/format';
import { galleryTimeToUtc } from '#shared/gallery-clock';
import { isIsoDate } from '#shared/schemas/event-fields';
import { visitIcs } from '#server/modules/events/rsvp.emails';

describe('formats', () => {
  it("shows times like '5pm' and '5:30pm'", () => {
    expect(['17:00', '17:30', '09:05', '00:00', '12:00', '12:45'].map(formatTime)).toEqual([
      '5pm',
      '5:30pm',
      '9:05am',
      '12am',
      '12pm',
      '12:45pm',
    ]);
  });

  it('writes date lines and long days', () => {
    expect(formatDateRange('2027-03-05', '2027-05-02')).toBe('March 5 – May 2, 2027');
    expect(formatDateRange('2026-12-20', '2027-01-10')).toBe('December 20, 2026 – January 10, 2027');
    expect(formatDateRange('2027-06-01', '2027-06-01')).toBe('June 1, 2027');
    expect(formatDayLong('2027-03-06')).toBe('Saturday, March 6, 2027');
  });

  it('accepts only real calendar days', () => {
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2027-02-29')).toBe(false);
    expect(isIsoDate('2027-3-1')).toBe(false);
  });
});

describe('the visit .ics', () => {
  const visit = {
    rsvpId: 1,
    to: 'a@example.com',
    name: 'Ada',
    guests: 2,
    date: '2027-12-31',
    time: '23:30',
    show: {
      title: 'Threads; Knots, and \\ Weaves:\ra very long exhibition title that needs folding',
      location: null,
      noun: 'exhibition',
    },
    showUrl: 'http://weft.test/exhibitions/s',
    uid: 'rsvp-1@weft.test',
    key: '1',
    sequence: 0,
  };
  const ics = visitIcs(visit, 'PUBLISH', new Date('2027-01-01T00:00:00Z'));

  it('ends every line, the last one too, with CRLF, and a CANCEL keeps the UID with a higher SEQUENCE', () => {
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    const cancel = visitIcs({ ...visit, sequence: 3 }, 'CANCEL');
    expect(cancel).toContain('METHOD:CANCEL');
    expect(cancel).toContain('STATUS:CANCELLED');
    expect(cancel).toContain('UID:rsvp-1@weft.test');
    expect(cancel).toContain('SEQUENCE:3');
  });

  it("starts at the gallery's wall-clock time as a UTC instant, an hour long, across midnight", () => {
    // 11:30pm in New York in winter (UTC-5); no TZID, since the file carries no VTIMEZONE.
    expect(ics).toContain('DTSTART:20280101T043000Z');
    expect(ics).toContain('DTEND:20280101T053000Z');
    expect(ics).toContain('DTSTAMP:20270101T000000Z');
    expect(ics).not.toContain('TZID');
  });

  it('reads summer time and its changes at the gallery', () => {
    expect(galleryTimeToUtc('2027-07-01', '17:00').toISOString()).toBe('2027-07-01T21:00:00.000Z');
    expect(galleryTimeToUtc('2027-01-15', '17:00').toISOString()).toBe('2027-01-15T22:00:00.000Z');
    // The mornings of the spring and autumn changes (2am becomes 3am; 2am comes twice).
    expect(galleryTimeToUtc('2027-03-14', '11:00').toISOString()).toBe('2027-03-14T15:00:00.000Z');
    expect(galleryTimeToUtc('2027-11-07', '11:00').toISOString()).toBe('2027-11-07T16:00:00.000Z');
  });

  it('escapes text and folds lines at 75 octets', () => {
    const lines = ics.split('\r\n');
    expect(lines.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain('SUMMARY:Threads\\; Knots\\, and \\\\ Weaves:\\na very long exhibition title');
    expect(ics).not.toMatch(/\r(?!\n)/);
    expect(unfolded).toContain('LOCATION:Weft Gallery\\, 214 Mercer Street\\, New York\\, NY 10012');
  });
});
