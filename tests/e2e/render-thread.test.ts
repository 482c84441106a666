// The render thread (decision 037): a public page first rendered in the worker thread, over its own
// connection to the database, comes back with what it was read from; the main thread keeps it and
// drops it on the writes that concern it, exactly as a page rendered here; the thread renders public
// pages only; without it, pages are still rendered. (In the browser-test project: it needs the built
// client, which the browser files share.)
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createApp } from '#server/app';
import type { Row } from '#server/db/schema';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { READS_HEADER, RenderThread } from '#server/web/render-thread';
import { createTestApp, type TestApp } from '../setup/test-app';
import { clientBuilt } from './client-build';
import { clientDir } from './harness';

const METRICS_TOKEN = 'metrics-token-for-the-render-thread-test';

let t: TestApp;
let thread: RenderThread;
let site: ReturnType<typeof request>;
let weaver: Row<'artists'>;
let indigo: Row<'artworks'>;
let far: Row<'artworks'>;

beforeAll(async () => {
  await clientBuilt(inject('clientBuildResult'));
  t = await createTestApp({ clientDir: clientDir(), env: { METRICS_TOKEN } });
  weaver = await makeArtist(t.deps.db, { first_name: 'Ama', last_name: 'Owusu' });
  indigo = await makeArtwork(t.deps.db, { artist_id: weaver.id, title: 'Indigo Field', price: 12500 });
  const other = await makeArtist(t.deps.db, { first_name: 'Lena', last_name: 'Brandt' });
  far = await makeArtwork(t.deps.db, { artist_id: other.id, title: 'Far Away' });
  thread = new RenderThread(
    new URL('../setup/renderer-from-sources.mjs', import.meta.url),
    t.deps.env,
    pino({ level: process.env.RT_DEBUG ? 'debug' : 'silent' }),
    clientDir(),
  );
  thread.start();
  await thread.ready;
  site = request(createApp(t.deps, { clientDir: clientDir(), renderThread: thread }));
}, 120_000);

afterAll(async () => {
  await thread?.stop();
  await t?.close();
});

const page = async (url: string) => {
  const res = await site.get(url);
  expect(res.status).toBe(200);
  return res.text;
};

describe('the render thread', () => {
  it('renders a public page the main thread keeps until a write concerns it', async () => {
    const url = `/artworks/${indigo.slug}`;
    expect(await page(url)).toContain('Indigo Field');
    expect(thread.stats).toMatchObject({ rendered: 1, failed: 0 });

    // Kept: asked again, it is not rendered again.
    expect(await page(url)).toContain('Indigo Field');
    expect(thread.stats.rendered).toBe(1);

    // Another artist's work changes: this page, read from its own artist's works, stays kept.
    t.deps.sqlite.prepare('UPDATE artworks SET price = price + 1 WHERE id = ?').run(far.id);
    await page(url);
    expect(thread.stats.rendered).toBe(1);

    // Its own work changes: the next visitor sees the change, rendered anew over there.
    t.deps.sqlite.prepare("UPDATE artworks SET title = 'Indigo Field, Second State' WHERE id = ?").run(indigo.id);
    expect(await page(url)).toContain('Indigo Field, Second State');
    expect(thread.stats.rendered).toBe(2);

    // What an operator sees of it.
    const metrics = await site.get('/metrics').set('Authorization', `Bearer ${METRICS_TOKEN}`);
    expect(metrics.text).toContain('weft_render_thread_pages_total{outcome="rendered"} 2');
    expect(metrics.text).toContain('weft_render_thread_pages_total{outcome="failed"} 0');
  });

  it('sends with each page the tables and scopes it was read from', async () => {
    const renderer = request(createApp(t.deps, { clientDir: clientDir(), role: 'renderer' }));
    const res = await renderer.get(`/artists/${weaver.slug}`).set('Accept-Encoding', 'br');
    expect(res.status).toBe(200);
    const reads = String(res.headers[READS_HEADER]).split(',');
    expect(reads).toEqual(expect.arrayContaining(['artists', `artist-works:${weaver.id}`]));
  });

  it('renders public pages only: no API, no staff screen, no search, no write', async () => {
    const renderer = request(createApp(t.deps, { clientDir: clientDir(), role: 'renderer' }));
    for (const url of [
      '/api/public/artworks/shop-page',
      '/api/admin/artworks',
      '/admin',
      '/login',
      '/search?search=indigo',
      '/private-viewing-room/anything',
    ])
      expect((await renderer.get(url)).status, url).toBe(404);
    expect((await renderer.post('/api/login').send({ username: 'a', password: 'b' })).status).toBe(404);
    expect((await renderer.post(`/artworks/${indigo.slug}`)).status).toBe(404);
  });

  it('leaves the page to the main thread when the renderer is gone', async () => {
    await thread.stop();
    const before = { ...thread.stats };
    expect(await page('/artworks')).toContain('Indigo Field, Second State');
    expect(thread.stats).toEqual(before);
  });
});
