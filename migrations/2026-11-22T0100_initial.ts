// The first data model, every table the site started with. Frozen once landed: later changes get new files.
import { type Kysely, sql } from 'kysely';

const now = `(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;
const stamps = `created_at TEXT NOT NULL DEFAULT ${now}, updated_at TEXT NOT NULL DEFAULT ${now}`;
const status = `status TEXT NOT NULL DEFAULT '0' CHECK (status IN ('0','1'))`;
const lookup = (name: string) => `CREATE TABLE ${name} (
  id INTEGER PRIMARY KEY,
  title TEXT NOT NULL COLLATE NOCASE UNIQUE,
  ${stamps}
)`;
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
  `CREATE TABLE users (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE UNIQUE,
    password_hash TEXT,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL DEFAULT '',
    avatar_file_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    role TEXT NOT NULL DEFAULT 'admin',
    email_verified_at TEXT,
    invited_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    ${stamps}
  )`,
  `CREATE TABLE sessions (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    token_hash TEXT NOT NULL UNIQUE,
    expires_at TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${now},
    last_used_at TEXT NOT NULL DEFAULT ${now}
  )`,
  `CREATE INDEX sessions_user ON sessions(user_id)`,
  `CREATE TABLE user_tokens (
    id INTEGER PRIMARY KEY,
    user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    kind TEXT NOT NULL CHECK (kind IN ('reset','invite','verify')),
    token_hash TEXT NOT NULL UNIQUE,
    expires_at TEXT NOT NULL,
    used_at TEXT,
    created_at TEXT NOT NULL DEFAULT ${now}
  )`,
  `CREATE INDEX user_tokens_user ON user_tokens(user_id, kind)`,
  `CREATE TABLE files (
    id INTEGER PRIMARY KEY,
    stem TEXT NOT NULL UNIQUE,
    original_name TEXT NOT NULL,
    mime TEXT NOT NULL,
    width INTEGER NOT NULL,
    height INTEGER NOT NULL,
    bytes INTEGER NOT NULL,
    variants TEXT NOT NULL DEFAULT '[]',
    alt TEXT,
    created_by INTEGER REFERENCES users(id) ON DELETE SET NULL,
    created_at TEXT NOT NULL DEFAULT ${now}
  )`,
  lookup('regions'),
  lookup('exhibition_types'),
  lookup('colors'),
  lookup('art_types'),
  lookup('materials'),
  lookup('periods'),
  `CREATE TABLE artists (
    id INTEGER PRIMARY KEY,
    first_name TEXT NOT NULL DEFAULT '',
    last_name TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    ${status},
    birth_year INTEGER,
    death_year INTEGER,
    location TEXT,
    biography TEXT,
    market TEXT CHECK (market IN ('primary','secondary')),
    header_image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    ${stamps}
  )`,
  `CREATE INDEX artists_public ON artists(status, last_name, first_name)`,
  link('artist_regions', 'artist_id', 'artists', 'region_id', 'regions'),
  `CREATE TABLE artworks (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    sku TEXT UNIQUE,
    artist_id INTEGER NOT NULL REFERENCES artists(id) ON DELETE RESTRICT,
    price INTEGER CHECK (price IS NULL OR price >= 0),
    availability INTEGER NOT NULL DEFAULT 1 CHECK (availability BETWEEN 0 AND 8),
    condition INTEGER CHECK (condition IS NULL OR condition BETWEEN 0 AND 3),
    ${status},
    featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0,1)),
    year INTEGER,
    medium TEXT,
    description TEXT,
    height REAL,
    width REAL,
    depth REAL,
    acquisition TEXT,
    acquired_at TEXT,
    header_image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    search_image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    ${stamps}
  )`,
  `CREATE INDEX artworks_artist ON artworks(artist_id, status)`,
  `CREATE INDEX artworks_public ON artworks(status, created_at DESC)`,
  `CREATE INDEX artworks_price ON artworks(status, price)`,
  `CREATE INDEX artworks_featured ON artworks(featured, status)`,
  `CREATE INDEX artworks_acquired ON artworks(status, acquired_at) WHERE acquired_at IS NOT NULL`,
  `CREATE TABLE artwork_attributes (
    id INTEGER PRIMARY KEY,
    artwork_id INTEGER NOT NULL REFERENCES artworks(id) ON DELETE CASCADE,
    position INTEGER NOT NULL DEFAULT 0,
    label TEXT,
    height REAL,
    width REAL,
    depth REAL
  )`,
  `CREATE INDEX artwork_attributes_artwork ON artwork_attributes(artwork_id, position)`,
  link('artwork_images', 'artwork_id', 'artworks', 'file_id', 'files'),
  link('artwork_art_types', 'artwork_id', 'artworks', 'art_type_id', 'art_types'),
  link('artwork_materials', 'artwork_id', 'artworks', 'material_id', 'materials'),
  link('artwork_colors', 'artwork_id', 'artworks', 'color_id', 'colors'),
  link('artwork_regions', 'artwork_id', 'artworks', 'region_id', 'regions'),
  link('artwork_periods', 'artwork_id', 'artworks', 'period_id', 'periods'),
  `CREATE INDEX artwork_art_types_rev ON artwork_art_types(art_type_id)`,
  `CREATE INDEX artwork_materials_rev ON artwork_materials(material_id)`,
  `CREATE INDEX artwork_colors_rev ON artwork_colors(color_id)`,
  `CREATE INDEX artwork_regions_rev ON artwork_regions(region_id)`,
  `CREATE INDEX artwork_periods_rev ON artwork_periods(period_id)`,
  `CREATE TABLE publications (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    type TEXT,
    author TEXT,
    publisher TEXT,
    year INTEGER,
    url TEXT,
    image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    ${status},
    ${stamps}
  )`,
  link('artist_publications', 'artist_id', 'artists', 'publication_id', 'publications'),
  `CREATE INDEX artist_publications_rev ON artist_publications(publication_id)`,
  `CREATE TABLE exhibitions (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    exhibition_type_id INTEGER REFERENCES exhibition_types(id) ON DELETE SET NULL,
    ${status},
    dates TEXT,
    start_date TEXT,
    end_date TEXT,
    location TEXT,
    description TEXT,
    sponsors TEXT,
    copyright TEXT,
    featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0,1)),
    home_page INTEGER NOT NULL DEFAULT 0 CHECK (home_page IN (0,1)),
    header_image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    home_page_image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    ${stamps},
    CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
  )`,
  `CREATE INDEX exhibitions_public ON exhibitions(status, start_date DESC)`,
  link('exhibition_artworks', 'exhibition_id', 'exhibitions', 'artwork_id', 'artworks'),
  `CREATE INDEX exhibition_artworks_rev ON exhibition_artworks(artwork_id)`,
  link('exhibition_artists', 'exhibition_id', 'exhibitions', 'artist_id', 'artists'),
  `CREATE INDEX exhibition_artists_rev ON exhibition_artists(artist_id)`,
  `CREATE TABLE events (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    types TEXT NOT NULL DEFAULT '[]',
    ${status},
    dates TEXT,
    start_date TEXT,
    end_date TEXT,
    location TEXT,
    description TEXT,
    sponsors TEXT,
    featured INTEGER NOT NULL DEFAULT 0 CHECK (featured IN (0,1)),
    exhibition_id INTEGER REFERENCES exhibitions(id) ON DELETE SET NULL,
    header_image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    ${stamps},
    CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
  )`,
  `CREATE INDEX events_public ON events(status, start_date DESC)`,
  `CREATE TABLE timeslots (
    id INTEGER PRIMARY KEY,
    exhibition_id INTEGER REFERENCES exhibitions(id) ON DELETE CASCADE,
    event_id INTEGER REFERENCES events(id) ON DELETE CASCADE,
    date TEXT NOT NULL,
    time TEXT NOT NULL,
    capacity INTEGER CHECK (capacity IS NULL OR capacity > 0),
    ${stamps},
    CHECK ((exhibition_id IS NULL) <> (event_id IS NULL))
  )`,
  `CREATE UNIQUE INDEX timeslots_exhibition ON timeslots(exhibition_id, date, time) WHERE exhibition_id IS NOT NULL`,
  `CREATE UNIQUE INDEX timeslots_event ON timeslots(event_id, date, time) WHERE event_id IS NOT NULL`,
  `CREATE TABLE rsvps (
    id INTEGER PRIMARY KEY,
    timeslot_id INTEGER NOT NULL REFERENCES timeslots(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    guests INTEGER NOT NULL DEFAULT 1 CHECK (guests >= 1),
    checked_in INTEGER NOT NULL DEFAULT 0 CHECK (checked_in IN (0,1)),
    checked_in_at TEXT,
    ${stamps}
  )`,
  `CREATE INDEX rsvps_timeslot ON rsvps(timeslot_id)`,
  `CREATE TABLE viewing_rooms (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    ${status},
    description TEXT,
    exhibition_id INTEGER REFERENCES exhibitions(id) ON DELETE SET NULL,
    header_image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    ${stamps}
  )`,
  link('viewing_room_artworks', 'viewing_room_id', 'viewing_rooms', 'artwork_id', 'artworks'),
  `CREATE TABLE tags (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL COLLATE NOCASE UNIQUE,
    ${stamps}
  )`,
  `CREATE TABLE posts (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('news','press_release','arttextstyle')),
    title TEXT NOT NULL,
    slug TEXT NOT NULL,
    author TEXT,
    source TEXT,
    external_url TEXT,
    ${status},
    date_published TEXT,
    excerpt TEXT,
    body TEXT,
    header_image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    ${stamps},
    UNIQUE (kind, slug)
  )`,
  `CREATE INDEX posts_public ON posts(kind, status, date_published DESC)`,
  link('post_tags', 'post_id', 'posts', 'tag_id', 'tags'),
  `CREATE INDEX post_tags_rev ON post_tags(tag_id)`,
  `CREATE TABLE comments (
    id INTEGER PRIMARY KEY,
    post_id INTEGER NOT NULL REFERENCES posts(id) ON DELETE CASCADE,
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    body TEXT NOT NULL,
    created_at TEXT NOT NULL DEFAULT ${now}
  )`,
  `CREATE INDEX comments_post ON comments(post_id, created_at)`,
  `CREATE TABLE loose_threads (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    slug TEXT NOT NULL,
    type TEXT NOT NULL,
    ${status},
    position INTEGER NOT NULL DEFAULT 0,
    summary TEXT,
    body TEXT,
    external_url TEXT,
    header_image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    ${stamps},
    UNIQUE (type, slug)
  )`,
  `CREATE INDEX loose_threads_public ON loose_threads(type, status, position)`,
  `CREATE TABLE memoriams (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL,
    slug TEXT NOT NULL UNIQUE,
    years TEXT,
    ${status},
    body TEXT,
    image_id INTEGER REFERENCES files(id) ON DELETE SET NULL,
    ${stamps}
  )`,
  `CREATE TABLE art_advisories (
    id INTEGER PRIMARY KEY,
    title TEXT NOT NULL COLLATE NOCASE UNIQUE,
    slug TEXT NOT NULL UNIQUE,
    ${status},
    position INTEGER NOT NULL DEFAULT 0,
    summary TEXT,
    body TEXT,
    ${stamps}
  )`,
  link('art_advisory_images', 'art_advisory_id', 'art_advisories', 'file_id', 'files'),
  `CREATE TABLE form_submissions (
    id INTEGER PRIMARY KEY,
    kind TEXT NOT NULL CHECK (kind IN ('contact','inquire','specific_art_piece_virtual_placement','presentation_assistance','virtual_placement_inquire','commissions')),
    name TEXT NOT NULL,
    email TEXT NOT NULL,
    phone TEXT,
    payload TEXT NOT NULL DEFAULT '{}',
    artwork_id INTEGER REFERENCES artworks(id) ON DELETE SET NULL,
    handled_at TEXT,
    created_at TEXT NOT NULL DEFAULT ${now}
  )`,
  `CREATE INDEX form_submissions_kind ON form_submissions(kind, created_at DESC)`,
  link('form_submission_files', 'submission_id', 'form_submissions', 'file_id', 'files'),
  `CREATE TABLE subscribers (
    id INTEGER PRIMARY KEY,
    email TEXT NOT NULL COLLATE NOCASE UNIQUE,
    name TEXT NOT NULL,
    agreed_at TEXT NOT NULL,
    unsubscribed_at TEXT,
    ${stamps}
  )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [...statements]
    .reverse()
    .map((s) => /^CREATE TABLE (\w+)/.exec(s)?.[1])
    .filter(Boolean);
  for (const table of tables) await sql.raw(`DROP TABLE IF EXISTS ${table}`).execute(db);
}
