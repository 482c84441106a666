// The client's one error policy: 401 clears the token and goes to /login, 404
// goes to /404, 500 and above opens 'Sorry, something went wrong!' with Ok, and a page whose code
// cannot be loaded says so instead of going blank.
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { AUTH_COOKIE } from '#shared/constants';
import { MSG } from '#shared/messages';
import { httpStatusLine, useSite } from './harness';

const site = useSite();

/**
 * Opens a page served without API data (/about), then moves to `path` in the browser: the served
 * HTML of a public page carries its data, so only a client-side move makes the page ask the API.
 */
const navigateInBrowser = async (page: Page, path: string) => {
  await page.goto('/about');
  await page.getByRole('button', { name: 'Menu' }).waitFor();
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
};

/** Answers every call to one tRPC procedure with the server's error shape and status. */
const failProcedure = async (page: Page, procedure: string, status: number, code: string) => {
  await page.route(`**/trpc/${procedure}**`, (route) =>
    route.fulfill({
      status,
      contentType: 'application/json',
      body: JSON.stringify([
        { error: { message: 'forced', code: -32000, data: { code, httpStatus: status, path: procedure } } },
      ]),
    }),
  );
};

it('opens the server-error dialog on a 500, and Ok closes it', async () => {
  const page = await site().newPage({ allowConsole: [httpStatusLine(500)] });
  await failProcedure(page, 'site.home', 500, 'INTERNAL_SERVER_ERROR');
  await navigateInBrowser(page, '/');
  const dialog = page.getByRole('dialog', { name: MSG.serverError });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Ok' }).click();
  await dialog.waitFor({ state: 'detached' });
});

it('goes to /404 when a page asks for something that is not there', async () => {
  const page = await site().newPage({ allowConsole: [httpStatusLine(404)] });
  await failProcedure(page, 'site.home', 404, 'NOT_FOUND');
  await navigateInBrowser(page, '/');
  await page.waitForURL('**/404');
});

it('clears the token and goes to /login on a 401', async () => {
  const page = await site().newPage({ allowConsole: [httpStatusLine(401)] });
  await page.context().addCookies([{ name: AUTH_COOKIE, value: 'revoked-token', url: site().url }]);
  await page.goto('/admin');
  await page.waitForURL('**/login**');
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === AUTH_COOKIE)).toBeUndefined();
});

it('says so when the code of a page cannot be loaded', async () => {
  const page = await site().newPage({
    allowConsole: [/Failed to load|ERR_FAILED|dynamically imported module|ChunkLoadError/i],
  });
  await page.goto('/');
  await page.getByRole('button', { name: 'Menu' }).waitFor();
  await page.route('**/assets/AboutPage-*.js', (route) => route.abort('failed'));
  await page.evaluate(() => {
    window.history.pushState({}, '', '/about');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await page.getByText('A part of the page could not be loaded').waitFor();
  await page.getByRole('button', { name: 'Reload' }).waitFor();
});
