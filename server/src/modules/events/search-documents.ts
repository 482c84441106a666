// What site-wide search finds exhibitions and events by (server/src/modules/search): title, the
// artists shown, type, place and dates, the text. Active shows only; viewing rooms never (by link
// only, they have no search source).
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { plainText } from '#server/lib/sanitize';
import { imageLookup } from '#server/modules/uploads/images';
import { type DocumentScope, inScope, type SearchSource } from '#server/lib/public-kind-source';
import { EVENT, EXHIBITION, type ShowKind } from './kinds';

interface ShowTextRow {
  id: number;
  slug: string;
  title: string;
  type: string | null;
  dates: string | null;
  location: string | null;
  description: string | null;
  header_image_id: number | null;
}

/** The type's words: an exhibition's type title, an event's type names (a JSON list). */
const typeColumn = (kind: ShowKind) =>
  kind.key === 'exhibition'
    ? sql<string | null>`(SELECT title FROM exhibition_types WHERE id = exhibitions.exhibition_type_id)`
    : sql<string | null>`(SELECT group_concat(value, ', ') FROM json_each(events.types))`;

const activeShows = (db: DB, kind: ShowKind) =>
  db
    .selectFrom(kind.table as 'exhibitions')
    .where(sql.ref(`${kind.table}.status`), '=', '1')
    .select([
      sql<number>`${sql.ref(`${kind.table}.id`)}`.as('id'),
      sql<string>`${sql.ref(`${kind.table}.slug`)}`.as('slug'),
      sql<string>`${sql.ref(`${kind.table}.title`)}`.as('title'),
      typeColumn(kind).as('type'),
      sql<string | null>`${sql.ref(`${kind.table}.dates`)}`.as('dates'),
      sql<string | null>`${sql.ref(`${kind.table}.location`)}`.as('location'),
      sql<string | null>`${sql.ref(`${kind.table}.description`)}`.as('description'),
      sql<number | null>`${sql.ref(`${kind.table}.header_image_id`)}`.as('header_image_id'),
    ]);

/** The active artists each show names, for its document. */
const artistNames = async (db: DB, kind: ShowKind, ids: readonly number[]) => {
  const names = new Map<number, string[]>();
  if (!ids.length) return names;
  const rows = await sql<{ show_id: number; name: string }>`
    SELECT l.${sql.ref(kind.fk)} AS show_id, trim(a.first_name || ' ' || a.last_name) AS name
    FROM ${sql.table(kind.links.artists)} l JOIN artists a ON a.id = l.artist_id
    WHERE a.status = '1' AND l.${sql.ref(kind.fk)} IN (${sql.join([...ids])})`.execute(db);
  for (const r of rows.rows) names.set(r.show_id, [...(names.get(r.show_id) ?? []), r.name]);
  return names;
};

const showDocuments = async (db: DB, kind: ShowKind, scope: DocumentScope) => {
  const rows = (await inScope(activeShows(db, kind), `${kind.table}.id`, scope).execute()) as ShowTextRow[];
  const names = await artistNames(
    db,
    kind,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    names: (names.get(r.id) ?? []).join(', '),
    tags: [r.type, r.location, r.dates].filter(Boolean).join(' · '),
    body: plainText(r.description),
  }));
};

const showSearch = (kind: ShowKind, place: number, typeFeed: SearchSource['feeds']): SearchSource => ({
  place,
  feeds: [
    { table: kind.table, items: (r) => `SELECT ${r}.id` },
    { table: kind.links.artists, items: (r) => `SELECT ${r}.${kind.fk}` },
    // An artist renamed or deactivated changes the shows that name them.
    { table: 'artists', items: (r) => `SELECT ${kind.fk} FROM ${kind.links.artists} WHERE artist_id = ${r}.id` },
    ...typeFeed,
  ],
  documents: (db, scope) => showDocuments(db, kind, scope),
  cards: async (db, ids) => {
    const rows = (await inScope(activeShows(db, kind), `${kind.table}.id`, { ids }).execute()) as ShowTextRow[];
    const imageOf = await imageLookup(db, rows, (r) => r.header_image_id);
    return rows.map((r) => ({
      id: r.id,
      slug: r.slug,
      title: r.title,
      kicker: r.type,
      meta: [r.dates, r.location].filter((x): x is string => Boolean(x)),
      image: imageOf(r),
    }));
  },
});

export const exhibitionSearch = showSearch(EXHIBITION, 0, [
  { table: 'exhibition_types', items: (r) => `SELECT id FROM exhibitions WHERE exhibition_type_id = ${r}.id` },
]);
export const eventSearch = showSearch(EVENT, 1, []);
