// Exhibitions and events in the public registry (server/src/compose/public-registry.ts, through the
// face in index.ts). Viewing rooms are by link only and stay out of it (null in the face).
import type { ModulePublicKinds } from '#server/lib/public-kind-source';
import { eventSearch, exhibitionSearch } from './search-documents';
import { listActiveShowRows } from './show.repository';

export const eventsPublicKinds = {
  exhibition: { listVisible: (db) => listActiveShowRows(db, 'exhibitions'), search: exhibitionSearch },
  event: { listVisible: (db) => listActiveShowRows(db, 'events'), search: eventSearch },
} satisfies ModulePublicKinds;
