// Timeslots: staff set a date's times and capacity, booked times cannot be removed, counts per time;
// visitors see only dates and times with room, labelled like '5pm' and '5:30pm'.
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { DATE_MESSAGE, TIME_MESSAGE } from '#shared/schemas/event-fields';
import { makeEvent, makeExhibition, makeRsvp, makeTimeslot } from '#server/factories/events';
import { dateInDays as day } from '#server/factories/support';
import { DATE_PASSED } from '#server/modules/events/timeslot.service';
import { testAppForFile } from '../setup/test-app';

const t = testAppForFile();
const db = () => t.deps.db;

describe('admin timeslots', () => {
  it('sets, reads and changes the times of a date', async () => {
    const ex = await makeExhibition(db(), { title: 'Slots Show' });
    const date = day(10);
    const set = await t
      .admin()
      .post(`/api/admin/exhibition/${ex.id}/timeslot`)
      .send({ date, times: ['18:30', '17:00', '9:00'], capacity: 10 });
    expect(set.status).toBe(200);
    expect(set.body.message).toBe('Timeslots successfully saved');
    expect(set.body.item.times.map((x: { time: string; label: string }) => [x.time, x.label])).toEqual([
      ['09:00', '9am'],
      ['17:00', '5pm'],
      ['18:30', '6:30pm'],
    ]);
    expect(set.body.item.times[0]).toMatchObject({ capacity: 10, booked: 0, checked_in: 0, available: 10 });

    const slot = await db()
      .selectFrom('timeslots')
      .selectAll()
      .where('exhibition_id', '=', ex.id)
      .where('time', '=', '17:00')
      .executeTakeFirstOrThrow();
    await makeRsvp(db(), { timeslot_id: slot.id, guests: 3, checked_in: 1 });
    await makeRsvp(db(), { timeslot_id: slot.id, guests: 2 });

    const refused = await t
      .admin()
      .post(`/api/admin/exhibition/${ex.id}/timeslot`)
      .send({ date, times: ['09:00'], capacity: 10 });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.times).toEqual([
      '5pm has reservations and cannot be removed. Move or delete them first.',
    ]);
    const tooSmall = await t
      .admin()
      .post(`/api/admin/exhibition/${ex.id}/timeslot`)
      .send({ date, times: ['17:00'], capacity: 4 });
    expect(tooSmall.status).toBe(422);
    expect(tooSmall.body.errors.capacity).toEqual(["5pm already has 5 guests: the capacity can't be lower"]);

    const kept = await t
      .admin()
      .post(`/api/admin/exhibition/${ex.id}/timeslot`)
      .send({ date, times: ['17:00', '19:00'] });
    expect(kept.status).toBe(200);
    expect(kept.body.item.times).toMatchObject([
      { time: '17:00', capacity: null, booked: 5, checked_in: 3, available: null },
      { time: '19:00', booked: 0 },
    ]);

    const one = await t.admin().get(`/api/admin/exhibition/${ex.id}/timeslot?date=${date}`);
    expect(one.body.times.map((x: { time: string }) => x.time)).toEqual(['17:00', '19:00']);
    const empty = await t.admin().get(`/api/admin/exhibition/${ex.id}/timeslot?date=${day(11)}`);
    expect(empty.body).toMatchObject({ date: day(11), times: [] });

    await t
      .admin()
      .post(`/api/admin/exhibition/${ex.id}/timeslot`)
      .send({ date: day(3), times: ['11:00'], capacity: 2 });
    const all = await t.admin().get(`/api/admin/exhibition/${ex.id}/timeslots`);
    expect(all.body.list.map((d: { date: string }) => d.date)).toEqual([day(3), date]);

    const times = await t.admin().get(`/api/admin/exhibition/timeslot-times?exhibition_id=${ex.id}&date=${date}`);
    expect(times.status).toBe(200);
    expect(times.body.data[0]).toMatchObject({ key: '17:00', value: '5pm', booked: 5 });
  });

  it('answers 422 for bad dates, times and capacities, 404 for an unknown show', async () => {
    const ev = await makeEvent(db());
    const bad = await t
      .admin()
      .post(`/api/admin/event/${ev.id}/timeslot`)
      .send({ date: '2027-13-01', times: ['25:00'], capacity: 0 });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      date: [DATE_MESSAGE],
      'times.0': [TIME_MESSAGE],
      capacity: [MSG.lessThan(1)],
    });
    const missing = await t.admin().post(`/api/admin/event/${ev.id}/timeslot`).send({});
    expect(missing.body.errors).toMatchObject({ date: [MSG.required], times: [MSG.required] });
    expect((await t.admin().get('/api/admin/event/999999/timeslots')).status).toBe(404);
    expect((await t.admin().get(`/api/admin/event/timeslot-times?event_id=${ev.id}`)).status).toBe(422);
    const ok = await t
      .admin()
      .post(`/api/admin/event/${ev.id}/timeslot`)
      .send({ date: day(5), times: ['17:30'] });
    expect(ok.body.item.times[0]).toMatchObject({ label: '5:30pm', capacity: null, available: null });
    expect(
      (await t.admin().get(`/api/admin/event/timeslot-times?event_id=${ev.id}&date=${day(5)}`)).body.data,
    ).toHaveLength(1);
  });

  it('refuses new times on a date that has passed, and still lets staff tidy its old ones', async () => {
    const ex = await makeExhibition(db(), { title: 'Past Slots' });
    // Two days back in UTC is before the gallery's today at any hour (New York is behind UTC).
    const past = day(-2);
    await makeTimeslot(db(), { exhibition_id: ex.id, date: past, time: '17:00', capacity: 10 });
    const post = (body: object) => t.admin().post(`/api/admin/exhibition/${ex.id}/timeslot`).send(body);

    const added = await post({ date: past, times: ['17:00', '18:00'], capacity: 10 });
    expect(added.status).toBe(422);
    expect(added.body.errors).toEqual({ date: [DATE_PASSED] });
    const rows = () => db().selectFrom('timeslots').select('time').where('exhibition_id', '=', ex.id).execute();
    expect(await rows()).toEqual([{ time: '17:00' }]);

    const capacity = await post({ date: past, times: ['17:00'], capacity: 12 });
    expect(capacity.status).toBe(200);
    expect(capacity.body.item.times[0]).toMatchObject({ time: '17:00', capacity: 12 });
    expect((await post({ date: past, times: [] })).status).toBe(200);
    expect(await rows()).toEqual([]);
  });
});

