// Full is said as full: a show whose times are all taken keeps its reservation (booking 'full'),
// cards carry 'open' / 'full', an exhibition lists its events that take reservations, and the
// home page's lead points to where a visitor can book.
import { describe, expect, it } from 'vitest';
import { makeEvent, makeExhibition, makeRsvp, makeTimeslot } from '#server/factories/events';
import { dateInDays as day } from '#server/factories/support';
import { testAppForFile } from '../setup/test-app';

const t = testAppForFile();
const db = () => t.deps.db;
const get = async (path: string) => {
  const res = await t.http().get(`/api${path}`);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body;
};

describe('a show whose times are all taken', () => {
  it('still takes reservations (booking full), its cards and dates say full, and a freed place reopens it', async () => {
    const ex = await makeExhibition(db(), {
      title: 'Booked Out',
      slug: 'booked-out',
      start_date: day(-1),
      end_date: day(30),
    });
    const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(3), time: '17:00', capacity: 3 });
    const rsvp = await makeRsvp(db(), { timeslot_id: slot.id, guests: 3 });
    // A past full time does not count: only times ahead do.
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(-1), time: '17:00', capacity: 3 });

    const show = await get('/public/exhibitions/booked-out');
    expect(show).toMatchObject({ has_timeslots: true, booking: 'full' });
    const card = (await get('/public/exhibitions')).data.find((c: { slug: string }) => c.slug === 'booked-out');
    expect(card.booking).toBe('full');
    expect((await get(`/public/exhibition/timeslot-dates?exhibition_id=${ex.id}`)).data).toEqual([
      expect.objectContaining({ key: day(3), full: true, places_left: 0 }),
    ]);

    await db().deleteFrom('rsvps').where('id', '=', rsvp.id).execute();
    await makeRsvp(db(), { timeslot_id: slot.id, guests: 1 });
    expect(await get('/public/exhibitions/booked-out')).toMatchObject({ has_timeslots: true, booking: 'open' });
    expect((await get(`/public/exhibition/timeslot-times?exhibition_id=${ex.id}&date=${day(3)}`)).data).toEqual([
      { key: '17:00', value: '5pm', places_left: 2, full: false },
    ]);
  });

  it('a show without a time ahead takes no reservations (walk in)', async () => {
    const ex = await makeExhibition(db(), { title: 'Walk In', slug: 'walk-in' });
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(-3), time: '17:00', capacity: 3 });
    expect(await get('/public/exhibitions/walk-in')).toMatchObject({ has_timeslots: false, booking: 'none' });
  });
});

describe('finding where to book', () => {
  it("an exhibition lists its active events that take reservations, and the home page's lead points to one", async () => {
    const ex = await makeExhibition(db(), {
      title: 'Lead Show',
      slug: 'lead-show',
      home_page: 1,
      start_date: day(-2),
      end_date: day(40),
    });
    const opening = await makeEvent(db(), { title: 'Opening Night', slug: 'opening-night', exhibition_id: ex.id });
    await makeTimeslot(db(), { event_id: opening.id, date: day(2), time: '18:00', capacity: 20 });
    const talk = await makeEvent(db(), { title: 'Past Talk', slug: 'past-talk', exhibition_id: ex.id });
    await makeTimeslot(db(), { event_id: talk.id, date: day(-2), time: '18:00' });
    const hidden = await makeEvent(db(), { title: 'Hidden', slug: 'hidden-ev', exhibition_id: ex.id, status: '0' });
    await makeTimeslot(db(), { event_id: hidden.id, date: day(2), time: '18:00' });

    const show = await get('/public/exhibitions/lead-show');
    expect(show.booking).toBe('none');
    expect(show.reservable_events).toEqual([
      { title: 'Opening Night', slug: 'opening-night', dates: expect.any(String), booking: 'open' },
    ]);
    const home = (await t.http().get('/trpc/site.home')).body.result.data;
    expect(home.featured_exhibition).toMatchObject({
      slug: 'lead-show',
      reserve: { path: '/events/opening-night#rsvp', label: 'Reserve a time: Opening Night' },
    });

    // Once the exhibition takes reservations itself, the home page leads to its own.
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(4), time: '12:00', capacity: 10 });
    expect((await t.http().get('/trpc/site.home')).body.result.data.featured_exhibition.reserve).toEqual({
      path: '/exhibitions/lead-show#rsvp',
      label: 'Reserve a time',
    });
  });
});
