// Exhibitions and events in the public registry (server/src/modules/public-registry.ts). Viewing
// rooms are by link only and stay out of it.
import type { ModulePublicKinds } from '../public-kind-source';
import { eventSearch, exhibitionSearch } from './search-documents';
import { listActiveShowRows } from './show.repository';

export const eventsPublicKinds = {
  exhibition: { listVisible: (db) => listActiveShowRows(db, 'exhibitions'), search: exhibitionSearch },
  event: { listVisible: (db) => listActiveShowRows(db, 'events'), search: eventSearch },
} satisfies ModulePublicKinds;
