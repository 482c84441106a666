// The public registry, server half: for each kind of shared/public-kinds.ts, how to list the rows a
// visitor can open now. The sitemap reads it, and so do the feeds and search as they come. Each
// module declares its own kinds in its `public-kinds.ts`; this file only gathers them, so that a
// kind added to shared/public-kinds.ts fails the typecheck here until a module answers for it (or
// it is set to null with the reason).
import type { PublicKindKey } from '#shared/public-kinds';
import { cataloguePublicKinds } from './catalogue/public-kinds';
import { eventsPublicKinds } from './events/public-kinds';
import { mediaPublicKinds } from './media/public-kinds';
import type { PublicKindSource } from './public-kind-source';

export const PUBLIC_SOURCES: Record<PublicKindKey, PublicKindSource | null> = {
  ...cataloguePublicKinds,
  ...eventsPublicKinds,
  // By link only: a private room is never listed anywhere.
  viewingRoom: null,
  ...mediaPublicKinds,
};
