// /sitemap.xml from the database: the public pages, then every visible item of the public registry
// with its lastmod. Past 50,000 addresses (the protocol's limit per file) /sitemap.xml becomes an
// index of /sitemap-N.xml. A kind joins by a domain giving its rows (server/src/compose/public-registry.ts, handed in).
import type { AppDeps } from '#server/deps';
import type { PublicSources } from '#server/lib/domain-face';
import { PUBLIC_KIND_KEYS, PUBLIC_KINDS, pathOf } from '#shared/public-kinds';
import { SITE_PAGES } from '#shared/site-pages';

export interface SitemapEntry {
  /** a path on this site, e.g. /artworks/blue-weave */
  path: string;
  /** ISO date-time of the item's last change */
  lastmod?: string;
}

export const SITEMAP_MAX_URLS = 50_000;

/**
 * The public pages that are neither items nor a kind's list (landing pages and fixed texts): every
 * site page but search, whose answers crawlers are kept out of (robots.txt).
 */
const FIXED_PAGES = Object.values(SITE_PAGES).filter((path) => path !== SITE_PAGES.search);

/** The kinds listed in the sitemap: those marked for it whose domain gives its rows. */
const sitemapKinds = (sources: PublicSources) =>
  PUBLIC_KIND_KEYS.filter((key) => PUBLIC_KINDS[key].sitemap && sources[key]);

/** `now` decides what is published: a post scheduled for 10:00 is listed from 10:00. */
export const sitemapEntries = async (deps: AppDeps, sources: PublicSources, now: string): Promise<SitemapEntry[]> => {
  const kinds = sitemapKinds(sources);
  const rows = await Promise.all(kinds.map((key) => sources[key]!.listVisible(deps.db, now)));
  const lists = [...new Set(kinds.map((key) => PUBLIC_KINDS[key].listPath))];
  return [
    ...[...FIXED_PAGES, ...lists].map((path) => ({ path })),
    ...kinds.flatMap((key, i) => rows[i]!.map((r) => ({ path: pathOf(key, r.slug), lastmod: r.lastmod }))),
  ];
};

const xmlEscape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NS = 'xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"';

export const urlsetXml = (origin: string, entries: readonly SitemapEntry[]) =>
  `${HEAD}<urlset ${NS}>\n${entries
    .map(
      (e) =>
        `<url><loc>${xmlEscape(origin + e.path)}</loc>${e.lastmod ? `<lastmod>${xmlEscape(e.lastmod)}</lastmod>` : ''}</url>`,
    )
    .join('\n')}\n</urlset>\n`;

/** The index of the split files: each one's lastmod is the newest of its entries. */
export const sitemapIndexXml = (origin: string, parts: readonly (readonly SitemapEntry[])[]) =>
  `${HEAD}<sitemapindex ${NS}>\n${parts
    .map((part, i) => {
      const newest = part.reduce<string | undefined>(
        (max, e) => (e.lastmod && (!max || e.lastmod > max) ? e.lastmod : max),
        undefined,
      );
      return `<sitemap><loc>${xmlEscape(`${origin}/sitemap-${i + 1}.xml`)}</loc>${newest ? `<lastmod>${newest}</lastmod>` : ''}</sitemap>`;
    })
    .join('\n')}\n</sitemapindex>\n`;

export const splitEntries = <T>(entries: readonly T[], perFile: number): T[][] => {
  const parts: T[][] = [];
  for (let i = 0; i < entries.length; i += perFile) parts.push(entries.slice(i, i + perFile));
  return parts.length ? parts : [[]];
};
