// The media kinds in the public registry (server/src/compose/public-registry.ts, through the face in index.ts): what visitors can
// open now (active, date_published come), with their lastmod, for the sitemap, feeds and search.
import type { ModulePublicKinds } from '#server/lib/public-kind-source';
import { listVisibleRows as advisoryRows } from './art-advisory.repository';
import { listVisibleRows as threadRows } from './loose-thread.repository';
import { listVisibleRows as memoriamRows } from './memoriam.repository';
import { BLOG_POST, NEWS, type PostKind, PRESS_RELEASE } from './post-kinds';
import { listPublicPostStamps } from './post.repository';
import { blogPostSearch, looseThreadSearch, memoriamSearch, newsSearch, pressReleaseSearch } from './search-documents';
import type { DB } from '#server/db/database';

/** The later of publication and last edit: a scheduled post's page first exists at its minute. */
const visiblePosts = (kind: PostKind) => async (db: DB, now: string) =>
  (await listPublicPostStamps(db, kind.key, now)).map((r) => ({
    slug: r.slug,
    lastmod: r.date_published && r.date_published > r.updated_at ? r.date_published : r.updated_at,
  }));

export const mediaPublicKinds = {
  memoriam: { listVisible: memoriamRows, search: memoriamSearch },
  looseThread: { listVisible: threadRows, search: looseThreadSearch },
  advisory: { listVisible: advisoryRows },
  news: { listVisible: visiblePosts(NEWS), search: newsSearch },
  pressRelease: { listVisible: visiblePosts(PRESS_RELEASE), search: pressReleaseSearch },
  blogPost: { listVisible: visiblePosts(BLOG_POST), search: blogPostSearch },
} satisfies ModulePublicKinds;
