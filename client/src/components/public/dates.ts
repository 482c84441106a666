// How the public pages print dates: en-US, read as calendar days (no time-zone drift of a day).
// Spelled out rather than asked of Intl.DateTimeFormat: a page's first Intl call starts the
// browser's ICU, 50-85 ms of main thread on a phone while the page hydrates (decision 035).
// tests/unit/public-dates.test.ts holds these to Intl's answers.
import { MONTHS } from '#shared/format';

const parts = (iso: string) => ({
  year: Number(iso.slice(0, 4)),
  month: MONTHS[Number(iso.slice(5, 7)) - 1] ?? '',
  day: Number(iso.slice(8, 10)),
});

/** 'April 1, 2026' */
export const formatDay = (iso: string) => {
  const { year, month, day } = parts(iso);
  return `${month} ${day}, ${year}`;
};

/** 'November 2026' */
export const formatMonth = (iso: string) => {
  const { year, month } = parts(iso);
  return `${month} ${year}`;
};

/** 'March 4 – April 30, 2026', 'December 5, 2026 – January 9, 2027', 'From May 2, 2026', or ''. */
export const formatDateRange = (start: string | null, end: string | null): string => {
  if (start && end) {
    if (start.slice(0, 4) !== end.slice(0, 4)) return `${formatDay(start)} – ${formatDay(end)}`;
    if (start.slice(0, 10) === end.slice(0, 10)) return formatDay(start);
    const { month, day } = parts(start);
    return `${month} ${day} – ${formatDay(end)}`;
  }
  if (start) return `From ${formatDay(start)}`;
  if (end) return `Until ${formatDay(end)}`;
  return '';
};

export type Phase = 'current' | 'upcoming' | 'past' | 'undated';

/** Where a show stands on `today` (YYYY-MM-DD): an open-ended show that has begun is current. */
export const exhibitionPhase = (start: string | null, end: string | null, today: string): Phase => {
  const s = start?.slice(0, 10);
  const e = end?.slice(0, 10);
  if (!s && !e) return 'undated';
  if (s && s > today) return 'upcoming';
  if (e && e < today) return 'past';
  return 'current';
};
