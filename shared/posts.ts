// Constants of news, press releases, the arttextstyle blog and its comments that public pages read
// without loading zod (the schemas in shared/schemas/post.ts use the same values).
import { listPathOf } from './public-kinds';

export const COMMENT_MIN = 2;
export const COMMENT_MAX = 1000;
/** What a visitor reads after sending a comment: it waits for staff approval. */
export const COMMENT_RECEIVED = 'Thank you, your comment will appear once approved';
/** The feeds: news and press releases, and the blog. */
export const FEEDS = {
  media: { path: '/rss.xml', title: 'News and press releases' },
  blog: { path: `${listPathOf('blogPost')}/rss.xml`, title: 'Arttextstyle' },
} as const;
