// The admin dashboard: every number comes from the rows in the database, past things are left out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExhibition, makeTimeslot } from '#server/factories/events';
import { dashboard } from '#server/modules/dashboard/dashboard.service';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString();
const get = async () => {
  const res = await t.admin().get('/api/admin/dashboard');
  expect(res.status).toBe(200);
  return res.body;
};

describe('GET /api/admin/dashboard', () => {
  it('answers 401 without a token', async () => {
    expect((await t.http().get('/api/admin/dashboard')).status).toBe(401);
  });

  it('shows zeros and empty lists for an empty gallery', async () => {
    expect(await get()).toEqual({
      artworks: { total: 0, active: 0 },
      artists: { total: 0, active: 0 },
      upcoming: { exhibitions: 0, events: 0 },
      rsvps: { reservations: 0, guests: 0, checked_in: 0 },
      comments: { total: 0, last_7_days: 0 },
      subscribers: 0,
      mail: { waiting: 0, failed: 0 },
      inbox: { total: 0, new: 0 },
      latest_comments: [],
      upcoming_timeslots: [],
    });
  });

  describe('with a gallery', () => {
    beforeAll(async () => {
      const db = t.deps.db;
      const artist = (last: string, status: '0' | '1') =>
        db
          .insertInto('artists')
          .values({ last_name: last, slug: last.toLowerCase(), status })
          .returning('id')
          .executeTakeFirstOrThrow();
      const a1 = await artist('Albers', '1');
      await artist('Hicks', '0');
      for (const [i, status] of (['1', '1', '0'] as const).entries())
        await db
          .insertInto('artworks')
          .values({ title: `Work ${i}`, slug: `work-${i}`, artist_id: a1.id, status })
          .execute();

      const exhibition = (slug: string, start: string | null, end: string | null) =>
        db
          .insertInto('exhibitions')
          .values({ title: `Show ${slug}`, slug, start_date: start, end_date: end })
          .returning('id')
          .executeTakeFirstOrThrow();
      const past = await exhibition('past', day(-60), day(-30));
      const running = await exhibition('running', day(-5), day(20));
      await exhibition('coming', day(10), null);
      await exhibition('undated', null, null);
      const event = await db
        .insertInto('events')
        .values({ title: 'Artist talk', slug: 'talk', start_date: day(3), end_date: day(3) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('events')
        .values({ title: 'Old talk', slug: 'old-talk', start_date: day(-3), end_date: day(-3) })
        .execute();

      const slot = (v: { exhibition_id?: number; event_id?: number; date: string; time: string; capacity?: number }) =>
        db.insertInto('timeslots').values(v).returning('id').executeTakeFirstOrThrow();
      const pastSlot = await slot({ exhibition_id: past.id, date: day(-31), time: '17:00' });
      const soon = await slot({ exhibition_id: running.id, date: day(1), time: '18:00', capacity: 20 });
      const talk = await slot({ event_id: event.id, date: day(3), time: '17:30' });
      await slot({ exhibition_id: running.id, date: day(1), time: '11:00' });
      const rsvp = (timeslot_id: number, guests: number, checked_in: 0 | 1 = 0) =>
        db
          .insertInto('rsvps')
          .values({
            timeslot_id,
            name: 'Guest',
            email: 'g@example.com',
            guests,
            checked_in,
            arrived: checked_in ? guests : 0,
          })
          .execute();
      await rsvp(pastSlot.id, 9, 1);
      await rsvp(soon.id, 2, 1);
      await rsvp(soon.id, 3);
      await rsvp(talk.id, 1);

      const post = await db
        .insertInto('posts')
        .values({ kind: 'arttextstyle', title: 'On indigo', slug: 'on-indigo' })
        .returning('id')
        .executeTakeFirstOrThrow();
      const comment = (name: string, body: string, created_at: string) =>
        db
          .insertInto('comments')
          .values({ post_id: post.id, name, email: 'c@example.com', body, created_at })
          .execute();
      await comment('Old reader', 'Lovely.', at(-10));
      await comment('Ann', 'A  thoughtful\npiece.', at(-2));
      await comment('Ben', `${'word '.repeat(60)}end`, at(-1));

      // Two confirmed subscribers; the second has left the list since.
      const subscriber = (n: number, token: string, left?: { unsubscribed_at: string }) =>
        db
          .insertInto('subscribers')
          .values({
            email: `s${n}@example.com`,
            name: `S${n}`,
            agreed_at: at(-1),
            confirmed_at: at(-1),
            ...left,
            unsubscribe_token: token.repeat(32),
          })
          .execute();
      await subscriber(1, 'a');
      await subscriber(2, 'b', { unsubscribed_at: at(0) });
    });

    it('counts what is there, what is active and what is still to come', async () => {
      const d = await get();
      expect(d.artworks).toEqual({ total: 3, active: 2 });
      expect(d.artists).toEqual({ total: 2, active: 1 });
      expect(d.upcoming).toEqual({ exhibitions: 2, events: 1 });
      expect(d.rsvps).toEqual({ reservations: 3, guests: 6, checked_in: 2 });
      expect(d.comments).toEqual({ total: 3, last_7_days: 2 });
      expect(d.subscribers).toBe(1);
    });

    it('lists the newest comments first with a one-line preview', async () => {
      const { latest_comments: list } = await get();
      expect(list.map((c: { name: string }) => c.name)).toEqual(['Ben', 'Ann', 'Old reader']);
      expect(list[1]).toMatchObject({
        post_title: 'On indigo',
        post_slug: 'on-indigo',
        preview: 'A thoughtful piece.',
      });
      expect(list[0].preview.length).toBeLessThanOrEqual(141);
      expect(list[0].preview.endsWith('…')).toBe(true);
    });

    it('lists upcoming timeslots in time order with their reservations', async () => {
      const { upcoming_timeslots: slots } = await get();
      expect(slots).toEqual([
        expect.objectContaining({
          date: day(1),
          time: '11:00',
          kind: 'exhibition',
          title: 'Show running',
          rsvps: 0,
          guests: 0,
          capacity: null,
        }),
        expect.objectContaining({
          date: day(1),
          time: '18:00',
          kind: 'exhibition',
          title: 'Show running',
          rsvps: 2,
          guests: 5,
          capacity: 20,
        }),
        expect.objectContaining({
          date: day(3),
          time: '17:30',
          kind: 'event',
          title: 'Artist talk',
          rsvps: 1,
          guests: 1,
        }),
      ]);
    });
  });

  it("counts the gallery's day: at 10pm in New York, tonight's 11pm timeslot is still upcoming", async () => {
    const own = await createTestApp();
    try {
      const show = await makeExhibition(own.deps.db, { start_date: '2030-01-01', end_date: '2030-02-01' });
      await makeTimeslot(own.deps.db, { exhibition_id: show.id, date: '2030-01-14', time: '23:00' });
      // 03:00 UTC on the 15th is 10pm on the 14th in New York.
      const board = await dashboard(own.deps, new Date('2030-01-15T03:00:00Z'));
      expect(board.upcoming_timeslots.map((s) => [s.date, s.time])).toEqual([['2030-01-14', '23:00']]);
    } finally {
      await own.close();
    }
  });
});
