// Browser tests: the real app (fresh database, built client) on a random local port, driven by
// Debian's chromium through playwright-core. A page fails its test on any console error, uncaught
// page error, or request that tries to leave the machine.
// Run: `npx vitest run --project e2e`. CHROMIUM_PATH picks another browser binary; E2E_CLIENT_DIR
// another client build (global-setup then builds nothing).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { AUTH_COOKIE } from '#shared/constants';
import { ADMIN, createTestApp, type TestApp } from '../setup/test-app';
import { clientBuilt } from './client-build';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

export const DESKTOP = { width: 1280, height: 800 } as const;
export const PHONE = { width: 390, height: 844 } as const;
/** Lighthouse's phone (Moto G Power): 412 x 823 CSS px at 1.75 device px each. */
export const LIGHTHOUSE_PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 } as const;

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** device px per CSS px (1 unless told): decides which derivative a srcset gives */
  deviceScaleFactor?: number;
  /** the browser's time zone (the machine's unless told), e.g. staff abroad: 'Asia/Tokyo' */
  timezoneId?: string;
  /** console errors this test expects, e.g. the browser's own line for an awaited 400 */
  allowConsole?: RegExp[];
  /** a page for the whole file (made in beforeAll): kept open across tests, still checked after each */
  keep?: boolean;
  /**
   * starts signed in as the test app's staff member (its session cookie), without the login form:
   * only the auth tests need to go through the form
   */
  signedIn?: boolean;
}

/** Chromium's console line for a request answered with this status (fetch failures are logged). */
export const httpStatusLine = (status: number) =>
  new RegExp(`Failed to load resource: the server responded with a status of ${status}\\b`);

export interface Site {
  /** http://127.0.0.1:<port> */
  url: string;
  t: TestApp;
  browser: Browser;
  /** a page in a fresh browser context (own cookies), watched for errors */
  newPage: (opts?: PageOptions) => Promise<Page>;
  /** logs in through the real form as the test app's staff member and waits for /admin */
  loginAs: (page: Page, who?: { email: string; password: string }) => Promise<void>;
  /** closes this test's contexts and fails when a page logged an error or left the machine */
  endTest: () => Promise<void>;
  close: () => Promise<void>;
}

/**
 * page.goto and page.reload also wait until React has taken over the served HTML (<html
 * data-hydrated>): a server-rendered page shows at once, but a click or a typed value before
 * hydration would be lost.
 */
const waitForHydration = (page: Page) => {
  // A served page starts the app when the visitor reaches for it (decision 035): the pointer moves,
  // as a visitor's would, until it has (the first move may come before the boot script listens).
  const hydrated = async () => {
    const until = Date.now() + 15_000;
    for (let step = 1; ; step++) {
      await page.mouse.move(1 + (step % 2), 1);
      try {
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
          timeout: 1_000,
        });
        return;
      } catch (error) {
        if (Date.now() > until) throw error;
      }
    }
  };
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args: Parameters<Page['goto']>) => {
    const res = await goto(...args);
    await hydrated();
    return res;
  };
  page.reload = async (...args: Parameters<Page['reload']>) => {
    const res = await reload(...args);
    await hydrated();
    return res;
  };
};

/** The built client under test: dist/client, or E2E_CLIENT_DIR to try another build. */
export const clientDir = () => path.resolve(process.env.E2E_CLIENT_DIR || 'dist/client');

export const startSite = async (opts: { clientDir?: string } = {}): Promise<Site> => {
  await clientBuilt(inject('clientBuildResult'));
  const t = await createTestApp({ clientDir: opts.clientDir ?? clientDir() });
  const server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let browser: Browser;
  try {
    // The run's one Chromium (global-setup); closing this connection closes only this file's contexts.
    browser = await chromium.connect(inject('chromiumWsEndpoint'));
  } catch (err) {
    server.close();
    await t.close();
    throw err;
  }

  let contexts: BrowserContext[] = [];
  const kept: BrowserContext[] = [];
  let problems: string[] = [];

  const newPage = async (opts: PageOptions = {}) => {
    const context = await browser.newContext({
      baseURL: url,
      viewport: opts.viewport ?? DESKTOP,
      deviceScaleFactor: opts.deviceScaleFactor ?? 1,
      timezoneId: opts.timezoneId,
    });
    (opts.keep ? kept : contexts).push(context);
    await context.route('**/*', (route) => {
      const target = new URL(route.request().url());
      if (LOCAL_HOSTS.has(target.hostname)) return route.continue();
      problems.push(`request to a non-local host: ${target.href}`);
      return route.abort('blockedbyclient');
    });
    if (opts.signedIn) await context.addCookies([{ name: AUTH_COOKIE, value: t.token, url, sameSite: 'Lax' }]);
    const page = await context.newPage();
    waitForHydration(page);
    const allowed = opts.allowConsole ?? [];
    page.on('console', (msg) => {
      if (msg.type() !== 'error') return;
      const text = msg.text();
      // The blocked request above already counts as the problem; its console echo is noise.
      if (text.includes('net::ERR_BLOCKED_BY_CLIENT')) return;
      if (!allowed.some((re) => re.test(text))) problems.push(`console error on ${page.url()}: ${text}`);
    });
    page.on('pageerror', (err) => problems.push(`page error on ${page.url()}: ${err.message}`));
    return page;
  };

  const loginAs = async (page: Page, who: { email: string; password: string } = ADMIN) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(who.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(who.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await page.waitForURL((u) => u.pathname.startsWith('/admin'));
  };

  const endTest = async () => {
    const open = contexts;
    contexts = [];
    await Promise.all(open.map((c) => c.close()));
    const found = problems;
    problems = [];
    if (found.length) throw new Error(`the browser reported problems:\n${found.join('\n')}`);
  };

  const close = async () => {
    await Promise.all([...contexts, ...kept].map((c) => c.close().catch(() => undefined)));
    await browser.close();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await t.close();
  };

  return { url, t, browser, newPage, loginAs, endTest, close };
};

/**
 * One site per test file: started before the first test, checked after each, closed at the end.
 * A failing test leaves a screenshot of its last page in the temp folder.
 */
export const useSite = (): (() => Site) => {
  let site: Site | undefined;
  beforeAll(async () => {
    site = await startSite();
  });
  afterEach(async (ctx) => {
    if (!site) return;
    if (ctx.task.result?.state === 'fail') await screenshotLastPage(site, ctx.task.name);
    await site.endTest();
  });
  afterAll(async () => {
    await site?.close();
  });
  return () => {
    if (!site) throw new Error('the site is not started yet');
    return site;
  };
};

const screenshotLastPage = async (site: Site, name: string) => {
  const page = site.browser
    .contexts()
    .flatMap((c) => c.pages())
    .at(-1);
  if (!page) return;
  const dir = path.join(os.tmpdir(), 'weft-e2e');
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `${name.replace(/[^A-Za-z0-9-]+/g, '-').slice(0, 80)}.png`);
  await page.screenshot({ path: file, fullPage: true }).catch(() => undefined);
  process.stderr.write(`screenshot of the failed test: ${file}\n`);
};

/**
 * A screenshot of a state worth looking at, kept only when SHOTS_DIR names a folder (a person
 * reviewing the screens sets it; the suite itself saves nothing).
 */
export const snap = async (target: Page | Locator, name: string) => {
  const dir = process.env.SHOTS_DIR;
  if (!dir) return;
  fs.mkdirSync(dir, { recursive: true });
  const file = path.join(dir, name);
  await ('goto' in target ? target.screenshot({ path: file, fullPage: true }) : target.screenshot({ path: file }));
};
