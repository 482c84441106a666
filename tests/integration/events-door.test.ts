// At the door: arrivals counted per guest (2 of 3), the spec's check-in path still whole-party,
// the same state sent twice counted once (an offline queue's replay), walk-ins and phone bookings
// added by staff (over capacity only when confirmed, and kept as such), and the guest list's CSV
// columns with every formula start neutralised.
import { describe, expect, it } from 'vitest';
import { makeExhibition, makeRsvp, makeTimeslot } from '#server/factories/events';
import { dateInDays as day } from '#server/factories/support';
import { csvCell } from '#server/lib/csv-cell';
import { testAppForFile } from '../setup/test-app';

const t = testAppForFile();
const db = () => t.deps.db;
const slotOf = async (exId: number, date: string, time: string) =>
  (await t.admin().get(`/api/admin/exhibition/${exId}/timeslot?date=${date}`)).body.times.find(
    (x: { time: string }) => x.time === time,
  );

describe('arrivals per guest', () => {
  it('counts 2 of 3 arrived, keeps the spec path whole-party, and a replayed state counts once', async () => {
    const ex = await makeExhibition(db(), { title: 'Arrivals' });
    const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(1), time: '17:00', capacity: 10 });
    const party = await makeRsvp(db(), { timeslot_id: slot.id, name: 'Ada Party', guests: 3 });
    const path = `/api/admin/exhibition/${ex.id}/rsvp/${party.id}/check-in`;

    const two = await t.admin().put(path).send({ arrived: 2 });
    expect(two.status).toBe(200);
    expect(two.body).toMatchObject({ arrived: 2, guests: 3, checked_in: true, checked_in_at: expect.any(String) });
    const firstAt = two.body.checked_in_at;
    // The same state again (a door's queue after a reload): nothing moves, the first arrival's time stays.
    const again = await t.admin().put(path).send({ arrived: 2 });
    expect(again.body).toMatchObject({ arrived: 2, checked_in_at: firstAt });
    expect(await slotOf(ex.id, day(1), '17:00')).toMatchObject({ booked: 3, checked_in: 2 });

    const tooMany = await t.admin().put(path).send({ arrived: 4 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.arrived).toEqual(['Only 3 guests are booked on this reservation.']);

    // The spec's { checked_in }: the whole party in, or out.
    expect((await t.admin().put(path).send({ checked_in: true })).body).toMatchObject({ arrived: 3, checked_in: true });
    expect(await slotOf(ex.id, day(1), '17:00')).toMatchObject({ checked_in: 3 });
    expect((await t.admin().put(path).send({ checked_in: false })).body).toMatchObject({
      arrived: 0,
      checked_in: false,
      checked_in_at: null,
    });
    // Fewer guests on an edit never leaves more arrived than booked.
    await t.admin().put(path).send({ arrived: 3 });
    const edit = await t
      .admin()
      .put(`/api/admin/exhibition/${ex.id}/rsvp/${party.id}`)
      .send({ name: 'Ada Party', email: 'ada@example.com', guests: 2, date: day(1), time: '17:00' });
    expect(edit.body.item).toMatchObject({ guests: 2, arrived: 2 });
  });
});

