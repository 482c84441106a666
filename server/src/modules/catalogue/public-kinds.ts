// The catalogue's kinds in the public registry (server/src/compose/public-registry.ts, through the face in index.ts).
import type { ModulePublicKinds } from '#server/lib/public-kind-source';
import { artistSearch, artworkSearch } from './search-documents';
import { listActiveArtistRows, listVisibleArtworkRows } from './visible-rows.repository';

export const cataloguePublicKinds = {
  artwork: { listVisible: listVisibleArtworkRows, search: artworkSearch },
  artist: { listVisible: listActiveArtistRows, search: artistSearch },
} satisfies ModulePublicKinds;
