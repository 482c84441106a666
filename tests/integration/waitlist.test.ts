// The waitlist per time: a visitor joins a full time; freed places (a visitor's cancellation, a staff
// delete or edit, a raised capacity, an offer that lapsed) are offered to the first in line whose
// party fits, held for them and emailed as a single-use link; claiming books the RSVP. The race
// between a cancellation and two claims never overbooks.
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExhibition, makeTimeslot } from '#server/factories/events';
import { dateInDays as day } from '#server/factories/support';
import { hashToken } from '#server/modules/auth/tokens';
import { expireOffers, HOLD_MINUTES } from '#server/modules/events/waitlist-offers';
import { testAppForFile, tokenFromEmail } from '../setup/test-app';

const t = testAppForFile();
const db = () => t.deps.db;
let ipCounter = 0;
const visitor = () => `10.9.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
const post = (path: string, body: object) =>
  t.http().post(`/api/public/${path}`).set('X-Forwarded-For', visitor()).send(body);
const person = (name: string, guests = 1) => ({ name, email: `${name.toLowerCase()}@example.com`, guests });

/** A show with one time of `capacity`, booked full by a visitor whose cancel token is returned. */
const fullShow = async (slug: string, capacity: number) => {
  const ex = await makeExhibition(db(), { title: `Show ${slug}`, slug });
  const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(4), time: '17:00', capacity });
  const at = { date: day(4), time: '17:00' };
  const booked = await post(`exhibitions/${slug}/rsvp`, { ...person(`Holder${slug.length}`, capacity), ...at });
  expect(booked.status, JSON.stringify(booked.body)).toBe(200);
  const row = await db()
    .selectFrom('mail_queue')
    .select('text')
    .where('kind', '=', 'rsvp-confirmation')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { ex, slot, at, cancelToken: tokenFromEmail(row.text) };
};
const join = (slug: string, who: ReturnType<typeof person>, at: { date: string; time: string }) =>
  post(`exhibitions/${slug}/waitlist`, { ...who, ...at });
const line = (slotId: number) =>
  db().selectFrom('waitlist').selectAll().where('timeslot_id', '=', slotId).orderBy('id').execute();
/** The claim token of the newest offer emailed to this address. */
const offerTokenFor = async (email: string) => {
  const row = await db()
    .selectFrom('mail_queue')
    .select(['text', 'html', 'subject'])
    .where('kind', '=', 'waitlist-offer')
    .where('to_address', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return { token: tokenFromEmail(row.text), ...row };
};
const taken = async (slotId: number) => {
  const r = await db()
    .selectFrom('rsvps')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('guests'), eb.lit(0)).as('n'))
    .where('timeslot_id', '=', slotId)
    .executeTakeFirstOrThrow();
  return Number(r.n);
};

describe('joining the waitlist', () => {
  it('takes a full time only, one place per email, and emails no one who joins', async () => {
    const { slot, at } = await fullShow('full-join', 2);
    const mails = () =>
      db()
        .selectFrom('mail_queue')
        .select(['kind', 'to_address', 'subject', 'text'])
        .where('id', '>', mailBefore)
        .execute();
    const mailBefore = Number(
      (
        await db()
          .selectFrom('mail_queue')
          .select((eb) => eb.fn.max('id').as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    const first = await join('full-join', person('Ada', 2), at);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.entry).toEqual({ name: 'Ada', guests: 2, date: at.date, time: '17:00', time_label: '5pm' });
    expect(first.body.message).toMatch(
      /^You are on the waitlist for \w+day, .* at 5pm\. If places free up, we will email ada@example\.com a link that holds them for 2 hours\.$/,
    );
    expect((await join('full-join', person('Ben'), at)).status).toBe(200);
    expect(await mails()).toEqual([]);
    // Joining again with an email already in line: the answer a new email gets, the line as it
    // was, and the email's owner told (once) where it stands.
    const seen = (res: { status: number; headers: Record<string, string>; body: unknown }) => {
      const { date: _date, ...headers } = res.headers;
      return JSON.parse(JSON.stringify({ status: res.status, headers, body: res.body }).replaceAll('cat@', 'ada@'));
    };
    const again = await join('full-join', person('Ada', 2), at);
    const fresh = await join('full-join', person('Cat', 2), at);
    expect(again.status).toBe(200);
    expect(seen(again)).toEqual(
      seen({ ...fresh, body: { ...fresh.body, entry: { ...fresh.body.entry, name: 'Ada' } } }),
    );
    expect((await join('full-join', person('Ada', 1), at)).status).toBe(200);
    const told = await mails();
    expect(told.map((m) => [m.kind, m.to_address])).toEqual([['waitlist-already-waiting', 'ada@example.com']]);
    expect(told[0]!.text).toContain('You are number 1 in line, for 2 guests.');
    await db().deleteFrom('waitlist').where('email', '=', 'cat@example.com').execute();
    expect((await line(slot.id)).map((e) => [e.name, e.status])).toEqual([
      ['Ada', 'waiting'],
      ['Ben', 'waiting'],
    ]);

    const open = await makeTimeslot(db(), {
      exhibition_id: slot.exhibition_id!,
      date: day(4),
      time: '18:00',
      capacity: 5,
    });
    const roomy = await join('full-join', person('Cy'), { date: day(4), time: '18:00' });
    expect(roomy.status).toBe(422);
    expect(roomy.body.errors).toEqual({ time: ['This time still has places: reserve them instead.'] });
    expect(await line(open.id)).toEqual([]);
    const gone = await join('full-join', person('Di'), { date: day(4), time: '09:00' });
    expect(gone.body.errors).toEqual({ time: ['This time is no longer available. Please choose another.'] });
  });
});

describe('an offer', () => {
  it('follows a cancellation: held for the first in line (the public cannot take it), claimed once', async () => {
    const { slot, at, cancelToken } = await fullShow('freed', 2);
    await join('freed', person('Ada', 2), at);
    await join('freed', person('Ben', 1), at);
    expect((await post('rsvp/cancel', { token: cancelToken })).status).toBe(200);

    const [ada, ben] = await line(slot.id);
    expect(ada).toMatchObject({ status: 'offered' });
    expect(ben).toMatchObject({ status: 'waiting' });
    const ends = Date.parse(ada!.offer_expires_at!) - Date.parse(ada!.offered_at!);
    expect(ends).toBe(HOLD_MINUTES * 60_000);
    const offer = await offerTokenFor('ada@example.com');
    expect(offer.subject).toMatch(/^Places are free: Show freed, \w+day, .* at 5pm$/);
    expect(offer.text.startsWith('Places have freed up')).toBe(true);
    expect(offer.html).toContain('/waitlist/claim?token=');
    // Held: the time is full for everyone else.
    const times = await t
      .http()
      .get(`/api/public/exhibition/timeslot-times?exhibition_id=${slot.exhibition_id}&date=${at.date}`);
    expect(times.body.data).toEqual([{ key: '17:00', value: '5pm', places_left: 0, full: true }]);
    const stranger = await post('exhibitions/freed/rsvp', { ...person('Eve'), ...at });
    expect(stranger.body.errors).toEqual({ time: ['This time is full. Please choose another.'] });

    const page = await t.http().get(`/api/public/waitlist/offer?token=${offer.token}`);
    expect(page.body).toMatchObject({
      title: 'Show freed',
      guests: 2,
      time_label: '5pm',
      name: 'Ada',
      path: '/exhibitions/freed',
    });
    const claimed = await post('waitlist/claim', { token: offer.token });
    expect(claimed.status, JSON.stringify(claimed.body)).toBe(200);
    expect(claimed.body.message).toMatch(
      /^Your places are reserved: 2 guests on .* at 5pm\. A confirmation email is on its way to ada@example\.com\.$/,
    );
    expect(await taken(slot.id)).toBe(2);
    expect((await line(slot.id)).map((e) => e.name)).toEqual(['Ben']);
    const confirmation = await db()
      .selectFrom('mail_queue')
      .select('text')
      .where('kind', '=', 'rsvp-confirmation')
      .where('to_address', '=', 'ada@example.com')
      .executeTakeFirstOrThrow();
    expect(confirmation.text).toContain('/rsvp/cancel?token=');

    const twice = await post('waitlist/claim', { token: offer.token });
    expect(twice.status).toBe(404);
    expect(twice.body.message).toBe('This offer was already used, or the link is not valid.');
    expect(await taken(slot.id)).toBe(2);
  });

  it('passes to the next in line when the hold ends (the sweep reads only the database, so a restart loses nothing)', async () => {
    const { slot, at, cancelToken } = await fullShow('lapse', 1);
    await join('lapse', person('Ada', 1), at);
    await join('lapse', person('Ben', 1), at);
    await post('rsvp/cancel', { token: cancelToken });
    const adaOffer = await offerTokenFor('ada@example.com');

    // Before the hold ends the sweep changes nothing.
    expect(await expireOffers(t.deps, new Date(Date.now() + 60_000))).toEqual({ expired: 0, offered: 0 });
    expect(await expireOffers(t.deps, new Date(Date.now() + (HOLD_MINUTES + 1) * 60_000))).toEqual({
      expired: 1,
      offered: 1,
    });
    expect((await line(slot.id)).map((e) => [e.name, e.status])).toEqual([
      ['Ada', 'expired'],
      ['Ben', 'offered'],
    ]);
    const late = await post('waitlist/claim', { token: adaOffer.token });
    expect(late.status).toBe(422);
    expect(late.body.errors.token).toEqual([
      "This offer has ended and its places were passed on. You can join the waitlist again on the show's page.",
    ]);
    expect((await post('waitlist/claim', { token: (await offerTokenFor('ben@example.com')).token })).status).toBe(200);
    expect(await taken(slot.id)).toBe(1);
    // The one who lapsed may join again.
    expect((await join('lapse', person('Ada', 1), at)).status).toBe(200);
  });

  it('a party larger than what is free keeps its place; a smaller one behind it is offered what fits', async () => {
    const ex = await makeExhibition(db(), { slug: 'fit' });
    const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(5), time: '18:00', capacity: 3 });
    const at = { date: day(5), time: '18:00' };
    for (const name of ['A', 'B', 'C'])
      expect((await post('exhibitions/fit/rsvp', { ...person(`Rsvp${name}`), ...at })).status).toBe(200);
    await join('fit', person('Big', 3), at);
    await join('fit', person('Small', 1), at);
    const one = await db()
      .selectFrom('rsvps')
      .select('id')
      .where('timeslot_id', '=', slot.id)
      .executeTakeFirstOrThrow();
    const del = await t.admin().delete(`/api/admin/exhibition/${ex.id}/rsvp/${one.id}`);
    expect(del.status).toBe(200);
    expect((await line(slot.id)).map((e) => [e.name, e.status])).toEqual([
      ['Big', 'waiting'],
      ['Small', 'offered'],
    ]);
    // Staff raise the capacity: the big party is offered the new places too.
    const raised = await t
      .admin()
      .post(`/api/admin/exhibition/${ex.id}/timeslot`)
      .send({ date: at.date, times: ['18:00'], capacity: 6 });
    expect(raised.status, JSON.stringify(raised.body)).toBe(200);
    expect(raised.body.item.times[0]).toMatchObject({ booked: 2, held: 4, available: 0 });
    expect((await line(slot.id)).map((e) => e.status)).toEqual(['offered', 'offered']);

    const list = await t.admin().get(`/api/admin/exhibition/${ex.id}/waitlist?date=${at.date}`);
    expect(
      list.body.data.map((e: { name: string; position: number; status: string }) => [e.name, e.position, e.status]),
    ).toEqual([
      ['Big', 1, 'offered'],
      ['Small', 2, 'offered'],
    ]);
    // Staff take the big party off the line: its held places go on (nobody else waits: they are free again).
    const big = list.body.data[0].id;
    expect((await t.admin().delete(`/api/admin/exhibition/${ex.id}/waitlist/${big}`)).body.message).toBe(
      'Removed from the waitlist',
    );
    const after = await t.http().get(`/api/public/exhibition/timeslot-times?exhibition_id=${ex.id}&date=${at.date}`);
    expect(after.body.data[0]).toMatchObject({ places_left: 3, full: false });
    expect((await t.admin().delete(`/api/admin/exhibition/${ex.id}/waitlist/${big}`)).status).toBe(404);
  });
});

describe('the race between a cancellation and two claims', () => {
  let server: Server;
  let base: string;
  const yieldAfterEachQuery: KyselyPlugin = {
    transformQuery: (args) => args.node,
    transformResult: async (args) => {
      await new Promise((resolve) => setImmediate(resolve));
      return args.result;
    },
  };
  beforeAll(async () => {
    server = t.app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  const send = (path: string, body: object) =>
    fetch(`${base}/api/public/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': visitor() },
      body: JSON.stringify(body),
    }).then(async (r) => ({ path, status: r.status, body: (await r.json()) as { message: string } }));

  it('never overbooks: one claim books, the same link a second time is refused, the freed place goes to the next in line', async () => {
    // Two places: one booked by a visitor, one held by Ada's open offer. Ben and Cy wait behind her.
    const ex = await makeExhibition(db(), { slug: 'race-wait' });
    const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(6), time: '17:00', capacity: 2 });
    const at = { date: day(6), time: '17:00' };
    expect((await post('exhibitions/race-wait/rsvp', { ...person('Kim'), ...at })).status).toBe(200);
    const kim = tokenFromEmail(
      (
        await db()
          .selectFrom('mail_queue')
          .select('text')
          .where('to_address', '=', 'kim@example.com')
          .executeTakeFirstOrThrow()
      ).text,
    );
    expect((await post('exhibitions/race-wait/rsvp', { ...person('Lou'), ...at })).status).toBe(200);
    for (const name of ['Ada', 'Ben', 'Cy']) await join('race-wait', person(name), at);
    const lou = await db()
      .selectFrom('rsvps')
      .select('id')
      .where('email', '=', 'lou@example.com')
      .executeTakeFirstOrThrow();
    await t.admin().delete(`/api/admin/exhibition/${ex.id}/rsvp/${lou.id}`);
    const ada = (await offerTokenFor('ada@example.com')).token;

    // Interleave every query (see events-rsvp.test.ts): Kim cancels while Ada's link is claimed
    // twice (a double click) and two strangers try the public form for the place.
    const plain = t.deps.db;
    t.deps.db = plain.withPlugin(yieldAfterEachQuery);
    const answers = await Promise.all([
      send('rsvp/cancel', { token: kim }),
      send('waitlist/claim', { token: ada }),
      send('waitlist/claim', { token: ada }),
      send('exhibitions/race-wait/rsvp', { ...person('Eve'), ...at }),
      send('exhibitions/race-wait/rsvp', { ...person('Fay'), ...at }),
    ]).finally(() => {
      t.deps.db = plain;
    });
    expect(answers[0]!.status).toBe(200);
    const claims = answers
      .slice(1, 3)
      .map((a) => a.status)
      .sort();
    expect(claims).toEqual([200, 404]);
    expect(answers.slice(3).map((a) => a.status)).toEqual([422, 422]);
    const rsvps = await db()
      .selectFrom('rsvps')
      .select(['email', 'guests'])
      .where('timeslot_id', '=', slot.id)
      .execute();
    expect(rsvps.map((r) => r.email)).toEqual(['ada@example.com']);
    expect((await line(slot.id)).map((e) => [e.name, e.status])).toEqual([
      ['Ben', 'offered'],
      ['Cy', 'waiting'],
    ]);

    // Ben's link claimed twice at once, with Cy's attempt at the public form: one booking more, never past 2.
    const ben = (await offerTokenFor('ben@example.com')).token;
    t.deps.db = plain.withPlugin(yieldAfterEachQuery);
    const second = await Promise.all([
      send('waitlist/claim', { token: ben }),
      send('waitlist/claim', { token: ben }),
      send('exhibitions/race-wait/rsvp', { ...person('Cy'), ...at }),
    ]).finally(() => {
      t.deps.db = plain;
    });
    expect(second.map((a) => a.status).sort()).toEqual([200, 404, 422]);
    expect(await taken(slot.id)).toBe(2);
    expect(
      await db().selectFrom('waitlist').select('id').where('offer_token_hash', '=', hashToken(ben)).execute(),
    ).toEqual([]);
  });
});
