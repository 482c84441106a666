// How the dashboard prints times and days.

const dayFmt = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });

/** '2026-12-02' → 'Wed, Dec 2', read as a calendar day (no time-zone shift). */
export const formatSlotDay = (date: string) => dayFmt.format(new Date(`${date.slice(0, 10)}T00:00:00Z`));

const rtf = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });

/** 'today', 'yesterday', '3 days ago', then a date. */
export const formatAgo = (iso: string, now = new Date()) => {
  const days = Math.floor((now.getTime() - new Date(iso).getTime()) / 86_400_000);
  if (days < 1) return 'today';
  if (days < 7) return rtf.format(-days, 'day');
  return new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' }).format(new Date(iso));
};
