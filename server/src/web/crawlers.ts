// What crawlers read: /robots.txt and the sitemap files. Both come from the database through the
// read cache, so they follow every change without being rebuilt on each request.
import type { Express, Response } from 'express';
import type { AppDeps } from '#server/deps';
import type { PublicSources } from '#server/lib/domain-face';
import { SITEMAP_MAX_URLS, sitemapEntries, sitemapIndexXml, splitEntries, urlsetXml } from './sitemap';
import { STAFF_SIGN_IN_PAGES } from '#shared/emailed-links';
import { SITE_PAGES } from '#shared/site-pages';

/**
 * Paths no search engine should visit: staff screens, the API, sign-in flows, search. Pages by
 * link only (private viewing rooms, the RSVP and waitlist links) are not here: they carry noindex,
 * which a crawler kept out could never read, while links to them could still get them listed.
 */
export const NOT_FOR_CRAWLERS = ['/admin', '/api/', '/trpc/', ...STAFF_SIGN_IN_PAGES, SITE_PAGES.search, '/404'];

export const robotsTxt = (origin: string) =>
  ['User-agent: *', ...NOT_FOR_CRAWLERS.map((p) => `Disallow: ${p}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join(
    '\n',
  );

/** `sources`: the public registry, whose visible rows the sitemap lists. */
export const registerCrawlerFiles = (
  app: Express,
  deps: AppDeps,
  sources: PublicSources,
  perFile = SITEMAP_MAX_URLS,
) => {
  const origin = deps.env.publicUrl;
  // Keyed by the minute: a post scheduled for 10:00 joins the sitemap at 10:00 without a write.
  const parts = () => {
    const now = new Date().toISOString();
    return deps.reads.get(`sitemap:${perFile}:${now.slice(0, 16)}`, async () =>
      splitEntries(await sitemapEntries(deps, sources, now), perFile),
    );
  };

  app.get('/robots.txt', (_req, res) => {
    res.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600');
    res.send(robotsTxt(origin));
  });

  const sendXml = (res: Response, xml: string) => {
    res.type('application/xml').setHeader('Cache-Control', 'public, max-age=600');
    res.send(xml);
  };

  app.get('/sitemap.xml', async (_req, res) => {
    const all = await parts();
    sendXml(res, all.length > 1 ? sitemapIndexXml(origin, all) : urlsetXml(origin, all[0]!));
  });

  app.get(/^\/sitemap-(\d+)\.xml$/, async (req, res) => {
    const all = await parts();
    const part = all.length > 1 ? all[Number(req.params[0]) - 1] : undefined;
    if (!part) return void res.sendStatus(404);
    sendXml(res, urlsetXml(origin, part));
  });
};
