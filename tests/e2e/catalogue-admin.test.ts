// The catalogue back office in a browser: an artist made in the admin, a refused delete explained
// in an alert, an artwork with an uploaded image and a material created on the spot, and that
// artwork (with the exhibition it is shown in) then found on the public site.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { beforeAll, expect, it } from 'vitest';
import type { Row } from '#server/db/schema';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeExhibition } from '#server/factories/events';
import { makeLookups } from '#server/factories/lookups';
import { MSG } from '#shared/messages';
import { IMAGE_MAX_MB } from '#shared/constants';
import { SLUG_TAKEN } from '#server/db/slugs';
import { DESKTOP, httpStatusLine, PHONE, snap, useSite } from './harness';

const site = useSite();
let page: Page;
let busy: Row<'artists'>;

const db = () => site().t.deps.db;
const drawer = () => page.getByRole('dialog');
const row = (text: string) =>
  page.getByRole('row').filter({ has: page.getByRole('cell', { name: text, exact: true }) });

/** Picks an option of a searchable picker by typing part of its name. */
const pick = async (label: string, typed: string, option: string | RegExp) => {
  const field = drawer().getByRole('textbox', { name: label, exact: true });
  await field.click();
  await field.fill(typed);
  await page.getByRole('option', { name: option }).click();
};

/** A plain PNG of one colour, made here so that the upload goes through the real pipeline. */
const png = (r: number, g: number, b: number) =>
  sharp({ create: { width: 640, height: 800, channels: 3, background: { r, g, b } } })
    .png()
    .toBuffer();

beforeAll(async () => {
  await makeLookups(db(), 'regions', ['West Africa', 'Andes']);
  await makeLookups(db(), 'materials', ['Wool', 'Linen']);
  await makeLookups(db(), 'art_types', ['Tapestry']);
  busy = await makeArtist(db(), { first_name: 'Hattie', last_name: 'Coleman', status: '1' });
  await makeArtwork(db(), { artist_id: busy.id, title: 'Cotton Weather' });

  // 403 (the refused delete) and 422 (the taken slug) are awaited answers; Chromium still logs them.
  page = await site().newPage({ keep: true, allowConsole: [httpStatusLine(403), httpStatusLine(422)], signedIn: true });
});

it('creates an artist with a region, and lists them with their summary', async () => {
  await page.goto('/admin/collection/artists');
  await page.getByRole('heading', { name: 'Artists' }).waitFor();
  await page.getByRole('button', { name: 'New artist' }).click();
  await drawer().getByRole('textbox', { name: 'First name' }).fill('Ama');
  await drawer().getByRole('textbox', { name: 'Last name' }).fill('Owusu');
  await drawer().getByRole('radio', { name: 'Active', exact: true }).check();
  await drawer().getByRole('textbox', { name: 'Birth year' }).fill('1961');
  await drawer().getByRole('textbox', { name: 'Location' }).fill('Accra, Ghana');
  await pick('Regions', 'West', 'West Africa');

  // The header image: a text file is refused before sending; a PNG dropped on the zone is uploaded.
  await drawer()
    .getByLabel('Header image: choose a file')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await page.getByText(MSG.imageTooLarge('notes.txt', IMAGE_MAX_MB)).waitFor();
  const dropped = await page.evaluateHandle(
    async (b64) => {
      const transfer = new DataTransfer();
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      transfer.items.add(new File([bytes], 'portrait.png', { type: 'image/png' }));
      return transfer;
    },
    (await png(90, 90, 90)).toString('base64'),
  );
  await drawer()
    .getByRole('button', { name: 'Header image: drop an image here or click to choose' })
    .dispatchEvent('drop', { dataTransfer: dropped });
  await drawer().getByRole('listitem', { name: 'Header image' }).waitFor();

  await drawer().getByRole('button', { name: 'Create artist' }).click();

  await page.getByText('Artist successfully created').waitFor();
  await drawer().waitFor({ state: 'hidden' });
  await row('Ama Owusu').getByText('Born 1961, Accra, Ghana').waitFor();
  const saved = await db().selectFrom('artists').selectAll().where('last_name', '=', 'Owusu').executeTakeFirstOrThrow();
  expect(saved).toMatchObject({ first_name: 'Ama', status: '1', birth_year: 1961, slug: 'ama-owusu' });
  const regions = await db()
    .selectFrom('artist_regions')
    .select('region_id')
    .where('artist_id', '=', saved.id)
    .execute();
  expect(regions).toHaveLength(1);
  const header = await db()
    .selectFrom('files')
    .select('original_name')
    .where('id', '=', saved.header_image_id)
    .executeTakeFirst();
  expect(header?.original_name).toBe('portrait.png');
});

