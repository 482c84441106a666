// The media kinds in the public registry (server/src/modules/public-registry.ts): what visitors can
// open now, for the sitemap, feeds and search.
import type { ModulePublicKinds } from '../public-kind-source';
import { listVisibleRows as advisoryRows } from './art-advisory.repository';
import { listVisibleRows as threadRows } from './loose-thread.repository';
import { listVisibleRows as memoriamRows } from './memoriam.repository';

export const mediaPublicKinds = {
  memoriam: { listVisible: memoriamRows },
  looseThread: { listVisible: threadRows },
  advisory: { listVisible: advisoryRows },
} satisfies ModulePublicKinds;
