// The staff side of RSVPs in a browser: timeslots made in the editor (and a booked time the server
// refuses to remove), the door table at phone width (search, check in and out with the counts
// following, a party of 2 arriving one by one, a walk-in in two taps, another door's check-in
// arriving on its own, a check-in made offline kept through a reload and sent when the connection
// returns), editing, deleting and exporting reservations, and the dashboard's links to the right
// show and date: its RSVPs, and the door view alone.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { Row } from '#server/db/schema';
import { galleryToday } from '#shared/gallery-clock';
import { MSG } from '#shared/messages';
import { TIMESLOTS_SAVED } from '#server/modules/events/timeslot.service';
import { makeExhibition, makeRsvp, makeTimeslot } from '#server/factories/events';
import { dateOnly, daysFrom } from '#server/factories/support';
import { DESKTOP, httpStatusLine, PHONE, snap, useSite } from './harness';

const site = useSite();
let page: Page;
let door: Row<'exhibitions'>;
let fresh: Row<'exhibitions'>;
const rsvps: Record<string, Row<'rsvps'>> = {};
// the gallery's day (New York), as the server and the door table count it
const today = galleryToday();
const nextWeek = dateOnly(daysFrom(new Date(), 7));

const db = () => site().t.deps.db;
const checkedIn = async (id: number) =>
  (await db().selectFrom('rsvps').select('checked_in').where('id', '=', id).executeTakeFirstOrThrow()).checked_in;
const arrived = async (id: number) =>
  (await db().selectFrom('rsvps').select('arrived').where('id', '=', id).executeTakeFirstOrThrow()).arrived;
const card = (name: string) => page.getByRole('listitem').filter({ hasText: name });
const box = (name: string) => page.getByRole('checkbox', { name: `Check in ${name}` });
const tile = (label: string) => page.getByRole('button', { name: new RegExp(`^${label}:`) });

beforeAll(async () => {
  door = await makeExhibition(db(), { title: 'Door Show', slug: 'door-show', status: '1' });
  fresh = await makeExhibition(db(), { title: 'Fresh Show', slug: 'fresh-show' });
  const five = await makeTimeslot(db(), { exhibition_id: door.id, date: today, time: '17:00', capacity: 10 });
  const six = await makeTimeslot(db(), { exhibition_id: door.id, date: today, time: '18:00', capacity: 5 });
  rsvps.ada = await makeRsvp(db(), { timeslot_id: five.id, name: 'Ada Lovelace', email: 'ada@example.com', guests: 2 });
  rsvps.bob = await makeRsvp(db(), { timeslot_id: five.id, name: 'Bob Stone', email: 'bob@example.com' });
  rsvps.chen = await makeRsvp(db(), { timeslot_id: six.id, name: 'Chen Li', email: 'chen@example.com' });
  rsvps.dora = await makeRsvp(db(), { timeslot_id: six.id, name: 'Dora Vance', email: 'dora@example.com' });
  // The 422 (the booked time) is an awaited answer Chromium still logs, as it logs the lost connection.
  page = await site().newPage({
    keep: true,
    signedIn: true,
    allowConsole: [httpStatusLine(422), /ERR_INTERNET_DISCONNECTED/, /ERR_FAILED/],
  });
});

it('staff add a date with two times and a capacity in the timeslot editor', async () => {
  await page.goto(`/admin/events/exhibitions/${fresh.id}/timeslots`);
  await page.getByRole('heading', { name: 'Fresh Show' }).waitFor();
  const form = page.getByRole('form', { name: 'New date' });
  await form.getByRole('textbox', { name: 'Date', exact: true }).fill(nextWeek);
  for (const time of ['18:30', '17:00']) {
    await form.getByLabel('Add a time').fill(time);
    await form.getByRole('button', { name: 'Add time' }).click();
  }
  await form.getByRole('textbox', { name: 'Guests per time' }).fill('12');
  await form.getByRole('button', { name: 'Add date' }).click();
  await page.getByText(TIMESLOTS_SAVED).waitFor();

  const saved = page.getByRole('list', { name: /^Times of / });
  await saved.getByRole('listitem').filter({ hasText: '5pm' }).getByText('0 / 12 booked').waitFor();
  await saved.getByRole('listitem').filter({ hasText: '6:30pm' }).waitFor();
  const rows = await db()
    .selectFrom('timeslots')
    .select(['date', 'time', 'capacity'])
    .where('exhibition_id', '=', fresh.id)
    .orderBy('time')
    .execute();
  expect(rows).toEqual([
    { date: nextWeek, time: '17:00', capacity: 12 },
    { date: nextWeek, time: '18:30', capacity: 12 },
  ]);
});

