import { describe, expect, it } from 'vitest';
import type { RsvpDto, SlotDate, SlotTime } from '#shared/schemas/timeslots';
import { withCheckIn, withSlotCount } from '../../client/src/features/events/door/check-in-cache';
import { defaultDate } from '../../client/src/features/events/door/use-door-params';

const time = (id: number, t: string, checked_in = 0): SlotTime => ({
  id,
  time: t,
  label: t,
  capacity: 10,
  booked: 4,
  checked_in,
  available: 6,
});
const day = (date: string, times: SlotTime[]): SlotDate => ({ date, label: date, times });
const rsvp = (id: number, timeslot_id: number, guests: number, checked_in = false) =>
  ({ id, timeslot_id, guests, checked_in, name: `Guest ${id}` }) as RsvpDto;

describe('the door table before the server answers', () => {
  it('ticks only the guest checked in, leaving the page it came from untouched', () => {
    const page = { list: [rsvp(1, 7, 2), rsvp(2, 7, 1)], total: 2 };
    const next = withCheckIn(page, 1, true);
    expect(next.list.map((r) => r.checked_in)).toEqual([true, false]);
    expect(next.total).toBe(2);
    expect(page.list[0]!.checked_in).toBe(false);
  });

  it("moves the guest's time's count by their party, and back", () => {
    const slots = { list: [day('2027-03-06', [time(7, '17:00', 1), time(8, '18:00')])] };
    const inside = withSlotCount(slots, rsvp(1, 7, 3), true);
    expect(inside.list[0]!.times.map((t) => t.checked_in)).toEqual([4, 0]);
    const out = withSlotCount(inside, rsvp(1, 7, 3, true), false);
    expect(out.list[0]!.times.map((t) => t.checked_in)).toEqual([1, 0]);
  });

  it('does not count a guest twice when the box already said so', () => {
    const slots = { list: [day('2027-03-06', [time(7, '17:00', 2)])] };
    expect(withSlotCount(slots, rsvp(1, 7, 2, true), true)).toBe(slots);
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
