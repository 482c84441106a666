import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { CONSENT_COOKIE, COOKIE_ACCEPT_DAYS, COOKIE_LATER_DAYS } from '#shared/constants';
import { GALLERY } from '#shared/gallery';
import { httpStatusLine, PHONE, useSite } from './harness';

const site = useSite();

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

/** The home page is up once its header's menu button shows. */
const openHome = async (page: Page) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).waitFor();
};

const consentCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === CONSENT_COOKIE);

/** Seconds from now until the cookie expires, in days. */
const daysLeft = (expires: number) => (expires - Date.now() / 1000) / 86_400;

it('opens the menu with the eight links of the spec, in order', async () => {
  const page = await site().newPage();
  await openHome(page);
  await page.getByRole('button', { name: 'Menu' }).click();
  const nav = page.getByRole('dialog').getByRole('navigation', { name: 'Main' });
  await nav.waitFor();
  const links = nav.getByRole('link');
  const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')));
  expect(hrefs).toEqual([
    '/artists',
    '/events',
    '/artworks',
    GALLERY.shopUrl,
    '/art-advisory',
    '/media',
    '/about',
    '/contact',
  ]);
  const labels = await links.evaluateAll((els) => els.map((a) => a.firstChild?.textContent?.trim()));
  expect(labels).toEqual(['Artists', 'Events', 'Artworks', 'Shop', 'Art advisory', 'Media', 'About', 'Contact']);

  await page.keyboard.press('Escape');
  await nav.waitFor({ state: 'hidden' });
});

/** Opens the home page and answers the cookie banner; the consent cookie must then say `value` for `days`. */
const answerBanner = async (page: Page, button: string, cookie: { value: string; days: number }) => {
  await openHome(page);
  await banner(page).getByRole('button', { name: button }).click();
  await banner(page).waitFor({ state: 'detached' });
  const set = await consentCookie(page);
  expect(set?.value).toBe(cookie.value);
  expect(daysLeft(set!.expires)).toBeCloseTo(cookie.days, 1);
};

it("remembers 'Accept' for 30 days and hides the banner for good", async () => {
  const page = await site().newPage();
  await answerBanner(page, 'Accept', { value: 'true', days: COOKIE_ACCEPT_DAYS });

  await page.reload();
  await page.getByRole('button', { name: 'Menu' }).waitFor();
  expect(await banner(page).count()).toBe(0);
});

it("remembers 'Maybe later' for 7 days, on a phone", async () => {
  const page = await site().newPage({ viewport: PHONE });
  await answerBanner(page, 'Maybe later', { value: 'false', days: COOKIE_LATER_DAYS });
});

it('answers an unknown path with a real 404 and says the page is not there', async () => {
  const page = await site().newPage({ allowConsole: [httpStatusLine(404)] });
  const res = await page.goto('/no-such-page');
  expect(res?.status()).toBe(404);
  await page.getByRole('heading', { level: 1, name: 'This page is not on view.' }).waitFor();
  await page.getByRole('link', { name: 'Return to the home page' }).click();
  await page.waitForURL((u) => u.pathname === '/');
});