it("shows the server's refusal when a booked time is removed, and keeps the time", async () => {
  await page.goto(`/admin/events/exhibitions/${door.id}/timeslots`);
  const day = page
    .getByRole('form')
    .filter({ has: page.getByRole('heading', { level: 2 }) })
    .first();
  await day.getByRole('button', { name: 'Remove 5pm' }).click();
  await day.getByRole('button', { name: 'Save' }).click();
  await day.getByText('5pm has reservations and cannot be removed. Move or delete them first.').waitFor();
  const left = await db().selectFrom('timeslots').select('time').where('exhibition_id', '=', door.id).execute();
  expect(left.map((t) => t.time).sort()).toEqual(['17:00', '18:00']);
});

it('at 390 px staff find a guest, check them in and out, and the counts follow', async () => {
  await page.setViewportSize(PHONE);
  await page.goto(`/admin/events/exhibitions/${door.id}/rsvps`);
  await tile('5pm').getByText('3 / 10 booked').waitFor();
  // nothing the door needs sits off to the side
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

  await page.getByRole('searchbox', { name: 'Search guests by name or email' }).fill('ada');
  await page.waitForURL(/search=ada/);
  await card('Bob Stone').waitFor({ state: 'detached' });
  const target = await box('Ada Lovelace').locator('xpath=ancestor::label').boundingBox();
  expect(target!.width).toBeGreaterThanOrEqual(44);
  expect(target!.height).toBeGreaterThanOrEqual(44);

  await box('Ada Lovelace').click();
  await expect.poll(() => box('Ada Lovelace').isChecked()).toBe(true);
  await tile('5pm').getByText('2 checked in').waitFor();
  await expect.poll(() => checkedIn(rsvps.ada!.id)).toBe(1);

  await box('Ada Lovelace').click();
  await tile('5pm').getByText('0 checked in').waitFor();
  await expect.poll(() => checkedIn(rsvps.ada!.id)).toBe(0);
  expect(await box('Ada Lovelace').isChecked()).toBe(false);

  // A party of 2 arrives one by one: 1 of 2 in, counted per guest.
  const more = page.getByRole('button', { name: "One more of Ada Lovelace's party arrived" });
  expect((await more.boundingBox())!.width).toBeGreaterThanOrEqual(48);
  await more.click();
  await card('Ada Lovelace').getByText('1/2').waitFor();
  await tile('5pm').getByText('1 checked in').waitFor();
  await expect.poll(() => arrived(rsvps.ada!.id)).toBe(1);
  await snap(page, 'door-partial-390.png');
  await more.click();
  await expect.poll(() => box('Ada Lovelace').isChecked()).toBe(true);
  await expect.poll(() => arrived(rsvps.ada!.id)).toBe(2);
});

