// What visitors read of exhibitions and events: lists, one by slug, the featured ones, the next
// exhibition, and a show's artworks and artists. Active shows only; anything else is a 404.
import { PAGE_SIZE } from '#shared/constants';
import type { z } from 'zod';
import { galleryIso, galleryNow } from '#shared/gallery-clock';
import type { ImageDto } from '#shared/schemas/image';
import { pathOf } from '#shared/public-kinds';
import type { Booking, publicShowListInput, ShowCard, ShowDetail } from '#shared/schemas/events';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { pageWindow } from '#server/db/paging';
import { NotFound } from '#server/lib/errors';
import { imagesByIds } from '#server/modules/uploads/images';
import { artistCardsByIds } from '../catalogue/public-artist.service';
import { artworkCardsByIds } from '../catalogue/public-artwork.service';
import { EVENT, EXHIBITION, type ShowKind } from './kinds';
import * as repo from './show.repository';
import { leadingExhibition } from './show-links.service';
import { today } from './show.service';
import { bookingStates, slotSpan } from './timeslot.repository';

const phase = (r: repo.ShowRow, day: string): ShowCard['phase'] =>
  r.start_date && r.start_date > day ? 'upcoming' : r.end_date && r.end_date < day ? 'past' : 'current';

const typesOf = (r: repo.ShowRow) => JSON.parse(r.types) as string[];

const typeTitles = async (db: DB, rows: readonly repo.ShowRow[]) =>
  new Map(
    (
      await repo.namesOf(
        db,
        'exhibition_types',
        rows.map((r) => r.exhibition_type_id).filter((x): x is number => x !== null),
      )
    ).map((t) => [t.id, t.title]),
  );

/** A show's card from its row, its type's title and the images looked up for the page (pure: the benchmark's bare handler uses it too). */
export const showCardDto = (
  r: repo.ShowRow,
  day: string,
  typeTitle: string | undefined,
  images: ReadonlyMap<number, ImageDto>,
  booking: Booking,
): ShowCard => ({
  id: r.id,
  title: r.title,
  slug: r.slug,
  type: r.exhibition_type_id !== null ? (typeTitle ?? null) : typesOf(r).join(', ') || null,
  dates: r.dates,
  start_date: r.start_date,
  end_date: r.end_date,
  location: r.location,
  phase: phase(r, day),
  featured: r.featured === 1,
  header_image: (r.header_image_id && images.get(r.header_image_id)) || null,
  booking,
});

const toCards = async (db: DB, kind: ShowKind, rows: readonly repo.ShowRow[]): Promise<ShowCard[]> => {
  const now = galleryNow();
  const [types, images, booking] = await Promise.all([
    typeTitles(db, rows),
    imagesByIds(
      db,
      rows.map((r) => r.header_image_id),
    ),
    bookingStates(
      db,
      kind,
      rows.map((r) => r.id),
      now,
    ),
  ]);
  return rows.map((r) =>
    showCardDto(r, now.date, types.get(r.exhibition_type_id ?? 0), images, booking.get(r.id) ?? 'none'),
  );
};

/** The image ids a show's page shows: header, home page image, then the gallery in order. */
export const detailImageIds = (row: repo.ShowRow, galleryIds: readonly number[]) => [
  row.header_image_id,
  row.home_page_image_id,
  ...galleryIds,
];

/** A show's page from its row and what was read for it (pure, as showCardDto). */
export const showDetailDto = (
  kind: ShowKind,
  row: repo.ShowRow,
  read: {
    day: string;
    typeTitle: string | undefined;
    images: ReadonlyMap<number, ImageDto>;
    galleryIds: readonly number[];
    booking: Booking;
    exhibition: { title: string; slug: string } | undefined;
    reservableEvents: ShowDetail['reservable_events'];
    /** the first and last times ('YYYY-MM-DD HH:MM'), when read */
    span?: { first: string | null; last: string | null };
  },
): ShowDetail => {
  const card = showCardDto(row, read.day, read.typeTitle, read.images, read.booking);
  return {
    ...card,
    types: kind.key === 'event' ? typesOf(row) : card.type ? [card.type] : [],
    description: row.description,
    sponsors: row.sponsors,
    copyright: row.copyright,
    home_page_image: (row.home_page_image_id && read.images.get(row.home_page_image_id)) || null,
    images: read.galleryIds.flatMap((id) => read.images.get(id) ?? []),
    has_timeslots: read.booking !== 'none',
    reservable_events: read.reservableEvents,
    exhibition: read.exhibition ? { title: read.exhibition.title, slug: read.exhibition.slug } : null,
    schedule: scheduleOf(read.span),
    listed_at: row.created_at,
  };
};

/** A visit at a time lasts an hour (as in the calendar file the emails carry). */
const VISIT_MINUTES = 60;

const scheduleOf = (span: { first: string | null; last: string | null } | undefined) => {
  if (!span?.first || !span.last) return null;
  const [firstDate, firstTime] = span.first.split(' ') as [string, string];
  const [lastDate, lastTime] = span.last.split(' ') as [string, string];
  return { start: galleryIso(firstDate, firstTime), end: galleryIso(lastDate, lastTime, VISIT_MINUTES) };
};

