// How the public pages print dates: en-US, read as calendar days (no time-zone drift of a day).

const day = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00Z`);
const fmt = (opts: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', ...opts });

/** 'April 1, 2026' */
export const formatDay = (iso: string) => fmt({ month: 'long', day: 'numeric', year: 'numeric' }).format(day(iso));

/** 'March 4 – April 30, 2026', 'December 5, 2026 – January 9, 2027', 'From May 2, 2026', or ''. */
export const formatDateRange = (start: string | null, end: string | null): string => {
  if (start && end) {
    const a = day(start);
    const b = day(end);
    if (a.getUTCFullYear() !== b.getUTCFullYear()) return `${formatDay(start)} – ${formatDay(end)}`;
    if (start.slice(0, 10) === end.slice(0, 10)) return formatDay(start);
    return `${fmt({ month: 'long', day: 'numeric' }).format(a)} – ${formatDay(end)}`;
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
