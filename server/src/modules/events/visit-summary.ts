// What a page about one visit names before the visitor confirms anything (the cancel page, the
// waitlist's claim page): the show and its address, the date and time, said as people say them.
import { formatDayLong, formatTime } from '#shared/format';
import { pathOf } from '#shared/public-kinds';

export interface VisitRow {
  kind: 'exhibition' | 'event';
  title: string | null;
  slug: string | null;
  date: string;
  time: string;
  guests: number;
}

export const visitSummary = (v: VisitRow) => ({
  kind: v.kind,
  title: v.title ?? '',
  path: pathOf(v.kind, v.slug ?? ''),
  date: v.date,
  date_label: formatDayLong(v.date),
  time: v.time,
  time_label: formatTime(v.time),
  guests: v.guests,
});
