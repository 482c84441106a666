// The admin dashboard: what the gallery holds, what is coming up, and what visitors said lately.
import type { AppDeps } from '#server/deps';
import * as repo from './dashboard.repository';

export const DASHBOARD_LIST_SIZE = 5;
export const COMMENT_PREVIEW_CHARS = 140;
const RECENT_DAYS = 7;

/** One line of a comment: whitespace collapsed, cut at a word with an ellipsis. */
export const previewOf = (body: string, max = COMMENT_PREVIEW_CHARS) => {
  const flat = body.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
};

export const dashboard = async (deps: AppDeps, now = new Date()) => {
  const today = now.toISOString().slice(0, 10);
  const since = new Date(now.getTime() - RECENT_DAYS * 86_400_000).toISOString();
  const { db } = deps;
  const [artworks, artists, exhibitions, events, rsvps, comments, subscribers, latest, slots] = await Promise.all([
    repo.countWithStatus(db, 'artworks'),
    repo.countWithStatus(db, 'artists'),
    repo.countUpcoming(db, 'exhibitions', today),
    repo.countUpcoming(db, 'events', today),
    repo.rsvpTotals(db, today),
    repo.commentTotals(db, since),
    repo.countSubscribers(db),
    repo.latestComments(db, DASHBOARD_LIST_SIZE),
    repo.upcomingTimeslots(db, today, DASHBOARD_LIST_SIZE),
  ]);
  return {
    artworks,
    artists,
    upcoming: { exhibitions, events },
    rsvps,
    comments,
    subscribers,
    latest_comments: latest.map((c) => ({
      id: c.id,
      post_title: c.post_title,
      post_slug: c.post_slug,
      name: c.name,
      preview: previewOf(c.body),
      created_at: c.created_at,
    })),
    upcoming_timeslots: slots.map((s) => ({
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