it("puts the server's 422 message under the field: a slug already taken", async () => {
  await page.getByRole('button', { name: 'New artist' }).click();
  await drawer().getByRole('textbox', { name: 'First name' }).fill('Ama');
  await drawer().getByRole('textbox', { name: 'Last name' }).fill('Owusu-Mensah');
  await drawer().getByRole('textbox', { name: 'Slug' }).fill('ama-owusu');
  await drawer().getByRole('button', { name: 'Create artist' }).click();
  await drawer().getByText(SLUG_TAKEN).waitFor();
  expect(await db().selectFrom('artists').select('id').where('last_name', '=', 'Owusu-Mensah').execute()).toEqual([]);
  await drawer().getByRole('button', { name: 'Cancel' }).click();
  await drawer().waitFor({ state: 'hidden' });
});

it("explains in an alert why an artist with artworks can't be deleted", async () => {
  await page.getByRole('button', { name: 'Delete Hattie Coleman' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  const alert = page.getByRole('dialog', { name: 'This artist cannot be deleted' });
  await alert.getByText('This artist still has 1 artwork. Move or delete it first.').waitFor();
  await alert.getByRole('button', { name: 'OK' }).click();
  await alert.waitFor({ state: 'hidden' });
  expect(await db().selectFrom('artists').select('id').where('id', '=', busy.id).execute()).toHaveLength(1);
  await row('Hattie Coleman').waitFor();
});

it('creates an artwork with ordered uploaded images and a material made on the spot', async () => {
  await page.goto('/admin/collection/artworks');
  await page.getByRole('heading', { name: 'Artworks' }).waitFor();
  await page.getByRole('button', { name: 'New artwork' }).first().click();
  await drawer().getByRole('textbox', { name: 'Title' }).fill('Indigo Field');
  await drawer().getByRole('combobox', { name: 'Artist' }).click();
  await drawer().getByRole('combobox', { name: 'Artist' }).fill('Owu');
  await page.getByRole('option', { name: 'Ama Owusu' }).click();
  await drawer().getByRole('textbox', { name: 'Price' }).fill('12500');
  await drawer().getByRole('radio', { name: 'Active', exact: true }).check();
  await pick('Art types', 'Tap', 'Tapestry');
  const season = await makeExhibition(db(), { title: 'Indigo Season', slug: 'indigo-season' });
  await pick('Shown in', 'Indigo S', 'Indigo Season');

  // A material the gallery has not used yet: created from the picker, then chosen.
  const materials = drawer().getByRole('textbox', { name: 'Materials', exact: true });
  await materials.click();
  await materials.fill('Raffia');
  await page.getByRole('option', { name: "Create 'Raffia'" }).click();
  await page.getByText('Material successfully created').waitFor();
  await drawer().getByText('Raffia', { exact: true }).waitFor();

  // Two images, then the second moved first with its arrow button (the keyboard way to reorder).
  const upload = drawer().getByLabel('Product images: choose files');
  await upload.setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: await png(38, 52, 110) },
    { name: 'detail.png', mimeType: 'image/png', buffer: await png(160, 40, 30) },
  ]);
  await drawer().getByRole('listitem', { name: 'Image 2 of 2' }).waitFor();
  await drawer().getByRole('button', { name: 'Move image 2 earlier' }).click();

  // A slug that breaks the path rule is stopped under its field before anything is sent.
  await drawer().getByRole('textbox', { name: 'Slug' }).fill('indigo field!');
  await drawer().getByRole('button', { name: 'Create artwork' }).click();
  await drawer().getByText(MSG.path).waitFor();
  expect(await db().selectFrom('artworks').select('id').where('title', '=', 'Indigo Field').execute()).toHaveLength(0);
  await drawer().getByRole('textbox', { name: 'Slug' }).fill('');

  await drawer().getByRole('button', { name: 'Create artwork' }).click();
  await page.getByText('Artwork successfully created').waitFor();
  await drawer().waitFor({ state: 'hidden' });
  await row('$12,500').waitFor();

  const artwork = await db()
    .selectFrom('artworks')
    .selectAll()
    .where('title', '=', 'Indigo Field')
    .executeTakeFirstOrThrow();
  expect(artwork).toMatchObject({ price: 12500, status: '1', slug: 'indigo-field' });
  const material = await db()
    .selectFrom('artwork_materials')
    .innerJoin('materials', 'materials.id', 'artwork_materials.material_id')
    .select('materials.title')
    .where('artwork_id', '=', artwork.id)
    .execute();
  expect(material.map((m) => m.title)).toEqual(['Raffia']);
  const images = await db()
    .selectFrom('artwork_images')
    .innerJoin('files', 'files.id', 'artwork_images.file_id')
    .select('files.original_name')
    .where('artwork_id', '=', artwork.id)
    .orderBy('artwork_images.position')
    .execute();
  expect(images.map((i) => i.original_name)).toEqual(['detail.png', 'front.png']);
  const shownIn = await db()
    .selectFrom('exhibition_artworks')
    .select('exhibition_id')
    .where('artwork_id', '=', artwork.id)
    .execute();
  expect(shownIn.map((x) => x.exhibition_id)).toEqual([season.id]);
});

