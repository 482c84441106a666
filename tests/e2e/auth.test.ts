import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AUTH_COOKIE } from '#shared/constants';
import { MSG } from '#shared/messages';
import { FORGOT_MESSAGE } from '#server/modules/auth/auth.service';
import { ADMIN, lastEmail, sendQueuedMail, tokenFromEmail } from '../setup/test-app';
import { httpStatusLine, useSite } from './harness';

const site = useSite();

const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const pathOf = (page: Page) => new URL(page.url()).pathname;

const fillLogin = async (page: Page, email: string, password: string) => {
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
};

/** A staff member invited through the API, with the token of the invitation email. */
const invite = async (email: string) => {
  const res = await site().t.admin().post('/api/admin/user/invite').send({ email });
  expect(res.status).toBe(200);
  return tokenFromEmail(await lastEmail(site().t));
};

describe('log in and out', () => {
  it('logs in to the dashboard, logs out, and /admin then asks to log in again', async () => {
    const page = await site().newPage();
    const batchedAuth: string[] = [];
    page.on('request', (r) => {
      const procedures = /\/trpc\/([^?]+)/.exec(r.url())?.[1]?.split(',') ?? [];
      if (procedures.length > 1 && procedures.some((p) => p.startsWith('auth.'))) batchedAuth.push(r.url());
    });
    await site().loginAs(page);
    expect(pathOf(page)).toBe('/admin');
    await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await page.getByRole('banner').getByText('Gallery A.').waitFor();
    // Logging out while the dashboard still loads would answer its calls 401, as it should.
    await page.waitForLoadState('networkidle');

    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === AUTH_COOKIE)).toBeUndefined();

    await page.goto('/admin');
    await page.waitForURL((u) => u.pathname === '/login');
    await page.getByRole('heading', { name: 'Log in' }).waitFor();
    // The server refuses auth calls inside a batch: the client sends each alone.
    expect(batchedAuth).toEqual([]);
  });

  it("shows the server's message for a wrong password and stays on /login", async () => {
    const page = await site().newPage({ allowConsole: [httpStatusLine(400)] });
    await page.goto('/login');
    await fillLogin(page, ADMIN.email, 'Not-the-password-1!');
    await expect(page.getByRole('alert').textContent()).resolves.toContain(MSG.invalidCredentials);
    expect(pathOf(page)).toBe('/login');
  });

  it('refuses a username that is not an email with the spec message, before any call', async () => {
    const page = await site().newPage();
    let loginCalls = 0;
    page.on('request', (r) => {
      if (r.url().includes('auth.login')) loginCalls++;
    });
    await page.goto('/login');
    await fillLogin(page, 'gallery-staff', 'whatever');
    await page.getByText(MSG.loginEmail).waitFor();
    expect(loginCalls).toBe(0);
    await expect(field(page, 'Email').getAttribute('aria-invalid')).resolves.toBe('true');
  });

  it('sends /login to / when the auth cookie already holds a token', async () => {
    const page = await site().newPage();
    await page.context().addCookies([{ name: AUTH_COOKIE, value: site().t.token, url: site().url }]);
    await page.goto('/login');
    await page.waitForURL((u) => u.pathname === '/');
  });

  it('returns to a safe `next` path after logging in, never to another site', async () => {
    const page = await site().newPage();
    await page.goto('/login?next=%2F%2Fevil.example%2Fx');
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((u) => u.pathname === '/admin');
    expect(new URL(page.url()).host).toBe(new URL(site().url).host);
  });
});

/**
 * An emailed link's page: a new password typed twice and sent with `button`; the login page says
 * `said`, and the password logs in (the header shows `banner`).
 */
const setPasswordAndLogIn = async (
  page: Page,
  o: { email: string; password: string; button: string; said: string; banner: string },
) => {
  await field(page, 'New password').fill(o.password);
  await field(page, 'Confirm password').fill(o.password);
  await page.getByRole('button', { name: o.button }).click();
  await page.waitForURL((u) => u.pathname === '/login');
  await page.getByText(o.said).waitFor();
  await site().loginAs(page, { email: o.email, password: o.password });
  await page.getByRole('banner').getByText(o.banner).waitFor();
};

describe('emailed links', () => {
  it('accepts an invitation, then the new staff member can log in', async () => {
    const email = 'weaver@weft.test';
    const token = await invite(email);
    const page = await site().newPage();
    await page.goto(`/confirm-invite?token=${token}`);
    await field(page, 'First name').fill('Anni');
    await field(page, 'Last name').fill('Albers');
    await field(page, 'New password').fill('short');
    await field(page, 'Confirm password').fill('different');
    await page.getByRole('button', { name: 'Create my account' }).click();
    await page.getByText(MSG.confirmed).waitFor();
    // The rule is always written under the field; on a weak password it shows again as the error.
    expect(await page.getByText(MSG.password, { exact: true }).count()).toBe(2);
    await expect(field(page, 'New password').getAttribute('aria-invalid')).resolves.toBe('true');

    await setPasswordAndLogIn(page, {
      email,
      password: 'Loom-and-1!',
      button: 'Create my account',
      said: 'Welcome! Your account is ready. Please log in.',
      banner: 'Anni A.',
    });
  });

  it('resets a forgotten password through the emailed link', async () => {
    const email = 'warp@weft.test';
    const invited = await invite(email);
    await site().t.http().post('/api/user/confirm-invite').send({
      token: invited,
      first_name: 'Sheila',
      last_name: 'Hicks',
      password: 'First-pass-1!',
      password_confirmation: 'First-pass-1!',
    });

    const page = await site().newPage();
    await page.goto('/login');
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await field(page, 'Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(FORGOT_MESSAGE).waitFor();

    await sendQueuedMail(site().t);
    const token = tokenFromEmail(await lastEmail(site().t));
    await page.goto(`/change-password?token=${token}`);
    await setPasswordAndLogIn(page, {
      email,
      password: 'Second-pass-2!',
      button: 'Save new password',
      said: 'Your password has been changed. Please log in.',
      banner: 'Sheila H.',
    });
  });

  it('tells that a spent reset link is no longer valid', async () => {
    const page = await site().newPage({ allowConsole: [httpStatusLine(422)] });
    await page.goto('/change-password?token=spent-or-made-up');
    await field(page, 'New password').fill('Third-pass-3!');
    await field(page, 'Confirm password').fill('Third-pass-3!');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain(MSG.tokenInvalid);
    await page.getByRole('link', { name: 'Ask for a new link' }).click();
    await page.getByRole('button', { name: 'Send reset link' }).waitFor();
  });

  it('verifies the email after logging in, coming back to the link', async () => {
    const { t } = site();
    await t.deps.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', ADMIN.email).execute();
    expect((await t.admin().post('/api/admin/user/send-verify-email')).status).toBe(200);
    const token = tokenFromEmail(await lastEmail(t));

    const page = await site().newPage();
    await page.goto(`/verify-email?token=${token}`);
    await page.waitForURL((u) => u.pathname === '/login');
    await fillLogin(page, ADMIN.email, ADMIN.password);
    await page.waitForURL((u) => u.pathname === '/verify-email');
    await page.getByText('Your email has been verified').waitFor();
    const user = await t.deps.db
      .selectFrom('users')
      .select('email_verified_at')
      .where('email', '=', ADMIN.email)
      .executeTakeFirst();
    expect(user?.email_verified_at).not.toBeNull();
  });
});
