// Business constants shared by the site, the admin and the API: durations, limits, page sizes, options.
export const TOAST_MS = 2000;
export const SEARCH_DEBOUNCE_MS = 200;
/**
 * Site-wide search answers from the first character (issue 17: `"` and `*` alone answer 200, and
 * one-letter prefixes are part of its benchmark); only an empty query is refused. Longer text than
 * this is refused ('Max 1000 characters').
 */
export const SEARCH_MAX = 1000;
/** The tabs of site-wide search, in the order the overlay shows them. */
export const SEARCH_TABS = ['ART', 'ARTISTS', 'ARTICLES', 'EVENTS'] as const;
/** The searches the empty search field suggests: each must find what it names (a test searches them). */
export const SEARCH_HINT_EXAMPLES = ['Exhibitions', 'Baskets'] as const;
export const INPUT_DEBOUNCE_MS = 2000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const SCROLL_BOTTOM_MARGIN_PX = 100;
export const HEADER_SOLID_AFTER_PX = 100;

export const NAME_MIN = 2;
export const NAME_MAX = 255;
export const TITLE_MAX = 200;
export const NUMBER_LIMIT = 21474836;
export const IMAGE_MAX_MB = 15;
export const IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;
/** Share previews (Open Graph, Twitter cards) want an image at least this wide. */
export const SHARE_IMAGE_MIN_WIDTH = 1200;
/**
 * The share picture of a page without one of its own: the gallery's name on its weave, a static
 * asset drawn by scripts/share-image.ts at the size large share cards use.
 */
export const DEFAULT_SHARE_IMAGE = { url: '/share.jpg', width: 1200, height: 630 } as const;

export const COOKIE_ACCEPT_DAYS = 30;
export const COOKIE_LATER_DAYS = 7;
export const AUTH_COOKIE = 'weft_token';
export const CONSENT_COOKIE = 'acceptCookies';

/** The lookup lists an artwork is tagged with, in the order the filter groups show them. */
export const ARTWORK_LOOKUPS = ['art_types', 'materials', 'colors', 'regions', 'periods'] as const;
export type ArtworkLookup = (typeof ARTWORK_LOOKUPS)[number];

export const PAGE_SIZE = { catalogue: 24, publicList: 12, admin: 20, max: 500 } as const;

export const STATUS = { active: '1', inactive: '0' } as const;
export type Status = (typeof STATUS)[keyof typeof STATUS];
export const STATUS_OPTIONS = [
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
] as const;

// Sale status ids 0-8, in the spec's order.
export const SALE_STATUSES = [
  'donated',
  'for sale',
  'for sale (not in inventory)',
  'gifted',
  'on loan',
  'returned to artist',
  'on hold',
  'unavailable',
  'sold',
] as const;
export const CONDITIONS = ['Poor', 'Fair', 'Good', 'Excellent'] as const;

export const LOOSE_THREAD_CATEGORIES = ['On Art', 'On Artists', 'Resources'] as const;

export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 7;
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
export const INVITE_TOKEN_TTL_SECONDS = 60 * 60 * 24 * 7;
export const VERIFY_TOKEN_TTL_SECONDS = 60 * 60 * 24;
/** A session unused this long ends, even before its seven days are up. */
export const SESSION_IDLE_SECONDS = 60 * 60 * 24;

/** Most calls in one tRPC batch request: the server refuses more, the client splits before. */
export const TRPC_MAX_BATCH = 10;