export const listPublicShows = async (deps: AppDeps, kind: ShowKind, input: z.output<typeof publicShowListInput>) => {
  const page = await repo.listPublicShows(
    deps.db,
    kind,
    { type: input.type || undefined, sort: input.sort },
    pageWindow({ page: input.page }, PAGE_SIZE.publicList),
  );
  return { data: await toCards(deps.db, kind, page.rows), hasMorePages: page.hasMorePages };
};

/** An exhibition's events that take reservations (a time ahead, open or full), soonest first. */
const reservableEventsOf = async (db: DB, exhibitionId: number, now: ReturnType<typeof galleryNow>) => {
  const events = await repo.activeEventsOfExhibition(db, exhibitionId);
  const booking = await bookingStates(
    db,
    EVENT,
    events.map((e) => e.id),
    now,
  );
  return events.flatMap((e) => {
    const state = booking.get(e.id) ?? 'none';
    return state === 'none' ? [] : [{ title: e.title, slug: e.slug, dates: e.dates, booking: state }];
  });
};

const toDetail = async (deps: AppDeps, kind: ShowKind, row: repo.ShowRow): Promise<ShowDetail> => {
  const { db } = deps;
  const galleryIds = (await repo.linksOf(db, kind, 'images', [row.id])).map((l) => l.id);
  const now = galleryNow();
  const [types, images, booking, exhibition, reservableEvents, span] = await Promise.all([
    typeTitles(db, [row]),
    imagesByIds(db, detailImageIds(row, galleryIds)),
    bookingStates(db, kind, [row.id], now),
    row.exhibition_id === null ? undefined : repo.findActiveShowById(db, EXHIBITION, row.exhibition_id),
    kind.key === 'exhibition' ? reservableEventsOf(db, row.id, now) : [],
    slotSpan(db, kind, row.id),
  ]);
  return showDetailDto(kind, row, {
    day: now.date,
    typeTitle: types.get(row.exhibition_type_id ?? 0),
    images,
    galleryIds,
    booking: booking.get(row.id) ?? 'none',
    exhibition,
    reservableEvents,
    span,
  });
};

/** The active show of that slug, or a 404. */
export const activeShow = async (deps: AppDeps, kind: ShowKind, slug: string) => {
  const row = await repo.findActiveShowBySlug(deps.db, kind, slug);
  if (!row) throw new NotFound(kind.messages.notFound);
  return row;
};

export const showBySlug = async (deps: AppDeps, kind: ShowKind, slug: string) =>
  toDetail(deps, kind, await activeShow(deps, kind, slug));

export const featuredShow = async (deps: AppDeps, kind: ShowKind, flag: 'featured' | 'home_page' = 'featured') => {
  const row = await repo.findFeaturedShow(deps.db, kind, today(), flag);
  return row ? toDetail(deps, kind, row) : null;
};

/**
 * Where a visitor books for an exhibition: its own reservation, else the first of its events
 * that takes them ('Reserve a time: Opening night'); null when none does.
 */
export const reservationPath = async (db: DB, exhibition: { id: number; slug: string }) => {
  const now = galleryNow();
  const own = (await bookingStates(db, EXHIBITION, [exhibition.id], now)).get(exhibition.id);
  if (own !== 'none') return { path: `${pathOf('exhibition', exhibition.slug)}#rsvp`, label: 'Reserve a time' };
  const event = (await reservableEventsOf(db, exhibition.id, now))[0];
  return event ? { path: `${pathOf('event', event.slug)}#rsvp`, label: `Reserve a time: ${event.title}` } : null;
};

export const homePageExhibition = async (deps: AppDeps) => {
  const row = await leadingExhibition(deps);
  return row ? toDetail(deps, EXHIBITION, row) : null;
};

export const nextExhibition = async (deps: AppDeps) => {
  const row = await repo.findNextShow(deps.db, EXHIBITION, today());
  return row ? toDetail(deps, EXHIBITION, row) : null;
};

/** Visible works hung in the show, 12 a page. A show holds tens of works: paged in memory. */
export const showArtworks = async (deps: AppDeps, kind: ShowKind, slug: string, page: number) => {
  const row = await activeShow(deps, kind, slug);
  const ids = (await repo.linksOf(deps.db, kind, 'artworks', [row.id])).map((l) => l.id);
  const cards = await artworkCardsByIds(deps, ids);
  const size = PAGE_SIZE.publicList;
  return { data: cards.slice((page - 1) * size, page * size), hasMorePages: cards.length > page * size };
};

export const showArtists = async (deps: AppDeps, kind: ShowKind, slug: string) => {
  const row = await activeShow(deps, kind, slug);
  const ids = (await repo.linksOf(deps.db, kind, 'artists', [row.id])).map((l) => l.id);
  return { data: await artistCardsByIds(deps, ids) };
};

export const publicShowTypes = async (deps: AppDeps, kind: ShowKind) => ({
  data: await repo.publicTypes(deps.db, kind),
});
