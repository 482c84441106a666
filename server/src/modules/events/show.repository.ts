// Every query on exhibitions and events and their links (artworks, artists, gallery images).
// Both tables share their columns; the kind's table name is given to Kysely as 'exhibitions'
// (whose column types are the shared ones) and the kind-only columns are read with sql.
import { type Selectable, sql } from 'kysely';
import type { DB } from '#server/db/database';
import { linkedIds, replaceLinks } from '#server/db/links';
import { countRows, type ListOrder, type PageWindow, readPage } from '#server/db/paging';
import { deleteRow, insertRow, updateRow } from '#server/db/rows';
import type { EventsTable, ExhibitionsTable, ShowTable } from '#server/db/schema';
import { containsText, isActive } from '#server/db/sql';
import type { ShowKind } from './kinds';

export type AdminShowSort = 'title' | 'start_date' | 'end_date' | 'status' | 'created_at';
export type PublicShowSort = 'newest_to_oldest' | 'oldest_to_newest' | 'title_a_z' | 'title_z_a';

export interface ShowFilter {
  status?: '0' | '1';
  type?: string;
  search?: string;
  excludeIds?: number[];
}

/** The table as Kysely sees it: the exhibition's shared columns. */
const from = (db: DB, kind: ShowKind) => db.selectFrom(kind.table as 'exhibitions');

/** The kind-only columns: an exhibition's type id, an event's type names and its exhibition. */
const kindColumns = (kind: ShowKind) =>
  kind.key === 'exhibition'
    ? [
        sql<number | null>`exhibitions.exhibition_type_id`.as('exhibition_type_id'),
        sql<string>`'[]'`.as('types'),
        sql<number | null>`NULL`.as('exhibition_id'),
      ]
    : [
        sql<number | null>`NULL`.as('exhibition_type_id'),
        sql<string>`events.types`.as('types'),
        sql<number | null>`events.exhibition_id`.as('exhibition_id'),
      ];

const typeMatches = (kind: ShowKind, type: string) =>
  kind.key === 'exhibition'
    ? /^\d+$/.test(type)
      ? sql<boolean>`exhibitions.exhibition_type_id = ${Number(type)}`
      : sql<boolean>`exhibitions.exhibition_type_id IN (SELECT id FROM exhibition_types WHERE title = ${type} COLLATE NOCASE)`
    : sql<boolean>`EXISTS (SELECT 1 FROM json_each(events.types) WHERE json_each.value = ${type} COLLATE NOCASE)`;

const filtered = (db: DB, kind: ShowKind, f: ShowFilter) => {
  let q = from(db, kind);
  if (f.status) q = q.where(sql.ref(`${kind.table}.status`), '=', f.status);
  if (f.type) q = q.where(typeMatches(kind, f.type));
  if (f.search) q = q.where(containsText(f.search, `${kind.table}.title`));
  if (f.excludeIds?.length) q = q.where(sql.ref(`${kind.table}.id`), 'not in', f.excludeIds);
  return q;
};

export const countShows = (db: DB, kind: ShowKind, f: ShowFilter) => countRows(filtered(db, kind, f));

export const listShows = (db: DB, kind: ShowKind, f: ShowFilter, o: ListOrder<AdminShowSort>, window: PageWindow) =>
  readPage(
    filtered(db, kind, f)
      .selectAll()
      .select(kindColumns(kind))
      // Titles compare without case, as the reader sees them; empty dates sort last either way.
      .orderBy(sql`${sql.ref(o.sort)} IS NULL`)
      .orderBy(sql`${sql.ref(o.sort)} COLLATE NOCASE`, o.order)
      .orderBy('id', o.order),
    window,
  );

export type ShowRow = Awaited<ReturnType<typeof listShows>>['rows'][number];

export const findShow = (db: DB, kind: ShowKind, id: number) =>
  from(db, kind).selectAll().select(kindColumns(kind)).where('id', '=', id).executeTakeFirst();

