// The waitlist on a phone: a visitor on a full time joins its line (nothing typed is lost on the
// way), a cancellation offers them the places, and the emailed link's page names what is held and
// books it with one press; staff see the line beside the RSVPs.
import { expect, it } from 'vitest';
import { makeEvent, makeExhibition, makeTimeslot } from '#server/factories/events';
import { dateOnly, daysFrom } from '#server/factories/support';
import { formatDayLong } from '#shared/format';
import { tokenFromEmail } from '../setup/test-app';
import { httpStatusLine, PHONE, snap, useSite } from './harness';

const site = useSite();
const day = (n: number) => dateOnly(daysFrom(new Date(), n));

/** An exhibition on from three days ago, with one time `date` at `time` for `capacity` guests. */
const showWithOneTime = async (title: string, slug: string, slot: { date: string; time: string; capacity: number }) => {
  const { db } = site().t.deps;
  const show = await makeExhibition(db, { title, slug, start_date: day(-3), end_date: day(30) });
  return { show, slot: await makeTimeslot(db, { exhibition_id: show.id, ...slot }) };
};

it('a visitor on a full day joins the waitlist at 390 px, is offered a freed place and claims it', async () => {
  const { db } = site().t.deps;
  const date = day(6);
  const { slot } = await showWithOneTime('Crowded Loom', 'crowded-loom', { date, time: '18:00', capacity: 2 });
  // Booked out through the public form, so the booking has a cancel link to free it with.
  const booked = await site()
    .t.http()
    .post('/api/public/exhibitions/crowded-loom/rsvp')
    .set('X-Forwarded-For', '10.44.0.1')
    .send({ name: 'Early Bird', email: 'early@example.com', guests: 2, date, time: '18:00' });
  expect(booked.status).toBe(200);

  // Booked out is said to search engines too: the free offer is SoldOut.
  const served = await (await fetch(`${site().url}/exhibitions/crowded-loom`)).text();
  const ld = [...served.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as { offers?: object },
  );
  expect(ld[0]!.offers).toMatchObject({ price: 0, availability: 'https://schema.org/SoldOut' });

  const page = await site().newPage({ viewport: PHONE, allowConsole: [httpStatusLine(404)] });
  await page.goto('/exhibitions/crowded-loom');
  await page.getByText('Fully booked.').waitFor();
  await page.getByRole('radio', { name: `${formatDayLong(date).replace(/, \d{4}$/, '')} Full` }).check();
  await page.getByText('Every time on this day is taken.').waitFor();
  await page.getByRole('button', { name: 'Join the waitlist' }).click();
  // The one full time is chosen for them; the form asks the same as a reservation.
  const waitFor = page.getByRole('group', { name: 'Waitlist for' });
  expect(await waitFor.getByRole('radio', { name: '6pm Full' }).isChecked()).toBe(true);
  const join = page.getByRole('button', { name: 'Join the waitlist' });
  await join.click();
  expect(await page.getByText('This field is required').count()).toBe(2);
  await page.getByLabel('Name').fill('Wanda Weaver');
  await page.getByLabel('Email').fill('wanda@example.com');
  // Any party may wait, past the places a time has.
  await page.getByLabel('Guests').selectOption('2');
  await snap(page, 'waitlist-join-390.png');
  await join.click();
  await page.getByRole('status').getByText("You're on the waitlist").waitFor();
  await page.getByText('You are waiting for 2 places').waitFor();
  await snap(page, 'waitlist-joined-390.png');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const entry = await db
    .selectFrom('waitlist')
    .selectAll()
    .where('timeslot_id', '=', slot.id)
    .executeTakeFirstOrThrow();
  expect(entry).toMatchObject({ name: 'Wanda Weaver', email: 'wanda@example.com', guests: 2, status: 'waiting' });

  // The early bird cancels: the places are held for Wanda and her link is queued with the cancel.
  const cancelMail = await db
    .selectFrom('mail_queue')
    .select('text')
    .where('to_address', '=', 'early@example.com')
    .executeTakeFirstOrThrow();
  const cancelled = await site()
    .t.http()
    .post('/api/public/rsvp/cancel')
    .set('X-Forwarded-For', '10.44.0.2')
    .send({ token: tokenFromEmail(cancelMail.text) });
  expect(cancelled.status).toBe(200);
  const offer = await db
    .selectFrom('mail_queue')
    .select('text')
    .where('kind', '=', 'waitlist-offer')
    .where('to_address', '=', 'wanda@example.com')
    .executeTakeFirstOrThrow();
  const token = tokenFromEmail(offer.text);

  await page.goto(`/waitlist/claim?token=${token}`);
  const held = page.getByRole('table', { name: 'The places held for you' });
  await held.waitFor();
  const named = (await held.textContent()) ?? '';
  for (const part of ['Crowded Loom', '6pm', 'Guests2', 'Held until']) expect(named).toContain(part);
  await snap(page, 'waitlist-claim-390.png');
  await page.getByRole('button', { name: 'Reserve my places' }).click();
  await expect
    .poll(() => page.getByRole('status').textContent())
    .toMatch(
      /^Your places are reserved: 2 guests on .* at 6pm\. A confirmation email is on its way to wanda@example\.com\.$/,
    );
  const rsvps = await db.selectFrom('rsvps').select(['name', 'guests']).where('timeslot_id', '=', slot.id).execute();
  expect(rsvps).toEqual([{ name: 'Wanda Weaver', guests: 2 }]);

  // Used once: the page says so, with nothing to press.
  await page.reload();
  await page.getByText('This offer was already used, or the link is not valid.').waitFor();
  expect(await page.getByRole('button', { name: 'Reserve my places' }).count()).toBe(0);
});

