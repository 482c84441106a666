import { z } from 'zod';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import * as dash from './dashboard.service';

const withActive = z.object({ total: z.number(), active: z.number() });

const dashboardOutput = z.object({
  artworks: withActive,
  artists: withActive,
  /** running or still to come */
  upcoming: z.object({ exhibitions: z.number(), events: z.number() }),
  /** reservations for timeslots from today on */
  rsvps: z.object({ reservations: z.number(), guests: z.number(), checked_in: z.number() }),
  comments: z.object({ total: z.number(), last_7_days: z.number() }),
  /** confirmed addresses still on the list */
  subscribers: z.number(),
  /** the mail queue: emails waiting to go, and emails that gave up (staff retry them) */
  mail: z.object({ waiting: z.number(), failed: z.number() }),
  /** visitors' submissions, and how many are still new */
  inbox: z.object({ total: z.number(), new: z.number() }),
  latest_comments: z.array(
    z.object({
      id: z.number(),
      post_title: z.string(),
      post_slug: z.string(),
      name: z.string(),
      preview: z.string(),
      created_at: z.string(),
    }),
  ),
  upcoming_timeslots: z.array(
    z.object({
      id: z.number(),
      date: z.string(),
      time: z.string(),
      capacity: z.number().nullable(),
      kind: z.enum(['exhibition', 'event']),
      parent_id: z.number(),
      title: z.string(),
      rsvps: z.number(),
      guests: z.number(),
    }),
  ),
});
export type DashboardDto = z.infer<typeof dashboardOutput>;

const { adminGet } = rest('dashboard');

export const dashboardRouter = router({
  get: adminGet('/admin/dashboard', 'Counts and short lists for the admin home')
    .input(z.void())
    .output(dashboardOutput)
    .query(({ ctx }) => dash.dashboard(ctx.deps)),
});
