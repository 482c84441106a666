// The events back office in a browser: an exhibition made through the drawer (with its type, an
// artist, and the timeslots toast leading to its timeslot editor) and found in the list, the
// title's and the slug's messages under their fields, a refused delete explained, and an event
// and a viewing room made through their drawers.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import type { Row } from '#server/db/schema';
import { MSG } from '#shared/messages';
import { SLUG_TAKEN } from '#server/db/slugs';
import { deleteRefusal } from '#server/modules/events/show.service';
import { EXHIBITION } from '#server/modules/events/kinds';
import { makeArtist } from '#server/factories/catalogue';
import { makeExhibition, makeRsvp, makeTimeslot } from '#server/factories/events';
import { makeExhibitionType } from '#server/factories/lookups';
import { dateOnly, daysFrom } from '#server/factories/support';
import { httpStatusLine, snap, useSite } from './harness';

const site = useSite();
let page: Page;
let booked: Row<'exhibitions'>;

const db = () => site().t.deps.db;
const drawer = () => page.getByRole('dialog');
// the title cell also holds the show's RSVPs and Timeslots links
const row = (text: string) => page.getByRole('row').filter({ has: page.getByText(text, { exact: true }) });

beforeAll(async () => {
  await makeExhibitionType(db(), 'Solo exhibition');
  await makeArtist(db(), { first_name: 'Ama', last_name: 'Owusu', status: '1' });
  booked = await makeExhibition(db(), { title: 'Booked Show', slug: 'booked-show' });
  const slot = await makeTimeslot(db(), { exhibition_id: booked.id, date: dateOnly(daysFrom(new Date(), 7)) });
  await makeRsvp(db(), { timeslot_id: slot.id, guests: 2 });

  // 403 (the refused delete) and 422 (the taken slug) are awaited answers; Chromium still logs them.
  page = await site().newPage({ keep: true, allowConsole: [httpStatusLine(403), httpStatusLine(422)], signedIn: true });
});

it('/admin/events leads to the exhibitions table', async () => {
  await page.goto('/admin/events');
  await page.waitForURL('**/admin/events/exhibitions');
  await page.getByRole('heading', { name: 'Exhibitions' }).waitFor();
  await row('Booked Show').waitFor();
});

it('puts the required message under an empty title, and sends nothing', async () => {
  await page.getByRole('button', { name: 'New exhibition' }).first().click();
  await drawer().getByRole('button', { name: 'Create exhibition' }).click();
  const title = drawer().getByRole('textbox', { name: 'Title' });
  await expect.poll(() => title.getAttribute('aria-invalid')).toBe('true');
  await drawer().getByText(MSG.required).first().waitFor();
  expect(await db().selectFrom('exhibitions').select('id').execute()).toHaveLength(1);
});

it("puts the server's 422 under the slug when the slug is taken", async () => {
  await drawer().getByRole('textbox', { name: 'Title' }).fill('Another Booked Show');
  await drawer().getByRole('textbox', { name: 'Slug' }).fill('booked-show');
  await drawer().getByRole('button', { name: 'Create exhibition' }).click();
  await drawer().getByText(SLUG_TAKEN).waitFor();
  expect(await db().selectFrom('exhibitions').select('id').execute()).toHaveLength(1);
});

it('creates an exhibition through the drawer and lists it, then says timeslots can follow', async () => {
  await drawer().getByRole('textbox', { name: 'Title' }).fill('Common Thread');
  await drawer().getByRole('textbox', { name: 'Slug' }).fill('');
  await drawer().getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Solo exhibition' }).click();
  await drawer().getByRole('radio', { name: 'Active', exact: true }).check();
  await drawer().getByLabel('Start date').fill('2027-03-05');
  await drawer().getByLabel('End date').fill('2027-05-02');
  await drawer().getByRole('textbox', { name: 'Sponsors' }).fill('The Loom Fund');
  const artists = drawer().getByRole('textbox', { name: 'Artists', exact: true });
  await artists.click();
  await artists.fill('Owu');
  await page.getByRole('option', { name: 'Ama Owusu' }).click();
  // Leaving the picker closes its list, which would otherwise cover the drawer's footer.
  await drawer().getByRole('textbox', { name: 'Sponsors' }).click();
  await drawer().getByRole('button', { name: 'Create exhibition' }).click();

  await page.getByText(MSG.exhibitionCreated).waitFor();
  // a new exhibition has no dates yet: its timeslot editor comes next
  await page.waitForURL(/\/admin\/events\/exhibitions\/\d+\/timeslots$/);
  await page.getByRole('heading', { name: 'Common Thread' }).waitFor();
  await page.getByRole('form', { name: 'New date' }).waitFor();
  await page.goto('/admin/events/exhibitions');
  await row('Common Thread').getByText('Solo exhibition').waitFor();
  const saved = await db()
    .selectFrom('exhibitions')
    .selectAll()
    .where('title', '=', 'Common Thread')
    .executeTakeFirstOrThrow();
  expect(saved).toMatchObject({
    slug: 'common-thread',
    status: '1',
    start_date: '2027-03-05',
    sponsors: 'The Loom Fund',
  });
  const links = await db().selectFrom('exhibition_artists').selectAll().where('exhibition_id', '=', saved.id).execute();
  expect(links).toHaveLength(1);
});

