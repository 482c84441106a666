import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { TAG_DELETED } from '#server/modules/media/tag.service';
import { httpStatusLine, useSite } from './harness';

const site = useSite();
let page: Page;

const tagCount = async (title: string) =>
  (await site().t.deps.db.selectFrom('tags').select('id').where('title', '=', title).execute()).length;

const dialog = () => page.getByRole('dialog');
const titleField = () => dialog().getByRole('textbox', { name: 'Title' });
const row = (title: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: title, exact: true }) });

/** Opens the form, types a title and submits it with Enter, as a keyboard user would. */
const submitTitle = async (open: () => Promise<void>, title: string) => {
  await open();
  await titleField().fill(title);
  await titleField().press('Enter');
};
const openNew = () => page.getByRole('button', { name: 'New tag' }).first().click();

// One page through the whole file: each step starts where the previous one left the list.
beforeAll(async () => {
  page = await site().newPage({ allowConsole: [httpStatusLine(422)], keep: true, signedIn: true });
  await page.goto('/admin/content/tags');
  await page.getByRole('heading', { name: 'Tags' }).waitFor();
});

it('creates a tag and says so', async () => {
  await submitTitle(openNew, 'Indigo');
  await page.getByText(MSG.tagSaved).waitFor();
  await dialog().waitFor({ state: 'hidden' });
  await row('Indigo').waitFor();
  expect(await tagCount('Indigo')).toBe(1);
});

it('renames it', async () => {
  await submitTitle(() => page.getByRole('button', { name: 'Edit Indigo' }).click(), 'Indigo dye');
  await row('Indigo dye').waitFor();
  await row('Indigo').waitFor({ state: 'detached' });
  expect(await tagCount('Indigo')).toBe(0);
  expect(await tagCount('Indigo dye')).toBe(1);
});

it('refuses a duplicate title under the field, and writes nothing', async () => {
  await submitTitle(openNew, 'Indigo dye');
  await dialog().getByText(MSG.tagTaken).waitFor();
  expect(await tagCount('Indigo dye')).toBe(1);
  await dialog().getByRole('button', { name: 'Cancel' }).click();
  await dialog().waitFor({ state: 'hidden' });
});

it('asks for a title', async () => {
  await submitTitle(openNew, '   ');
  await dialog().getByText(MSG.required).waitFor();
  await dialog().getByRole('button', { name: 'Cancel' }).click();
  await dialog().waitFor({ state: 'hidden' });
});

it('keeps the open form in the URL: a reload reopens it, Back closes it', async () => {
  await page.getByRole('button', { name: 'Edit Indigo dye' }).click();
  await page.waitForURL(/[?&]edit=\d+/);
  await page.reload();
  await expect.poll(() => titleField().inputValue()).toBe('Indigo dye');
  await page.goBack();
  await dialog().waitFor({ state: 'hidden' });
});

it("deletes it after confirmation, with the server's message", async () => {
  await page.getByRole('button', { name: 'Delete Indigo dye' }).click();
  await dialog().getByRole('button', { name: 'Delete' }).click();
  await page.getByText(TAG_DELETED).waitFor();
  await row('Indigo dye').waitFor({ state: 'detached' });
  expect(await tagCount('Indigo dye')).toBe(0);
});
