// Which pages the render thread renders, read as the page router reads an address: no spelling of a
// private room's address (dot segments, encoded dots, backslashes) may reach it, where a visitor's
// tries at room addresses could not be counted. The list is read from the registry and the site
// pages: a new fixed page or a new listed kind is rendered there without another list to keep.
import { describe, expect, it } from 'vitest';
import { PUBLIC_KIND_KEYS, PUBLIC_KINDS, pathOf } from '#shared/public-kinds';
import { SITE_PAGES } from '#shared/site-pages';
import { renderedByThread } from '#server/web/render-thread';

describe('renderedByThread', () => {
  it('takes the public pages, and no spelling of a room or staff page', () => {
    for (const url of ['/', '/events', '/events/a-talk', '/artworks?page=2', '/media/in-the-news/x'])
      expect(renderedByThread(url), url).toBe(true);
    for (const url of [
      '/private-viewing-room/x',
      '/events/../private-viewing-room/x',
      '/events/%2e%2e/private-viewing-room/x',
      '/events/%2E%2E/private-viewing-room/x',
      '/events/.%2e/private-viewing-room/x',
      '/events\\..\\private-viewing-room\\x',
      '/artworks/../admin',
      '/./search?search=x',
      '/admin',
      '/login',
      '/aboutx',
    ])
      expect(renderedByThread(url), url).toBe(false);
  });

  it('takes every fixed page but the search, and every listed kind at its list and its items', () => {
    for (const page of Object.values(SITE_PAGES)) expect(renderedByThread(page), page).toBe(page !== SITE_PAGES.search);
    for (const key of PUBLIC_KIND_KEYS) {
      const { sitemap, listPath } = PUBLIC_KINDS[key];
      expect(renderedByThread(pathOf(key, 'an-item')), key).toBe(sitemap);
      if (sitemap) expect(renderedByThread(listPath), key).toBe(true);
    }
  });
});
