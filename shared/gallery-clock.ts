// The gallery's calendar day and wall-clock time. A show opens and a timeslot passes in New York,
// not in UTC: at 10pm there it is already tomorrow in UTC, and tonight's 11pm opening must still be
// offered (docs/decisions/011-rsvp-capacity.md).
import { GALLERY } from './gallery';

// Intl is asked only when the rule below does not apply: a page's first Intl call starts the
// browser's ICU, 50-85 ms of main thread on a phone while a public page hydrates (decision 035).
let clock: Intl.DateTimeFormat | undefined;
const intlNow = (now: Date) => {
  clock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: GALLERY.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(clock.formatToParts(now).map((p) => [p.type, p.value]));
  return { date: `${part.year}-${part.month}-${part.day}`, time: `${part.hour}:${part.minute}` };
};

/** The UTC instant of the nth Sunday of a month (0-based) at a UTC hour. */
const nthSunday = (year: number, month: number, n: number, utcHour: number) => {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return Date.UTC(year, month, 1 + ((7 - firstWeekday) % 7) + (n - 1) * 7, utcHour);
};

/**
 * New York's offset from UTC in minutes, by the United States' rule since 2007: summer time from
 * 2am on March's second Sunday (7:00 UTC) to 2am on November's first (6:00 UTC). Undefined where the
 * rule does not hold (another gallery time zone, earlier years), and Intl answers.
 * tests/unit/gallery-clock.test.ts holds it to Intl's time-zone data for every transition to
 * 2060: if the country changes its rule, that test fails once Node's data carries the change.
 */
const ruleOffset = (ms: number): number | undefined => {
  const year = new Date(ms).getUTCFullYear();
  if (GALLERY.timeZone !== 'America/New_York' || year < 2007 || year > 2060) return undefined;
  return ms >= nthSunday(year, 2, 2, 7) && ms < nthSunday(year, 10, 1, 6) ? -240 : -300;
};

/** { date: 'YYYY-MM-DD', time: 'HH:MM' } in the gallery's time zone. */
export const galleryNow = (now = new Date()) => {
  const offset = ruleOffset(now.getTime());
  if (offset === undefined) return intlNow(now);
  const wall = new Date(now.getTime() + offset * 60_000).toISOString();
  return { date: wall.slice(0, 10), time: wall.slice(11, 16) };
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
