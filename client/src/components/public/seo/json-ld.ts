// Structured data (schema.org JSON-LD) for the public pages. One builder per kind of page; each takes
// the page's API answer and absolute URLs. Coming public pages use the same pattern: exhibitions and
// events -> exhibitionEventLd, news and the blog -> articleLd (docs/how-to-add-a-domain.md).
import { pathOf } from '#shared/public-kinds';
import { SHARE_IMAGE_MIN_WIDTH } from '#shared/constants';
import { GALLERY } from '#shared/gallery';
import type { ImageDto } from '#shared/schemas/image';
import type { ArtistDetail, ArtworkDetail } from '#shared/schemas/catalogue-public';

export type JsonLd = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

/** The widest JPEG derivative up to 1600 px (1200 px or more where it exists): what share previews fetch. */
export const shareImageOf = (image: ImageDto | null | undefined) => {
  if (!image) return undefined;
  const variants = (image.srcset_jpeg || `${image.url} ${image.width}w`)
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .map(([url, w]) => ({ url: url!, width: Number.parseInt(w ?? '', 10) || image.width }))
    .sort((a, b) => a.width - b.width);
  const best = variants.find((v) => v.width >= SHARE_IMAGE_MIN_WIDTH) ?? variants[variants.length - 1]!;
  return { url: best.url, width: best.width, height: Math.round((best.width * image.height) / image.width) };
};

const postalAddress = {
  '@type': 'PostalAddress',
  streetAddress: GALLERY.address.street,
  addressLocality: GALLERY.address.city,
  addressRegion: GALLERY.address.region,
  postalCode: GALLERY.address.postcode,
  addressCountry: 'US',
};

/** The home page: the gallery as a place (ArtGallery is a LocalBusiness and an Organization). */
export const galleryLd = (origin: string): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'ArtGallery',
  '@id': `${origin}/#gallery`,
  name: GALLERY.name,
  description: `${GALLERY.tagline} in ${GALLERY.address.city}.`,
  url: `${origin}/`,
  logo: `${origin}/favicon.svg`,
  address: postalAddress,
  telephone: GALLERY.phone,
  email: GALLERY.email,
  sameAs: Object.values(GALLERY.social),
});

/** /contact: a ContactPage about the gallery, with its address, telephone and email. */
export const contactPageLd = (origin: string): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'ContactPage',
  name: `Contact ${GALLERY.name}`,
  url: `${origin}/contact`,
  about: {
    '@type': 'ArtGallery',
    '@id': `${origin}/#gallery`,
    name: GALLERY.name,
    address: postalAddress,
    telephone: GALLERY.phone,
    email: GALLERY.email,
    openingHours: 'Tu-Sa 11:00-18:00',
  },
});

interface NamedPath {
  name: string;
  path: string;
}

/** Pages in order, as an ItemList's elements. */
const listItems = (origin: string, pages: NamedPath[]) =>
  pages.map((p, i) => ({ '@type': 'ListItem', position: i + 1, name: p.name, item: `${origin}${p.path}` }));

/** Home / list / item, for the page's trail. */
export const breadcrumbLd = (origin: string, trail: NamedPath[]): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: listItems(origin, trail),
});

/** A landing that gathers other pages (/media): a CollectionPage whose main entity lists them. */
export const collectionPageLd = (
  origin: string,
  p: NamedPath & { description: string; items: NamedPath[] },
): JsonLd => ({
  '@context': CONTEXT,
  '@type': 'CollectionPage',
  name: p.name,
  description: p.description,
  url: `${origin}${p.path}`,
  isPartOf: { '@type': 'WebSite', name: GALLERY.name, url: `${origin}/` },
  mainEntity: { '@type': 'ItemList', itemListElement: listItems(origin, p.items) },
});

const inches = (n: number | null) =>
  n === null ? undefined : { '@type': 'QuantitativeValue', value: n, unitCode: 'INH' };

/** Sale status 'sold' (id 8): SoldOut; a listed price: InStock; otherwise no offer is made. */
const offerOf = (a: ArtworkDetail, url: string): JsonLd | undefined => {
  if (a.price !== null)
    return {
      '@type': 'Offer',
      url,
      price: a.price,
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      seller: { '@type': 'ArtGallery', name: GALLERY.name },
    };
  if (a.availability_label === 'sold')
    return { '@type': 'Offer', url, priceCurrency: 'USD', availability: 'https://schema.org/SoldOut' };
  return undefined;
};

export const artworkLd = (origin: string, a: ArtworkDetail): JsonLd => {
  const url = `${origin}${pathOf('artwork', a.slug)}`;
  const image = shareImageOf(a.header_image ?? a.image);
  const size = a.attributes[0];
  const offer = offerOf(a, url);
  // A work for sale is also a Product, so that search results can show its price.
  const forSale = offer?.availability === 'https://schema.org/InStock';
  return {
    '@context': CONTEXT,
    '@type': forSale ? ['VisualArtwork', 'Product'] : 'VisualArtwork',
    '@id': url,
    name: a.title,
    url,
    ...(image && { image: `${origin}${image.url}` }),
    creator: { '@type': 'Person', name: a.artist_name, url: `${origin}${pathOf('artist', a.artist_slug)}` },
    ...(a.year !== null && { dateCreated: String(a.year) }),
    ...(a.medium && { artMedium: a.medium }),
    ...(a.materials.length > 0 && { material: a.materials.map((m) => m.title).join(', ') }),
    ...(a.art_types.length > 0 && { artform: a.art_types.map((t) => t.title).join(', ') }),
    ...(size && {
      height: inches(size.height),
      width: inches(size.width),
      depth: inches(size.depth),
    }),
    ...(a.sku && { sku: a.sku }),
    ...(forSale && { brand: { '@type': 'Brand', name: a.artist_name } }),
    ...(offer && { offers: offer }),
  };
};

