// The public catalogue in a browser: filtering the shop page (state in the URL, kept on reload),
// an artwork's page with its caption, an inactive work answering 404, and an artist's sections
// following the API's flags.
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Row } from '#server/db/schema';
import { makeArtist, makeArtwork, makePublication } from '#server/factories/catalogue';
import { makeExhibition } from '#server/factories/events';
import { makeImage } from '#server/factories/images';
import { makeLookups } from '#server/factories/lookups';
import { DESKTOP, httpStatusLine, PHONE, snap, useSite } from './harness';

const site = useSite();

let weaver: Row<'artists'>;
let quilter: Row<'artists'>;
let indigo: Row<'artworks'>;
let hidden: Row<'artworks'>;
let wool: number;
let tapestry: Row<'artworks'>;
let miniature: Row<'artworks'>;
let unmeasured: Row<'artworks'>;

beforeAll(async () => {
  const { db } = site().t.deps;
  const materials = await makeLookups(db, 'materials', ['Wool', 'Linen', 'Cotton']);
  wool = materials.get('Wool')!;
  const image = await makeImage(site().t.deps, { width: 800, height: 1000 });

  weaver = await makeArtist(db, { first_name: 'Ama', last_name: 'Owusu', birth_year: 1961, location: 'Accra, Ghana' });
  quilter = await makeArtist(db, { first_name: 'Hattie', last_name: 'Coleman', birth_year: 1948 });
  indigo = await makeArtwork(db, {
    artist_id: weaver.id,
    title: 'Indigo Field',
    price: 12500,
    height: 48,
    width: 36.5,
    depth: 1.875,
    material_ids: [wool],
    image_ids: [image.id],
  });
  await makeArtwork(db, {
    artist_id: weaver.id,
    title: 'Linen Study',
    availability: 8,
    material_ids: [materials.get('Linen')!],
  });
  await makeArtwork(db, { artist_id: quilter.id, title: 'Cotton Weather', material_ids: [materials.get('Cotton')!] });
  hidden = await makeArtwork(db, { artist_id: weaver.id, title: 'Withdrawn Piece', status: '0', material_ids: [wool] });

  // View in Room: a wall-sized work, a small one, and one with no size at all (hidden works: they
  // do not change the catalogue's walls above).
  tapestry = await makeArtwork(db, {
    artist_id: quilter.id,
    title: 'Great Hanging',
    status: '0',
    height: 96,
    width: 140,
    depth: 3,
    image_ids: [image.id],
  });
  miniature = await makeArtwork(db, {
    artist_id: quilter.id,
    title: 'Pocket Weave',
    status: '0',
    height: 10,
    width: 8,
    depth: null,
  });
  unmeasured = await makeArtwork(db, {
    artist_id: quilter.id,
    title: 'Unmeasured',
    status: '0',
    height: null,
    width: null,
    depth: null,
    attributes: [],
  });

  await makeExhibition(db, { title: 'Common Ground', artist_ids: [weaver.id] });
  await makePublication(db, { title: 'Threads of Accra', artist_ids: [weaver.id] });
});

const cards = (page: Page) => page.getByRole('list', { name: 'Artworks', exact: true }).getByRole('listitem');
/** Waits (longer than expect.poll's 1 s: the first page also loads its code) for this many cards. */
const wallHolds = (page: Page, count: number) =>
  expect.poll(() => cards(page).count(), { timeout: 10_000 }).toBe(count);
/** The wall shows exactly this one work. */
const onlyOnWall = async (page: Page, title: string) => {
  await wallHolds(page, 1);
  expect(await cards(page).innerText()).toContain(title);
};

it('filters the catalogue by a material, keeps the filter in the URL and across a reload', async () => {
  const page = await site().newPage();
  await page.goto('/artworks');
  await wallHolds(page, 3);

  await page.getByRole('combobox', { name: 'Materials' }).selectOption({ label: 'Wool (1)' });
  await page.waitForURL((u) => u.searchParams.get('materials') === String(wool));
  await onlyOnWall(page, 'Indigo Field');

  await page.reload();
  await onlyOnWall(page, 'Indigo Field');
  expect(await page.getByRole('combobox', { name: 'Materials' }).inputValue()).toBe(String(wool));

  // Nothing in wool costs that much: a real empty state, and a way back to every work.
  const from = page.getByRole('textbox', { name: 'Price from' });
  await from.fill('20000');
  await from.press('Enter');
  await page.getByText('No works match these filters').waitFor();
  await expect.poll(() => new URL(page.url()).searchParams.get('price_start')).toBe('20000');
  await page.getByRole('button', { name: 'Clear filters' }).first().click();
  await wallHolds(page, 3);
  await expect.poll(() => new URL(page.url()).search).toBe('');
});