/** The active show of a slug, as a query (the benchmark's bare handler compiles it). */
export const activeShowBySlugQuery = (db: DB, kind: ShowKind, slug: string) =>
  from(db, kind).selectAll().select(kindColumns(kind)).where('slug', '=', slug).where('status', '=', '1');

export const findActiveShowBySlug = (db: DB, kind: ShowKind, slug: string) =>
  activeShowBySlugQuery(db, kind, slug).executeTakeFirst();

export const findActiveShowById = (db: DB, kind: ShowKind, id: number) =>
  from(db, kind)
    .selectAll()
    .select(kindColumns(kind))
    .where('id', '=', id)
    .where('status', '=', '1')
    .executeTakeFirst();

export const pickerList = (
  db: DB,
  kind: ShowKind,
  f: ShowFilter,
  o: ListOrder<'title' | 'start_date'>,
  window: PageWindow,
) =>
  readPage(
    filtered(db, kind, f)
      .select(['id', 'title'])
      .orderBy(sql`${sql.ref(o.sort)} COLLATE NOCASE`, o.order)
      .orderBy('id', o.order),
    window,
  );

const PUBLIC_ORDER: Record<PublicShowSort, [string, 'asc' | 'desc']> = {
  newest_to_oldest: ['start_date', 'desc'],
  oldest_to_newest: ['start_date', 'asc'],
  title_a_z: ['title', 'asc'],
  title_z_a: ['title', 'desc'],
};

/** A public page: active only, one row more than asked tells whether another page exists. */
export const listPublicShows = (
  db: DB,
  kind: ShowKind,
  o: { type?: string; sort: PublicShowSort },
  window: PageWindow,
) => {
  const [column, order] = PUBLIC_ORDER[o.sort];
  return readPage(
    filtered(db, kind, { type: o.type })
      .where(isActive(kind.table))
      .selectAll()
      .select(kindColumns(kind))
      .orderBy(sql`${sql.ref(column)} COLLATE NOCASE`, order)
      .orderBy('id', order),
    window,
  );
};

/**
 * The show a featured slot leads with: among active ones with the flag, a running or coming show
 * before a past one, then the latest start.
 */
