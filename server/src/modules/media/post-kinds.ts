// News, press releases and the arttextstyle blog are one feature on one table: a kind names its
// `posts.kind`, its REST paths (the spec's, irregular), its messages and its public address.
// Everything else is shared, as exhibitions and events share theirs (events/kinds.ts).
import { listPathOf, type PublicKindKey } from '#shared/public-kinds';
import type { PostKindKey } from '#shared/schemas/post';

export interface PostKind {
  key: PostKindKey;
  /** the messages' noun: 'News successfully created/updated' */
  noun: string;
  /** the API docs' words: 'news item', 'News' */
  nouns: { one: string; many: string };
  paths: {
    /** GET /admin/news */
    adminList: `/${string}`;
    /** POST /admin/news; GET, PUT, DELETE /admin/news/{id} */
    adminOne: `/${string}`;
    /** GET /public/news/list */
    publicList: `/${string}`;
    /** GET /public/news/{slug} */
    publicOne: `/${string}`;
  };
  /** its kind in the public registry (shared/public-kinds.ts): its addresses */
  publicKind: PublicKindKey;
  /** the list visitors read: /media/in-the-news */
  pagePath: `/${string}`;
  messages: { saved: string; deleted: string; notFound: string };
  /** Slugs the kind's public API already answers (/public/news/latest), so a post there could never be read. */
  reservedSlugs: readonly string[];
}

const postKind = (
  key: PostKindKey,
  noun: string,
  nouns: PostKind['nouns'],
  paths: PostKind['paths'],
  publicKind: PublicKindKey,
): PostKind => ({
  key,
  noun,
  nouns,
  paths,
  publicKind,
  pagePath: listPathOf(publicKind),
  messages: {
    // The spec's wording for saves ('Tag successfully created/updated'), with the kind's noun.
    saved: `${noun} successfully created/updated`,
    deleted: `${noun} successfully deleted`,
    notFound: `${noun} not found`,
  },
  reservedSlugs: ['latest', 'list', 'rss', 'rss-xml'],
});

export const NEWS = postKind(
  'news',
  'News',
  { one: 'news item', many: 'News' },
  { adminList: '/admin/news', adminOne: '/admin/news', publicList: '/public/news/list', publicOne: '/public/news' },
  'news',
);

export const PRESS_RELEASE = postKind(
  'press_release',
  'Press Release',
  { one: 'press release', many: 'Press releases' },
  {
    adminList: '/admin/press-releases',
    adminOne: '/admin/press-release',
    publicList: '/public/press-releases/list',
    publicOne: '/public/press-releases',
  },
  'pressRelease',
);

export const BLOG_POST = postKind(
  'arttextstyle',
  'Arttextstyle post',
  { one: 'arttextstyle post', many: 'Arttextstyle posts' },
  {
    adminList: '/admin/art-text-styles',
    adminOne: '/admin/art-text-style',
    publicList: '/public/arttextstyles',
    publicOne: '/public/arttextstyles',
  },
  'blogPost',
);

export const POST_KIND_LIST = [NEWS, PRESS_RELEASE, BLOG_POST] as const;
export const postKindOf = (key: PostKindKey) => POST_KIND_LIST.find((k) => k.key === key)!;
