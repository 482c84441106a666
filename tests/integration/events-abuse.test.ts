// What an outside review found in the events slice, each closed: places counted per client address
// (IPv6 by /64) and per email per show rather than requests; a visitor's name in an email is never
// something to click; wrong viewing-room addresses are limited, a right one too once past it.
import { describe, expect, it } from 'vitest';
import { makeExhibition, makeTimeslot, makeViewingRoom } from '#server/factories/events';
import { dateInDays as day } from '#server/factories/support';
import { ADDRESS_BUDGET_SPENT, ADDRESS_GUESTS, EMAIL_GUESTS_MAX } from '#server/modules/events/rsvp.service';
import { ROOM_GUESSES, ROOM_GUESSES_SPENT } from '#server/modules/events/room-guesses';
import { testAppForFile } from '../setup/test-app';

const t = testAppForFile();
const db = () => t.deps.db;
const book = (slug: string, body: object, ip: string) =>
  t.http().post(`/api/public/exhibitions/${slug}/rsvp`).set('X-Forwarded-For', ip).send(body);

describe('places per client address', () => {
  it('counts guests, not requests, and groups an IPv6 /64 as one client', async () => {
    await makeExhibition(db(), { slug: 'opening-day' });
    const ex = await db()
      .selectFrom('exhibitions')
      .select('id')
      .where('slug', '=', 'opening-day')
      .executeTakeFirstOrThrow();
    for (const time of ['17:00', '18:00', '19:00'])
      await makeTimeslot(db(), { exhibition_id: ex.id, date: day(3), time, capacity: 105 });
    const at = (time: string) => ({ date: day(3), time });
    // Two full parties from two addresses of one /64 (one household, or one host's many addresses).
    const a = await book(
      'opening-day',
      { name: 'Ann', email: 'ann@example.com', guests: 10, ...at('17:00') },
      '2001:db8:1:2::a',
    );
    const b = await book(
      'opening-day',
      { name: 'Bob', email: 'bob@example.com', guests: 10, ...at('18:00') },
      '2001:db8:1:2:ffff::1',
    );
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(ADDRESS_GUESTS.max).toBe(20);
    const third = await book(
      'opening-day',
      { name: 'Cy', email: 'cy@example.com', guests: 1, ...at('19:00') },
      '2001:db8:1:2::c',
    );
    expect(third.status).toBe(429);
    expect(third.body.message).toBe(ADDRESS_BUDGET_SPENT);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another /64 is another client.
    expect(
      (await book('opening-day', { name: 'Di', email: 'di@example.com', guests: 1, ...at('19:00') }, '2001:db8:1:3::1'))
        .status,
    ).toBe(200);
    const booked = await db()
      .selectFrom('rsvps')
      .select('email')
      .where('name', 'in', ['Ann', 'Bob', 'Cy', 'Di'])
      .execute();
    expect(booked.map((r) => r.email).sort()).toEqual(['ann@example.com', 'bob@example.com', 'di@example.com']);
  });

  it('gives the places back when the booking is refused (a full time takes none of the budget)', async () => {
    const ex = await makeExhibition(db(), { slug: 'tiny-room' });
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(4), time: '17:00', capacity: 1 });
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(4), time: '18:00', capacity: 50 });
    const ip = '10.77.0.1';
    for (let i = 0; i < 3; i++) {
      const full = await book(
        'tiny-room',
        { name: `Try ${i}`, email: `try${i}@example.com`, guests: 9, date: day(4), time: '17:00' },
        ip,
      );
      expect(full.status).toBe(422);
    }
    expect(
      (
        await book(
          'tiny-room',
          { name: 'Real', email: 'real@example.com', guests: 10, date: day(4), time: '18:00' },
          ip,
        )
      ).status,
    ).toBe(200);
  });
});

