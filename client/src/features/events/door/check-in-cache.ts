// What a check-in changes on screen before the server answers: the guest's row, and the checked-in
// count of their time. Pure, so that the rollback is just the data from before.
import type { RsvpDto, SlotDate } from '#shared/schemas/timeslots';

interface RsvpPage {
  list: RsvpDto[];
}

export const withCheckIn = <P extends RsvpPage>(page: P, rsvpId: number, on: boolean): P => ({
  ...page,
  list: page.list.map((r) => (r.id === rsvpId ? { ...r, checked_in: on } : r)),
});

/** The time's checked-in guests move by the row's guests, unless the row already was in that state. */
export const withSlotCount = <S extends { list: SlotDate[] }>(
  slots: S,
  row: Pick<RsvpDto, 'timeslot_id' | 'guests' | 'checked_in'>,
  on: boolean,
): S => {
  if (row.checked_in === on) return slots;
  const delta = on ? row.guests : -row.guests;
  return {
    ...slots,
    list: slots.list.map((d) => ({
      ...d,
      times: d.times.map((t) =>
        t.id === row.timeslot_id ? { ...t, checked_in: Math.max(0, t.checked_in + delta) } : t,
      ),
    })),
  };
};
