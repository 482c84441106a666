import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#client/app/route-table';
import { EMAILED_LINKS } from '#shared/emailed-links';

/** A URL of the route's own: each :param filled in. */
const sampleUrl = (path: string) =>
  path.replace(/:(\w+)/g, (_, name: string) => (name === 'id' ? '7' : `some-${name}`));

describe('the route table (the domains’ tables put together)', () => {
  it('names every path once', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(paths.length).toBe(new Set(paths).size);
  });

  // React Router ranks a layout's routes by how specific their paths are, and the order of the
  // table only breaks ties: when each route wins its own URL, no route shadows another and the
  // order in which app/route-table.ts puts the domains' tables together cannot change a match.
  it.each(['base', 'admin', 'empty'] as const)('answers each URL of the %s layout with its own route', (layout) => {
    const routes = ROUTES.filter((r) => r.layout === layout);
    const objects = routes.map((r) => ({ path: r.path, id: r.path }));
    for (const r of routes) {
      const matched = matchRoutes(objects, sampleUrl(r.path))?.at(-1)?.route.id;
      expect(matched, sampleUrl(r.path)).toBe(r.path);
    }
    // and the same in the opposite order
    const reversed = [...objects].reverse();
    for (const r of routes) expect(matchRoutes(reversed, sampleUrl(r.path))?.at(-1)?.route.id).toBe(r.path);
  });
});

// The pages emails link to are written from shared/emailed-links.ts by the server's mails; a link
// sent months ago must still open its page, so each entry is a route of the table, with a screen.
describe('the pages emails link to', () => {
  it.each(Object.entries(EMAILED_LINKS))('%s (%s) is a route with a page', (_, path) => {
    const route = ROUTES.find((r) => r.path === path);
    expect(route, path).toBeDefined();
    expect(route?.page, path).toBeTypeOf('function');
  });
});
