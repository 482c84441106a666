// The public events pages as served and as used: exhibition and event pages, the lists, the landing
// and a private viewing room come as real HTML (title, dates, image, JSON-LD, sitemap, real 404s,
// noindex for the room); the browser takes them over without fetching again; and a visitor on a
// phone reserves a time (a full time is shown, disabled) and gets the email with its .ics; a time
// lost to another visitor is one message with the times left, and nothing typed is lost.
import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '#server/db/schema';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeEvent, makeExhibition, makeRsvp, makeTimeslot, makeViewingRoom } from '#server/factories/events';
import { makeImage } from '#server/factories/images';
import { makeExhibitionType } from '#server/factories/lookups';
import { dateOnly, daysFrom } from '#server/factories/support';
import { ROOM_GUESSES, ROOM_GUESSES_SPENT } from '#server/modules/events/room-guesses';
import { formatDayLong } from '#shared/format';
import { galleryIso } from '#shared/gallery-clock';
import { lastEmail } from '../setup/test-app';
import { httpStatusLine, PHONE, snap, useSite } from './harness';
import { jsonLd, metaContent } from '../setup/served-html';

const site = useSite();
const day = (n: number) => dateOnly(daysFrom(new Date(), n));

let show: Row<'exhibitions'>;
let hidden: Row<'exhibitions'>;
let talk: Row<'events'>;
let room: Row<'viewing_rooms'>;
let closedRoom: Row<'viewing_rooms'>;

beforeAll(async () => {
  const { db } = site().t.deps;
  const image = await makeImage(site().t.deps, { width: 1600, height: 1200 });
  const solo = await makeExhibitionType(db, 'Solo exhibition');
  const artist = await makeArtist(db, { first_name: 'Ama', last_name: 'Owusu', location: 'Accra' });
  const work = await makeArtwork(db, {
    artist_id: artist.id,
    title: 'Indigo Field',
    price: 12500,
    image_ids: [image.id],
  });
  show = await makeExhibition(db, {
    title: 'Woven Light',
    dates: null,
    start_date: day(-10),
    end_date: day(40),
    header_image_id: image.id,
    exhibition_type_id: solo.id,
    description: '<p>New tapestries by <strong>Ama Owusu</strong>.</p>',
    artwork_ids: [work.id],
    artist_ids: [artist.id],
  });
  hidden = await makeExhibition(db, { title: 'Withdrawn Show', status: '0' });
  const group = await makeExhibitionType(db, 'Group exhibition');
  await makeExhibition(db, {
    title: 'Common Ground',
    exhibition_type_id: group.id,
    start_date: day(-200),
    end_date: day(-150),
  });
  talk = await makeEvent(db, { title: 'Artist Talk: Ama Owusu', start_date: day(5), end_date: day(5), dates: null });
  // A timed event: its structured data states the times, not only the day.
  await makeTimeslot(db, { event_id: talk.id, date: day(5), time: '18:30', capacity: 40 });
  await makeTimeslot(db, { event_id: talk.id, date: day(5), time: '19:30', capacity: 40 });
  // The first time of the date is full: shown, said full, not choosable.
  const full = await makeTimeslot(db, { exhibition_id: show.id, date: day(3), time: '17:00', capacity: 2 });
  await makeRsvp(db, { timeslot_id: full.id, guests: 2 });
  await makeTimeslot(db, { exhibition_id: show.id, date: day(3), time: '17:30', capacity: 10 });
  room = await makeViewingRoom(db, { title: 'Collectors Preview', artwork_ids: [work.id] });
  closedRoom = await makeViewingRoom(db, { title: 'Old Preview', closes_at: day(-2) });
});

const html = async (path: string) => {
  const res = await fetch(site().url + path);
  return { status: res.status, robots: res.headers.get('x-robots-tag'), text: await res.text() };
};
const headOf = (text: string) => text.slice(0, text.indexOf('</head>'));

