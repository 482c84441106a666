// The programme in figures, for the admin dashboard: what is running or coming, the reservations
// from today on, and the next timeslots with their bookings.
import type { AppDeps } from '#server/deps';
import * as repo from './programme.repository';

export const programmeFigures = async (deps: AppDeps, today: string, slots: number) => {
  const [exhibitions, events, rsvps, next] = await Promise.all([
    repo.countUpcoming(deps.db, 'exhibitions', today),
    repo.countUpcoming(deps.db, 'events', today),
    repo.rsvpTotals(deps.db, today),
    repo.upcomingTimeslots(deps.db, today, slots),
  ]);
  return {
    upcoming: { exhibitions, events },
    rsvps,
    upcoming_timeslots: next.map((s) => ({
      id: s.id,
      date: s.date,
      time: s.time,
      capacity: s.capacity,
      kind: s.exhibition_id !== null ? ('exhibition' as const) : ('event' as const),
      parent_id: (s.exhibition_id ?? s.event_id)!,
      title: s.title ?? '',
      rsvps: Number(s.rsvps),
      guests: Number(s.guests),
    })),
  };
};
