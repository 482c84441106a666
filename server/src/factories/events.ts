// Exhibitions, events, their timeslots and RSVPs, and private viewing rooms.
import type { DB } from '#server/db/database';
import type { NewRow, Row } from '#server/db/schema';
import { slugify } from '#shared/format';
import { link, seq } from './support';

export type ExhibitionOverrides = Partial<NewRow<'exhibitions'>> & { artwork_ids?: number[]; artist_ids?: number[] };

export const makeExhibition = async (db: DB, overrides: ExhibitionOverrides = {}): Promise<Row<'exhibitions'>> => {
  const { artwork_ids, artist_ids, ...values } = overrides;
  const n = seq();
  const title = values.title ?? `Common Thread ${n}`;
  const exhibition = await db
    .insertInto('exhibitions')
    .values({
      title,
      slug: `${slugify(title)}-${n}`,
      status: '1',
      dates: 'March 6 – April 25, 2026',
      start_date: '2026-03-06',
      end_date: '2026-04-25',
      location: 'Weft Gallery, New York',
      description: `<p>${title} gathers new tapestries and quilts.</p>`,
      sponsors: null,
      copyright: null,
      featured: 0,
      home_page: 0,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await link(db, 'exhibition_artworks', 'exhibition_id', exhibition.id, 'artwork_id', artwork_ids);
  await link(db, 'exhibition_artists', 'exhibition_id', exhibition.id, 'artist_id', artist_ids);
  return exhibition;
};

export const makeEvent = async (db: DB, overrides: Partial<NewRow<'events'>> = {}): Promise<Row<'events'>> => {
  const n = seq();
  const title = overrides.title ?? `Artist talk ${n}`;
  return db
    .insertInto('events')
    .values({
      title,
      slug: `${slugify(title)}-${n}`,
      types: JSON.stringify(['Artist talk']),
      status: '1',
      dates: 'May 14, 2026',
      start_date: '2026-05-14',
      end_date: '2026-05-14',
      location: 'Weft Gallery, New York',
      description: `<p>${title}: an evening in the gallery.</p>`,
      sponsors: null,
      featured: 0,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

/** A timeslot of an exhibition or of an event (give exactly one of the two ids). */
export const makeTimeslot = (
  db: DB,
  overrides: Partial<NewRow<'timeslots'>> & ({ exhibition_id: number } | { event_id: number }),
): Promise<Row<'timeslots'>> =>
  db
    .insertInto('timeslots')
    .values({ date: '2026-05-14', time: '17:00', capacity: 30, exhibition_id: null, event_id: null, ...overrides })
    .returningAll()
    .executeTakeFirstOrThrow();

export const makeRsvp = (
  db: DB,
  overrides: Partial<NewRow<'rsvps'>> & { timeslot_id: number },
): Promise<Row<'rsvps'>> => {
  const n = seq();
  return db
    .insertInto('rsvps')
    .values({
      name: `Guest ${n}`,
      email: `guest${n}@example.com`,
      guests: 1,
      checked_in: 0,
      checked_in_at: null,
      ...overrides,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
};

export const makeViewingRoom = async (
  db: DB,
  overrides: Partial<NewRow<'viewing_rooms'>> & { artwork_ids?: number[] } = {},
): Promise<Row<'viewing_rooms'>> => {
  const { artwork_ids, ...values } = overrides;
  const n = seq();
  const title = values.title ?? `Private viewing ${n}`;
  const room = await db
    .insertInto('viewing_rooms')
    .values({
      title,
      slug: `${slugify(title)}-${n}`,
      status: '1',
      description: `<p>${title}, by invitation.</p>`,
      ...values,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await link(db, 'viewing_room_artworks', 'viewing_room_id', room.id, 'artwork_id', artwork_ids);
  return room;
};
