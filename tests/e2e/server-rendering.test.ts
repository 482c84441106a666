// Public pages served as real HTML (decision 010): the item's title, price or dates,
// image and structured data are in the HTML a crawler or a share preview reads; stored text cannot
// escape into a script; missing things answer 404; the browser hydrates that HTML with no request to
// the API and no console error or warning.
import http from 'node:http';
import zlib from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Row } from '#server/db/schema';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeImage } from '#server/factories/images';
import { makeLookups } from '#server/factories/lookups';
import { httpStatusLine, PHONE, useSite } from './harness';
import { jsonLd, metaContent } from '../setup/served-html';

const site = useSite();
const EVIL = '</script><script>alert(1)</script>';

let weaver: Row<'artists'>;
let indigo: Row<'artworks'>;
let evil: Row<'artworks'>;
let hidden: Row<'artworks'>;

beforeAll(async () => {
  const { db } = site().t.deps;
  const materials = await makeLookups(db, 'materials', ['Wool']);
  const image = await makeImage(site().t.deps, { width: 1600, height: 1200 });
  const portrait = await makeImage(site().t.deps, { width: 800, height: 1000 });
  weaver = await makeArtist(db, {
    first_name: 'Ama',
    last_name: 'Owusu',
    birth_year: 1961,
    location: 'Accra, Ghana',
    header_image_id: portrait.id,
  });
  indigo = await makeArtwork(db, {
    artist_id: weaver.id,
    title: 'Indigo Field',
    year: 2019,
    price: 12500,
    height: 48,
    width: 36.5,
    depth: 1.875,
    featured: 1,
    medium: 'Handwoven wool',
    material_ids: [materials.get('Wool')!],
    image_ids: [image.id],
    header_image_id: image.id,
  });
  // The factory's default description quotes the title as HTML; a real one is sanitised when saved.
  evil = await makeArtwork(db, { artist_id: weaver.id, title: EVIL, price: 900, description: null });
  hidden = await makeArtwork(db, { artist_id: weaver.id, title: 'Withdrawn Piece', status: '0' });
});