describe('places per email per show', () => {
  /** The answer as a visitor's program sees it, with what differs between any two answers (the clock) left out. */
  const seen = (res: { status: number; headers: Record<string, string>; body: unknown }) => {
    const { date: _date, ...headers } = res.headers;
    return { status: res.status, headers, body: res.body };
  };
  const placesOf = async (email: string) =>
    (await db().selectFrom('rsvps').select('guests').where('email', '=', email).execute()).reduce(
      (n, r) => n + r.guests,
      0,
    );
  const heldMails = (email: string) =>
    db()
      .selectFrom('mail_queue')
      .select(['subject', 'text'])
      .where('kind', '=', 'rsvp-places-held')
      .where('to_address', '=', email)
      .execute();

  it('holds one email to one full party at a show, and answers past it exactly as a booking', async () => {
    const ex = await makeExhibition(db(), { title: 'Per Email', slug: 'per-email' });
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(5), time: '17:00', capacity: 100 });
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(6), time: '17:00', capacity: 100 });
    const as = (email: string, guests: number, d: number, ip: string) =>
      book('per-email', { name: 'Eve Same', email, guests, date: day(d), time: '17:00' }, ip);
    expect((await as('Eve@Example.com', 6, 5, '10.78.0.1')).status).toBe(200);
    // Past the email's places and a first booking, side by side: one answer (two addresses of one
    // length, so that even Content-Length is the same).
    const past = await as('eve@example.com', 5, 6, '10.78.0.2');
    const fresh = await as('new@example.com', 5, 6, '10.78.0.3');
    const same = (r: typeof past) =>
      JSON.parse(JSON.stringify(seen(r)).replaceAll('new@example.com', 'eve@example.com')) as unknown;
    expect(same(past)).toEqual(same(fresh));
    expect(past.status).toBe(200);
    // Nothing was booked past the limit; the email, and only it, was told what it holds.
    expect(await placesOf('eve@example.com')).toBe(6);
    expect(await placesOf('new@example.com')).toBe(5);
    const [told, ...more] = await heldMails('eve@example.com');
    expect(more).toEqual([]);
    expect(told!.subject).toBe('Your reservations: Per Email');
    expect(told!.text).toContain('this address already holds 6 guests for this exhibition');
    expect(told!.text).toContain('You may reserve up to 4 guests more.');
    expect(told!.text).toMatch(/\w+day, .* at 5pm: 6 guests/);
    expect(told!.text).not.toContain('Eve Same');
    // Within the limit it books as ever; a full email is answered the same again, and told once an hour.
    expect((await as('eve@example.com', 4, 6, '10.78.0.4')).status).toBe(200);
    expect(await placesOf('eve@example.com')).toBe(EMAIL_GUESTS_MAX);
    const full = await as('eve@example.com', 1, 5, '10.78.0.5');
    expect(full.status).toBe(200);
    expect(await as('eve@example.com', 1, 5, '10.78.0.6').then((r) => r.status)).toBe(200);
    expect(await placesOf('eve@example.com')).toBe(EMAIL_GUESTS_MAX);
    expect(await heldMails('eve@example.com')).toHaveLength(1);
    // Another show is another budget.
    const other = await makeExhibition(db(), { slug: 'other-show' });
    await makeTimeslot(db(), { exhibition_id: other.id, date: day(5), time: '17:00', capacity: 100 });
    expect(
      (
        await book(
          'other-show',
          { name: 'Eve Same', email: 'eve@example.com', guests: 2, date: day(5), time: '17:00' },
          '10.78.0.7',
        )
      ).status,
    ).toBe(200);
    expect(await placesOf('eve@example.com')).toBe(EMAIL_GUESTS_MAX + 2);
  });

  it('tells a full time the same way to every address: what anyone may see comes first', async () => {
    const ex = await makeExhibition(db(), { slug: 'per-email-full' });
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(5), time: '17:00', capacity: 10 });
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(5), time: '18:00', capacity: 1 });
    const as = (email: string, guests: number, time: string, ip: string) =>
      book('per-email-full', { name: 'Fay', email, guests, date: day(5), time }, ip);
    expect((await as('fay@example.com', 10, '17:00', '10.78.1.1')).status).toBe(200);
    const held = await as('fay@example.com', 2, '18:00', '10.78.1.2');
    const fresh = await as('gus@example.com', 2, '18:00', '10.78.1.3');
    expect(held.status).toBe(422);
    expect(held.body).toEqual(fresh.body);
  });
});

