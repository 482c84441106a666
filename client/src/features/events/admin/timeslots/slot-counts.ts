// The counts staff read for a date or a time: guests booked, the room there is, who has arrived.
import type { SlotTime } from '#shared/schemas/timeslots';

export const guestsLabel = (n: number) => `${n} ${n === 1 ? 'guest' : 'guests'}`;

/** Totals over some times; capacity is null when any of them is unlimited. */
export const slotCounts = (times: readonly SlotTime[]) => ({
  booked: times.reduce((n, t) => n + t.booked, 0),
  checked_in: times.reduce((n, t) => n + t.checked_in, 0),
  capacity: times.some((t) => t.capacity === null) ? null : times.reduce((n, t) => n + (t.capacity ?? 0), 0),
});