describe('served HTML', () => {
  it('an exhibition: title, dates, image, canonical, ExhibitionEvent with place, dates and offer, breadcrumbs', async () => {
    const page = await html(`/exhibitions/${show.slug}`);
    expect(page.status).toBe(200);
    expect(page.robots).toBeNull();
    const head = headOf(page.text);
    expect(head).toContain('<title>Woven Light · Weft Gallery</title>');
    expect(head).toContain(`<link rel="canonical" href="http://weft.test/exhibitions/${show.slug}"/>`);
    expect(metaContent(head, 'description')).toMatch(
      /^Woven Light, .+, at Weft Gallery, New York\. New tapestries by Ama Owusu\./,
    );
    expect(metaContent(head, 'og:image')).toMatch(/^http:\/\/weft\.test\/uploads\/.+\.jpg$/);
    expect(page.text).toMatch(/<h1[^>]*>Woven Light<\/h1>/);
    expect(page.text).toContain('Indigo Field');
    expect(page.text).toContain('Ama Owusu');
    // The RSVP's first step is served: the date with a free time.
    expect(page.text).toContain(formatDayLong(day(3)).replace(/, \d{4}$/, ''));

    const [event, crumbs] = jsonLd(page.text);
    expect(event).toMatchObject({
      '@type': 'ExhibitionEvent',
      name: 'Woven Light',
      startDate: day(-10),
      endDate: day(40),
      url: `http://weft.test/exhibitions/${show.slug}`,
      location: { '@type': 'ArtGallery', address: { streetAddress: '214 Mercer Street', addressLocality: 'New York' } },
      offers: {
        '@type': 'Offer',
        price: 0,
        priceCurrency: 'USD',
        url: `http://weft.test/exhibitions/${show.slug}#rsvp`,
        availability: 'https://schema.org/InStock',
        validFrom: show.created_at,
      },
      performer: [{ '@type': 'Person', name: 'Ama Owusu' }],
    });
    expect(event!.image).toMatch(/^http:\/\/weft\.test\/uploads\//);
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'Exhibitions' }, { name: 'Woven Light' }],
    });
  });

  it('an event: Event structured data, under Events in the trail', async () => {
    const page = await html(`/events/${talk.slug}`);
    expect(page.status).toBe(200);
    expect(headOf(page.text)).toContain('<title>Artist Talk: Ama Owusu · Weft Gallery</title>');
    const [event, crumbs] = jsonLd(page.text);
    // The first time and the last one's end (an hour), with the gallery's offset that day.
    expect(event).toMatchObject({
      '@type': 'Event',
      name: 'Artist Talk: Ama Owusu',
      startDate: galleryIso(day(5), '18:30'),
      endDate: galleryIso(day(5), '19:30', 60),
      offers: { price: 0, availability: 'https://schema.org/InStock', validFrom: talk.created_at },
    });
    expect(event!.startDate).toMatch(new RegExp(`^${day(5)}T18:30:00-0[45]:00$`));
    expect((crumbs!.itemListElement as { name: string }[]).map((c) => c.name)).toEqual([
      'Home',
      'Events',
      'Artist Talk: Ama Owusu',
    ]);
  });

  it('the lists and the landing, with their shows in the HTML', async () => {
    const list = await html('/exhibitions');
    expect(list.status).toBe(200);
    expect(headOf(list.text)).toContain('<title>Exhibitions · Weft Gallery</title>');
    expect(list.text).toContain('Woven Light');
    expect(list.text).not.toContain('Withdrawn Show');
    expect(list.text).toContain('<option value="Solo exhibition">');
    expect(list.text).toContain('<option value="Group exhibition">');
    const filtered = await html('/exhibitions?type=Group%20exhibition');
    expect(filtered.text).toContain('Common Ground');
    expect(filtered.text).not.toContain('Woven Light');
    const none = await html('/exhibitions?type=Survey');
    expect(none.text).toContain('No survey exhibitions yet');
    const events = await html('/events/events');
    expect(events.text).toContain('Artist Talk: Ama Owusu');
    const landing = await html('/events');
    expect(headOf(landing.text)).toContain('<title>Events · Weft Gallery</title>');
    expect(landing.text).toContain('Woven Light');
    expect(landing.text).toContain('Artist Talk: Ama Owusu');
  });

  it('answers 404 for unknown and inactive shows and closed rooms', async () => {
    for (const path of [
      '/exhibitions/no-such-show',
      `/exhibitions/${hidden.slug}`,
      '/events/no-such-event',
      `/private-viewing-room/${closedRoom.slug}`,
      '/private-viewing-room/no-such-room',
    ]) {
      const page = await html(path);
      expect(page.status, path).toBe(404);
      expect(headOf(page.text), path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('counts tries at room pages under any spelling the page router reads, and past the budget refuses the right one', async () => {
    // Sent as written (fetch would resolve the dots before sending), from a client of its own.
    const get = (path: string) =>
      new Promise<{ status: number; retryAfter?: string; text: string }>((resolve, reject) => {
        const { hostname, port } = new URL(site().url);
        http
          .get({ hostname, port, path, headers: { 'x-forwarded-for': '10.81.0.1' } }, (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode!, retryAfter: res.headers['retry-after'] as string, text }),
            );
          })
          .on('error', reject);
      });
    const spellings = [
      (slug: string) => `/./private-viewing-room/${slug}`,
      (slug: string) => `/events/../private-viewing-room/${slug}`,
      (slug: string) => `/events/%2e%2e/private-viewing-room/${slug}`,
      (slug: string) => `/private-viewing-room/./${slug}`,
      (slug: string) => `/PRIVATE-VIEWING-ROOM/${slug}`,
    ];
    expect((await get(spellings[0]!(room.slug))).status).toBe(200);
    for (let i = 0; i < ROOM_GUESSES.max; i++) {
      const path = spellings[i % spellings.length]!(`guess-${i}`);
      expect((await get(path)).status, path).toBe(404);
    }
    for (const spell of spellings) {
      const refused = await get(spell(room.slug));
      expect(refused.status).toBe(429);
      expect(Number(refused.retryAfter)).toBeGreaterThan(0);
      expect(refused.text).toContain(ROOM_GUESSES_SPENT);
      expect(refused.text).not.toContain('Collectors Preview');
    }
  });

  it('a viewing room is served but never indexed: meta robots and X-Robots-Tag on the page and its API', async () => {
    const page = await html(`/private-viewing-room/${room.slug}`);
    expect(page.status).toBe(200);
    expect(page.robots).toBe('noindex, nofollow');
    expect(headOf(page.text)).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(page.text).toContain('Collectors Preview');
    expect(page.text).toContain('Indigo Field');
    expect(jsonLd(page.text)).toEqual([]);
    const api = await fetch(`${site().url}/api/public/viewing-room/${room.slug}`);
    expect(api.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    // robots.txt lets crawlers in, so that they read these pages' noindex (a disallowed page can
    // still be listed from links to it, without its noindex ever being seen).
    const robots = await (await fetch(`${site().url}/robots.txt`)).text();
    for (const path of ['/private-viewing-room/', '/rsvp/', '/waitlist/'])
      expect(robots.split('\n'), path).not.toContain(`Disallow: ${path}`);
    for (const path of ['/rsvp/cancel?token=abc', '/waitlist/claim?token=abc']) {
      const linkPage = await html(path);
      expect(headOf(linkPage.text), path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('the sitemap lists active shows with lastmod and the lists, never a viewing room', async () => {
    const xml = await (await fetch(`${site().url}/sitemap.xml`)).text();
    expect(xml).toMatch(
      new RegExp(`<loc>http://weft\\.test/exhibitions/${show.slug}</loc><lastmod>\\d{4}-\\d{2}-\\d{2}`),
    );
    expect(xml).toMatch(new RegExp(`<loc>http://weft\\.test/events/${talk.slug}</loc><lastmod>`));
    for (const path of ['/events', '/exhibitions', '/events/events'])
      expect(xml).toContain(`<loc>http://weft.test${path}</loc>`);
    expect(xml).not.toContain(hidden.slug);
    expect(xml).not.toContain('private-viewing-room');
  });
});

describe('in the browser', () => {
  it('takes over the served exhibition page without an API request', async () => {
    const page = await site().newPage();
    const apiCalls: string[] = [];
    page.on('request', (req) => {
      if (/\/(trpc|api)\//.test(req.url())) apiCalls.push(req.url());
    });
    await page.goto(`/exhibitions/${show.slug}`, { waitUntil: 'networkidle' });
    expect(apiCalls).toEqual([]);
  });

  it('a visitor on a phone reserves a time (the full one shown, disabled) and gets the email with its .ics', async () => {
    const page = await site().newPage({ viewport: PHONE, allowConsole: [httpStatusLine(422)] });
    await page.goto(`/exhibitions/${show.slug}`);
    await page.getByRole('link', { name: 'Reserve a time' }).click();
    await page.getByRole('group', { name: 'Date' }).getByRole('radio').first().check();
    const times = page.getByRole('group', { name: 'Time' });
    await times.waitFor();
    // 5pm is full: shown and said full, but not choosable.
    expect(
      await times
        .getByRole('radio')
        .evaluateAll((els) =>
          els.map((e) => [e.closest('label')!.innerText.replace(/\s+/g, ' '), (e as HTMLInputElement).disabled]),
        ),
    ).toEqual([
      ['5pm Full', true],
      ['5:30pm', false],
    ]);
    await times.getByRole('radio', { name: '5:30pm' }).check();

    const reserve = page.getByRole('button', { name: 'Reserve', exact: true });
    await reserve.click();
    expect(await page.getByText('This field is required').count()).toBe(2);
    await page.getByLabel('Name').fill('A');
    await page.getByLabel('Email').fill('not-an-email');
    await reserve.click();
    await page.getByText('Min 2 characters').waitFor();
    await page.getByText('Invalid email').waitFor();
    // The first wrong field has the focus, for a screen reader to read its message.
    expect(await page.getByLabel('Name').evaluate((el) => el === document.activeElement)).toBe(true);
    // …and shows the site's focus ring, red border or not.
    expect(await page.getByLabel('Name').evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');

    await page.getByLabel('Name').fill('Ada Visitor');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Guests').selectOption('2');
    await reserve.click();
    const done = page.getByRole('status');
    await done.getByText('Check your email').waitFor();
    await page.getByText('An email is on its way to').waitFor();
    const screen = await done.innerText();

    const mail = await lastEmail(site().t);
    expect(mail).toMatch(/To: ada@example\.com/);
    expect(mail).toContain('at 5:30pm');
    expect(mail).toMatch(/filename=visit\.ics/);

    // Again with the same email, past one visitor's places (8 more held at the full 5pm): the same
    // screen, and the email (not the page) says what it holds.
    const db = site().t.deps.db;
    const fivePm = await db
      .selectFrom('timeslots')
      .select('id')
      .where('exhibition_id', '=', show.id)
      .where('time', '=', '17:00')
      .executeTakeFirstOrThrow();
    await makeRsvp(db, { timeslot_id: fivePm.id, email: 'ada@example.com', guests: 8 });
    await page.reload();
    await page.getByRole('link', { name: 'Reserve a time' }).click();
    await page.getByRole('group', { name: 'Date' }).getByRole('radio').first().check();
    await page.getByRole('group', { name: 'Time' }).getByRole('radio', { name: '5:30pm' }).check();
    await page.getByLabel('Name').fill('Ada Visitor');
    await page.getByLabel('Email').fill('ada@example.com');
    await page.getByLabel('Guests').selectOption('2');
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await done.getByText('Check your email').waitFor();
    expect(await done.innerText()).toBe(screen);
    const told = (await lastEmail(site().t)).replace(/=\r?\n/g, '');
    expect(told).toMatch(/^Subject: Your reservations: /m);
    expect(told).toContain('this address already holds 10 guests');
  });

  it('a time lost while the form was open: one message where the times are, the times left, nothing typed lost', async () => {
    const { db } = site().t.deps;
    const date = day(4);
    const last = await makeTimeslot(db, { exhibition_id: show.id, date, time: '18:00', capacity: 1 });
    const few = await makeTimeslot(db, { exhibition_id: show.id, date, time: '19:00', capacity: 5 });
    const page = await site().newPage({ viewport: PHONE, allowConsole: [httpStatusLine(422)] });
    await page.goto(`/exhibitions/${show.slug}`);
    await page.getByRole('radio', { name: formatDayLong(date).replace(/, \d{4}$/, '') }).check();
    // Few places left are said on the chip.
    await page.getByRole('radio', { name: '7pm 5 places left' }).waitFor();
    await page.getByRole('radio', { name: '6pm 1 place left' }).check();
    await page.getByLabel('Name').fill('Late Comer');
    await page.getByLabel('Email').fill('late@example.com');
    // Someone else takes the last place first.
    await makeRsvp(db, { timeslot_id: last.id, guests: 1 });
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    const message = 'This time is full. Please choose another. Your details are kept.';
    await page.getByRole('alert').getByText(message).waitFor();
    // One message, not three.
    expect(await page.getByRole('alert').count()).toBe(1);
    expect(await page.getByRole('status').count()).toBe(0);
    // The focus is on the message, and the next Tab is on the times that need a change.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(message);
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value))
      .toBe('19:00');
    // 6pm is still there, said full and disabled; what was typed is kept.
    expect(await page.getByRole('radio', { name: '6pm Full' }).isDisabled()).toBe(true);
    expect(await page.getByLabel('Name').inputValue()).toBe('Late Comer');
    expect(await page.getByLabel('Email').inputValue()).toBe('late@example.com');
    await snap(page, 'lost-race-390.png');

    // A refused guest count: the guests select is marked invalid, takes the focus and says why.
    await page.getByRole('radio', { name: '7pm 5 places left' }).check();
    await page.getByLabel('Guests').selectOption('4');
    await makeRsvp(db, { timeslot_id: few.id, guests: 3 });
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.getByText('Only 2 places are left at 7pm. Please choose fewer guests or another time.').waitFor();
    const guests = page.getByLabel('Guests');
    expect(await guests.getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => guests.evaluate((el) => el === document.activeElement)).toBe(true);
    // The focus ring is not the error border's rust.
    const look = await guests.evaluate((el) => {
      const s = getComputedStyle(el);
      return { ring: s.outlineColor, border: s.borderColor };
    });
    expect(look.ring).not.toBe(look.border);
    expect(await page.getByLabel('Name').inputValue()).toBe('Late Comer');
    await snap(page, 'guests-refused-390.png');
    await guests.selectOption('2');
    await page.getByRole('button', { name: 'Reserve', exact: true }).click();
    await page.getByRole('status').getByText('Check your email').waitFor();
  });
});
