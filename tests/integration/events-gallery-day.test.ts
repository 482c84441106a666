// The gallery's "today" is New York's, not UTC's: late in the evening there, UTC is already on the
// next day. Around that midnight, tonight's later times are still offered and earlier ones are not,
// a show ending today is still current, and a booking for a passed time is refused. Also the
// public reads the pages add: the types of active shows, an event's works and artists.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { galleryNow, galleryToday } from '#shared/gallery-clock';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeEvent, makeExhibition, makeTimeslot } from '#server/factories/events';
import { makeExhibitionType } from '#server/factories/lookups';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.useRealTimers();
});
const db = () => t.deps.db;

// 03:30 UTC on March 6 is 22:30 on March 5 in New York (EST, UTC-5).
const LATE_EVENING = new Date('2027-03-06T03:30:00Z');

describe('the gallery clock', () => {
  it('reads the date and time in New York, across midnight UTC and summer time', () => {
    expect(galleryNow(LATE_EVENING)).toEqual({ date: '2027-03-05', time: '22:30' });
    expect(galleryToday(new Date('2027-03-06T04:59:00Z'))).toBe('2027-03-05');
    expect(galleryToday(new Date('2027-03-06T05:00:00Z'))).toBe('2027-03-06');
    // EDT (UTC-4) in July.
    expect(galleryNow(new Date('2027-07-01T03:59:00Z'))).toEqual({ date: '2027-06-30', time: '23:59' });
  });
});

describe('timeslots around midnight', () => {
  let showId: number;
  let slug: string;
  beforeAll(async () => {
    const show = await makeExhibition(db(), {
      title: 'Late Opening',
      start_date: '2027-02-01',
      end_date: '2027-03-05',
    });
    showId = show.id;
    slug = show.slug;
    await makeTimeslot(db(), { exhibition_id: show.id, date: '2027-03-05', time: '17:00', capacity: 10 });
    await makeTimeslot(db(), { exhibition_id: show.id, date: '2027-03-05', time: '23:00', capacity: 10 });
    await makeTimeslot(db(), { exhibition_id: show.id, date: '2027-03-06', time: '17:30', capacity: 10 });
  });

  const at = (now: Date) => {
    // Only Date: timers stay real, so HTTP and SQLite run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(now);
  };
  const get = async (path: string) => {
    const res = await t.http().get(`/api${path}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it("offers tonight's later time, not the earlier one, at 10:30pm in New York", async () => {
    at(LATE_EVENING);
    const dates = await get(`/public/exhibition/timeslot-dates?exhibition_id=${showId}`);
    expect(dates.data.map((d: { key: string }) => d.key)).toEqual(['2027-03-05', '2027-03-06']);
    const times = await get(`/public/exhibition/timeslot-times?exhibition_id=${showId}&date=2027-03-05`);
    expect(times.data).toEqual([{ key: '23:00', value: '11pm', places_left: expect.anything(), full: false }]);
  });

  it('keeps a show that ends today current until midnight in New York', async () => {
    at(LATE_EVENING);
    const show = await get(`/public/exhibitions/${slug}`);
    expect(show.phase).toBe('current');
    at(new Date('2027-03-06T05:30:00Z'));
    expect((await get(`/public/exhibitions/${slug}`)).phase).toBe('past');
  });

  it('drops the day once its last time has passed, and refuses a booking for a passed time', async () => {
    at(new Date('2027-03-06T04:30:00Z')); // 23:30 on March 5 in New York
    const dates = await get(`/public/exhibition/timeslot-dates?exhibition_id=${showId}`);
    expect(dates.data.map((d: { key: string }) => d.key)).toEqual(['2027-03-06']);
    const res = await t
      .http()
      .post(`/api/public/exhibitions/${slug}/rsvp`)
      .send({ name: 'Late Guest', email: 'late@example.com', guests: 1, date: '2027-03-05', time: '23:00' });
    expect(res.status).toBe(422);
    expect(res.body.errors.time).toEqual(['This time is no longer available. Please choose another.']);
  });
});

describe('what the public pages read besides', () => {
  it('lists the types of active shows only, A to Z', async () => {
    const solo = await makeExhibitionType(db(), 'Solo');
    const group = await makeExhibitionType(db(), 'Group');
    const unused = await makeExhibitionType(db(), 'Unused');
    await makeExhibition(db(), { exhibition_type_id: solo.id });
    await makeExhibition(db(), { exhibition_type_id: group.id });
    await makeExhibition(db(), { exhibition_type_id: unused.id, status: '0' });
    await makeEvent(db(), { types: JSON.stringify(['Talk', 'Opening']) });
    await makeEvent(db(), { types: JSON.stringify(['Hidden']), status: '0' });
    expect((await t.http().get('/api/public/exhibition/types')).body).toEqual({ data: ['Group', 'Solo'] });
    const events = (await t.http().get('/api/public/event/types')).body.data;
    expect(events).toContain('Talk');
    expect(events).toContain('Opening');
    expect(events).not.toContain('Hidden');
  });

  it("answers an event's works and artists, and 404 for an inactive event", async () => {
    const artist = await makeArtist(db(), { first_name: 'Ada', last_name: 'Loom' });
    const work = await makeArtwork(db(), { artist_id: artist.id, title: 'Warp and Weft' });
    const event = await makeEvent(db(), { title: 'Weaving Night' });
    await db().insertInto('event_artworks').values({ event_id: event.id, artwork_id: work.id }).execute();
    await db().insertInto('event_artists').values({ event_id: event.id, artist_id: artist.id }).execute();
    const works = await t.http().get(`/api/public/events/${event.slug}/artworks`);
    expect(works.body.data.map((a: { title: string }) => a.title)).toEqual(['Warp and Weft']);
    const artists = await t.http().get(`/api/public/events/${event.slug}/artists`);
    expect(artists.body.data.map((a: { full_name: string }) => a.full_name)).toEqual(['Ada Loom']);
    const hidden = await makeEvent(db(), { status: '0' });
    expect((await t.http().get(`/api/public/events/${hidden.slug}/artworks`)).status).toBe(404);
  });
});