it('counts what each filter value gives, and the other counts follow a chosen material (phone)', async () => {
  const page = await site().newPage({ viewport: PHONE });
  await page.goto('/artworks');
  await wallHolds(page, 3);
  await page.getByRole('button', { name: 'Filter and sort' }).click();
  const materials = page.getByRole('combobox', { name: 'Materials' });
  const availability = page.getByRole('combobox', { name: 'Availability' });
  const labels = (select: typeof materials) =>
    select
      .locator('option')
      .evaluateAll((os) =>
        (os as HTMLOptionElement[]).map((o) => `${o.textContent}${o.disabled ? ' [disabled]' : ''}`),
      );
  expect(await labels(materials)).toEqual(['ALL MATERIALS', 'Cotton (1)', 'Linen (1)', 'Wool (1)']);
  expect(await labels(availability)).toEqual(['ALL AVAILABILITIES', 'For sale (2)', 'Sold (1)']);

  await materials.selectOption({ label: 'Linen (1)' });
  await onlyOnWall(page, 'Linen Study');
  // The linen work is sold: 'for sale' would now give nothing, so it cannot be chosen; the materials
  // keep their own counts (choosing another material replaces linen).
  await expect.poll(() => labels(availability)).toEqual(['ALL AVAILABILITIES', 'For sale (0) [disabled]', 'Sold (1)']);
  expect(await labels(materials)).toEqual(['ALL MATERIALS', 'Cotton (1)', 'Linen (1)', 'Wool (1)']);
  await snap(page, 'facets-390.png');
});

it('opens an artwork from the catalogue: title, artist, dimensions with centimetres, price', async () => {
  const page = await site().newPage({ viewport: PHONE });
  await page.goto('/artworks');
  await cards(page).filter({ hasText: 'Indigo Field' }).getByRole('link').click();
  await page.waitForURL((u) => u.pathname === `/artworks/${indigo.slug}`);

  await page.getByRole('heading', { level: 1, name: 'Indigo Field' }).waitFor();
  expect(await page.getByRole('link', { name: 'Ama Owusu', exact: true }).getAttribute('href')).toBe(
    `/artists/${weaver.slug}`,
  );
  const caption = await page.locator('main').innerText();
  expect(caption).toContain('48″ x 36.5″ x 1.875″');
  expect(caption).toContain('(121.9 x 92.7 x 4.8 cm)');
  expect(caption).toContain('$12,500');
  expect(await page.getByRole('navigation', { name: 'Breadcrumb' }).innerText()).toMatch(
    /Artworks\s*\/\s*Indigo Field/,
  );
  expect(await page.title()).toContain('Indigo Field');
  expect(await page.getByRole('link', { name: 'Inquire' }).getAttribute('href')).toBe(
    `/artworks/${indigo.slug}/inquire`,
  );
  expect(await page.getByRole('link', { name: 'Virtual placement' }).getAttribute('href')).toBe(
    `/artworks/${indigo.slug}/virtual-placement`,
  );

  // The picture opens full screen, and Escape closes it.
  await page.getByRole('button', { name: /Enlarge image/ }).click();
  const viewer = page.getByRole('dialog', { name: 'Indigo Field by Ama Owusu' });
  await viewer.getByRole('img', { name: 'Indigo Field by Ama Owusu' }).waitFor();
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'hidden' });
});

it("answers an inactive artwork's address with a real 404 and the not-found page", async () => {
  const page = await site().newPage({ allowConsole: [httpStatusLine(404)] });
  const res = await page.goto(`/artworks/${hidden.slug}`);
  expect(res?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'This page is not on view.' }).waitFor();
  expect(new URL(page.url()).pathname).toBe(`/artworks/${hidden.slug}`);
});

