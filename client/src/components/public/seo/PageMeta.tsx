// A public page's head: title, description, canonical URL, Open Graph and Twitter card, and its
// JSON-LD. React hoists the tags into <head> (on the server too), so crawlers and share previews that
// never run scripts read them from the served HTML.
import { GALLERY } from '#shared/gallery';
import type { ImageDto } from '#shared/schemas/image';
import { useSiteOrigin } from '../../../app/site-origin';
import { scriptSafeJson } from '../../../app/ssr-data';
import { breadcrumbLd, type JsonLd, shareImageOf } from './json-ld';

interface Props {
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
}: Props) {
  const origin = useSiteOrigin();
  const data = trail ? [...jsonLd, breadcrumbLd(origin, [{ name: 'Home', path: '/' }, ...trail])] : jsonLd;
  const url = `${origin}${path}`;
  const share = shareImageOf(image);
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
      {share && <meta property="og:image" content={`${origin}${share.url}`} />}
      {share && <meta property="og:image:width" content={String(share.width)} />}
      {share && <meta property="og:image:height" content={String(share.height)} />}
      {share && imageAlt && <meta property="og:image:alt" content={imageAlt} />}
      <meta name="twitter:card" content={share ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={title ?? GALLERY.name} />
      <meta name="twitter:description" content={description} />
      {share && <meta name="twitter:image" content={`${origin}${share.url}`} />}
      {data.map((ld, i) => (
        <script key={i} type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(ld) }} />
      ))}
    </>
  );
}
