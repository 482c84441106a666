// /robots.txt and /sitemap.xml: what search engines may visit, and every public item with its
// last change, straight from the database (a change shows at once), split past the protocol's limit.
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_SOURCES } from '#server/compose/public-registry';
import { registerCrawlerFiles } from '#server/web/crawlers';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { ROUTES } from '../../client/src/app/route-table';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const shown = await makeArtist(db, { first_name: 'Ines', last_name: 'Cruz', slug: 'ines-cruz' });
  const hidden = await makeArtist(db, { slug: 'hidden-artist', status: '0' });
  await makeArtwork(db, {
    artist_id: shown.id,
    title: 'Salt & Indigo',
    slug: 'salt-indigo',
    updated_at: '2026-03-04T05:06:07.000Z',
  });
  await makeArtwork(db, { artist_id: shown.id, slug: 'draft-work', status: '0' });
  await makeArtwork(db, { artist_id: hidden.id, slug: 'work-of-hidden-artist' });
});
afterAll(() => t.close());

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('/robots.txt', () => {
  it('keeps crawlers out of the admin, the API and sign-in screens, lets them read the noindex of pages by link, and names the sitemap', async () => {
    const res = await t.http().get('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const p of ['/admin', '/api/', '/trpc/', '/login', '/change-password'])
      expect(lines).toContain(`Disallow: ${p}`);
    // Pages by link only carry noindex themselves: crawlers must be let in to read it.
    for (const p of ['/private-viewing-room/', '/rsvp/', '/waitlist/']) expect(lines).not.toContain(`Disallow: ${p}`);
    expect(lines).not.toContain('Disallow: /');
    expect(lines).toContain('Sitemap: http://weft.test/sitemap.xml');
  });
});

describe('/sitemap.xml', () => {
  it('lists the public pages and every visible artwork and artist with lastmod, nothing hidden', async () => {
    const res = await t.http().get('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org/);
    const urls = locs(res.text);
    expect(urls).toEqual(
      expect.arrayContaining([
        'http://weft.test/',
        'http://weft.test/artworks',
        'http://weft.test/artists',
        'http://weft.test/artworks/salt-indigo',
        'http://weft.test/artists/ines-cruz',
      ]),
    );
    expect(res.text).toContain(
      '<url><loc>http://weft.test/artworks/salt-indigo</loc><lastmod>2026-03-04T05:06:07.000Z</lastmod></url>',
    );
    for (const gone of ['draft-work', 'work-of-hidden-artist', 'hidden-artist', '/admin', '/login'])
      expect(urls.some((u) => u!.includes(gone))).toBe(false);
  });

  it("lists every public page of the route table that is not an item's, by link only or a search", async () => {
    const urls = locs((await t.http().get('/sitemap.xml')).text);
    const fixed = ROUTES.filter(
      (r) => r.layout === 'base' && !r.path.includes(':') && !r.flags?.noindex && !r.redirect,
    ).map((r) => `http://weft.test${r.path}`);
    expect(fixed).toContain('http://weft.test/media');
    expect(urls).toEqual(expect.arrayContaining(fixed));
  });

  it('follows the database: a newly shown artwork is listed on the next request', async () => {
    await t.deps.db.updateTable('artworks').set({ status: '1' }).where('slug', '=', 'draft-work').execute();
    const urls = locs((await t.http().get('/sitemap.xml')).text);
    expect(urls).toContain('http://weft.test/artworks/draft-work');
    await t.deps.db.updateTable('artworks').set({ status: '0' }).where('slug', '=', 'draft-work').execute();
    expect(locs((await t.http().get('/sitemap.xml')).text)).not.toContain('http://weft.test/artworks/draft-work');
  });

  it('becomes an index of numbered sitemaps past the per-file limit', async () => {
    const app = express();
    registerCrawlerFiles(app, t.deps, PUBLIC_SOURCES, 5);
    const index = await request(app).get('/sitemap.xml');
    expect(index.text).toMatch(/<sitemapindex xmlns=/);
    const parts = locs(index.text);
    expect(parts.length).toBeGreaterThan(1);
    expect(parts).toEqual(parts.map((_, i) => `http://weft.test/sitemap-${i + 1}.xml`));
    expect(index.text).toContain('<lastmod>'); // the parts with items carry their newest change
    const files = await Promise.all(parts.map((_, i) => request(app).get(`/sitemap-${i + 1}.xml`)));
    expect(locs(files[0]!.text)).toHaveLength(5);
    const all = files.flatMap((f) => locs(f.text));
    expect(all).toHaveLength(new Set(all).size);
    expect(all).toContain('http://weft.test/artworks/salt-indigo');
    expect((await request(app).get(`/sitemap-${parts.length + 1}.xml`)).status).toBe(404);
  });
});