describe('walk-ins and phone bookings', () => {
  it('adds a walk-in checked in, asks before going over capacity, and keeps it as over capacity', async () => {
    const ex = await makeExhibition(db(), { title: 'Walk Ins' });
    const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(0), time: '23:59', capacity: 3 });
    await makeRsvp(db(), { timeslot_id: slot.id, guests: 2 });
    const add = (body: object) => t.admin().post(`/api/admin/exhibition/${ex.id}/rsvps`).send(body);

    const one = await add({ source: 'walk_in', guests: 1, date: day(0), time: '23:59' });
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.message).toBe('Walk-in added and checked in: 1 guest at 11:59pm.');
    expect(one.body.item).toMatchObject({
      name: 'Walk-in',
      email: '',
      source: 'walk_in',
      arrived: 1,
      checked_in: true,
      over_capacity: false,
    });

    // Full now: staff are asked first, and nothing is written until they confirm.
    const ask = await add({ source: 'walk_in', guests: 2, date: day(0), time: '23:59' });
    expect(ask.status).toBe(422);
    expect(ask.body.errors.over_capacity).toEqual(['11:59pm is full. Confirm to add 2 guests over capacity.']);
    expect(await slotOf(ex.id, day(0), '23:59')).toMatchObject({ booked: 3, over: 0 });

    const confirmed = await add({ source: 'walk_in', guests: 2, date: day(0), time: '23:59', over_capacity: true });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Walk-in added and checked in: 2 guests at 11:59pm, over capacity.');
    expect(confirmed.body.item.over_capacity).toBe(true);
    expect(await slotOf(ex.id, day(0), '23:59')).toMatchObject({ booked: 5, capacity: 3, available: 0, over: 2 });

    // Visitors still find it full; staff may save the date's times with the same capacity.
    expect(
      (await t.http().get(`/api/public/exhibition/timeslot-times?exhibition_id=${ex.id}&date=${day(0)}`)).body.data[0],
    ).toMatchObject({ full: true });
    const keep = await t
      .admin()
      .post(`/api/admin/exhibition/${ex.id}/timeslot`)
      .send({ date: day(0), times: ['23:59'], capacity: 3 });
    expect(keep.status, JSON.stringify(keep.body)).toBe(200);

    // A phone booking needs a name, is not checked in, and is within capacity like anyone's.
    const later = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(2), time: '18:00', capacity: 4 });
    expect((await add({ source: 'phone', guests: 2, date: day(2), time: '18:00' })).body.errors.name).toEqual([
      'A phone booking needs a name',
    ]);
    const phone = await add({ source: 'phone', name: 'Ben Caller', guests: 2, date: day(2), time: '18:00' });
    expect(phone.body.item).toMatchObject({ source: 'phone', arrived: 0, checked_in: false, timeslot_id: later.id });
    expect((await add({ source: 'walk_in', guests: 1, date: day(-1), time: '18:00' })).status).toBe(422);
    expect((await t.http().post(`/api/admin/exhibition/${ex.id}/rsvps`).send({})).status).toBe(401);
  });
});

describe('the guest list CSV', () => {
  it('carries show, date, time, name, email, guests, arrived, checked-in time, every cell quoted', async () => {
    const ex = await makeExhibition(db(), { title: 'Show; =1+1' });
    const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(3), time: '17:30', capacity: 10 });
    await makeRsvp(db(), { timeslot_id: slot.id, name: 'Eve; =HYPERLINK("x")', email: 'eve@example.com', guests: 3 });
    const r = await makeRsvp(db(), { timeslot_id: slot.id, name: 'Abe Arrived', email: 'abe@example.com', guests: 2 });
    await t.admin().put(`/api/admin/exhibition/${ex.id}/rsvp/${r.id}/check-in`).send({ arrived: 1 });
    const res = await t.admin().get(`/api/admin/exhibition/${ex.id}/rsvps.csv?date=${day(3)}`);
    const lines = res.text.split('\r\n');
    expect(lines[0]).toBe('"show","date","time","name","email","guests","arrived","checked_in_at"');
    expect(lines[1]).toMatch(
      new RegExp(`^"Show; '=1\\+1","${day(3)}","5:30pm","Abe Arrived","abe@example.com","2","1","\\d{4}-.*Z"$`),
    );
    expect(lines[2]).toBe(`"Show; '=1+1","${day(3)}","5:30pm","Eve; '=HYPERLINK(""x"")","eve@example.com","3","0",""`);
  });

  it('neutralises a formula start at the beginning and after ; or , inside a cell', () => {
    expect(csvCell('=SUM(A1)')).toBe(`"'=SUM(A1)"`);
    for (const c of ['+', '-', '@', '\t', '\r']) expect(csvCell(`${c}x`)).toBe(`"'${c}x"`);
    expect(csvCell('a,@cmd')).toBe(`"a,'@cmd"`);
    expect(csvCell('a; -1')).toBe(`"a; '-1"`);
    expect(csvCell('Mary-Ann O"Neil')).toBe(`"Mary-Ann O""Neil"`);
    expect(csvCell(3)).toBe('"3"');
  });
});
