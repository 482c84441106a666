// The gallery's calendar day and wall-clock time. A show opens and a timeslot passes in New York,
// not in UTC: at 10pm there it is already tomorrow in UTC, and tonight's 11pm opening must still be
// offered (docs/decisions/011-rsvp-capacity.md).
import { GALLERY } from './gallery';

const clock = new Intl.DateTimeFormat('en-CA', {
  timeZone: GALLERY.timeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** { date: 'YYYY-MM-DD', time: 'HH:MM' } in the gallery's time zone. */
export const galleryNow = (now = new Date()) => {
  const part = Object.fromEntries(clock.formatToParts(now).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
};

/** Today's date at the gallery, 'YYYY-MM-DD'. */
export const galleryToday = (now = new Date()) => galleryNow(now).date;

/** Whether a timeslot (date, 'HH:MM') is still ahead at the gallery. */
export const isSlotAhead = (date: string, time: string, now = galleryNow()) =>
  date > now.date || (date === now.date && time > now.time);

/**
 * A wall-clock time at the gallery as ISO 8601 with its offset that day ('2027-07-01T17:00:00-04:00'),
 * `plusMinutes` later: what structured data states for a timed event.
 */
export const galleryIso = (date: string, time: string, plusMinutes = 0) => {
  const at = new Date(galleryTimeToUtc(date, time).getTime() + plusMinutes * 60_000);
  const wall = galleryNow(at);
  const offset = Math.round((Date.parse(`${wall.date}T${wall.time}:00Z`) - at.getTime()) / 60_000);
  const abs = Math.abs(offset);
  const hhmm = `${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${wall.date}T${wall.time}:00${offset < 0 ? '-' : '+'}${hhmm}`;
};

/**
 * The UTC instant of a wall-clock time at the gallery ('2027-07-01', '17:00' → 21:00Z). The
 * offset is read at the guess and read again, which settles across a summer-time change.
 */
export const galleryTimeToUtc = (date: string, time: string) => {
  const wall = Date.parse(`${date}T${time}:00Z`);
  let at = wall;
  for (let i = 0; i < 2; i++) {
    const seen = galleryNow(new Date(at));
    at += wall - Date.parse(`${seen.date}T${seen.time}:00Z`);
  }
  return new Date(at);
};
