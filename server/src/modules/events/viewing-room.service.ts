// Private viewing rooms: staff CRUD, and the one public read by slug (only while open; the answer
// is marked noindex by the router).
import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import { hasRandomPart, RANDOM_PART_LENGTH } from '#shared/private-address';
import { slugify } from '#shared/format';
import type { viewingRoomInput, ViewingRoomDto, viewingRoomListInput } from '#shared/schemas/viewing-room';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { countedPage, pageWindow } from '#server/db/paging';
import type { Row } from '#server/db/schema';
import { NotFound } from '#server/lib/errors';
import { sanitizeRichText } from '#server/lib/sanitize';
import { imagesByIds } from '#server/modules/uploads/images';
import { artworkCardsByIds } from '../catalogue/public-artwork.service';
import { assertRefsExist } from '#server/db/references';
import { chooseSlug, slugSafeTransaction } from '#server/db/slugs';
import { EXHIBITION } from './kinds';
import * as shows from './show.repository';
import { today } from './show.service';
import { tryRoomAddress } from './room-guesses';
import * as repo from './viewing-room.repository';

export const ROOM_NOT_FOUND = 'Viewing room not found';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/**
 * A new room's address when staff leave the slug empty: the title, then a random part of 65 bits
 * (shared/private-address.ts), from the system's random source (never the demo's seeded one).
 */
export const privateRoomSlug = (title: string) => {
  for (;;) {
    const part = [...randomBytes(RANDOM_PART_LENGTH)].map((b) => BASE32[b & 31]).join('');
    const slug = `${slugify(title).slice(0, 80) || 'viewing-room'}-${part}`;
    if (hasRandomPart(slug)) return slug;
  }
};
type RoomFields = z.output<typeof viewingRoomInput>;

const toDtos = async (db: DB, rows: readonly Row<'viewing_rooms'>[]): Promise<ViewingRoomDto[]> => {
  const ids = rows.map((r) => r.id);
  const [artworkLinks, imageLinks] = await Promise.all([
    repo.roomLinks(db, 'artworks', ids),
    repo.roomLinks(db, 'images', ids),
  ]);
  const [artworks, exhibitions, images] = await Promise.all([
    shows.namesOf(
      db,
      'artworks',
      artworkLinks.map((l) => l.id),
    ),
    shows.namesOf(
      db,
      'exhibitions',
      rows.map((r) => r.exhibition_id).filter((x): x is number => x !== null),
    ),
    imagesByIds(db, [...rows.map((r) => r.header_image_id), ...imageLinks.map((l) => l.id)]),
  ]);
  const artworkMap = new Map(artworks.map((a) => [a.id, a]));
  const exhibitionMap = new Map(exhibitions.map((e) => [e.id, e]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    status: r.status,
    description: r.description,
    exhibition_id: r.exhibition_id,
    exhibition: (r.exhibition_id !== null && exhibitionMap.get(r.exhibition_id)) || null,
    header_image_id: r.header_image_id,
    header_image: (r.header_image_id && images.get(r.header_image_id)) || null,
    images: imageLinks.filter((l) => l.owner === r.id).flatMap((l) => images.get(l.id) ?? []),
    artworks: artworkLinks.filter((l) => l.owner === r.id).flatMap((l) => artworkMap.get(l.id) ?? []),
    opens_at: r.opens_at,
    closes_at: r.closes_at,
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
};

export const listRooms = async (deps: AppDeps, input: z.output<typeof viewingRoomListInput>) => {
  const filter = { status: input.status, search: input.search || undefined, excludeIds: input.exclude_ids };
  const window = pageWindow(input);
  return countedPage(
    window,
    repo.countRooms(deps.db, filter),
    repo.listRooms(deps.db, filter, { sort: input.sort, order: input.order }, window),
    (rows) => toDtos(deps.db, rows),
  );
};

export const getRoom = async (deps: AppDeps, id: number): Promise<ViewingRoomDto> => {
  const row = await repo.findRoom(deps.db, id);
  if (!row) throw new NotFound(ROOM_NOT_FOUND);
  return (await toDtos(deps.db, [row]))[0]!;
};

const save = async (db: DB, input: RoomFields, current?: { id: number; slug: string }) => {
  await assertRefsExist(db, [
    { field: 'exhibition_id', table: 'exhibitions', ids: [input.exhibition_id] },
    { field: 'header_image_id', table: 'files', ids: [input.header_image_id] },
    { field: 'images', table: 'files', ids: input.images, many: true },
    { field: 'artworks', table: 'artworks', ids: input.artworks, many: true },
  ]);
  const row = {
    title: input.title,
    slug: await chooseSlug(db, 'viewing_rooms', input.slug, privateRoomSlug(input.title), current),
    status: input.status,
    description: sanitizeRichText(input.description),
    exhibition_id: input.exhibition_id,
    header_image_id: input.header_image_id,
    opens_at: input.opens_at,
    closes_at: input.closes_at,
  };
  const id = current ? (await repo.updateRoom(db, current.id, row), current.id) : await repo.insertRoom(db, row);
  await repo.setRoomLinks(db, 'artworks', id, input.artworks);
  await repo.setRoomLinks(db, 'images', id, input.images);
  return id;
};

export const createRoom = async (deps: AppDeps, input: RoomFields) => {
  const id = await slugSafeTransaction(deps.db, (trx) => save(trx, input));
  return { message: 'Viewing room successfully created', item: await getRoom(deps, id) };
};

export const updateRoom = async (deps: AppDeps, id: number, input: RoomFields) => {
  const current = await getRoom(deps, id);
  await slugSafeTransaction(deps.db, (trx) => save(trx, input, current));
  return { message: 'Viewing room successfully updated', item: await getRoom(deps, id) };
};

export const deleteRoom = async (deps: AppDeps, id: number) => {
  if (!(await repo.deleteRoom(deps.db, id))) throw new NotFound(ROOM_NOT_FOUND);
  return { message: 'Viewing room successfully deleted' };
};

/**
 * The room as its guests see it; closed, not yet open or inactive is the same 404. Each look-up
 * counts as a try of `ip`'s, given back when the room is there (room-guesses.ts).
 */
export const publicRoom = async (deps: AppDeps, slug: string, ip: string) => {
  const giveBack = tryRoomAddress(deps, ip);
  const row = await repo.findOpenRoomBySlug(deps.db, slug, today());
  if (!row) throw new NotFound(ROOM_NOT_FOUND);
  giveBack();
  const [dto] = await toDtos(deps.db, [row]);
  const exhibition =
    row.exhibition_id === null ? undefined : await shows.findActiveShowById(deps.db, EXHIBITION, row.exhibition_id);
  return {
    title: dto!.title,
    slug: dto!.slug,
    description: dto!.description,
    header_image: dto!.header_image,
    images: dto!.images,
    artworks: await artworkCardsByIds(
      deps,
      dto!.artworks.map((a) => a.id),
    ),
    opens_at: dto!.opens_at,
    closes_at: dto!.closes_at,
    exhibition: exhibition ? { title: exhibition.title, slug: exhibition.slug } : null,
  };
};

export const viewingRoomService = {
  list: listRooms,
  get: getRoom,
  create: createRoom,
  update: updateRoom,
  remove: deleteRoom,
};
