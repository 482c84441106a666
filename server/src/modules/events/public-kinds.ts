// Exhibitions and events in the public registry (server/src/modules/public-registry.ts). Viewing
// rooms are by link only and stay out of it.
import type { ModulePublicKinds } from '../public-kind-source';
import { listActiveShowRows } from './show.repository';

export const eventsPublicKinds = {
  exhibition: { listVisible: (db) => listActiveShowRows(db, 'exhibitions') },
  event: { listVisible: (db) => listActiveShowRows(db, 'events') },
} satisfies ModulePublicKinds;