it("shows an artist's exhibitions and publications only when there are some", async () => {
  const page = await site().newPage();
  await page.goto(`/artists/${weaver.slug}`);
  await page.getByRole('heading', { level: 1, name: 'Ama Owusu' }).waitFor();
  await page.getByText('Born 1961, Accra, Ghana').waitFor();
  await page.getByRole('heading', { level: 2, name: 'Exhibitions' }).waitFor();
  await page.getByRole('link', { name: /Common Ground/ }).waitFor();
  await page.getByRole('heading', { level: 2, name: 'Publications' }).waitFor();
  await page.getByText('Threads of Accra').waitFor();
  const works = page.getByRole('list', { name: 'Artworks by Ama Owusu' }).getByRole('listitem');
  await expect.poll(() => works.count(), { timeout: 10_000 }).toBe(2);

  await page.goto(`/artists/${quilter.slug}`);
  await page.getByRole('heading', { level: 1, name: 'Hattie Coleman' }).waitFor();
  await page.getByRole('list', { name: 'Artworks by Hattie Coleman' }).getByText('Cotton Weather').waitFor();
  expect(await page.locator('main').getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(['Artworks']);
});

// Last: it hangs a whole page more works, which the tests above do not expect.
it('loads the next page near the bottom of the catalogue, and the home page loads more on request', async () => {
  const { db } = site().t.deps;
  const more: number[] = [];
  for (let i = 1; i <= 24; i++)
    more.push((await makeArtwork(db, { artist_id: quilter.id, title: `Study in Grey ${i}` })).id);

  const page = await site().newPage();
  await page.goto('/artworks');
  await wallHolds(page, 24);
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await wallHolds(page, 27);

  // Thirteen featured works: twelve a page on the home page, the thirteenth on request.
  await db.updateTable('artworks').set({ featured: 1 }).where('id', 'in', more.slice(0, 13)).execute();
  await page.goto('/');
  const selected = page.getByRole('region', { name: 'Selected works' }).getByRole('listitem');
  await expect.poll(() => selected.count(), { timeout: 10_000 }).toBe(12);
  await page.getByRole('button', { name: 'More works' }).click();
  await expect.poll(() => selected.count()).toBe(13);
  await page.getByRole('button', { name: 'More works' }).waitFor({ state: 'detached' });
});

describe('View in Room', () => {
  beforeAll(async () => {
    // Shown only now: the tests above count the catalogue's walls without them.
    const ids = [tapestry.id, miniature.id, unmeasured.id];
    await site().t.deps.db.updateTable('artworks').set({ status: '1' }).where('id', 'in', ids).execute();
  });

  /** The work's drawn height against the figure's (175 cm), as the screen shows them. */
  const drawnRatio = (page: Page) =>
    page.evaluate(() => {
      const art = document.querySelector('[data-role="artwork"] rect')!.getBoundingClientRect();
      const figure = document.querySelector('[data-role="figure"]')!.getBoundingClientRect();
      return art.height / figure.height;
    });

  for (const [name, viewport, work, cm] of [
    ['a wall-sized work at 1280 px', DESKTOP, () => tapestry, 96 * 2.54],
    ['a small work at 390 px', PHONE, () => miniature, 10 * 2.54],
  ] as const) {
    it(`opens by keyboard and shows ${name} at true scale beside the figure`, async () => {
      const page = await site().newPage({ viewport });
      await page.goto(`/artworks/${work().slug}`);
      const open = page.getByRole('button', { name: 'View in room' });
      await open.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'View in room' });
      await dialog.waitFor();
      await expect.poll(() => drawnRatio(page)).toBeCloseTo(cm / 175, 1);
      expect(Math.abs((await drawnRatio(page)) / (cm / 175) - 1)).toBeLessThan(0.03);
      const scene = dialog.getByRole('img');
      expect(await scene.getAttribute('aria-labelledby')).toBeTruthy();
      expect(await dialog.locator('figcaption').innerText()).toContain('beside a figure 5 ft 9 in tall');

      // Units by keyboard: the radio group moves with the arrow keys.
      await dialog.getByRole('radio', { name: 'Inches' }).focus();
      await page.keyboard.press('ArrowRight');
      expect(await dialog.getByRole('radio', { name: 'Centimetres' }).isChecked()).toBe(true);
      expect(await dialog.locator('figcaption').innerText()).toContain(`${Math.round(cm * 10) / 10} cm high`);
      await dialog.getByRole('radio', { name: 'Charcoal' }).check();
      await snap(page, `view-in-room-${viewport.width}-${work().slug}.png`);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      await expect.poll(() => open.evaluate((b) => b === document.activeElement)).toBe(true);
      // Playwright learns of a same-page address change by an event that can trail the DOM.
      await expect.poll(() => new URL(page.url()).searchParams.get('view')).toBeNull();
    });
  }

  it('opens from a link (?view=room), and is not offered for a work without a size', async () => {
    const page = await site().newPage();
    await page.goto(`/artworks/${miniature.slug}?view=room`);
    await page.getByRole('dialog', { name: 'View in room' }).waitFor();
    await page.goto(`/artworks/${unmeasured.slug}`);
    await page.getByRole('heading', { level: 1, name: 'Unmeasured' }).waitFor();
    expect(await page.getByRole('button', { name: 'View in room' }).count()).toBe(0);
  });
});
