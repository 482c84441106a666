// The staff's screens are the back office (/admin) and the sign-in screens with their emailed links
// (STAFF_SIGN_IN_PAGES): robots.txt keeps crawlers out of them and a visitor's reading preferences
// are not written on them. Every route of the admin layout and every sign-in screen of the auth
// domain must be among them, and no page of the site.
import { describe, expect, it } from 'vitest';
import { ROUTES } from '#client/app/route-table';
import { authRoutes } from '#client/features/auth/routes';
import { NO_READING_PREFS } from '#shared/reading-prefs';
import { NOT_FOR_CRAWLERS } from '#server/web/crawlers';

const url = (path: string) => path.replace(/:\w+/g, 'x');
const keptFromCrawlers = (path: string) =>
  NOT_FOR_CRAWLERS.some((p) => path === p || path.startsWith(p.endsWith('/') ? p : `${p}/`));

describe("the staff's screens", () => {
  const staff = [...ROUTES.filter((r) => r.layout === 'admin'), ...authRoutes.filter((r) => r.layout === 'empty')];

  it.each(staff.map((r) => r.path))('%s: no reading preferences, no crawlers', (path) => {
    expect(NO_READING_PREFS.test(url(path))).toBe(true);
    expect(keptFromCrawlers(url(path))).toBe(true);
  });

  it("leaves the site's pages and the visitors' emailed links to the visitor's preferences", () => {
    const visitors = ROUTES.filter((r) => !staff.includes(r));
    expect(visitors.length).toBeGreaterThan(20);
    for (const r of visitors) expect(NO_READING_PREFS.test(url(r.path)), r.path).toBe(false);
    expect(NO_READING_PREFS.test('/administrators')).toBe(false);
  });
});