it('filters by status and by type from the URL', async () => {
  await page.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Solo exhibition' }).click();
  await page.waitForURL(/type=\d+/);
  await row('Common Thread').waitFor();
  await row('Booked Show').waitFor({ state: 'detached' });
});

it("explains why an exhibition with guests booked ahead can't be deleted", async () => {
  await page.goto('/admin/events/exhibitions');
  await page.getByRole('button', { name: 'Delete Booked Show' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const alert = page.getByRole('dialog', { name: 'This exhibition cannot be deleted' });
  await alert.getByText(deleteRefusal(EXHIBITION, 2)).waitFor();
  await alert.getByRole('button', { name: 'OK' }).click();
  expect(await db().selectFrom('exhibitions').select('id').where('id', '=', booked.id).execute()).toHaveLength(1);
});

it('creates an event with its types through the same drawer', async () => {
  await page.goto('/admin/events/events');
  await page.getByRole('heading', { name: 'Events' }).waitFor();
  await page.getByText('No events yet').waitFor();
  await page.getByRole('button', { name: 'New event' }).first().click();
  await drawer().getByRole('textbox', { name: 'Title' }).fill('Weaving Workshop');
  const types = drawer().getByLabel('Types');
  await types.fill('Workshop');
  await types.press('Enter');
  await drawer().getByRole('button', { name: 'Create event' }).click();
  await page.getByText('Event successfully created. You can now create timeslots.').waitFor();
  await page.waitForURL(/\/admin\/events\/events\/\d+\/timeslots$/);
  await page.goto('/admin/events/events');
  await row('Weaving Workshop').getByText('Workshop', { exact: true }).waitFor();
  const saved = await db()
    .selectFrom('events')
    .selectAll()
    .where('title', '=', 'Weaving Workshop')
    .executeTakeFirstOrThrow();
  expect(JSON.parse(saved.types)).toEqual(['Workshop']);
});

it('creates a private viewing room with its opening dates', async () => {
  await page.goto('/admin/events/private-viewing-rooms');
  await page.getByRole('heading', { name: 'Private viewing rooms' }).waitFor();
  await page.getByRole('button', { name: 'New viewing room' }).first().click();
  await drawer().getByRole('textbox', { name: 'Title' }).fill('For Ms Adeyemi');
  // A typed address without a random part is said to be guessable; an empty one gets one.
  const slug = drawer().getByRole('textbox', { name: 'Slug' });
  const warning = drawer().getByText('Anyone who guesses this address can open the room', { exact: false });
  await slug.fill('for-ms-adeyemi');
  await warning.waitFor();
  await snap(drawer(), 'viewing-room-slug-warning.png');
  await slug.fill('for-ms-adeyemi-k3f7q2m7x4b5d');
  await expect.poll(() => warning.count()).toBe(0);
  await slug.fill('');
  await drawer().getByLabel('Opens').fill('2027-01-10');
  await drawer().getByLabel('Closes').fill('2027-01-05');
  await drawer().getByRole('button', { name: 'Create viewing room' }).click();
  await drawer().getByText(MSG.lessThan('2027-01-10')).waitFor();
  await drawer().getByLabel('Closes').fill('2027-02-10');
  await drawer().getByRole('button', { name: 'Create viewing room' }).click();
  await drawer().waitFor({ state: 'hidden' });
  await row('For Ms Adeyemi').getByText('2027-01-10 – 2027-02-10').waitFor();
  const saved = await db()
    .selectFrom('viewing_rooms')
    .select('slug')
    .where('title', '=', 'For Ms Adeyemi')
    .executeTakeFirstOrThrow();
  expect(saved.slug).toMatch(/^for-ms-adeyemi-[a-z2-7]{13}$/);
});
