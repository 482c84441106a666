// The media domain's face (lib/domain-face.ts): posts (news, press releases, the blog), memoriams,
// loose threads, art advisory, tags, comments and the RSS feeds.
import type { DomainFace } from '#server/lib/domain-face';
import { artAdvisoryRouter } from './art-advisory.router';
import { registerFeeds } from './feeds';
import { looseThreadRouter } from './loose-thread.router';
import { memoriamRouter } from './memoriam.router';
import { postsAdminRouter } from './posts-admin.router';
import { postsPublicRouter } from './posts-public.router';
import { mediaPublicKinds } from './public-kinds';
import { tagRouter } from './tag.router';

export const media = {
  name: 'media',
  routers: {
    artAdvisories: artAdvisoryRouter,
    looseThreads: looseThreadRouter,
    memoriams: memoriamRouter,
    postsAdmin: postsAdminRouter,
    postsPublic: postsPublicRouter,
    tags: tagRouter,
  },
  routes: registerFeeds,
  publicKinds: mediaPublicKinds,
  // Each is public from its date_published on: that is how staff schedule one.
  scheduledTables: ['posts', 'memoriams', 'loose_threads', 'art_advisories'],
} satisfies DomainFace;
