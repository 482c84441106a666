// /sitemap.xml from the database: the public pages, then every visible item with its lastmod. Past
// 50,000 addresses (the protocol's limit per file) /sitemap.xml becomes an index of /sitemap-N.xml.
// Each domain with public pages adds its addresses in sitemapEntries() (docs/how-to-add-a-domain.md).
import type { AppDeps } from '#server/deps';
import { listActiveArtistStamps, listVisibleArtworkStamps } from '#server/modules/catalogue/sitemap.repository';
import { listActiveShowStamps } from '#server/modules/events/show.repository';

export interface SitemapEntry {
  /** a path on this site, e.g. /artworks/blue-weave */
  path: string;
  /** ISO date-time of the item's last change */
  lastmod?: string;
}

export const SITEMAP_MAX_URLS = 50_000;

/** The public pages that are not items: lists and fixed texts. */
const FIXED_PAGES = [
  '/',
  '/artworks',
  '/artists',
  '/media/acquisitions',
  '/events',
  '/exhibitions',
  '/events/events',
  '/about',
  '/shipping-and-returns',
  '/privacy-policy',
  '/terms-and-conditions',
];

export const sitemapEntries = async (deps: AppDeps): Promise<SitemapEntry[]> => {
  const [artworks, artists, exhibitions, events] = await Promise.all([
    listVisibleArtworkStamps(deps.db),
    listActiveArtistStamps(deps.db),
    listActiveShowStamps(deps.db, 'exhibitions'),
    listActiveShowStamps(deps.db, 'events'),
  ]);
  return [
    ...FIXED_PAGES.map((path) => ({ path })),
    ...artworks.map((a) => ({ path: `/artworks/${encodeURIComponent(a.slug)}`, lastmod: a.updated_at })),
    ...artists.map((a) => ({ path: `/artists/${encodeURIComponent(a.slug)}`, lastmod: a.updated_at })),
    ...exhibitions.map((e) => ({ path: `/exhibitions/${encodeURIComponent(e.slug)}`, lastmod: e.updated_at })),
    ...events.map((e) => ({ path: `/events/${encodeURIComponent(e.slug)}`, lastmod: e.updated_at })),
    // Private viewing rooms are by link only: never listed here.
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
