// Every query on private viewing rooms and their links (artworks, gallery images).
import { sql } from 'kysely';
import type { DB } from '#server/db/database';
import { countRows, type ListOrder, type PageWindow, readPage } from '#server/db/paging';
import { containsText } from '#server/db/sql';
import { linkedIds, replaceLinks } from '#server/db/links';
import { rowWriters } from '#server/db/rows';

export type ViewingRoomSort = 'title' | 'status' | 'opens_at' | 'closes_at' | 'created_at';

const filtered = (db: DB, f: { status?: '0' | '1'; search?: string; excludeIds?: number[] }) => {
  let q = db.selectFrom('viewing_rooms');
  if (f.status) q = q.where('status', '=', f.status);
  if (f.search) q = q.where(containsText(f.search, 'viewing_rooms.title'));
  if (f.excludeIds?.length) q = q.where('id', 'not in', f.excludeIds);
  return q;
};
export type RoomFilter = Parameters<typeof filtered>[1];

export const countRooms = (db: DB, f: RoomFilter) => countRows(filtered(db, f));

export const listRooms = (db: DB, f: RoomFilter, o: ListOrder<ViewingRoomSort>, window: PageWindow) =>
  readPage(
    filtered(db, f)
      .selectAll()
      .orderBy(sql`${sql.ref(o.sort)} IS NULL`)
      .orderBy(sql`${sql.ref(o.sort)} COLLATE NOCASE`, o.order)
      .orderBy('id', o.order),
    window,
  );

export const findRoom = (db: DB, id: number) =>
  db.selectFrom('viewing_rooms').selectAll().where('id', '=', id).executeTakeFirst();

/** Open on `today`: active, opened, not yet closed. */
export const findOpenRoomBySlug = (db: DB, slug: string, today: string) =>
  db
    .selectFrom('viewing_rooms')
    .selectAll()
    .where('slug', '=', slug)
    .where('status', '=', '1')
    .where((eb) => eb.or([eb('opens_at', 'is', null), eb('opens_at', '<=', today)]))
    .where((eb) => eb.or([eb('closes_at', 'is', null), eb('closes_at', '>=', today)]))
    .executeTakeFirst();

export const { insert: insertRoom, update: updateRoom, remove: deleteRoom } = rowWriters('viewing_rooms');

const LINKS = {
  artworks: { table: 'viewing_room_artworks', owner: 'viewing_room_id', item: 'artwork_id' },
  images: { table: 'viewing_room_images', owner: 'viewing_room_id', item: 'file_id' },
} as const;

export const roomLinks = (db: DB, link: keyof typeof LINKS, roomIds: readonly number[]) =>
  linkedIds(db, LINKS[link], roomIds);

export const setRoomLinks = (db: DB, link: keyof typeof LINKS, roomId: number, ids: readonly number[]) =>
  replaceLinks(db, LINKS[link], roomId, ids);