const html = async (path: string) => {
  const res = await fetch(site().url + path);
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

/** Every JSON-LD block of the page, parsed (a syntax error fails the test). */
const typesOf = (text: string) => jsonLd(text).map((d) => d['@type']);

describe('served HTML', () => {
  it('an artwork: title, price, dimensions, image, canonical, Open Graph and VisualArtwork', async () => {
    const page = await html(`/artworks/${indigo.slug}`);
    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    expect(head).toContain('<title>Indigo Field · Weft Gallery</title>');
    expect(head).toContain(`<link rel="canonical" href="http://weft.test/artworks/${indigo.slug}"/>`);
    expect(metaContent(head, 'og:title')).toBe('Indigo Field');
    expect(metaContent(head, 'description')).toMatch(/^Indigo Field, 2019, by Ama Owusu\. .*\$12,500\./);
    const ogImage = metaContent(head, 'og:image')!;
    expect(ogImage).toMatch(/^http:\/\/weft\.test\/uploads\/.+-1600\.jpg$/);
    expect(metaContent(head, 'og:image:width')).toBe('1600');
    expect(metaContent(head, 'twitter:card')).toBe('summary_large_image');
    // The body carries the caption itself, not a loading skeleton.
    expect(page.text).toMatch(/<h1[^>]*>Indigo Field/);
    expect(page.text).toContain('$12,500');
    expect(page.text).toMatch(/<img[^>]+fetchPriority="high"/);

    const [work, crumbs] = jsonLd(page.text);
    expect(work).toMatchObject({
      '@context': 'https://schema.org',
      // For sale: also a Product, so that search results can show the price.
      '@type': ['VisualArtwork', 'Product'],
      name: 'Indigo Field',
      brand: { '@type': 'Brand', name: 'Ama Owusu' },
      dateCreated: '2019',
      artMedium: 'Handwoven wool',
      material: 'Wool',
      creator: { '@type': 'Person', name: 'Ama Owusu', url: `http://weft.test/artists/${weaver.slug}` },
      height: { value: 48, unitCode: 'INH' },
      width: { value: 36.5, unitCode: 'INH' },
      offers: { '@type': 'Offer', price: 12500, priceCurrency: 'USD', availability: 'https://schema.org/InStock' },
    });
    expect(work!.image).toBe(ogImage);
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Home' },
        { position: 2, name: 'Artworks', item: 'http://weft.test/artworks' },
        { position: 3, name: 'Indigo Field' },
      ],
    });
  });

  it('an artist: name, dates, portrait and Person', async () => {
    const page = await html(`/artists/${weaver.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Ama Owusu · Weft Gallery</title>');
    expect(page.text).toMatch(/<h1[^>]*>Ama Owusu<\/h1>/);
    expect(page.text).toContain('Born 1961, Accra, Ghana');
    expect(metaContent(page.text, 'og:image')).toMatch(/^http:\/\/weft\.test\/uploads\//);
    expect(page.text).toContain('Indigo Field'); // the artist's works are on the served page too
    const [person] = jsonLd(page.text);
    expect(person).toMatchObject({
      '@type': 'Person',
      name: 'Ama Owusu',
      birthDate: '1961',
      homeLocation: { name: 'Accra, Ghana' },
      url: `http://weft.test/artists/${weaver.slug}`,
    });
    expect(typesOf(page.text)).toEqual(['Person', 'BreadcrumbList']);
  });

  it('the home page: the gallery (ArtGallery) and its selected works', async () => {
    const page = await html('/');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Weft Gallery</title>');
    expect(page.text).toContain('<link rel="canonical" href="http://weft.test/"/>');
    expect(page.text).toContain('Indigo Field');
    const [gallery] = jsonLd(page.text);
    expect(gallery).toMatchObject({
      '@type': 'ArtGallery',
      name: 'Weft Gallery',
      url: 'http://weft.test/',
      address: { '@type': 'PostalAddress', addressLocality: 'New York' },
    });
  });

  it('the catalogue: its works with prices, canonical without filters, BreadcrumbList', async () => {
    const page = await html('/artworks?sort=price_low_high');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Artworks · Weft Gallery</title>');
    expect(page.text).toContain('<link rel="canonical" href="http://weft.test/artworks"/>');
    expect(page.text).toContain('Indigo Field');
    expect(page.text).toContain('$12,500');
    expect(page.text).toMatch(/<img[^>]+src="\/uploads\//);
    expect(typesOf(page.text)).toEqual(['BreadcrumbList']);
  });

  it('keeps a stored </script> inert: escaped in the state and the JSON-LD, text in the page', async () => {
    const page = await html(`/artworks/${evil.slug}`);
    expect(page.status).toBe(200);
    expect(page.text).not.toContain('<script>alert(1)</script>');
    // Only the three scripts the page is made of: JSON-LD (2), the state, and the entry module.
    const scripts = [...page.text.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
    expect(scripts.every((attrs) => /type="(application\/ld\+json|application\/json|module)"/.test(attrs!))).toBe(true);
    expect(jsonLd(page.text)[0]!.name).toBe(EVIL);
    const state = /<script type="application\/json" id="weft-state">([\s\S]*?)<\/script>/.exec(page.text)![1]!;
    expect(JSON.stringify(JSON.parse(state))).toContain(EVIL);
  });

  it('keeps a rendered page only until the database changes', async () => {
    const { db } = site().t.deps;
    const path = `/artworks/${evil.slug}`;
    expect((await html(path)).text).toContain('$900');
    await db.updateTable('artworks').set({ price: 950 }).where('id', '=', evil.id).execute();
    expect((await html(path)).text).toContain('$950');
    await db.updateTable('artworks').set({ status: '0' }).where('id', '=', evil.id).execute();
    expect((await html(path)).status).toBe(404);
    await db.updateTable('artworks').set({ status: '1', price: 900 }).where('id', '=', evil.id).execute();
    expect((await html(path)).status).toBe(200);
  });

  it('sends a kept page as Brotli, gzip or plain HTML, as the client accepts', async () => {
    const path = `/artworks/${indigo.slug}`;
    const raw = (encoding: string) =>
      new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get(site().url + path, { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    for (const [accept, encoding, decode] of [
      ['br, gzip', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
      ['identity', undefined, (b: Buffer) => b],
    ] as const) {
      const res = await raw(accept);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary, accept).toMatch(/Accept-Encoding/i);
      expect(decode(res.body).toString('utf8'), accept).toContain('<title>Indigo Field · Weft Gallery</title>');
    }
  });

  it('answers 404 with the not-found page for an unknown path and a missing or inactive item', async () => {
    for (const path of ['/no-such-page', `/artworks/${hidden.slug}`, '/artworks/never-was', '/artists/nobody']) {
      const page = await html(path);
      expect(page.status, path).toBe(404);
      expect(page.text, path).toContain('This page is not on view.');
      expect(page.text, path).toContain('<meta name="robots" content="noindex"/>');
    }
  });

  it('serves the admin and sign-in screens as an unindexed shell', async () => {
    for (const path of ['/admin', '/login']) {
      const page = await html(path);
      expect(page.status, path).toBe(200);
      expect(page.text, path).toContain('<meta name="robots" content="noindex"/>');
      expect(page.text, path).toContain('<div id="root"></div>');
      expect(page.text, path).not.toContain('weft-state');
    }
  });
});

/** Holds the app's entry script until release(): the seconds a slow phone shows the page unhydrated. */
const holdAppEntry = async (page: Page) => {
  let asked!: () => void;
  const entryAsked = new Promise<void>((resolve) => (asked = resolve));
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    asked();
    await released;
    await route.continue();
  });
  return { entryAsked, release };
};

