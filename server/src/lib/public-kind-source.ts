// What a module gives the public registry for each of its kinds (server/src/compose/public-registry.ts).
import { type Expression, type SqlBool, sql } from 'kysely';
import type { DB } from '#server/db/database';
import type { Database } from '#server/db/schema';
import type { ImageDto } from '#shared/schemas/image';
import type { PublicKindKey } from '#shared/public-kinds';

/** One item a visitor can open: its slug (the address comes from the shared pattern) and last change. */
export interface VisibleRow {
  slug: string;
  /** ISO date-time of the item's last change */
  lastmod: string;
}

/** The text site-wide search finds an item by, one field per weight (title weighs most). */
export interface SearchDocument {
  id: number;
  /** the title, or an artist's name */
  title: string;
  /** people: an artwork's artist, a show's artists, an author */
  names?: string;
  /** short labels: materials, colours, types, places, tags */
  tags?: string;
  /** the long text as plain text: description, biography, article */
  body?: string;
  /** the tags it is listed under (GET /api/public/search-by-tag) */
  tagIds?: number[];
  /** ISO instant a scheduled item becomes public; null or absent = public now */
  visibleFrom?: string | null;
}

/** A result as the site draws it: picture, a line above the title, the title, a few facts. */
export interface SearchCard {
  id: number;
  slug: string;
  title: string;
  /** the artist of a work, the type of an article or a show */
  kicker: string | null;
  /** size and price, dates, a summary line */
  meta: string[];
  image: ImageDto | null;
}

/**
 * A table whose rows feed the kind's documents, and which items a changed row touches: SQL
 * selecting item ids, given the row as `NEW` or `OLD` (the search module turns it into triggers).
 */
export interface SearchFeed {
  table: keyof Database;
  items: (row: 'NEW' | 'OLD') => string;
}

/** Which documents to read: these ids, or the next `limit` after `afterId` (a rebuild). */
export type DocumentScope = { ids: readonly number[] } | { afterId: number; limit: number };

export interface SearchSource {
  /**
   * The kind's place in its search tab's band of ten (0-9, each kind of a tab its own): a document's
   * rowid carries it, so that a rowid says its kind. Changing it rebuilds the index at the next start.
   */
  place: number;
  feeds: readonly SearchFeed[];
  /**
   * The documents of the items in scope that a visitor may see now or later (active, of an active
   * artist...): an item left out is taken out of the index. Ordered by id.
   */
  documents: (db: DB, scope: DocumentScope) => Promise<SearchDocument[]>;
  /** the cards of the visible items among `ids` (any order) */
  cards: (db: DB, ids: readonly number[]) => Promise<SearchCard[]>;
}

export interface PublicKindSource {
  /**
   * Exactly the rows whose page answers 200 at `now` (an ISO instant): active, published, not
   * scheduled ahead. Ordered by id, so the sitemap's files are stable.
   */
  listVisible: (db: DB, now: string) => Promise<VisibleRow[]>;
  /** how site-wide search finds the kind's items (kinds with a `search` tab in shared/public-kinds.ts) */
  search?: SearchSource;
}

/** A module's kinds: `export const mediaPublicKinds = { news: {...} } satisfies ModulePublicKinds`. */
export type ModulePublicKinds = Partial<Record<PublicKindKey, PublicKindSource>>;

/** A documents query limited to a scope: `WHERE id IN (…)`, or the next batch after an id. */
export const inScope = <Q extends ScopeQuery<Q>>(query: Q, idColumn: string, scope: DocumentScope): Q => {
  const id = sql.ref(idColumn);
  if ('ids' in scope)
    return query.where(scope.ids.length ? sql<boolean>`${id} IN (${sql.join([...scope.ids])})` : sql<boolean>`0 = 1`);
  return query
    .where(sql<boolean>`${id} > ${scope.afterId}`)
    .orderBy(sql`${id}`)
    .limit(scope.limit);
};

interface ScopeQuery<Q> {
  where(expr: Expression<SqlBool>): Q;
  orderBy(expr: Expression<unknown>): Q;
  limit(n: number): Q;
}
