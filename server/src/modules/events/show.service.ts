// Admin exhibitions and events, one implementation for both kinds: list, picker list, create,
// read, edit, delete (refused while guests are booked for a coming date).
import type { z } from 'zod';
import { formatDateRange, slugify } from '#shared/format';
import { galleryToday } from '#shared/gallery-clock';
import type { eventInput, exhibitionInput, ShowDto, showListInput, showPickerInput } from '#shared/schemas/events';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { countedPage, pageWindow } from '#server/db/paging';
import { immediateTx } from '#server/db/transaction';
import { recordChanges } from '../history/history.service';
import { fieldError, NotFound, Refused } from '#server/lib/errors';
import { sanitizeRichText } from '#server/lib/sanitize';
import { imagesByIds } from '#server/modules/uploads/images';
import { assertRefsExist, type RefCheck } from '#server/db/references';
import { chooseSlug, SLUG_TAKEN, slugSafeTransaction } from '#server/db/slugs';
import type { ShowKind } from './kinds';
import * as repo from './show.repository';

/** The gallery's today (its time zone, not UTC): what counts as coming, running or past. */
export const today = (now = new Date()) => galleryToday(now);

type ListQuery = z.output<typeof showListInput>;
type PickerQuery = z.output<typeof showPickerInput>;
export type ShowFields = z.output<typeof exhibitionInput> | z.output<typeof eventInput>;

const group = <T>(rows: readonly { owner: number; id: number }[], pick: (id: number) => T | undefined) => {
  const out = new Map<number, T[]>();
  for (const r of rows) {
    const v = pick(r.id);
    if (v === undefined) continue;
    const list = out.get(r.owner) ?? [];
    list.push(v);
    out.set(r.owner, list);
  }
  return out;
};

/** Rows → admin DTOs with their links, images and booked guests: a fixed number of queries a page. */
export const toShowDtos = async (db: DB, kind: ShowKind, rows: readonly repo.ShowRow[]): Promise<ShowDto[]> => {
  const ids = rows.map((r) => r.id);
  const [artworkLinks, artistLinks, imageLinks, guests] = await Promise.all([
    repo.linksOf(db, kind, 'artworks', ids),
    repo.linksOf(db, kind, 'artists', ids),
    repo.linksOf(db, kind, 'images', ids),
    repo.upcomingGuests(db, kind, ids, today()),
  ]);
  const [artworks, artists, types, exhibitions, images] = await Promise.all([
    repo.namesOf(
      db,
      'artworks',
      artworkLinks.map((l) => l.id),
    ),
    repo.artistNamesOf(
      db,
      artistLinks.map((l) => l.id),
    ),
    repo.namesOf(
      db,
      'exhibition_types',
      rows.map((r) => r.exhibition_type_id).filter((x): x is number => x !== null),
    ),
    repo.namesOf(
      db,
      'exhibitions',
      rows.map((r) => r.exhibition_id).filter((x): x is number => x !== null),
    ),
    imagesByIds(db, [
      ...rows.flatMap((r) => [r.header_image_id, r.home_page_image_id]),
      ...imageLinks.map((l) => l.id),
    ]),
  ]);
  const byId = <T extends { id: number }>(list: readonly T[]) => new Map(list.map((x) => [x.id, x]));
  const artworkMap = byId(artworks);
  const artistMap = byId(artists);
  const typeMap = byId(types);
  const exhibitionMap = byId(exhibitions);
  const artworksBy = group(artworkLinks, (id) => artworkMap.get(id));
  const artistsBy = group(artistLinks, (id) => {
    const a = artistMap.get(id);
    return a && { id: a.id, full_name: `${a.first_name} ${a.last_name}`.trim() };
  });
  const imagesBy = group(imageLinks, (id) => images.get(id));
  const guestsBy = new Map(guests.map((g) => [g.owner, Number(g.guests)]));
  const item = (x: { id: number; title: string } | undefined) => (x ? { id: x.id, title: x.title } : null);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    slug: r.slug,
    status: r.status,
    dates: r.dates,
    start_date: r.start_date,
    end_date: r.end_date,
    location: r.location,
    description: r.description,
    sponsors: r.sponsors,
    copyright: r.copyright,
    featured: r.featured === 1,
    home_page: r.home_page === 1,
    header_image_id: r.header_image_id,
    header_image: (r.header_image_id && images.get(r.header_image_id)) || null,
    home_page_image_id: r.home_page_image_id,
    home_page_image: (r.home_page_image_id && images.get(r.home_page_image_id)) || null,
    images: imagesBy.get(r.id) ?? [],
    artworks: (artworksBy.get(r.id) ?? []).map((a) => ({ id: a.id, title: a.title })),
    artists: artistsBy.get(r.id) ?? [],
    upcoming_guests: guestsBy.get(r.id) ?? 0,
    exhibition_type_id: r.exhibition_type_id,
    exhibition_type: r.exhibition_type_id === null ? null : item(typeMap.get(r.exhibition_type_id)),
    types: JSON.parse(r.types) as string[],
    exhibition_id: r.exhibition_id,
    exhibition: r.exhibition_id === null ? null : item(exhibitionMap.get(r.exhibition_id)),
    created_at: r.created_at,
    updated_at: r.updated_at,
  }));
};

