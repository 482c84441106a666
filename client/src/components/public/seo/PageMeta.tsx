// A public page's head: title, description, canonical URL, Open Graph and Twitter card, and its
// JSON-LD. React hoists the tags into <head> (on the server too), so crawlers and share previews that
// never run scripts read them from the served HTML.
import { DEFAULT_SHARE_IMAGE } from '#shared/constants';
import { GALLERY } from '#shared/gallery';
import type { ImageDto } from '#shared/schemas/image';
import { useSiteOrigin } from '#client/lib/site-origin';
import { scriptSafeJson } from '#client/lib/ssr-data';
import { breadcrumbLd, type JsonLd, shareImageOf } from './json-ld';

export interface PageMetaProps {
  /** the page's own title; the gallery's name is added (the home page passes none) */
  title?: string;
  description: string;
  /** the canonical path, without query (filters and pages are views of the same page) */
  path: string;
  image?: ImageDto | null;
  imageAlt?: string;
  type?: 'website' | 'article' | 'profile';
  jsonLd?: JsonLd[];
  /** the breadcrumb trail after Home, ending with this page; adds a BreadcrumbList */
  trail?: { name: string; path: string }[];
  /** an RSS feed the page belongs to, announced to feed readers */
  feed?: { path: string; title: string };
}

export const fullTitle = (title?: string) => (title ? `${title} · ${GALLERY.name}` : GALLERY.name);

export function PageMeta({
  title,
  description,
  path,
  image,
  imageAlt,
  type = 'website',
  jsonLd = [],
  trail,
  feed,
}: PageMetaProps) {
  const origin = useSiteOrigin();
  const data = trail ? [...jsonLd, breadcrumbLd(origin, [{ name: 'Home', path: '/' }, ...trail])] : jsonLd;
  const url = `${origin}${path}`;
  // A page without a picture of its own shares the gallery's card (never a bare text preview).
  const own = shareImageOf(image);
  const share = own ?? DEFAULT_SHARE_IMAGE;
  const shareAlt = own ? imageAlt : GALLERY.name;
  const heading = fullTitle(title);
  return (
    <>
      <title>{heading}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      {feed && (
        <link rel="alternate" type="application/rss+xml" title={fullTitle(feed.title)} href={`${origin}${feed.path}`} />
      )}
      <meta property="og:site_name" content={GALLERY.name} />
      <meta property="og:type" content={type} />
      <meta property="og:title" content={title ?? GALLERY.name} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:image" content={`${origin}${share.url}`} />
      <meta property="og:image:width" content={String(share.width)} />
      <meta property="og:image:height" content={String(share.height)} />
      {shareAlt && <meta property="og:image:alt" content={shareAlt} />}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title ?? GALLERY.name} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={`${origin}${share.url}`} />
      {data.map((ld, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(ld) }} />
      ))}
    </>
  );
}
