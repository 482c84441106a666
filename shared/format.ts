// Display rules shared by the site, the admin and the API: prices in whole US dollars with
// thousands separators, dimensions in inches with centimetres beside, an artist's summary line,
// RSVP times like '5pm'.

/**
 * '$12,500': whole US dollars with en-US thousands separators, rounded half away from zero as
 * Intl.NumberFormat rounds. Written out rather than asked of Intl: a page's first Intl call starts
 * the browser's ICU, 50-85 ms of main thread on a phone, while the public pages hydrate
 * (decision 035). tests/unit/format.test.ts holds it to Intl's answer.
 */
export const formatPrice = (dollars: number): string => {
  const whole = Math.round(Math.abs(dollars));
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${dollars < 0 && whole > 0 ? '-' : ''}$${grouped}`;
};

/** Inches with up to three decimals, no trailing zeros: 39.375, 40, 1.5. */
export const formatInches = (inches: number): string => String(Math.round(inches * 1000) / 1000);

export const inchesToCm = (inches: number): number => Math.round(inches * 2.54 * 10) / 10;

export interface Dimensions {
  height: number | null;
  width: number | null;
  depth: number | null;
}

const present = (d: Dimensions) => [d.height, d.width, d.depth].filter((v): v is number => v !== null && v > 0);

/** '39.375″ x 39.375″ x 1.875″' — height x width x depth, leaving out what is unknown. */
export const formatDimensionsIn = (d: Dimensions): string =>
  present(d)
    .map((v) => `${formatInches(v)}″`)
    .join(' x ');

/** '100 x 100 x 4.8 cm' */
export const formatDimensionsCm = (d: Dimensions): string => {
  const values = present(d);
  return values.length ? `${values.map(inchesToCm).join(' x ')} cm` : '';
};

/** Both, as captions read: '39.375″ x 39.375″ x 1.875″ (100 x 100 x 4.8 cm)'. */
export const formatDimensions = (d: Dimensions): string => {
  const inches = formatDimensionsIn(d);
  return inches ? `${inches} (${formatDimensionsCm(d)})` : '';
};

/**
 * The artist's summary line: 'birth - death, location', 'Born year, location' or
 * 'Died year, location'; the location alone when no year is known.
 */
export const artistSummary = (a: {
  birth_year: number | null;
  death_year: number | null;
  location: string | null;
}): string => {
  const years =
    a.birth_year && a.death_year
      ? `${a.birth_year} - ${a.death_year}`
      : a.birth_year
        ? `Born ${a.birth_year}`
        : a.death_year
          ? `Died ${a.death_year}`
          : '';
  return [years, a.location].filter(Boolean).join(', ');
};

/** RSVP times as the gallery writes them: '17:00' → '5pm', '17:30' → '5:30pm', '00:15' → '12:15am'. */
export const formatTime = (hhmm: string): string => {
  const match = /^(\d{1,2}):(\d{2})/.exec(hhmm);
  if (!match) return hhmm;
  const h = Number(match[1]);
  const suffix = h >= 12 ? 'pm' : 'am';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return match[2] === '00' ? `${hour}${suffix}` : `${hour}:${match[2]}${suffix}`;
};

/** 'my-new-work' from 'My New Work!' (letters, digits and dashes: the spec's path rule). */
export const slugify = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 180) || 'item';

/** The English month names, January first. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const noon = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`);
const monthDay = (d: Date) => `${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}`;

/** 'March 6 – April 25, 2026', with both years when the span crosses one, one day alone. */
export const formatDateRange = (startIso: string, endIso: string): string => {
  const s = noon(startIso);
  const e = noon(endIso);
  if (startIso.slice(0, 10) === endIso.slice(0, 10)) return `${monthDay(s)}, ${s.getUTCFullYear()}`;
  return s.getUTCFullYear() === e.getUTCFullYear()
    ? `${monthDay(s)} – ${monthDay(e)}, ${e.getUTCFullYear()}`
    : `${monthDay(s)}, ${s.getUTCFullYear()} – ${monthDay(e)}, ${e.getUTCFullYear()}`;
};

/** 'Saturday, March 6, 2027' for '2027-03-06'. */
export const formatDayLong = (iso: string): string => {
  const d = noon(iso);
  return `${WEEKDAYS[d.getUTCDay()]}, ${monthDay(d)}, ${d.getUTCFullYear()}`;
};

/** One line of a visitor's text (a comment, a message): whitespace collapsed, cut at a word with an ellipsis. */
export const previewOf = (body: string, max: number) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
};
