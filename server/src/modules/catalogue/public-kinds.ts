// The catalogue's kinds in the public registry (server/src/modules/public-registry.ts).
import type { ModulePublicKinds } from '../public-kind-source';
import { listActiveArtistRows, listVisibleArtworkRows } from './visible-rows.repository';

export const cataloguePublicKinds = {
  artwork: { listVisible: listVisibleArtworkRows },
  artist: { listVisible: listActiveArtistRows },
} satisfies ModulePublicKinds;
