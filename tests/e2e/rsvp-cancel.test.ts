// A visitor's emailed cancel link in a phone's browser: nothing happens until they press the
// button (mail scanners open links too), then the places are freed, and the link works only once.
import { expect, it } from 'vitest';
import { hashToken } from '#server/modules/auth/tokens';
import { makeExhibition, makeRsvp, makeTimeslot } from '#server/factories/events';
import { dateOnly, daysFrom } from '#server/factories/support';
import { httpStatusLine, PHONE, useSite } from './harness';

const site = useSite();

it('cancels a reservation once, after the visitor confirms', async () => {
  const db = site().t.deps.db;
  const show = await makeExhibition(db, { title: 'Cancel Show', slug: 'cancel-show', status: '1' });
  const slot = await makeTimeslot(db, { exhibition_id: show.id, date: dateOnly(daysFrom(new Date(), 5)) });
  const token = 'a-visitors-emailed-cancel-token-0123456789';
  const rsvp = await makeRsvp(db, { timeslot_id: slot.id, guests: 2, cancel_token_hash: hashToken(token) });
  const stillBooked = async () =>
    (await db.selectFrom('rsvps').select('id').where('id', '=', rsvp.id).executeTakeFirst()) !== undefined;

  // The second use answers 404 on purpose; Chromium logs the failed request.
  const page = await site().newPage({ viewport: PHONE, allowConsole: [httpStatusLine(404)] });
  await page.goto(`/rsvp/cancel?token=${token}`);
  await page.getByRole('heading', { name: 'Cancel your reservation' }).waitFor();
  // The page names what the link cancels before anything is done.
  const booking = page.getByRole('table', { name: 'Your reservation' });
  await booking.waitFor();
  const named = (await booking.textContent()) ?? '';
  for (const part of ['Cancel Show', 'Date', 'Time', 'Guests2']) expect(named).toContain(part);
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/rsvp-cancel-390.png`, fullPage: true });
  expect(await stillBooked()).toBe(true);

  await page.getByRole('button', { name: 'Cancel my reservation' }).click();
  await expect
    .poll(() => page.getByRole('status').textContent())
    .toBe('Your reservation was cancelled. Thank you for letting us know.');
  expect(await stillBooked()).toBe(false);

  // Used once: the page says so at once, with nothing left to press.
  await page.reload();
  await expect
    .poll(() => page.getByRole('alert').textContent())
    .toBe('This reservation was already cancelled, or the link is not valid.');
  expect(await page.getByRole('button', { name: 'Cancel my reservation' }).count()).toBe(0);
});

it('explains a link opened without its token', async () => {
  const page = await site().newPage({ viewport: PHONE });
  await page.goto('/rsvp/cancel');
  await page.getByText('This page needs the link from your reservation email.', { exact: false }).waitFor();
  expect(await page.getByRole('button', { name: 'Cancel my reservation' }).count()).toBe(0);
});