it('adds a walk-in in two taps, and over capacity only when staff confirm it', async () => {
  await page.getByRole('searchbox', { name: 'Search guests by name or email' }).fill('');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  // The time offered first is the next one on the gallery's clock; 6pm is chosen so that 5pm's
  // count (a later test's) does not depend on the hour the suite runs.
  const first = page.getByRole('dialog', { name: 'Add a walk-in' });
  await first.getByRole('combobox', { name: 'Time' }).selectOption('18:00');
  await first.getByRole('button', { name: 'Add walk-in and check in' }).click();
  await page.getByText('Walk-in added and checked in: 1 guest at 6pm.').waitFor();
  // 6pm has 5 places: 6 walk-ins are asked about first.
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a walk-in' });
  await dialog.getByRole('combobox', { name: 'Time' }).selectOption('18:00');
  await dialog.getByText('6', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Add walk-in and check in' }).click();
  await dialog.getByText(/ left at 6pm\. Confirm to add 6 guests over capacity\.$/).waitFor();
  await snap(page, 'door-over-capacity-390.png');
  await dialog.getByRole('button', { name: 'Add over capacity' }).click();
  await page.getByText('Walk-in added and checked in: 6 guests at 6pm, over capacity.').waitFor();
  await tile('6pm')
    .getByText(/^\d+ \/ 5 booked$/)
    .waitFor();
  const walkIns = await db()
    .selectFrom('rsvps')
    .select(['guests', 'arrived', 'over_capacity', 'source'])
    .where('source', '=', 'walk_in')
    .orderBy('id')
    .execute();
  expect(walkIns.map((w) => [w.guests, w.arrived, w.over_capacity])).toEqual([
    [1, 1, 0],
    [6, 6, 1],
  ]);
});

it("shows another door's check-in without a reload", async () => {
  await page.getByRole('searchbox', { name: 'Search guests by name or email' }).fill('');
  await card('Chen Li').waitFor();
  await db().updateTable('rsvps').set({ checked_in: 1, arrived: 1 }).where('id', '=', rsvps.chen!.id).execute();
  await expect.poll(() => box('Chen Li').isChecked(), { timeout: 20_000 }).toBe(true);
  const six = await db()
    .selectFrom('rsvps')
    .select((eb) => eb.fn.sum<number>('arrived').as('n'))
    .where('timeslot_id', '=', rsvps.chen!.timeslot_id)
    .executeTakeFirstOrThrow();
  await tile('6pm')
    .getByText(`${Number(six.n)} checked in`)
    .waitFor();
});

it('keeps a check-in made offline on the device, through a reload, and sends it when the connection returns', async () => {
  const context = page.context();
  await context.setOffline(true);
  try {
    await box('Dora Vance').click();
    await expect.poll(() => box('Dora Vance').isChecked()).toBe(true);
    await card('Dora Vance').getByText('Pending').waitFor();
    await page.getByText('1 check-in waiting to be sent').waitFor();
    await snap(page, 'door-offline-390.png');
    expect(await checkedIn(rsvps.dora!.id)).toBe(0);

    // The tab reloads while check-ins still cannot reach the server: the tick is kept, still pending.
    const sendPath = '**/trpc/eventsAdmin.exhibition.checkIn*';
    await page.route(sendPath, (route) => route.abort('internetdisconnected'));
    await context.setOffline(false);
    await page.reload();
    await card('Dora Vance').getByText('Pending').waitFor();
    expect(await box('Dora Vance').isChecked()).toBe(true);
    expect(await checkedIn(rsvps.dora!.id)).toBe(0);

    // The connection returns: the tick is sent, and the server agrees.
    await page.unroute(sendPath);
  } finally {
    await context.setOffline(false);
  }
  await expect.poll(() => checkedIn(rsvps.dora!.id), { timeout: 20_000 }).toBe(1);
  await page.getByText('1 check-in waiting to be sent').waitFor({ state: 'detached' });
  await card('Dora Vance').getByText('Pending').waitFor({ state: 'detached' });
  expect(await box('Dora Vance').isChecked()).toBe(true);
});

it('edits and deletes a reservation, and exports the guest list', async () => {
  await page.setViewportSize(DESKTOP);
  await page.goto(`/admin/events/exhibitions/${door.id}/rsvps`);
  await page.getByRole('button', { name: 'Edit Bob Stone' }).click();
  const modal = page.getByRole('dialog', { name: 'Edit Bob Stone' });
  await modal.getByRole('textbox', { name: 'Guests' }).fill('3');
  await modal.getByRole('button', { name: 'Save' }).click();
  await page.getByText(MSG.reservationUpdated).waitFor();
  expect(
    (await db().selectFrom('rsvps').select('guests').where('id', '=', rsvps.bob!.id).executeTakeFirstOrThrow()).guests,
  ).toBe(3);
  await tile('5pm').getByText('5 / 10 booked').waitFor();

  await page.getByRole('button', { name: 'Delete Chen Li' }).click();
  await page.getByRole('dialog', { name: 'Delete “Chen Li”?' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText(MSG.reservationDeleted).waitFor();
  expect(await db().selectFrom('rsvps').select('id').where('id', '=', rsvps.chen!.id).execute()).toEqual([]);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download the guest list of this date (CSV)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`door-show-${today}-guests.csv`);
});

it("leads from the dashboard's upcoming timeslots to that show's RSVPs on that date", async () => {
  // next week's times (the first test's), not today's: those may have passed on the gallery's clock
  await page.goto('/admin');
  await page.getByRole('link', { name: /^RSVPs of Fresh Show, .* at 5pm$/ }).click();
  await page.waitForURL((u) => u.pathname === `/admin/events/exhibitions/${fresh.id}/rsvps`);
  expect(new URL(page.url()).searchParams.get('date')).toBe(nextWeek);
  await page.getByRole('heading', { name: 'Fresh Show' }).waitFor();
  await tile('5pm').getByText('0 / 12 booked').waitFor();
  await page.getByText(/^No RSVPs for .* yet$/).waitFor();
});

it("opens the door view from the dashboard in one tap, without the back office's other panels", async () => {
  await page.setViewportSize(PHONE);
  await page.goto('/admin');
  await page
    .getByRole('link', { name: /^Door view of Fresh Show, / })
    .first()
    .click();
  await page.waitForURL((u) => u.pathname === `/admin/events/exhibitions/${fresh.id}/door`);
  await page.getByRole('heading', { name: 'Fresh Show' }).waitFor();
  await tile('5pm').getByText('0 / 12 booked').waitFor();
  expect(await page.getByRole('navigation').count()).toBe(0);
  expect(await page.getByRole('banner').count()).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, 'door-view-390.png');
});
