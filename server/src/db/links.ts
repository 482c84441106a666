// Ordered link tables (artist_regions, exhibition_artworks, viewing_room_images, ...): an owner
// column, an item column and a position. Table and column names come from code, never from input.
import { sql } from 'kysely';
import type { DB } from '#server/db/database';

export interface LinkTable {
  table: string;
  /** the column of the row the links belong to (artist_id for artist_regions) */
  owner: string;
  /** the column of the linked item (region_id) */
  item: string;
}

/** Adds links from `ownerId` to each of `ids`, at positions 0, 1, ... in that order. */
export const insertLinks = async (db: DB, link: LinkTable, ownerId: number, ids: readonly number[]) => {
  if (!ids.length) return;
  await sql`INSERT INTO ${sql.table(link.table)} (${sql.ref(link.owner)}, ${sql.ref(link.item)}, position)
    VALUES ${sql.join(ids.map((id, position) => sql`(${ownerId}, ${id}, ${position})`))}`.execute(db);
};

/** Makes the owner's links exactly `ids`, in that order. */
export const replaceLinks = async (db: DB, link: LinkTable, ownerId: number, ids: readonly number[]) => {
  await sql`DELETE FROM ${sql.table(link.table)} WHERE ${sql.ref(link.owner)} = ${ownerId}`.execute(db);
  await insertLinks(db, link, ownerId, ids);
};

/**
 * Links the owner to exactly these items from the other side of a list that the item orders: a kept
 * link keeps its place in the item's list, a new one goes to the end of it (a publication linked to
 * an artist joins the end of the artist's publications).
 */
export const linkAtEndOfItems = async (db: DB, link: LinkTable, ownerId: number, ids: readonly number[]) => {
  const owner = sql.ref(link.owner);
  const item = sql.ref(link.item);
  const table = sql.table(link.table);
  await sql`DELETE FROM ${table} WHERE ${owner} = ${ownerId}
    ${ids.length ? sql`AND ${item} NOT IN (${sql.join([...ids])})` : sql``}`.execute(db);
  for (const id of ids)
    await sql`INSERT OR IGNORE INTO ${table} (${item}, ${owner}, position)
      SELECT ${id}, ${ownerId}, COALESCE(MAX(position) + 1, 0) FROM ${table} WHERE ${item} = ${id}`.execute(db);
};

/** The owners' linked ids, each owner's in its order. */
export const linkedIds = async (db: DB, link: LinkTable, ownerIds: readonly number[]) =>
  ownerIds.length
    ? (
        await sql<{ owner: number; id: number }>`SELECT ${sql.ref(link.owner)} AS owner, ${sql.ref(link.item)} AS id
          FROM ${sql.table(link.table)} WHERE ${sql.ref(link.owner)} IN (${sql.join([...ownerIds])})
          ORDER BY position, ${sql.ref(link.item)}`.execute(db)
      ).rows
    : [];

/** One owner's linked ids, in its order. */
export const linkedIdsOf = async (db: DB, link: LinkTable, ownerId: number) =>
  (await linkedIds(db, link, [ownerId])).map((r) => r.id);
