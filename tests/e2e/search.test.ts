// Site-wide search in a browser, keyboard only, on a phone and a desktop: the header's search
// button opens the overlay, typing shows tabs with counts, arrow keys move through tabs and
// results, scrolling loads more, Escape closes and gives the focus back; /search is noindex; a search
// that finds nothing offers the nearest words and the sections to browse.
import type { Page } from 'playwright-core';
import { beforeAll, expect, it } from 'vitest';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeExhibition } from '#server/factories/events';
import { makeImage } from '#server/factories/images';
import { DESKTOP, PHONE, useSite } from './harness';

const site = useSite();

beforeAll(async () => {
  const db = site().t.deps.db;
  const image = await makeImage(site().t.deps);
  const artist = await makeArtist(db, {
    first_name: 'Marta',
    last_name: 'Lindqvist',
    biography: '<p>She weaves the saltmarsh.</p>',
  });
  // 30 works: two pages and a half of the ART tab.
  for (let i = 1; i <= 30; i++)
    await makeArtwork(db, {
      artist_id: artist.id,
      title: `Saltmarsh ${i}`,
      description: '<p>Linen and wool.</p>',
      image_ids: [image.id],
    });
  await makeExhibition(db, { title: 'Saltmarsh: new weaving', artist_ids: [artist.id] });
});

const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    return { label: el?.getAttribute('aria-label'), href: el?.getAttribute('href'), text: el?.textContent?.trim() };
  });

/** Tab from the top of the page until the header's search button has the focus. */
const tabToSearchButton = async (page: Page) => {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('Tab');
    if ((await focused(page)).label === 'Open search') return;
  }
  throw new Error('the search button never took the focus');
};

for (const [name, viewport] of [
  ['a phone', PHONE],
  ['a desktop', DESKTOP],
] as const)
  it(`searches from the header on ${name}, keyboard only`, async () => {
    const page = await site().newPage({ viewport });
    await page.goto('/');
    await tabToSearchButton(page);
    await page.keyboard.press('Enter');
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await field.waitFor();
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.getByText('Try for example "Exhibitions" or "Baskets"').waitFor();

    await page.keyboard.type('saltmarsh');
    const art = page.getByRole('tab', { name: 'ART (30)' });
    await art.waitFor();
    await page.getByRole('tab', { name: 'ARTISTS (1)' }).waitFor();
    await page.getByRole('tab', { name: 'EVENTS (1)' }).waitFor();
    // Tabs without results are not shown; the first with results is active.
    expect(await page.getByRole('tab', { name: /ARTICLES/ }).count()).toBe(0);
    expect(await art.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('status').textContent()).toBe(
      'Results for "saltmarsh": 30 in Art, 1 in Artists, 1 in Events',
    );
    await page.waitForURL((u) => u.searchParams.get('search') === 'saltmarsh');

    // Down from the field to the first result, down again to the second, up twice to the field.
    const results = page.locator('[data-search-result]');
    expect(await results.count()).toBe(12);
    await page.keyboard.press('ArrowDown');
    const first = await focused(page);
    expect(first.href).toMatch(/^\/artworks\//);
    await page.keyboard.press('ArrowDown');
    expect((await focused(page)).href).not.toBe(first.href);
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await field.evaluate((el) => el === document.activeElement)).toBe(true);

    // Scrolling to the end loads the next pages (12, 24, then the 30).
    for (const n of [24, 30]) {
      await results.last().scrollIntoViewIfNeeded();
      await page.waitForFunction((k) => document.querySelectorAll('[data-search-result]').length === k, n);
    }

    // Tabs by arrow keys: to ARTISTS, then EVENTS.
    await art.focus();
    await page.keyboard.press('ArrowRight');
    expect((await focused(page)).text).toBe('ARTISTS (1)');
    await page.locator('[data-search-result][href^="/artists/"]').waitFor();
    await page.keyboard.press('ArrowRight');
    await page.locator('[data-search-result][href^="/exhibitions/"]').waitFor();

    // Escape closes and gives the focus back to the header's button; the address loses the search.
    await page.keyboard.press('Escape');
    await field.waitFor({ state: 'detached' });
    expect((await focused(page)).label).toBe('Open search');
    await expect.poll(() => new URL(page.url()).searchParams.has('search')).toBe(false);
  });

it("says 'No Results', and opens with the address's search", async () => {
  const page = await site().newPage({ viewport: PHONE });
  await page.goto('/?search=qqqzzv');
  await page.getByText('No Results', { exact: true }).first().waitFor();
  expect(await page.getByRole('status').textContent()).toBe('No Results');
  expect(await page.getByRole('tab').count()).toBe(0);
  // A way on: the sections to browse (nothing in the index is near "qqqzzv").
  const browse = page.getByRole('navigation', { name: 'Browse the site' });
  expect(await browse.getByRole('link', { name: 'Artworks' }).getAttribute('href')).toBe('/artworks');
  expect(await browse.getByRole('link').count()).toBe(5);
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('saltmarsh');
  await page.getByRole('tab', { name: 'ART (30)' }).waitFor();
});

it('offers the nearest word when nothing is found, and searches it when chosen', async () => {
  const page = await site().newPage({ viewport: PHONE });
  await page.goto('/search?search=lindkvust');
  await page.getByText('No Results', { exact: true }).first().waitFor();
  await page.getByRole('button', { name: 'lindqvist' }).click();
  await page.getByRole('tab', { name: 'ARTISTS (1)' }).waitFor();
  expect(await page.getByRole('searchbox', { name: 'Search the site' }).inputValue()).toBe('lindqvist');
  await page.waitForURL((u) => u.searchParams.get('search') === 'lindqvist');
});

it('/search shows the same as a page, without the menu and never indexed', async () => {
  const page = await site().newPage({ viewport: PHONE });
  const res = await page.goto('/search?search=lindqvist');
  expect(res?.headers()['x-robots-tag']).toMatch(/noindex/);
  expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toMatch(/noindex/);
  await page.getByRole('tab', { name: 'ARTISTS (1)' }).waitFor();
  expect(await page.getByRole('button', { name: 'Menu' }).count()).toBe(0);
  await page.getByRole('searchbox', { name: 'Search the site' }).fill('saltmarsh 2');
  await page.waitForURL((u) => u.searchParams.get('search') === 'saltmarsh 2');
});