it('shows the new artwork on the public site', async () => {
  const visitor = await site().newPage();
  await visitor.goto('/artworks/indigo-field');
  await visitor.getByRole('heading', { name: 'Indigo Field' }).waitFor();
  await visitor.getByText('$12,500').first().waitFor();
  await visitor.getByRole('link', { name: 'Ama Owusu' }).first().waitFor();
});

it("records a price changed in the drawer in the artwork's history, the history page and the dashboard", async () => {
  const work = await makeArtwork(db(), { artist_id: busy.id, title: 'Priced Study', price: 2000 });
  await page.goto(`/admin/collection/artworks?edit=${work.id}`);
  await drawer().getByText('No change to its price').waitFor();
  const price = drawer().getByRole('textbox', { name: 'Price' });
  await price.fill('2600');
  await drawer().getByRole('button', { name: 'Save' }).click();
  await page.getByText('Artwork successfully updated').waitFor();
  await drawer().waitFor({ state: 'hidden' });

  await page.goto(`/admin/collection/artworks?edit=${work.id}`);
  const history = drawer().getByRole('group', { name: 'History' });
  await history.getByText('Price: $2,000 → $2,600').waitFor();
  await snap(page, 'history-drawer-1280.png');

  await page.goto('/admin/history?field=price');
  await page.getByRole('table', { name: 'Changes' }).getByRole('cell', { name: '$2,600' }).waitFor();
  await snap(page, 'history-page-1280.png');
  // On a phone: the change in one cell, and the page does not scroll sideways.
  await page.setViewportSize(PHONE);
  const table = page.getByRole('table', { name: 'Changes' });
  await table.getByRole('cell', { name: 'Price: $2,000 → $2,600' }).waitFor();
  // The shell slides its navbar's room away (a 200 ms transition) after the resize: measured once
  // it has settled, as a reader sees it.
  await expect
    .poll(async () => {
      const box = (await table.boundingBox())!;
      return box.x + box.width;
    })
    .toBeLessThanOrEqual(PHONE.width);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, 'history-page-390.png');
  await page.setViewportSize(DESKTOP);
  await page.goto('/admin');
  await page.getByRole('heading', { name: 'Last changes' }).waitFor();
  await page.getByText('Price: $2,000 → $2,600').waitFor();
});