export const findFeaturedShow = (db: DB, kind: ShowKind, today: string, flag: 'featured' | 'home_page') =>
  from(db, kind)
    .selectAll()
    .select(kindColumns(kind))
    .where('status', '=', '1')
    .where(flag, '=', 1)
    .orderBy(sql`CASE WHEN end_date IS NULL OR end_date >= ${today} THEN 0 ELSE 1 END`)
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The next exhibition to open; else the one running today, the latest opened first. */
export const findNextShow = async (db: DB, kind: ShowKind, today: string) =>
  (await from(db, kind)
    .selectAll()
    .select(kindColumns(kind))
    .where('status', '=', '1')
    .where('start_date', '>', today)
    .orderBy('start_date')
    .orderBy('id')
    .limit(1)
    .executeTakeFirst()) ??
  from(db, kind)
    .selectAll()
    .select(kindColumns(kind))
    .where('status', '=', '1')
    .where('start_date', '<=', today)
    .where((eb) => eb.or([eb('end_date', 'is', null), eb('end_date', '>=', today)]))
    .orderBy('start_date', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** The columns a save writes: the shared ones, and those of its kind. */
export type ShowColumns = Omit<Selectable<ShowTable>, 'id' | 'created_at' | 'updated_at'>;
export type KindColumns =
  Pick<Selectable<ExhibitionsTable>, 'exhibition_type_id'> | Pick<Selectable<EventsTable>, 'types' | 'exhibition_id'>;

export const insertShow = (db: DB, kind: ShowKind, row: ShowColumns & KindColumns) =>
  insertRow(db, kind.table as 'exhibitions', row);
export const updateShow = (db: DB, kind: ShowKind, id: number, row: ShowColumns & KindColumns) =>
  updateRow(db, kind.table as 'exhibitions', id, row);
export const deleteShow = (db: DB, kind: ShowKind, id: number) => deleteRow(db, kind.table, id);

type LinkKey = keyof ShowKind['links'];
const OTHER: Record<LinkKey, 'artwork_id' | 'artist_id' | 'file_id'> = {
  artworks: 'artwork_id',
  artists: 'artist_id',
  images: 'file_id',
};

const linkTable = (kind: ShowKind, link: LinkKey) => ({ table: kind.links[link], owner: kind.fk, item: OTHER[link] });

/** Links of many shows in one query, in each show's order: [{ owner, id }]. */
export const linksOf = (db: DB, kind: ShowKind, link: LinkKey, ownerIds: readonly number[]) =>
  linkedIds(db, linkTable(kind, link), ownerIds);

/** Links the show to exactly these ids, in the order given. */
export const setLinks = (db: DB, kind: ShowKind, link: LinkKey, ownerId: number, ids: readonly number[]) =>
  replaceLinks(db, linkTable(kind, link), ownerId, ids);

/** Titles of exhibition types, of artworks, of artists and of exhibitions, by id, for the admin DTO. */
export const namesOf = async (
  db: DB,
  table: 'exhibition_types' | 'artworks' | 'exhibitions',
  ids: readonly number[],
) =>
  ids.length
    ? db
        .selectFrom(table as 'exhibitions')
        .select(['id', 'title'])
        .where('id', 'in', [...new Set(ids)])
        .execute()
    : [];

export const artistNamesOf = async (db: DB, ids: readonly number[]) =>
  ids.length
    ? db
        .selectFrom('artists')
        .select(['id', 'first_name', 'last_name'])
        .where('id', 'in', [...new Set(ids)])
        .execute()
    : [];

/** Guests booked per show on dates from `today` on. */
export const upcomingGuests = async (db: DB, kind: ShowKind, ownerIds: readonly number[], today: string) =>
  ownerIds.length
    ? (
        await sql<{
          owner: number;
          guests: number;
        }>`SELECT timeslots.${sql.ref(kind.fk)} AS owner, SUM(rsvps.guests) AS guests
          FROM timeslots JOIN rsvps ON rsvps.timeslot_id = timeslots.id
          WHERE timeslots.${sql.ref(kind.fk)} IN (${sql.join([...ownerIds])}) AND timeslots.date >= ${today}
          GROUP BY timeslots.${sql.ref(kind.fk)}`.execute(db)
      ).rows
    : [];

/** The types active shows carry (a visitor's filter offers no type that would show nothing), A–Z. */
export const publicTypes = async (db: DB, kind: ShowKind): Promise<string[]> => {
  const rows = await sql<{ title: string }>`${
    kind.key === 'exhibition'
      ? sql`SELECT DISTINCT t.title AS title FROM exhibitions e JOIN exhibition_types t ON t.id = e.exhibition_type_id
            WHERE e.status = '1'`
      : sql`SELECT DISTINCT j.value AS title FROM events e, json_each(e.types) j WHERE e.status = '1'`
  } ORDER BY title COLLATE NOCASE`.execute(db);
  return rows.rows.map((r) => r.title);
};

/** Active shows for the public registry (sitemap, search). */
export const listActiveShowRows = (db: DB, table: ShowKind['table']) =>
  db
    .selectFrom(table as 'exhibitions')
    .where(isActive(table))
    .select(['slug', 'updated_at as lastmod'])
    .orderBy('id')
    .execute();

/** An exhibition's active events, soonest first (its page lists those that take reservations). */
export const activeEventsOfExhibition = (db: DB, exhibitionId: number) =>
  db
    .selectFrom('events')
    .select(['id', 'title', 'slug', 'dates', 'start_date'])
    .where('exhibition_id', '=', exhibitionId)
    .where('status', '=', '1')
    .orderBy('start_date')
    .orderBy('id')
    .execute();
