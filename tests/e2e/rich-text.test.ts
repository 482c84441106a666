// The staff rich-text editor in a browser: a heading, bold text, a link and an uploaded image are
// written with the toolbar and the keyboard, survive the server's sanitiser, and show on the
// public page that the text belongs to.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { Row } from '#server/db/schema';
import { makeArtist } from '#server/factories/catalogue';
import { useSite } from './harness';

const site = useSite();
let page: Page;
let artist: Row<'artists'>;

const db = () => site().t.deps.db;
const drawer = () => page.getByRole('dialog');
const editor = () => drawer().getByRole('textbox', { name: 'Biography' });

beforeAll(async () => {
  artist = await makeArtist(db(), { first_name: 'Esi', last_name: 'Mensah', status: '1', biography: null });
  page = await site().newPage({ keep: true, signedIn: true });
});

/** The artist's biography as the save stored it. */
const savedBiography = () =>
  db().selectFrom('artists').select('biography').where('id', '=', artist.id).executeTakeFirstOrThrow();

it('writes a heading, bold text, a link and an image, and the public page shows them', async () => {
  await page.goto(`/admin/collection/artists?edit=${artist.id}`);
  await editor().waitFor();

  // The toolbar is reachable and named; the heading and bold are chosen with it, the text typed.
  await drawer().getByRole('button', { name: 'Heading 2' }).click();
  await editor().pressSequentially('Early weaving');
  await editor().press('Enter');
  await editor().pressSequentially('She learned ');
  await editor().press('Control+b');
  await editor().pressSequentially('kente');
  await editor().press('Control+b');
  await editor().pressSequentially(' in Bonwire. ');

  // A link by the keyboard: Mod+K opens the link box on the word just selected.
  await editor().pressSequentially('Archive');
  for (let i = 0; i < 'Archive'.length; i++) await editor().press('Shift+ArrowLeft');
  await editor().press('Control+k');
  const url = page.getByRole('textbox', { name: 'Enter URL' });
  await url.fill('https://example.org/archive');
  await url.press('Enter');
  // The link box is a dialog too: until it has closed, the drawer's Save has a twin (its own Save).
  await page.getByRole('dialog', { name: 'Link' }).waitFor({ state: 'hidden' });
  await editor().press('End');

  // The image goes through the real upload pipeline and lands at the cursor.
  const image = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 120, g: 60, b: 30 } } })
    .png()
    .toBuffer();
  await drawer()
    .getByLabel('Image to insert')
    .setInputFiles({ name: 'loom-in-bonwire.png', mimeType: 'image/png', buffer: image });
  await editor().locator('img[src^="/uploads/"]').waitFor();

  await drawer().getByRole('button', { name: /Save/ }).click();
  await page.getByText('Artist successfully updated').waitFor();

  const saved = await savedBiography();
  expect(saved.biography).toContain('<h2>Early weaving</h2>');
  expect(saved.biography).toContain('<strong>kente</strong>');
  expect(saved.biography).toMatch(/<a [^>]*href="https:\/\/example\.org\/archive"[^>]*>Archive<\/a>/);
  expect(saved.biography).not.toContain('<p></p>');
  expect(saved.biography).toMatch(/<img src="\/uploads\/[^"]+\.jpg" alt="loom in bonwire" width="900" height="600"/);

  const visitor = await site().newPage();
  await visitor.goto(`/artists/${artist.slug}`);
  await visitor.getByRole('heading', { level: 2, name: 'Early weaving' }).waitFor();
  await visitor.getByRole('link', { name: 'Archive' }).waitFor();
  const img = visitor.getByRole('img', { name: 'loom in bonwire' });
  await img.waitFor();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
}, 120_000);

it('opens a saved text as it was, and an emptied text saves as none', async () => {
  await page.goto(`/admin/collection/artists?edit=${artist.id}`);
  await editor().getByRole('heading', { name: 'Early weaving' }).waitFor();
  await editor().click();
  await editor().press('Control+a');
  await editor().press('Delete');
  await drawer().getByRole('button', { name: /Save/ }).click();
  await page.getByText('Artist successfully updated').waitFor();
  const saved = await savedBiography();
  expect(saved.biography).toBeNull();
});
