// Which pages the render thread renders, read as the page router reads an address: no spelling of a
// private room's address (dot segments, encoded dots, backslashes) may reach it, where a visitor's
// tries at room addresses could not be counted.
import { describe, expect, it } from 'vitest';
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
    ])
      expect(renderedByThread(url), url).toBe(false);
  });
});