describe('public timeslots', () => {
  it('offers dates from today on, full ones said full, and every time ahead with its places left', async () => {
    const ex = await makeExhibition(db(), { title: 'Public Slots' });
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(-2), time: '17:00', capacity: 10 });
    const full = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(4), time: '17:00', capacity: 2 });
    await makeRsvp(db(), { timeslot_id: full.id, guests: 2 });
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(5), time: '17:00', capacity: 2 });
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(5), time: '17:30', capacity: null });
    const dates = await t.http().get(`/api/public/exhibition/timeslot-dates?exhibition_id=${ex.id}`);
    expect(dates.status).toBe(200);
    expect(dates.body.data).toEqual([
      { key: day(4), value: expect.stringMatching(/^\w+day, \w+ \d+, \d{4}$/), places_left: 0, full: true },
      { key: day(5), value: expect.stringMatching(/^\w+day, \w+ \d+, \d{4}$/), places_left: null, full: false },
    ]);
    const times = await t.http().get(`/api/public/exhibition/timeslot-times?exhibition_id=${ex.id}&date=${day(5)}`);
    expect(times.body.data).toEqual([
      { key: '17:00', value: '5pm', places_left: 2, full: false },
      { key: '17:30', value: '5:30pm', places_left: null, full: false },
    ]);
    const fullTimes = await t.http().get(`/api/public/exhibition/timeslot-times?exhibition_id=${ex.id}&date=${day(4)}`);
    expect(fullTimes.body.data).toEqual([{ key: '17:00', value: '5pm', places_left: 0, full: true }]);
    const past = await t.http().get(`/api/public/exhibition/timeslot-times?exhibition_id=${ex.id}&date=${day(-2)}`);
    expect(past.body.data).toEqual([]);
  });

  it('hides an inactive show and checks its input', async () => {
    const hidden = await makeEvent(db(), { status: '0' });
    await makeTimeslot(db(), { event_id: hidden.id, date: day(3), time: '17:00' });
    expect((await t.http().get(`/api/public/event/timeslot-dates?event_id=${hidden.id}`)).status).toBe(404);
    expect((await t.http().get(`/api/public/event/timeslot-times?event_id=${hidden.id}&date=${day(3)}`)).status).toBe(
      404,
    );
    const bad = await t.http().get('/api/public/event/timeslot-dates');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.event_id).toEqual([MSG.required]);
  });
});
