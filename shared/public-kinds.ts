// The public registry, shared half: one descriptor per kind of item a visitor can open at its own
// address. The client builds every link from it and the server lists the rows (sitemap, RSS, search)
// from it, so an address is spelled once. This file holds only plain values (no zod, no server
// code): public pages import it.
//
// A new public kind: add its descriptor here, then give its rows on the server in the module's
// `public-kinds.ts`, which its face (server/src/modules/<domain>/index.ts) hands to the registry
// (server/src/compose/public-registry.ts fails the typecheck while a kind is answered by no domain). Pages that are not a
// kind (landings, fixed texts) are in shared/site-pages.ts.
import { SITE_PAGES } from './site-pages';

/** The tabs of site-wide search a kind is found under. */
export type SearchTab = 'ART' | 'ARTISTS' | 'ARTICLES' | 'EVENTS';

export interface PublicKind {
  /** the page's route pattern, as the router matches it: one `:slug` */
  pattern: `/${string}:slug${string}`;
  /** the list a detail page sits under: its breadcrumb and its "All …" link */
  listPath: `/${string}`;
  /** 'artwork' / 'Artworks': labels, messages, search tabs' cards */
  names: { one: string; many: string };
  /** schema.org type of the page's JSON-LD */
  ldType: string;
  /** listed in /sitemap.xml */
  sitemap: boolean;
  /** the RSS feed it belongs to, if any */
  rss: 'news' | 'arttextstyle' | null;
  /** the search tab it is found under, or null when search leaves it out */
  search: SearchTab | null;
}

export const PUBLIC_KINDS = {
  artwork: {
    pattern: '/artworks/:slug',
    listPath: '/artworks',
    names: { one: 'artwork', many: 'Artworks' },
    ldType: 'VisualArtwork',
    sitemap: true,
    rss: null,
    search: 'ART',
  },
  artist: {
    pattern: '/artists/:slug',
    listPath: '/artists',
    names: { one: 'artist', many: 'Artists' },
    ldType: 'Person',
    sitemap: true,
    rss: null,
    search: 'ARTISTS',
  },
  exhibition: {
    pattern: '/exhibitions/:slug',
    listPath: '/exhibitions',
    names: { one: 'exhibition', many: 'Exhibitions' },
    ldType: 'ExhibitionEvent',
    sitemap: true,
    rss: null,
    search: 'EVENTS',
  },
  event: {
    pattern: '/events/:slug',
    listPath: '/events/events',
    names: { one: 'event', many: 'Events' },
    ldType: 'Event',
    sitemap: true,
    rss: null,
    search: 'EVENTS',
  },
  // By link only: never in the sitemap, a feed or search (a private room is not public).
  viewingRoom: {
    pattern: '/private-viewing-room/:slug',
    listPath: SITE_PAGES.events,
    names: { one: 'private viewing room', many: 'Private viewing rooms' },
    ldType: 'ExhibitionEvent',
    sitemap: false,
    rss: null,
    search: null,
  },
  // The media kinds (issue 15): their pages land with the media slice, their rows with its modules.
  news: {
    pattern: '/media/in-the-news/:slug',
    listPath: '/media/in-the-news',
    names: { one: 'news item', many: 'In the news' },
    ldType: 'NewsArticle',
    sitemap: true,
    rss: 'news',
    search: 'ARTICLES',
  },
  pressRelease: {
    pattern: '/media/press-releases/:slug',
    listPath: '/media/press-releases',
    names: { one: 'press release', many: 'Press releases' },
    ldType: 'NewsArticle',
    sitemap: true,
    rss: 'news',
    search: 'ARTICLES',
  },
  blogPost: {
    pattern: '/media/arttextstyle/:slug',
    listPath: '/media/arttextstyle',
    names: { one: 'post', many: 'Arttextstyle' },
    ldType: 'BlogPosting',
    sitemap: true,
    rss: 'arttextstyle',
    search: 'ARTICLES',
  },
  memoriam: {
    pattern: '/media/lives-well-lived/:slug',
    listPath: '/media/lives-well-lived',
    names: { one: 'memoriam', many: 'Lives well lived' },
    ldType: 'Article',
    sitemap: true,
    rss: null,
    search: 'ARTICLES',
  },
  looseThread: {
    pattern: '/media/loose-threads/:slug',
    listPath: '/media/loose-threads',
    names: { one: 'loose thread', many: 'Loose threads' },
    ldType: 'Article',
    sitemap: true,
    rss: null,
    search: 'ARTICLES',
  },
  advisory: {
    pattern: '/art-advisory/:slug',
    listPath: '/art-advisory',
    names: { one: 'art advisory service', many: 'Art advisory' },
    ldType: 'Service',
    sitemap: true,
    rss: null,
    search: null,
  },
} as const satisfies Record<string, PublicKind>;

export type PublicKindKey = keyof typeof PUBLIC_KINDS;

export const PUBLIC_KIND_KEYS = Object.keys(PUBLIC_KINDS) as PublicKindKey[];

/** The address of one item: pathOf('artwork', 'blue-weave') is '/artworks/blue-weave'. */
export const pathOf = (key: PublicKindKey, slug: string) =>
  PUBLIC_KINDS[key].pattern.replace(':slug', encodeURIComponent(slug));

/** The list page of a kind: listPathOf('event') is '/events/events'. */
export const listPathOf = (key: PublicKindKey) => PUBLIC_KINDS[key].listPath;

/** The pattern as staff read it under a slug field: '/artworks/<slug>'. */
export const slugPattern = (key: PublicKindKey) => PUBLIC_KINDS[key].pattern.replace(':slug', '<slug>');

/** An artwork's own form pages, one step below its address: /artworks/<slug>/inquire. */
export type ArtworkForm = 'inquire' | 'virtual-placement';

/** The route of an artwork's form, as the router matches it: '/artworks/:slug/inquire'. */
export const artworkFormPattern = (form: ArtworkForm) => `${PUBLIC_KINDS.artwork.pattern}/${form}` as const;

/** One artwork's form: artworkFormPath('blue-weave', 'inquire') is '/artworks/blue-weave/inquire'. */
export const artworkFormPath = (slug: string, form: ArtworkForm) => `${pathOf('artwork', slug)}/${form}`;

/** The advisory services with an inquiry form of their own, by their slugs. */
export const ADVISORY_FORMS = ['virtual-placement', 'commissions', 'presentation-assistance'] as const;
export type AdvisoryForm = (typeof ADVISORY_FORMS)[number];

/** A service's inquiry form: '/art-advisory/commissions/inquire'. */
export const advisoryInquiryPath = (service: AdvisoryForm) => `${pathOf('advisory', service)}/inquire`;

/** Whether an advisory service (by its slug) has an inquiry form of its own. */
export const hasInquiryForm = (slug: string): slug is AdvisoryForm =>
  (ADVISORY_FORMS as readonly string[]).includes(slug);