it('staff see the waitlist beside the RSVPs at the door', async () => {
  const { db } = site().t.deps;
  const date = day(2);
  const { show, slot } = await showWithOneTime('Door Line', 'door-line', { date, time: '17:00', capacity: 1 });
  const http = site().t.http();
  await http
    .post('/api/public/exhibitions/door-line/rsvp')
    .set('X-Forwarded-For', '10.45.0.1')
    .send({ name: 'Booked One', email: 'one@example.com', guests: 1, date, time: '17:00' });
  await http
    .post('/api/public/exhibitions/door-line/waitlist')
    .set('X-Forwarded-For', '10.45.0.2')
    .send({ name: 'Next Inline', email: 'next@example.com', guests: 3, date, time: '17:00' });
  expect(await db.selectFrom('waitlist').select('id').where('timeslot_id', '=', slot.id).execute()).toHaveLength(1);

  const page = await site().newPage({ viewport: PHONE, signedIn: true });
  await page.goto(`/admin/events/exhibitions/${show.id}/rsvps?date=${date}`);
  const panel = page.getByRole('region', { name: 'Waitlist' });
  await panel.getByText('Next Inline · 3 guests').waitFor();
  await panel.getByText('Waiting, number 1 in line').waitFor();
  await snap(page, 'waitlist-admin-390.png');
  await panel.getByRole('button', { name: 'Take Next Inline off the waitlist' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect
    .poll(() => db.selectFrom('waitlist').select('id').where('timeslot_id', '=', slot.id).execute())
    .toEqual([]);
  await expect.poll(() => panel.count()).toBe(0);
});

it('a visitor on a phone finds where to book: cards say Reserve a time or Full, an exhibition lists its events, the home page leads there', async () => {
  const { db } = site().t.deps;
  const lead = await makeExhibition(db, {
    title: 'Home Lead',
    slug: 'home-lead',
    home_page: 1,
    start_date: day(-3),
    end_date: day(30),
  });
  const opening = await makeEvent(db, {
    title: 'Opening Night',
    slug: 'opening-night',
    exhibition_id: lead.id,
    start_date: day(2),
    end_date: day(2),
  });
  await makeTimeslot(db, { event_id: opening.id, date: day(2), time: '18:00', capacity: 40 });

  const page = await site().newPage({ viewport: PHONE });
  await page.goto('/');
  await page.getByRole('link', { name: 'Reserve a time: Opening Night' }).waitFor();
  await snap(page, 'home-reserve-390.png');
  await page.goto('/exhibitions/home-lead');
  await page
    .getByRole('link', { name: /Opening Night/ })
    .first()
    .waitFor();
  await page.getByText('Events to reserve').waitFor();
  await snap(page, 'exhibition-events-to-reserve-390.png');
  await page.goto('/events');
  // Both marks on the landing's cards: the open event and the booked-out show of the first test.
  await page.getByText('Reserve a time', { exact: true }).first().waitFor();
  await page.getByText('Full', { exact: true }).first().waitFor();
  await snap(page, 'events-cards-390.png');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
