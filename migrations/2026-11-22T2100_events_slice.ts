// The events slice (issue 9): events get the exhibition's columns and links, exhibitions, events
// and viewing rooms get gallery images, viewing rooms get an opening window, and an RSVP keeps the
// hash of the token its cancel link carries.
import { type Kysely, sql } from 'kysely';

const link = (
  name: string,
  left: string,
  leftTable: string,
  right: string,
  rightTable: string,
) => `CREATE TABLE ${name} (
  ${left} INTEGER NOT NULL REFERENCES ${leftTable}(id) ON DELETE CASCADE,
  ${right} INTEGER NOT NULL REFERENCES ${rightTable}(id) ON DELETE CASCADE,
  position INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (${left}, ${right})
)`;

const statements = [
  `ALTER TABLE events ADD COLUMN copyright TEXT`,
  `ALTER TABLE events ADD COLUMN home_page INTEGER NOT NULL DEFAULT 0 CHECK (home_page IN (0,1))`,
  `ALTER TABLE events ADD COLUMN home_page_image_id INTEGER REFERENCES files(id) ON DELETE SET NULL`,
  link('event_artworks', 'event_id', 'events', 'artwork_id', 'artworks'),
  `CREATE INDEX event_artworks_rev ON event_artworks(artwork_id)`,
  link('event_artists', 'event_id', 'events', 'artist_id', 'artists'),
  `CREATE INDEX event_artists_rev ON event_artists(artist_id)`,
  link('exhibition_images', 'exhibition_id', 'exhibitions', 'file_id', 'files'),
  link('event_images', 'event_id', 'events', 'file_id', 'files'),
  link('viewing_room_images', 'viewing_room_id', 'viewing_rooms', 'file_id', 'files'),
  `ALTER TABLE viewing_rooms ADD COLUMN opens_at TEXT`,
  `ALTER TABLE viewing_rooms ADD COLUMN closes_at TEXT`,
  `ALTER TABLE rsvps ADD COLUMN cancel_token_hash TEXT`,
  `CREATE UNIQUE INDEX rsvps_cancel_token ON rsvps(cancel_token_hash) WHERE cancel_token_hash IS NOT NULL`,
  // The dashboard's and the public calendar's "from today on" reads.
  `CREATE INDEX timeslots_date ON timeslots(date, time)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const s of [
    'DROP INDEX IF EXISTS timeslots_date',
    'DROP INDEX IF EXISTS rsvps_cancel_token',
    'ALTER TABLE rsvps DROP COLUMN cancel_token_hash',
    'ALTER TABLE viewing_rooms DROP COLUMN closes_at',
    'ALTER TABLE viewing_rooms DROP COLUMN opens_at',
    'DROP TABLE viewing_room_images',
    'DROP TABLE event_images',
    'DROP TABLE exhibition_images',
    'DROP TABLE event_artists',
    'DROP TABLE event_artworks',
    'ALTER TABLE events DROP COLUMN home_page_image_id',
    'ALTER TABLE events DROP COLUMN home_page',
    'ALTER TABLE events DROP COLUMN copyright',
  ])
    await sql.raw(s).execute(db);
}