export const listShows = async (deps: AppDeps, kind: ShowKind, input: ListQuery) => {
  const filter = {
    status: input.status,
    type: input.type || undefined,
    search: input.search || undefined,
    excludeIds: input.exclude_ids,
  };
  const window = pageWindow(input);
  return countedPage(
    window,
    repo.countShows(deps.db, kind, filter),
    repo.listShows(deps.db, kind, filter, { sort: input.sort, order: input.order }, window),
    (rows) => toShowDtos(deps.db, kind, rows),
  );
};

/** id and title for pickers. */
export const pickShows = async (deps: AppDeps, kind: ShowKind, input: PickerQuery) => {
  const page = await repo.pickerList(
    deps.db,
    kind,
    { search: input.search || undefined, excludeIds: input.exclude_ids },
    { sort: input.sort, order: input.order },
    pageWindow(input),
  );
  return { list: page.rows, hasMorePages: page.hasMorePages };
};

export const getShow = async (deps: AppDeps, kind: ShowKind, id: number): Promise<ShowDto> => {
  const row = await repo.findShow(deps.db, kind, id);
  if (!row) throw new NotFound(kind.messages.notFound);
  return (await toShowDtos(deps.db, kind, [row]))[0]!;
};

/**
 * A missing slug is made from the title (or the kind, for a title of no letters); one the site's
 * own routes answer counts as taken ('Events' becomes 'events-event').
 */
const slugOf = (db: DB, kind: ShowKind, input: ShowFields, current?: { id: number; slug: string }) => {
  const reserved = (slug: string) => kind.reservedSlugs.includes(slug);
  if (input.slug && reserved(input.slug)) throw fieldError('slug', SLUG_TAKEN);
  const base = slugify(input.title) || kind.key;
  return chooseSlug(db, kind.table, input.slug, reserved(base) ? `${base}-${kind.key}` : base, current);
};

const columns = (input: ShowFields, slug: string): repo.ShowColumns & repo.KindColumns => ({
  title: input.title,
  slug,
  status: input.status,
  // Without a display line, the dates make one ('March 5 – May 2, 2027').
  dates:
    input.dates ?? (input.start_date ? formatDateRange(input.start_date, input.end_date ?? input.start_date) : null),
  start_date: input.start_date,
  end_date: input.end_date,
  location: input.location,
  description: sanitizeRichText(input.description),
  sponsors: input.sponsors,
  copyright: input.copyright,
  featured: input.featured ? 1 : 0,
  home_page: input.home_page ? 1 : 0,
  header_image_id: input.header_image_id,
  home_page_image_id: input.home_page_image_id,
  ...('types' in input
    ? { types: JSON.stringify(input.types), exhibition_id: input.exhibition_id }
    : { exhibition_type_id: input.exhibition_type_id }),
});

