// The gallery's clock answers by the United States' summer-time rule without asking Intl (whose
// first call is slow in a browser); Node's time-zone data is the judge.
import { expect, it } from 'vitest';
import { galleryNow, galleryTimeToUtc } from '#shared/gallery-clock';

const intl = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const byIntl = (ms: number) => {
  const p = Object.fromEntries(intl.formatToParts(ms).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}`;
};
const mine = (ms: number) => {
  const now = galleryNow(new Date(ms));
  return `${now.date} ${now.time}`;
};
/** The instants where the two disagree (none, expected), with both answers. */
const disagreements = (instants: number[]) =>
  instants
    .filter((ms) => mine(ms) !== byIntl(ms))
    .map((ms) => `${new Date(ms).toISOString()}: ${mine(ms)} ≠ ${byIntl(ms)}`);

it('reads New York wall time as the time-zone data does, on each side of every hour of the weeks of change to 2060', () => {
  const instants: number[] = [];
  // March's second Sunday falls on the 8th to the 14th, November's first on the 1st to the 7th
  const weeks = [
    [2, 7, 15],
    [10, 1, 8],
  ] as const;
  for (let year = 2007; year <= 2060; year++)
    for (const [month, from, to] of weeks)
      for (let hour = 0; hour < (to - from + 1) * 24; hour++) {
        const at = Date.UTC(year, month, from) + hour * 3_600_000;
        instants.push(at, at - 60_000);
      }
  expect(disagreements(instants)).toEqual([]);
});

it('reads any instant as the time-zone data does, outside the rule too (before 2007, after 2060)', () => {
  const instants: number[] = [];
  // a step of a prime number of minutes: every hour of the day and day of the week comes up
  for (let ms = Date.UTC(1990, 0, 1); ms < Date.UTC(2080, 0, 1); ms += 7_919 * 60_000 + 17_000) instants.push(ms);
  expect(disagreements(instants)).toEqual([]);
});

it('turns a wall-clock time into its instant across both changes of 2027', () => {
  expect(galleryTimeToUtc('2027-03-13', '17:00').toISOString()).toBe('2027-03-13T22:00:00.000Z');
  expect(galleryTimeToUtc('2027-03-14', '17:00').toISOString()).toBe('2027-03-14T21:00:00.000Z');
  expect(galleryTimeToUtc('2027-11-06', '17:00').toISOString()).toBe('2027-11-06T21:00:00.000Z');
  expect(galleryTimeToUtc('2027-11-07', '17:00').toISOString()).toBe('2027-11-07T22:00:00.000Z');
});
