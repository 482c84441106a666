// News, press releases and the arttextstyle blog are one set of public pages: a kind names its tRPC
// procedures, its addresses, its words and its structured-data type; the components are shared.
import type { BlogPost, PostCard, PostDetail } from '#shared/schemas/post';
import { FEEDS } from '#shared/posts';
import { galleryToday } from '#shared/gallery-clock';
import { listPathOf, pathOf } from '#shared/public-kinds';
import { formatDay } from '#client/components/public/dates';
import { pagedPageQuery } from '#client/lib/page-query';
import { trpc } from '#client/lib/trpc';

export type { BlogPost, PostCard, PostDetail };

export interface PostKindView {
  /** the public router's key */
  key: 'news' | 'pressRelease' | 'blog';
  /** 'news item' */
  noun: string;
  /** the list's heading: 'In the news' */
  plural: string;
  listPath: string;
  itemPath: (slug: string) => string;
  ldType: 'NewsArticle' | 'BlogPosting';
  /** the list page's lead */
  lead: string;
  /** the list page's eyebrow */
  eyebrow: string;
  /** the feed its pages announce in their head */
  feed: { path: string; title: string };
}

export const NEWS_VIEW: PostKindView = {
  key: 'news',
  noun: 'news item',
  plural: 'In the news',
  listPath: listPathOf('news'),
  itemPath: (slug) => pathOf('news', slug),
  ldType: 'NewsArticle',
  eyebrow: 'Media',
  lead: 'What critics, curators and the press have written about the gallery and its artists.',
  feed: FEEDS.media,
};

export const PRESS_VIEW: PostKindView = {
  key: 'pressRelease',
  noun: 'press release',
  plural: 'Press releases',
  listPath: listPathOf('pressRelease'),
  itemPath: (slug) => pathOf('pressRelease', slug),
  ldType: 'NewsArticle',
  eyebrow: 'Media',
  lead: 'Announcements from the gallery: exhibitions, new representation and events, with images for the press.',
  feed: FEEDS.media,
};

export const BLOG_VIEW: PostKindView = {
  key: 'blog',
  noun: 'post',
  plural: 'Arttextstyle',
  listPath: listPathOf('blogPost'),
  itemPath: (slug) => pathOf('blogPost', slug),
  ldType: 'BlogPosting',
  eyebrow: 'The gallery’s journal',
  lead: 'Notes on textiles, makers and materials from the people who hang the shows: studio visits, techniques, and what we are reading.',
  feed: FEEDS.blog,
};

/**
 * The kind's list and item procedures. The three routers answer the same cards; the item reads
 * differ (a press release comes with others, a blog post with comments), so those are named apart.
 */
export const listProcOf = (kind: PostKindView) => trpc.postsPublic[kind.key].list as typeof trpc.postsPublic.blog.list;

const LIST_QUERIES = {
  news: pagedPageQuery(listProcOf(NEWS_VIEW)),
  pressRelease: pagedPageQuery(listProcOf(PRESS_VIEW)),
  blog: pagedPageQuery(listProcOf(BLOG_VIEW)),
};
/** The kind's list, paged: the list page's hook and its prefetch. */
export const listQueryOf = (kind: PostKindView) => LIST_QUERIES[kind.key];

/** 'March 5, 2027': the day of publication at the gallery (a post at 11pm in New York is not dated tomorrow). */
export const publishedDay = (iso: string) => (iso ? formatDay(galleryToday(new Date(iso))) : '');

/** The list filtered by one tag: what a clicked tag opens. */
export const tagPath = (kind: PostKindView, tag: { id: number }) => `${kind.listPath}?tags=${tag.id}`;