describe("a visitor's name in the email", () => {
  it('comes after the gallery words, cut short, and defanged when it carries an address', async () => {
    const ex = await makeExhibition(db(), { slug: 'name-mail' });
    await makeTimeslot(db(), { exhibition_id: ex.id, date: day(5), time: '17:00', capacity: 10 });
    const name = 'Win a prize at evil.example/claim or mail me@evil.example';
    expect(
      (
        await book(
          'name-mail',
          { name, email: 'target@example.com', guests: 1, date: day(5), time: '17:00' },
          '10.79.0.1',
        )
      ).status,
    ).toBe(200);
    const mail = await db()
      .selectFrom('mail_queue')
      .select(['text', 'html', 'subject'])
      .where('to_address', '=', 'target@example.com')
      .executeTakeFirstOrThrow();
    expect(mail.subject.startsWith('Your reservation:')).toBe(true);
    expect(mail.subject).not.toContain('prize');
    expect(mail.text.startsWith('Your visit is reserved')).toBe(true);
    expect(mail.text).toContain('Reserved for: Win a prize at evil[.]example/claim or mail me[@]evil[.]example');
    for (const part of [mail.text, mail.html!]) {
      expect(part).not.toContain('evil.example');
      expect(part).not.toContain('me@evil');
    }
    // An ordinary name with dots is left as it is.
    await book(
      'name-mail',
      { name: 'J. R. St. Clair', email: 'jr@example.com', guests: 1, date: day(5), time: '17:00' },
      '10.79.0.2',
    );
    const plain = await db()
      .selectFrom('mail_queue')
      .select('text')
      .where('to_address', '=', 'jr@example.com')
      .executeTakeFirstOrThrow();
    expect(plain.text).toContain('Reserved for: J. R. St. Clair');
  });
});

describe('wrong viewing-room addresses', () => {
  it('answer 404 up to the budget, then 429 for every room address from that client, a right one too', async () => {
    const room = await makeViewingRoom(db(), { title: 'Secret Room', slug: 'secret-room-k3f7q2m7x4b5d' });
    const get = (slug: string, ip: string) =>
      t.http().get(`/api/public/viewing-room/${slug}`).set('X-Forwarded-For', ip);
    expect((await get(room.slug, '10.80.0.1')).status).toBe(200);
    for (let i = 0; i < ROOM_GUESSES.max; i++) expect((await get(`guess-${i}`, '10.80.0.1')).status).toBe(404);
    const blocked = await get(room.slug, '10.80.0.1');
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(ROOM_GUESSES_SPENT);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // The tRPC procedure is the same door.
    const trpc = await t
      .http()
      .get(`/trpc/eventsPublic.viewingRoom?input=${encodeURIComponent(JSON.stringify({ slug: room.slug }))}`)
      .set('X-Forwarded-For', '10.80.0.1');
    expect(trpc.status).toBe(429);
    // Another client still gets in.
    expect((await get(room.slug, '10.80.0.2')).status).toBe(200);
  });

  it('count each call of a tRPC batch, and never let a kept answer past the budget', async () => {
    const room = await makeViewingRoom(db(), { title: 'Batch Room', slug: 'batch-room-k3f7q2m7x4b5e' });
    const ip = '10.80.1.1';
    const batch = (slugs: string[]) =>
      t
        .http()
        .get(
          `/trpc/${slugs.map(() => 'eventsPublic.viewingRoom').join(',')}?batch=1&input=${encodeURIComponent(
            JSON.stringify(Object.fromEntries(slugs.map((slug, i) => [i, { slug }]))),
          )}`,
        )
        .set('X-Forwarded-For', ip);
    const rest = (slug: string) => t.http().get(`/api/public/viewing-room/${slug}`).set('X-Forwarded-For', ip);
    // A right address in a batch is answered and costs nothing; the wrong ones beside it count.
    const first = await batch([room.slug, ...Array.from({ length: 9 }, (_, i) => `batch-guess-${i}`)]);
    expect(
      first.body.map((r: { error?: { data: { httpStatus: number } } }) => r.error?.data.httpStatus ?? 200),
    ).toEqual([200, ...Array(9).fill(404)]);
    expect((await rest(room.slug)).status).toBe(200);
    const second = await batch(Array.from({ length: 10 }, (_, i) => `batch-guess-${9 + i}`));
    expect(second.body.filter((r: { error?: unknown }) => r.error)).toHaveLength(10);
    expect(ROOM_GUESSES.max).toBe(20);
    expect((await rest('batch-guess-19')).status).toBe(404);
    // The budget is spent: the right room, kept or not, in a batch or alone, is refused.
    expect((await rest(room.slug)).status).toBe(429);
    const third = await batch([room.slug]);
    expect(third.status).toBe(429);
    expect(third.body[0].error.message).toBe(ROOM_GUESSES_SPENT);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
  });
});
