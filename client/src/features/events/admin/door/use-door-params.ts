// The door table's view lives in the URL, like every admin table's (search, sort, order, the open
// form), plus the date and the time it shows: a reload, Back and the dashboard's links land on it.
import { useSearchParams } from 'react-router';
import { RSVP_SORTS, type SlotDate } from '#shared/schemas/timeslots';
import { useListParams } from '#client/components/admin/use-list-params';
import { galleryToday } from '#shared/gallery-clock';

export type RsvpSort = (typeof RSVP_SORTS)[number];
export const ALL_DATES = 'all';

/**
 * The date a door table opens on: today when it has times, else the next date that has, else the
 * latest past one (what staff most likely look back at).
 */
export const defaultDate = (dates: readonly SlotDate[], today = galleryToday()): string | undefined =>
  dates.find((d) => d.date >= today)?.date ?? dates[dates.length - 1]?.date;

export const useDoorParams = (dates: readonly SlotDate[] | undefined) => {
  const list = useListParams<RsvpSort>(RSVP_SORTS, 'date');
  const [params, setParams] = useSearchParams();
  const asked = params.get('date');
  // Until the dates have loaded the date is unknown: the list waits rather than show every date.
  const date = asked === ALL_DATES ? undefined : (asked ?? (dates ? defaultDate(dates) : undefined));
  const known = dates?.find((d) => d.date === date);
  const askedTime = params.get('time') ?? undefined;
  const time = known?.times.some((t) => t.time === askedTime) ? askedTime : undefined;

  const put = (patch: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [k, v] of Object.entries(patch)) {
        if (v === null) next.delete(k);
        else next.set(k, v);
      }
      return next;
    });

  return {
    list,
    /** undefined: every date */
    date,
    allDates: asked === ALL_DATES,
    /** the chosen date's times and counts, when it has any */
    day: known,
    time,
    ready: dates !== undefined,
    setDate: (d: string) => put({ date: d, time: null }),
    /** the same time again shows every time of the date */
    toggleTime: (t: string) => put({ time: t === time ? null : t }),
  };
};
