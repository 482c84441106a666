import { describe, expect, it } from 'vitest';
import type { RsvpDto, SlotDate, SlotTime } from '#shared/schemas/timeslots';
import { withPending, withPendingCounts } from '../../client/src/features/events/admin/door/check-in-cache';
import type { PendingCheckIn } from '../../client/src/features/events/admin/door/pending-check-ins';
import { defaultDate } from '../../client/src/features/events/admin/door/use-door-params';

const time = (id: number, t: string, checked_in = 0): SlotTime => ({
  id,
  time: t,
  label: t,
  capacity: 10,
  booked: 4,
  held: 0,
  checked_in,
  available: 6,
  over: 0,
});
const day = (date: string, times: SlotTime[]): SlotDate => ({ date, label: date, times });
const rsvp = (id: number, timeslot_id: number, guests: number, checked_in = false) =>
  ({ id, timeslot_id, guests, checked_in, arrived: checked_in ? guests : 0, name: `Guest ${id}` }) as RsvpDto;

describe('the door table while check-ins wait on the device', () => {
  const pending = (rsvp: number, arrived: number): PendingCheckIn => ({
    kind: 'exhibition',
    showId: 1,
    rsvp,
    arrived,
    at: '2027-03-06T17:00:00.000Z',
  });

  it("lays a pending tick over the server's row, marked pending, leaving the others as they are", () => {
    const rows = [rsvp(1, 7, 3), rsvp(2, 7, 1)];
    const shown = withPending(rows, [pending(1, 2)]);
    expect(shown.map((r) => [r.arrived, r.checked_in, r.pending])).toEqual([
      [2, true, true],
      [0, false, false],
    ]);
    expect(rows[0]!.arrived).toBe(0);
  });

  it("moves the time's arrived count by the difference from the server's row, never below zero", () => {
    const d = day('2027-03-06', [time(7, '17:00', 1), time(8, '18:00')]);
    const rows = [rsvp(1, 7, 3, false), rsvp(2, 8, 2, true)];
    expect(withPendingCounts(d, rows, [pending(1, 2)]).times.map((t) => t.checked_in)).toEqual([3, 0]);
    // Party 2 was fully in on the server (2): taking them out moves 18:00 down by 2, not below 0.
    expect(withPendingCounts(d, rows, [pending(2, 0)]).times.map((t) => t.checked_in)).toEqual([1, 0]);
    expect(withPendingCounts(d, rows, [])).toBe(d);
  });
});

describe('the date a door table opens on', () => {
  const dates = [day('2027-03-01', []), day('2027-03-06', []), day('2027-03-09', [])];
  it('is today when today has times, else the next date, else the latest past one', () => {
    expect(defaultDate(dates, '2027-03-06')).toBe('2027-03-06');
    expect(defaultDate(dates, '2027-03-02')).toBe('2027-03-06');
    expect(defaultDate(dates, '2027-04-01')).toBe('2027-03-09');
    expect(defaultDate([], '2027-04-01')).toBeUndefined();
  });
});
