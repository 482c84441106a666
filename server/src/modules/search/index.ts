// The search domain's face (lib/domain-face.ts): site-wide search over every public kind.
import type { DomainFace } from '#server/lib/domain-face';
import { applyPending, startSearchIndex } from './search-index';
import { indexKinds } from './search-kinds';
import { searchRouter } from './search.router';

export const search = {
  name: 'search',
  routers: { search: searchRouter },
  readsRegistry: indexKinds,
  prepareDatabase: async (db, logger) => {
    const started = await startSearchIndex(db);
    if (started.rebuilt) logger.info({ documents: started.rebuilt }, 'search index rebuilt');
  },
  // What the demo seed (or a script) queued goes into the index now, not in a visitor's first search.
  background: async (deps) => void (await applyPending(deps.db)),
} satisfies DomainFace;
