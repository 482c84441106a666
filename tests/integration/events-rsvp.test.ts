// RSVPs: a visitor reserves (messages, full and gone times, the email with its .ics and cancel
// link), the cancel link works once and frees the places, 50 concurrent requests never overbook;
// staff list, read, edit, delete and check guests in, and export a date's guest list.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { galleryTimeToUtc } from '#shared/gallery-clock';
import { MSG } from '#shared/messages';
import { makeEvent, makeExhibition, makeRsvp, makeTimeslot } from '#server/factories/events';
import { dateInDays as day } from '#server/factories/support';
import { lastEmail, testAppForFile, tokenFromEmail } from '../setup/test-app';

const t = testAppForFile();
const yieldAfterEachQuery: KyselyPlugin = {
  transformQuery: (args) => args.node,
  transformResult: async (args) => {
    await new Promise((resolve) => setImmediate(resolve));
    return args.result;
  },
};
const db = () => t.deps.db;
let ipCounter = 0;
/** Each visitor from their own address, so that the per-address limit is not what is tested. */
const visitor = () => `10.0.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const rsvp = (path: string, body: object, ip = visitor()) =>
  t.http().post(`/api/public/${path}`).set('X-Forwarded-For', ip).send(body);
const bookedGuests = async (timeslotId: number) =>
  Number(
    (
      await db()
        .selectFrom('rsvps')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('guests'), eb.lit(0)).as('n'))
        .where('timeslot_id', '=', timeslotId)
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('public RSVP', () => {
  it('reserves, emails the date, time, address, .ics and a cancel link that works once', async () => {
    const ex = await makeExhibition(db(), { title: 'Woven Light', slug: 'woven-light' });
    const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(6), time: '17:30', capacity: 10 });
    const res = await rsvp('exhibitions/woven-light/rsvp', {
      name: 'Ada Lovelace',
      email: 'Ada@Example.com',
      guests: 3,
      date: day(6),
      time: '17:30',
    });
    expect(res.status).toBe(200);
    expect(res.body.message).toMatch(
      /^Thank you! We have your request for \w+day, .* at 5:30pm\. An email about your reservation is on its way to ada@example\.com\.$/,
    );
    expect(res.body.rsvp).toEqual({
      name: 'Ada Lovelace',
      guests: 3,
      date: day(6),
      time: '17:30',
      time_label: '5:30pm',
    });
    expect(await bookedGuests(slot.id)).toBe(3);

    const mail = await lastEmail(t);
    expect(mail).toMatch(/To: ada@example\.com/);
    expect(mail).toMatch(/Subject: Your reservation: Woven Light/);
    expect(mail).toContain('214 Mercer Street');
    expect(mail).toContain('at 5:30pm');
    expect(mail).toMatch(/Content-Type: text\/calendar/);
    expect(mail).toMatch(/filename=visit\.ics/);
    const ics = Buffer.from(
      /filename=visit\.ics[\s\S]*?\n\n([A-Za-z0-9+/=\n]+)/.exec(mail)![1]!.replace(/\n/g, ''),
      'base64',
    ).toString();
    const start = galleryTimeToUtc(day(6), '17:30').toISOString().replace(/[-:]/g, '').slice(0, 15);
    expect(ics).toContain(`DTSTART:${start}Z`);
    expect(ics).toContain('SUMMARY:Woven Light at Weft Gallery');

    const token = tokenFromEmail(mail);
    const cancel = await t.http().post('/api/public/rsvp/cancel').send({ token });
    expect(cancel.status).toBe(200);
    expect(cancel.body.message).toBe('Your reservation was cancelled. Thank you for letting us know.');
    expect(await bookedGuests(slot.id)).toBe(0);
    const again = await t.http().post('/api/public/rsvp/cancel').send({ token });
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This reservation was already cancelled, or the link is not valid.');
    expect((await t.http().post('/api/public/rsvp/cancel').send({})).status).toBe(422);
  });

  it("answers the spec's messages for bad input", async () => {
    await makeEvent(db(), { slug: 'messages-event' });
    const empty = await rsvp('event/messages-event/rsvp', {});
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toMatchObject({
      name: [MSG.required],
      email: [MSG.required],
      guests: [MSG.required],
      date: [MSG.required],
      time: [MSG.required],
    });
    const bad = await rsvp('event/messages-event/rsvp', {
      name: 'A',
      email: 'not-an-email',
      guests: 11,
      date: day(3),
      time: '17:00',
    });
    expect(bad.body.errors).toMatchObject({ name: [MSG.min(2)], email: [MSG.email], guests: [MSG.moreThan(10)] });
    const zero = await rsvp('event/messages-event/rsvp', {
      name: 'Al',
      email: 'a@b.co',
      guests: 0,
      date: day(3),
      time: '17:00',
    });
    expect(zero.body.errors.guests).toEqual([MSG.lessThan(1)]);
  });

  it('refuses a name that would add lines to the email and an address a mailer would split, writing nothing', async () => {
    const ev = await makeEvent(db(), { slug: 'hostile-event' });
    const slot = await makeTimeslot(db(), { event_id: ev.id, date: day(3), time: '17:00', capacity: null });
    const body = { email: 'ann@example.com', guests: 1, date: day(3), time: '17:00' };
    for (const name of ['Ann\r\nBcc: x@evil.test', 'Ann\nPay at evil.test', 'Ann\u0000Lee', 'Ann \u202Eeel']) {
      const res = await rsvp('event/hostile-event/rsvp', { ...body, name });
      expect(res.status, JSON.stringify(name)).toBe(422);
      expect(res.body.errors.name).toEqual([MSG.nameControl]);
    }
    for (const email of [
      'x<attacker@evil.test>',
      'a,b@evil.test',
      '"<script>"@evil.test',
      'ann@evil.test\r\nBcc: x@y.z',
    ]) {
      const res = await rsvp('event/hostile-event/rsvp', { ...body, name: 'Ann Lee', email });
      expect(res.status, email).toBe(422);
      expect(res.body.errors.email).toEqual([MSG.email]);
    }
    expect(await bookedGuests(slot.id)).toBe(0);
    expect((await rsvp('event/hostile-event/rsvp', { ...body, name: "Ann O'Neil-Lee, Jr." })).status).toBe(200);
  });

  it("answers 'This field is required' for a missing or null cancel token", async () => {
    for (const body of [{}, { token: null }, { token: '' }]) {
      const res = await t.http().post('/api/public/rsvp/cancel').send(body);
      expect(res.status).toBe(422);
      expect(res.body.errors.token).toEqual([MSG.required]);
    }
  });

  it('refuses a full, too small, unknown or past time with a clear 422, and an inactive show with 404', async () => {
    const ev = await makeEvent(db(), { slug: 'small-event' });
    const slot = await makeTimeslot(db(), { event_id: ev.id, date: day(2), time: '18:00', capacity: 3 });
    await makeRsvp(db(), { timeslot_id: slot.id, guests: 2 });
    const body = { name: 'Grace Hopper', email: 'grace@example.com', date: day(2), time: '18:00' };
    const tooMany = await rsvp('event/small-event/rsvp', { ...body, guests: 2 });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.message).toBe('Only 1 place is left at 6pm. Please choose fewer guests or another time.');
    expect((await rsvp('event/small-event/rsvp', { ...body, guests: 1 })).status).toBe(200);
    const full = await rsvp('event/small-event/rsvp', { ...body, guests: 1 });
    expect(full.status).toBe(422);
    expect(full.body).toMatchObject({
      message: 'This time is full. Please choose another.',
      errors: { time: [expect.any(String)] },
    });
    const gone = await rsvp('event/small-event/rsvp', { ...body, guests: 1, time: '19:00' });
    expect(gone.body.message).toBe('This time is no longer available. Please choose another.');
    const pastSlot = await makeTimeslot(db(), { event_id: ev.id, date: day(-1), time: '18:00', capacity: 30 });
    const past = await rsvp('event/small-event/rsvp', { ...body, guests: 1, date: pastSlot.date });
    expect(past.status).toBe(422);
    expect(past.body.message).toBe('This time is no longer available. Please choose another.');
    await makeEvent(db(), { slug: 'hidden-rsvp-event', status: '0' });
    expect((await rsvp('event/hidden-rsvp-event/rsvp', { ...body, guests: 1 })).status).toBe(404);
  });

  it('limits RSVPs per address', async () => {
    const ev = await makeEvent(db(), { slug: 'limited-event' });
    await makeTimeslot(db(), { event_id: ev.id, date: day(2), time: '18:00', capacity: null });
    const body = { name: 'Same Person', email: 'same@example.com', guests: 1, date: day(2), time: '18:00' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await rsvp('event/limited-event/rsvp', body, '10.9.9.9')).status);
    expect(statuses.slice(0, 10).every((s) => s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('the overbooking race', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('50 concurrent RSVPs of 1 guest for 10 places: exactly 10 accepted, 40 clear 422s', async () => {
    const ex = await makeExhibition(db(), { slug: 'race-show' });
    const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(9), time: '17:00', capacity: 10 });
    // better-sqlite3 answers synchronously, so without this one request's read and insert would
    // run in a single event-loop turn and no other request could come between them: the race
    // could never be lost and the test could not fail. Yielding to the event loop after every
    // query lets the 50 requests interleave as they would on a slower disk or a busy machine.
    const plain = t.deps.db;
    t.deps.db = plain.withPlugin(yieldAfterEachQuery);
    const responses = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        fetch(`${base}/api/public/exhibitions/race-show/rsvp`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor() },
          body: JSON.stringify({
            name: `Guest ${i}`,
            email: `guest${i}@example.com`,
            guests: 1,
            date: day(9),
            time: '17:00',
          }),
        }).then(async (r) => ({ status: r.status, body: (await r.json()) as { message: string } })),
      ),
    ).finally(() => {
      t.deps.db = plain;
    });
    const accepted = responses.filter((r) => r.status === 200);
    const refused = responses.filter((r) => r.status === 422);
    expect(accepted).toHaveLength(10);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((r) => r.body.message))).toEqual(new Set(['This time is full. Please choose another.']));
    expect(await bookedGuests(slot.id)).toBe(10);
  });
});

describe('admin RSVPs', () => {
  let exId: number;
  let ids: Record<string, number>;
  beforeAll(async () => {
    const ex = await makeExhibition(db(), { title: 'Door Show' });
    exId = ex.id;
    const five = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(1), time: '17:00', capacity: 6 });
    const six = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(1), time: '18:00', capacity: 3 });
    const later = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(8), time: '17:00', capacity: 6 });
    ids = {
      zoe: (await makeRsvp(db(), { timeslot_id: five.id, name: 'Zoe Adams', email: 'zoe@example.com', guests: 2 })).id,
      ben: (await makeRsvp(db(), { timeslot_id: six.id, name: 'Ben Okafor', email: 'ben@example.com', guests: 2 })).id,
      amy: (await makeRsvp(db(), { timeslot_id: later.id, name: 'Amy =Chen', email: 'amy@example.com', guests: 1 })).id,
    };
    const other = await makeExhibition(db(), { title: 'Other Show' });
    const otherSlot = await makeTimeslot(db(), { exhibition_id: other.id, date: day(1), time: '17:00' });
    ids.stranger = (await makeRsvp(db(), { timeslot_id: otherSlot.id, name: 'Stranger' })).id;
  });

  const names = (body: { list: { name: string }[] }) => body.list.map((r) => r.name);

  it('lists by date, time, search, sort and order', async () => {
    const all = await t.admin().get(`/api/admin/exhibition/${exId}/rsvps`);
    expect(all.status).toBe(200);
    expect(names(all.body)).toEqual(['Zoe Adams', 'Ben Okafor', 'Amy =Chen']);
    expect(all.body).toMatchObject({ total: 3, page: 1, hasMorePages: false });
    expect(all.body.list[0]).toMatchObject({
      date: day(1),
      time: '17:00',
      time_label: '5pm',
      guests: 2,
      checked_in: false,
    });
    expect(names((await t.admin().get(`/api/admin/exhibition/${exId}/rsvps?date=${day(1)}&time=18:00`)).body)).toEqual([
      'Ben Okafor',
    ]);
    expect(names((await t.admin().get(`/api/admin/exhibition/${exId}/rsvps?search=ZOE`)).body)).toEqual(['Zoe Adams']);
    expect(names((await t.admin().get(`/api/admin/exhibition/${exId}/rsvps?sort=name&order=desc`)).body)).toEqual([
      'Zoe Adams',
      'Ben Okafor',
      'Amy =Chen',
    ]);
    expect((await t.admin().get(`/api/admin/exhibition/${exId}/rsvps?sort=bogus`)).status).toBe(422);
  });

  it("reads one, never another show's guest", async () => {
    expect((await t.admin().get(`/api/admin/exhibition/${exId}/rsvp/${ids.zoe}`)).body.name).toBe('Zoe Adams');
    expect((await t.admin().get(`/api/admin/exhibition/${exId}/rsvp/${ids.stranger}`)).status).toBe(404);
    expect((await t.admin().delete(`/api/admin/exhibition/${exId}/rsvp/${ids.stranger}`)).status).toBe(404);
  });

  it('updates within capacity, with the spec message', async () => {
    const base = { name: 'Zoe Adams-Ray', email: 'zoe@example.com', date: day(1) };
    const moved = await t
      .admin()
      .put(`/api/admin/exhibition/${exId}/rsvp/${ids.zoe}`)
      .send({ ...base, guests: 2, time: '18:00' });
    expect(moved.status).toBe(422);
    expect(moved.body.message).toBe('Only 1 place is left at 6pm. Please choose fewer guests or another time.');
    const ok = await t
      .admin()
      .put(`/api/admin/exhibition/${exId}/rsvp/${ids.zoe}`)
      .send({ ...base, guests: 6, time: '17:00' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ message: MSG.reservationUpdated, item: { name: 'Zoe Adams-Ray', guests: 6 } });
    const over = await t
      .admin()
      .put(`/api/admin/exhibition/${exId}/rsvp/${ids.zoe}`)
      .send({ ...base, guests: 7, time: '17:00' });
    expect(over.status).toBe(422);
    const bad = await t
      .admin()
      .put(`/api/admin/exhibition/${exId}/rsvp/${ids.zoe}`)
      .send({ ...base, email: 'x', guests: 1, time: '17:00' });
    expect(bad.body.errors.email).toEqual([MSG.email]);
  });

  it('checks a guest in and out, answering the RSVP', async () => {
    const on = await t.admin().put(`/api/admin/exhibition/${exId}/rsvp/${ids.ben}/check-in`).send({ checked_in: true });
    expect(on.status).toBe(200);
    expect(on.body).toMatchObject({ id: ids.ben, checked_in: true, checked_in_at: expect.any(String) });
    const slots = await t.admin().get(`/api/admin/exhibition/${exId}/timeslot?date=${day(1)}`);
    expect(slots.body.times.find((x: { time: string }) => x.time === '18:00')).toMatchObject({
      booked: 2,
      checked_in: 2,
      capacity: 3,
    });
    const off = await t
      .admin()
      .put(`/api/admin/exhibition/${exId}/rsvp/${ids.ben}/check-in`)
      .send({ checked_in: false });
    expect(off.body).toMatchObject({ checked_in: false, checked_in_at: null });
    expect((await t.admin().put(`/api/admin/exhibition/${exId}/rsvp/${ids.ben}/check-in`).send({})).status).toBe(422);
  });

  it("exports a date's guest list as CSV, safe for spreadsheets", async () => {
    const res = await t.admin().get(`/api/admin/exhibition/${exId}/rsvps.csv?date=${day(8)}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="door-show-.*-guests\.csv"/);
    expect(res.text).toBe(
      '"show","date","time","name","email","guests","arrived","checked_in_at"\r\n' +
        `"Door Show","${day(8)}","5pm","Amy =Chen","amy@example.com","1","0",""\r\n`,
    );
    expect((await t.http().get(`/api/admin/exhibition/${exId}/rsvps.csv?date=${day(8)}`)).status).toBe(401);
    expect((await t.admin().get(`/api/admin/exhibition/${exId}/rsvps.csv?date=nope`)).status).toBe(422);
  });

  it('deletes with the spec message', async () => {
    const res = await t.admin().delete(`/api/admin/exhibition/${exId}/rsvp/${ids.amy}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.reservationDeleted);
    expect((await t.admin().get(`/api/admin/exhibition/${exId}/rsvp/${ids.amy}`)).status).toBe(404);
  });
});
