// Exhibitions, events, their timeslots and RSVPs, and private viewing rooms.
import type { DB } from '#server/db/database';
import type { NewRow, Row } from '#server/db/schema';
import { insertMade, link, seq, titleAndSlug } from './support';

export type ExhibitionOverrides = Partial<NewRow<'exhibitions'>> & { artwork_ids?: number[]; artist_ids?: number[] };

export const makeExhibition = async (db: DB, overrides: ExhibitionOverrides = {}): Promise<Row<'exhibitions'>> => {
  const { artwork_ids, artist_ids, ...values } = overrides;
  const { title, slug } = titleAndSlug(values.title, 'Common Thread');
  const exhibition = await insertMade(db, 'exhibitions', {
    title,
    slug,
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
  });
  await link(db, 'exhibition_artworks', 'exhibition_id', exhibition.id, 'artwork_id', artwork_ids);
  await link(db, 'exhibition_artists', 'exhibition_id', exhibition.id, 'artist_id', artist_ids);
  return exhibition;
};

export const makeEvent = async (db: DB, overrides: Partial<NewRow<'events'>> = {}): Promise<Row<'events'>> => {
  const { title, slug } = titleAndSlug(overrides.title, 'Artist talk');
  return insertMade(db, 'events', {
    title,
    slug,
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
  });
};

/** A timeslot of an exhibition or of an event (give exactly one of the two ids). */
export const makeTimeslot = (
  db: DB,
  overrides: Partial<NewRow<'timeslots'>> & ({ exhibition_id: number } | { event_id: number }),
): Promise<Row<'timeslots'>> =>
  insertMade(db, 'timeslots', {
    date: '2026-05-14',
    time: '17:00',
    capacity: 30,
    exhibition_id: null,
    event_id: null,
    ...overrides,
  });

export const makeRsvp = (
  db: DB,
  overrides: Partial<NewRow<'rsvps'>> & { timeslot_id: number },
): Promise<Row<'rsvps'>> => {
  const n = seq();
  return insertMade(db, 'rsvps', {
    name: `Guest ${n}`,
    email: `guest${n}@example.com`,
    guests: 1,
    checked_in: 0,
    checked_in_at: null,
    // A party checked in has arrived whole, unless told otherwise.
    arrived: overrides.checked_in ? (overrides.guests ?? 1) : 0,
    ...overrides,
  });
};

export const makeViewingRoom = async (
  db: DB,
  overrides: Partial<NewRow<'viewing_rooms'>> & { artwork_ids?: number[] } = {},
): Promise<Row<'viewing_rooms'>> => {
  const { artwork_ids, ...values } = overrides;
  const { title, slug } = titleAndSlug(values.title, 'Private viewing');
  const room = await insertMade(db, 'viewing_rooms', {
    title,
    slug,
    status: '1',
    description: `<p>${title}, by invitation.</p>`,
    ...values,
  });
  await link(db, 'viewing_room_artworks', 'viewing_room_id', room.id, 'artwork_id', artwork_ids);
  return room;
};
