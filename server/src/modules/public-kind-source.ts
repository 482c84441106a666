// What a module gives the public registry for each of its kinds (server/src/modules/public-registry.ts).
import type { DB } from '#server/db/database';
import type { PublicKindKey } from '#shared/public-kinds';

/** One item a visitor can open: its slug (the address comes from the shared pattern) and last change. */
export interface VisibleRow {
  slug: string;
  /** ISO date-time of the item's last change */
  lastmod: string;
}

export interface PublicKindSource {
  /**
   * Exactly the rows whose page answers 200 at `now` (an ISO instant): active, published, not
   * scheduled ahead. Ordered by id, so the sitemap's files are stable.
   */
  listVisible: (db: DB, now: string) => Promise<VisibleRow[]>;
}

/** A module's kinds: `export const mediaPublicKinds = { news: {...} } satisfies ModulePublicKinds`. */
export type ModulePublicKinds = Partial<Record<PublicKindKey, PublicKindSource>>;