export const artistLd = (origin: string, a: ArtistDetail): JsonLd => {
  const image = shareImageOf(a.header_image);
  return {
    '@context': CONTEXT,
    '@type': 'Person',
    '@id': `${origin}${pathOf('artist', a.slug)}`,
    name: a.full_name,
    givenName: a.first_name,
    familyName: a.last_name,
    url: `${origin}${pathOf('artist', a.slug)}`,
    ...(image && { image: `${origin}${image.url}` }),
    ...(a.birth_year !== null && { birthDate: String(a.birth_year) }),
    ...(a.death_year !== null && { deathDate: String(a.death_year) }),
    ...(a.location && { homeLocation: { '@type': 'Place', name: a.location } }),
    jobTitle: 'Artist',
  };
};

/** For the exhibition and event pages: ExhibitionEvent for a show, Event for the rest. */
export const exhibitionEventLd = (
  origin: string,
  e: {
    kind: 'ExhibitionEvent' | 'Event';
    title: string;
    path: string;
    start_date: string | null;
    end_date: string | null;
    /** a timed event's first time and last time's end (ISO with offset): used over the dates */
    schedule?: { start: string; end: string } | null;
    description?: string;
    image?: ImageDto | null;
    /** artists shown */
    performers?: { name: string; path: string }[];
    /**
     * free entry (the gallery charges none), for a show not yet over: where to reserve, whether
     * every time is taken, and since when it is offered
     */
    admission?: { path: string; soldOut?: boolean; validFrom?: string } | null;
  },
): JsonLd => {
  const image = shareImageOf(e.image);
  // An event at set times says them (with the gallery's offset); a show open for weeks, its days.
  const timed = e.kind === 'Event' && e.schedule;
  const start = timed ? e.schedule!.start : e.start_date;
  const end = timed ? e.schedule!.end : e.end_date;
  return {
    '@context': CONTEXT,
    '@type': e.kind,
    name: e.title,
    url: `${origin}${e.path}`,
    ...(start && { startDate: start }),
    ...(end && { endDate: end }),
    ...(e.description && { description: e.description }),
    ...(image && { image: `${origin}${image.url}` }),
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    eventStatus: 'https://schema.org/EventScheduled',
    location: { '@type': 'ArtGallery', name: GALLERY.name, address: postalAddress },
    organizer: { '@type': 'ArtGallery', name: GALLERY.name, url: `${origin}/` },
    ...(e.performers?.length && {
      performer: e.performers.map((p) => ({ '@type': 'Person', name: p.name, url: `${origin}${p.path}` })),
    }),
    ...(e.admission && {
      offers: {
        '@type': 'Offer',
        url: `${origin}${e.admission.path}`,
        price: 0,
        priceCurrency: 'USD',
        availability: `https://schema.org/${e.admission.soldOut ? 'SoldOut' : 'InStock'}`,
        ...(e.admission.validFrom && { validFrom: e.admission.validFrom }),
      },
    }),
  };
};

/** For news (NewsArticle), the blog (BlogPosting) and other writing (Article: memoriams, loose threads). */
export const articleLd = (
  origin: string,
  p: {
    kind: 'NewsArticle' | 'BlogPosting' | 'Article';
    title: string;
    path: string;
    published_at: string;
    updated_at?: string | null;
    author?: string | null;
    image?: ImageDto | null;
    description?: string;
  },
): JsonLd => {
  const image = shareImageOf(p.image);
  return {
    '@context': CONTEXT,
    '@type': p.kind,
    headline: p.title,
    url: `${origin}${p.path}`,
    mainEntityOfPage: `${origin}${p.path}`,
    datePublished: p.published_at,
    ...(p.updated_at && { dateModified: p.updated_at }),
    ...(p.description && { description: p.description }),
    ...(image && { image: `${origin}${image.url}` }),
    author: p.author ? { '@type': 'Person', name: p.author } : { '@type': 'Organization', name: GALLERY.name },
    publisher: { '@type': 'Organization', name: GALLERY.name, logo: `${origin}/favicon.svg` },
  };
};

/** Plain text from sanitised HTML, cut at a word near `max` characters, for descriptions. */
export const plainSummary = (html: string | null | undefined, max = 160) => {
  const text = (html ?? '')
    // A block ends a word; an inline tag (<strong>, <a>) does not: 'by <em>Ama</em>.' stays 'by Ama.'
    .replace(/<\/?(?:p|div|br|li|ul|ol|h[1-6]|blockquote|figure|figcaption|tr|td|th)\b[^>]*>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 60 ? cut.lastIndexOf(' ') : cut.length)}…`;
};