const checkRefs = (db: DB, input: ShowFields) => {
  const checks: RefCheck[] = [
    { field: 'header_image_id', table: 'files', ids: [input.header_image_id] },
    { field: 'home_page_image_id', table: 'files', ids: [input.home_page_image_id] },
    { field: 'images', table: 'files', ids: input.images, many: true },
    { field: 'artworks', table: 'artworks', ids: input.artworks, many: true },
    { field: 'artists', table: 'artists', ids: input.artists, many: true },
  ];
  if ('types' in input) checks.push({ field: 'exhibition_id', table: 'exhibitions', ids: [input.exhibition_id] });
  else checks.push({ field: 'exhibition_type_id', table: 'exhibition_types', ids: [input.exhibition_type_id] });
  return assertRefsExist(db, checks);
};

const setAllLinks = async (db: DB, kind: ShowKind, id: number, input: ShowFields) => {
  await repo.setLinks(db, kind, 'artworks', id, input.artworks);
  await repo.setLinks(db, kind, 'artists', id, input.artists);
  await repo.setLinks(db, kind, 'images', id, input.images);
};

export const createShow = async (deps: AppDeps, kind: ShowKind, input: ShowFields) => {
  const id = await slugSafeTransaction(deps.db, async (trx) => {
    await checkRefs(trx, input);
    const newId = await repo.insertShow(trx, kind, columns(input, await slugOf(trx, kind, input)));
    await setAllLinks(trx, kind, newId, input);
    return newId;
  });
  return { message: kind.messages.created, item: await getShow(deps, kind, id) };
};

export const updateShow = async (deps: AppDeps, kind: ShowKind, id: number, input: ShowFields) => {
  const current = await getShow(deps, kind, id);
  await slugSafeTransaction(deps.db, async (trx) => {
    await checkRefs(trx, input);
    const before = await repo.findShow(trx, kind, id);
    if (!before) throw new NotFound(kind.messages.notFound);
    const row = columns(input, await slugOf(trx, kind, input, current));
    await repo.updateShow(trx, kind, id, row);
    await setAllLinks(trx, kind, id, input);
    await recordChanges(trx, deps.actor, { type: kind.key, id, title: row.title }, before, {
      start_date: row.start_date,
      end_date: row.end_date,
      status: row.status,
    });
  });
  return { message: kind.messages.updated, item: await getShow(deps, kind, id) };
};

export const deleteRefusal = (kind: ShowKind, guests: number) =>
  `This ${kind.key} cannot be deleted: ${guests} ${guests === 1 ? 'guest has' : 'guests have'} reserved a coming date. Delete or move their reservations first, or set it inactive.`;

/**
 * Guests expecting to come would silently lose their place: refused while any are booked ahead.
 * Checked and deleted in one immediate transaction, so an RSVP cannot land in between.
 */
export const deleteShow = async (deps: AppDeps, kind: ShowKind, id: number) => {
  await immediateTx(deps.db, async (trx) => {
    if (!(await repo.findShow(trx, kind, id))) throw new NotFound(kind.messages.notFound);
    const guests = Number((await repo.upcomingGuests(trx, kind, [id], today()))[0]?.guests ?? 0);
    if (guests > 0) throw new Refused(deleteRefusal(kind, guests));
    await repo.deleteShow(trx, kind, id);
  });
  return { message: kind.messages.deleted };
};

/** The five CRUD operations of one kind, as the CRUD factory calls them. */
export const showService = (kind: ShowKind) => ({
  list: (deps: AppDeps, q: ListQuery) => listShows(deps, kind, q),
  get: (deps: AppDeps, id: number) => getShow(deps, kind, id),
  create: (deps: AppDeps, input: ShowFields) => createShow(deps, kind, input),
  update: (deps: AppDeps, id: number, input: ShowFields) => updateShow(deps, kind, id, input),
  remove: (deps: AppDeps, id: number) => deleteShow(deps, kind, id),
});