describe('hydration', () => {
  for (const viewport of [undefined, PHONE]) {
    it(`takes over the served page without an API request or a console warning (${viewport ? 'phone' : 'desktop'})`, async () => {
      for (const path of ['/', '/artworks', `/artworks/${indigo.slug}`, `/artists/${weaver.slug}`]) {
        const page = await site().newPage({ viewport });
        const warnings: string[] = [];
        const apiCalls: string[] = [];
        page.on('console', (msg) => {
          if (msg.type() === 'warning' || msg.type() === 'error') warnings.push(`${path}: ${msg.text()}`);
        });
        page.on('request', (req) => {
          if (/\/(trpc|api)\//.test(req.url())) apiCalls.push(req.url());
        });
        await page.goto(path, { waitUntil: 'networkidle' });
        // Hydrated: React handles a click (the menu opens) without reloading the page.
        await page.getByRole('button', { name: 'Menu' }).first().click();
        await page.getByRole('dialog').first().waitFor();
        expect(apiCalls, path).toEqual([]);
        expect(warnings, path).toEqual([]);
      }
    });
  }

  it('answers a tap on a button made while the app was still loading, once it has hydrated', async () => {
    const page = await site().newPage({ viewport: PHONE });
    // The app's entry is held until after the tap: the window a slow phone leaves open for seconds.
    const { entryAsked, release } = await holdAppEntry(page);
    const loaded = page.goto(`/artworks/${indigo.slug}`);
    await entryAsked;
    await page.getByRole('button', { name: 'Menu' }).first().click();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    expect(await page.getByRole('dialog').count()).toBe(0);
    release();
    await loaded;
    await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    await expect.poll(() => page.url()).toMatch(new RegExp(`/artworks/${indigo.slug}$`));
  });

  it('applies a filter chosen while the app was still loading, once it has hydrated', async () => {
    const page = await site().newPage();
    const { entryAsked, release } = await holdAppEntry(page);
    const loaded = page.goto('/artworks');
    await entryAsked;
    const select = page.locator('select').first();
    await select.selectOption({ index: 1 });
    const chosen = await select.inputValue();
    expect(chosen).not.toBe('');
    release();
    await loaded;
    await page.waitForURL((url) => [...url.searchParams.values()].includes(chosen));
    // The catalogue may render its filters again for the new list: the select then shows the URL's value.
    await expect.poll(() => select.inputValue()).toBe(chosen);
  });

  it('navigates on in the browser after hydrating (client-side routing still works)', async () => {
    const page = await site().newPage({ allowConsole: [httpStatusLine(404)] });
    await page.goto(`/artworks/${indigo.slug}`);
    await page.getByRole('link', { name: 'Ama Owusu' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Ama Owusu' }).waitFor();
    expect(await page.title()).toBe('Ama Owusu · Weft Gallery');
  });
});

describe('a light public entry', () => {
  it('names the largest image in the head, at high priority, and carries its styles inline', async () => {
    const page = await html(`/artworks/${indigo.slug}`);
    const head = page.text.slice(0, page.text.indexOf('</head>'));
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(head)?.[0] ?? '';
    expect(preload).toContain('fetchPriority="high"');
    expect(preload).toMatch(/imageSrcSet="[^"]*-1600\.webp 1600w"/);
    expect(preload).toContain('type="image/webp"');
    // No stylesheet request stands between the HTML and the first paint.
    expect(head).toMatch(/<style id="weft-styles">[^<]*\._shell_/);
    const stylesheets = head.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(stylesheets.length).toBeGreaterThan(0);
    for (const link of stylesheets) expect(link).toContain('disabled=""');
  });

  // The same rules loaded again after the inline ones came in another order and moved the page.
  it('never loads the inlined styles again: not when hydrating, not on the next public page', async () => {
    const page = await site().newPage({ viewport: PHONE });
    const stylesheets: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'stylesheet' || req.url().endsWith('.css')) stylesheets.push(req.url());
    });
    await page.goto('/'); // the harness's goto waits for hydration
    await page.goto(`/artworks/${indigo.slug}`);
    await page.getByRole('link', { name: 'Ama Owusu' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'Ama Owusu' }).waitFor();
    expect(stylesheets).toEqual([]);
  });

  // Chrome holds the first paint for every font that starts loading before it: a font the page uses
  // but the head does not name is found late, at the highest priority (decision 016).
  it('preloads the three font files its text uses, and loads no other', async () => {
    for (const path of ['/', '/artworks', `/artworks/${indigo.slug}`]) {
      const page = await site().newPage();
      const fonts: string[] = [];
      page.on('response', (res) => {
        if (new URL(res.url()).pathname.endsWith('.woff2')) fonts.push(new URL(res.url()).pathname);
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      await page.evaluate(() => document.fonts.ready);
      const head = await page.evaluate(() => document.head.outerHTML);
      const preloaded = [...head.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
      expect(preloaded.map((f) => f.replace(/-[\w-]{8}\.woff2$/, '')).sort(), path).toEqual([
        '/assets/cormorant-garamond-latin-500-normal',
        '/assets/inter-latin-400-normal',
        '/assets/inter-latin-500-normal',
      ]);
      expect([...new Set(fonts)].sort(), path).toEqual([...preloaded].sort());
      // Only latin and latin-ext faces travel in the inline styles.
      expect(head, path).not.toMatch(/U\+0400-045F|U\+1F00-1FFF/);
    }
  });

  it('asks for the app once the first screen’s image has arrived, and then hydrates', async () => {
    for (const path of [`/artworks/${indigo.slug}`, `/artists/${weaver.slug}`]) {
      const page = await site().newPage();
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const { image, app, early } = await page.evaluate(() => {
        const hero = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')!;
        const entries = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((e) => ({
          path: new URL(e.name).pathname,
          start: e.startTime,
          end: e.responseEnd,
        }));
        const image = entries.find((e) => e.path === new URL(hero.currentSrc).pathname)?.end ?? -1;
        return {
          image,
          app: entries.find((e) => /^\/assets\/index-[\w-]+\.js$/.test(e.path))?.start ?? -1,
          early: entries.filter((e) => e.path.endsWith('.js') && e.start < image).map((e) => e.path),
        };
      });
      expect(image, path).toBeGreaterThan(0);
      expect(app, path).toBeGreaterThanOrEqual(image);
      // Before it, no script but the boot script.
      expect(
        early.filter((p) => !/^\/assets\/boot-[\w-]+\.js$/.test(p)),
        path,
      ).toEqual([]);
    }
  });

  // A visitor who only reads runs no app code; one who reaches for the page gets it (decision 035).
  it('starts the app when the visitor reaches for the page, or once the page has lain idle', async () => {
    const started = async (reach: boolean) => {
      const page = await site().newPage({ viewport: PHONE });
      const scripts: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname.endsWith('.js')) scripts.push(new URL(req.url()).pathname);
      });
      // Not the harness's goto, which reaches for the page itself.
      await page.evaluate((url) => window.location.assign(url), `${site().url}/artworks/${indigo.slug}`);
      await page.waitForURL(`**/artworks/${indigo.slug}`, { waitUntil: 'load' });
      // Its files are fetched once the first screen is shown, but nothing has run them yet.
      await expect.poll(() => scripts.some((p) => /^\/assets\/index-[\w-]+\.js$/.test(p))).toBe(true);
      expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
      if (reach) await page.mouse.move(20, 20);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, {
        timeout: 15_000,
      });
      // Started, it answers: the menu opens.
      await page.getByRole('button', { name: 'Menu' }).first().click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
    };
    await started(true);
    await started(false);
  });

  // Markers of the two libraries in the built files: Mantine's provider check (every component of
  // @mantine/core calls it) and its color-scheme styles; zod's error class.
  const MANTINE_JS = 'MantineProvider was not found';
  const MANTINE_CSS = 'data-mantine-color-scheme';
  const ZOD = 'ZodError';

  it('loads neither Mantine (code or styles) nor zod on the home page, the catalogue and an artwork', async () => {
    for (const path of ['/', '/artworks', `/artworks/${indigo.slug}`, `/artists/${weaver.slug}`]) {
      const page = await site().newPage();
      const loaded: string[] = [];
      page.on('response', (res) => {
        if (/\.(js|css)$/.test(new URL(res.url()).pathname)) loaded.push(res.url());
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      // The menu and the search (dialogs) are part of the public pages' own code.
      await page.getByRole('button', { name: 'Menu' }).first().click();
      await page.getByRole('dialog').getByRole('navigation', { name: 'Main' }).waitFor();
      expect(loaded.length, path).toBeGreaterThan(2);
      for (const url of loaded) {
        const body = await (await fetch(url)).text();
        const name = new URL(url).pathname;
        expect(body.includes(MANTINE_JS), `${path}: ${name}`).toBe(false);
        expect(body.includes(MANTINE_CSS), `${path}: ${name}`).toBe(false);
        expect(body.includes(ZOD), `${path}: ${name}`).toBe(false);
      }
    }
  });

  it('brings Mantine with the sign-in screen', async () => {
    const page = await site().newPage();
    const scripts: string[] = [];
    page.on('response', (res) => {
      if (new URL(res.url()).pathname.endsWith('.js')) scripts.push(res.url());
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).waitFor();
    const bodies = await Promise.all(scripts.map(async (url) => (await fetch(url)).text()));
    expect(bodies.some((b) => b.includes(MANTINE_JS))).toBe(true);
  });
});
