// How the dashboard prints times and days.

/** '17:00' → '5pm', '17:30' → '5:30pm' (DESIGN.md: RSVP times); anything else is shown as stored. */
export const formatSlotTime = (time: string) => {
  const m = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!m) return time;
  const h = Number(m[1]);
  const suffix = h >= 12 ? 'pm' : 'am';
  const h12 = h % 12 === 0 ? 12 : h % 12;
  return m[2] === '00' ? `${h12}${suffix}` : `${h12}:${m[2]}${suffix}`;
};

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
