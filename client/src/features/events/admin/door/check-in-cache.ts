// What the door shows while check-ins wait on the device: the server's rows and counts with each
// pending tick laid over them. Pure, so that what is shown is always the server's last answer plus
// what has not reached it yet, never a guess that an old answer could undo.
import type { RsvpDto, SlotDate } from '#shared/schemas/timeslots';
import type { PendingCheckIn } from './pending-check-ins';

export type DoorRow = RsvpDto & { pending: boolean };

export const withPending = (rows: readonly RsvpDto[], pending: readonly PendingCheckIn[]): DoorRow[] =>
  rows.map((r) => {
    const p = pending.find((e) => e.rsvp === r.id);
    return p ? { ...r, arrived: p.arrived, checked_in: p.arrived > 0, pending: true } : { ...r, pending: false };
  });

/** A date's per-time arrived counts, moved by each pending tick's difference from the server's row. */
export const withPendingCounts = (
  day: SlotDate,
  rows: readonly RsvpDto[],
  pending: readonly PendingCheckIn[],
): SlotDate => {
  const delta = new Map<number, number>();
  for (const p of pending) {
    const row = rows.find((r) => r.id === p.rsvp);
    if (row) delta.set(row.timeslot_id, (delta.get(row.timeslot_id) ?? 0) + p.arrived - row.arrived);
  }
  if (!delta.size) return day;
  return {
    ...day,
    times: day.times.map((t) => ({ ...t, checked_in: Math.max(0, t.checked_in + (delta.get(t.id) ?? 0)) })),
  };
};
