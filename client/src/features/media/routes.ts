// Media: the back office's content and arttextstyle screens, and the public media pages (news,
// press releases and the blog are one set of pages: public/post-kind.ts).
import { IconFileText, IconMessageCircle } from '@tabler/icons-react';
import type { RouteDef } from '#client/lib/route-flags';
import { PUBLIC_KINDS } from '#shared/public-kinds';
import { SITE_PAGES } from '#shared/site-pages';

const content = '/admin/content';
const arttextstyle = '/admin/arttextstyle';

export const mediaRoutes: RouteDef[] = [
  {
    path: content,
    layout: 'admin',
    title: 'Content',
    redirect: '/admin/content/in-the-news',
    nav: { order: 4, icon: IconFileText },
  },
  {
    path: '/admin/content/in-the-news',
    layout: 'admin',
    title: 'In the news',
    nav: { group: content, order: 1 },
    page: () => import('./admin/NewsAdminPage'),
  },
  {
    path: '/admin/content/press-releases',
    layout: 'admin',
    title: 'Press releases',
    nav: { group: content, order: 2 },
    page: () => import('./admin/PressReleasesAdminPage'),
  },
  {
    path: '/admin/content/lives-well-lived',
    layout: 'admin',
    title: 'Lives well lived',
    nav: { group: content, order: 3 },
    page: () => import('./admin/LivesWellLivedAdminPage'),
  },
  {
    path: '/admin/content/loose-threads',
    layout: 'admin',
    title: 'Loose threads',
    nav: { group: content, order: 4 },
    page: () => import('./admin/LooseThreadsAdminPage'),
  },
  {
    path: '/admin/content/art-advisory',
    layout: 'admin',
    title: 'Art advisory',
    nav: { group: content, order: 5 },
    page: () => import('./admin/ArtAdvisoryAdminPage'),
  },
  {
    path: '/admin/content/tags',
    layout: 'admin',
    title: 'Tags',
    nav: { group: content, order: 6 },
    page: () => import('./admin/TagsAdminPage'),
  },
  {
    path: arttextstyle,
    layout: 'admin',
    title: 'Arttextstyle',
    redirect: '/admin/arttextstyle/arttextstyle',
    nav: { order: 5, icon: IconMessageCircle },
  },
  {
    path: '/admin/arttextstyle/arttextstyle',
    layout: 'admin',
    title: 'Posts',
    nav: { group: arttextstyle, order: 1 },
    page: () => import('./admin/BlogPostsAdminPage'),
  },
  {
    path: '/admin/arttextstyle/comments',
    layout: 'admin',
    title: 'Comments',
    nav: { group: arttextstyle, order: 2 },
    page: () => import('./admin/CommentsAdminPage'),
  },

  {
    path: SITE_PAGES.media,
    layout: 'base',
    title: 'Media',
    page: () => import('./public/MediaLandingPage'),
  },
  {
    path: PUBLIC_KINDS.memoriam.listPath,
    layout: 'base',
    title: 'Lives well lived',
    page: () => import('./public/LivesWellLivedPage'),
  },
  {
    path: PUBLIC_KINDS.memoriam.pattern,
    layout: 'base',
    title: 'Lives well lived',
    flags: { share: true },
    page: () => import('./public/MemoriamPage'),
  },
  {
    path: PUBLIC_KINDS.looseThread.listPath,
    layout: 'base',
    title: 'Loose threads',
    page: () => import('./public/LooseThreadsPage'),
  },
  {
    path: PUBLIC_KINDS.looseThread.pattern,
    layout: 'base',
    title: 'Loose threads',
    flags: { share: true },
    page: () => import('./public/LooseThreadPage'),
  },
  {
    path: PUBLIC_KINDS.advisory.listPath,
    layout: 'base',
    title: 'Art advisory',
    page: () => import('./public/ArtAdvisoryPage'),
  },
  {
    path: PUBLIC_KINDS.advisory.pattern,
    layout: 'base',
    title: 'Art advisory',
    flags: { share: true },
    page: () => import('./public/AdvisoryPage'),
  },
  {
    path: PUBLIC_KINDS.news.listPath,
    layout: 'base',
    title: 'In the news',
    page: () => import('./public/NewsListPage'),
  },
  {
    path: PUBLIC_KINDS.news.pattern,
    layout: 'base',
    title: 'News',
    flags: { share: true },
    page: () => import('./public/NewsItemPage'),
  },
  {
    path: PUBLIC_KINDS.pressRelease.listPath,
    layout: 'base',
    title: 'Press releases',
    page: () => import('./public/PressReleasesPage'),
  },
  {
    path: PUBLIC_KINDS.pressRelease.pattern,
    layout: 'base',
    title: 'Press release',
    flags: { share: true },
    page: () => import('./public/PressReleasePage'),
  },
  {
    path: PUBLIC_KINDS.blogPost.listPath,
    layout: 'base',
    title: 'Arttextstyle',
    page: () => import('./public/BlogListPage'),
  },
  {
    path: PUBLIC_KINDS.blogPost.pattern,
    layout: 'base',
    title: 'Post',
    flags: { share: true },
    page: () => import('./public/BlogPostPage'),
  },
];
