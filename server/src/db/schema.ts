// One Kysely table interface per table of migrations/. Nullable columns are `T | null`, never optional.
import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { FormKind, SubmissionEventKind, SubmissionStatus } from '#shared/forms';

type Stamp = ColumnType<string, string | undefined, string>;
type Stamps = { created_at: Stamp; updated_at: Stamp };
type StatusCol = ColumnType<'0' | '1', '0' | '1' | undefined, '0' | '1'>;
type Flag = ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
type Link<L extends string, R extends string> = { [K in L | R]: number } & {
  position: ColumnType<number, number | undefined, number>;
};

export interface UsersTable extends Stamps {
  id: Generated<number>;
  email: string;
  password_hash: string | null;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: ColumnType<string, string | undefined, string>;
  avatar_file_id: number | null;
  role: ColumnType<string, string | undefined, string>;
  email_verified_at: string | null;
  invited_by: number | null;
}

export interface SessionsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: string;
  created_at: Stamp;
  last_used_at: Stamp;
}

export type UserTokenKind = 'reset' | 'invite' | 'verify';
export interface UserTokensTable {
  id: Generated<number>;
  user_id: number;
  kind: UserTokenKind;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
  created_at: Stamp;
}

export interface FilesTable {
  id: Generated<number>;
  stem: string;
  original_name: string;
  mime: string;
  width: number;
  height: number;
  bytes: number;
  /** JSON: [{ width, height, format, path }] */
  variants: ColumnType<string, string | undefined, string>;
  alt: string | null;
  created_by: number | null;
  created_at: Stamp;
}

export interface LookupTable extends Stamps {
  id: Generated<number>;
  title: string;
}

export interface ArtistsTable extends Stamps {
  id: Generated<number>;
  first_name: ColumnType<string, string | undefined, string>;
  last_name: string;
  slug: string;
  status: StatusCol;
  birth_year: number | null;
  death_year: number | null;
  location: string | null;
  biography: string | null;
  market: 'primary' | 'secondary' | null;
  header_image_id: number | null;
}

export interface ArtworksTable extends Stamps {
  id: Generated<number>;
  title: string;
  slug: string;
  sku: string | null;
  artist_id: number;
  price: number | null;
  availability: ColumnType<number, number | undefined, number>;
  condition: number | null;
  status: StatusCol;
  featured: Flag;
  year: number | null;
  medium: string | null;
  description: string | null;
  height: number | null;
  width: number | null;
  depth: number | null;
  acquisition: string | null;
  acquired_at: string | null;
  header_image_id: number | null;
  search_image_id: number | null;
  /** the artist's 'last\u0001first', kept by triggers for the sort by artist (never written by code) */
  artist_sort: ColumnType<string, never, never>;
}

export interface ArtworkAttributesTable {
  id: Generated<number>;
  artwork_id: number;
  position: ColumnType<number, number | undefined, number>;
  label: string | null;
  height: number | null;
  width: number | null;
  depth: number | null;
}

export interface PublicationsTable extends Stamps {
  id: Generated<number>;
  title: string;
  type: string | null;
  author: string | null;
  publisher: string | null;
  year: number | null;
  url: string | null;
  image_id: number | null;
  status: StatusCol;
}

/** The columns exhibitions and events share: show.repository reads either table through them. */
export interface ShowTable extends Stamps {
  id: Generated<number>;
  title: string;
  slug: string;
  status: StatusCol;
  dates: string | null;
  start_date: string | null;
  end_date: string | null;
  location: string | null;
  description: string | null;
  sponsors: string | null;
  copyright: string | null;
  featured: Flag;
  home_page: Flag;
  header_image_id: number | null;
  home_page_image_id: number | null;
}

export interface ExhibitionsTable extends ShowTable {
  exhibition_type_id: number | null;
}

export interface EventsTable extends ShowTable {
  /** JSON list of type names */
  types: ColumnType<string, string | undefined, string>;
  exhibition_id: number | null;
}

export interface TimeslotsTable extends Stamps {
  id: Generated<number>;
  exhibition_id: number | null;
  event_id: number | null;
  date: string;
  time: string;
  capacity: number | null;
}

export interface RsvpsTable extends Stamps {
  id: Generated<number>;
  timeslot_id: number;
  name: string;
  email: string;
  guests: ColumnType<number, number | undefined, number>;
  checked_in: Flag;
  checked_in_at: string | null;
  /** guests of the party who have arrived (0..guests); checked_in is arrived > 0 */
  arrived: ColumnType<number, number | undefined, number>;
  source: ColumnType<
    'online' | 'walk_in' | 'phone',
    'online' | 'walk_in' | 'phone' | undefined,
    'online' | 'walk_in' | 'phone'
  >;
  /** staff confirmed this booking beyond the time's capacity */
  over_capacity: ColumnType<0 | 1, 0 | 1 | undefined, 0 | 1>;
  /** sha256 of the token in the visitor's cancel link; null once staff made the RSVP */
  cancel_token_hash: string | null;
  /** the SEQUENCE of the visit's calendar event: one more at each move by staff */
  calendar_sequence: ColumnType<number, number | undefined, number>;
}

export type WaitlistStatus = 'waiting' | 'offered' | 'expired';

export interface WaitlistTable extends Stamps {
  id: Generated<number>;
  timeslot_id: number;
  name: string;
  email: string;
  guests: number;
  /** waiting in line; offered (places held until offer_expires_at); expired (the offer lapsed) */
  status: ColumnType<WaitlistStatus, WaitlistStatus | undefined, WaitlistStatus>;
  /** sha256 of the token in the offer's emailed link; null unless offered */
  offer_token_hash: string | null;
  offered_at: string | null;
  offer_expires_at: string | null;
}

export interface ViewingRoomsTable extends Stamps {
  id: Generated<number>;
  title: string;
  slug: string;
  status: StatusCol;
  description: string | null;
  exhibition_id: number | null;
  header_image_id: number | null;
  /** YYYY-MM-DD: the room opens on this day (null: already open) */
  opens_at: string | null;
  /** YYYY-MM-DD: the last day the room is open (null: no end) */
  closes_at: string | null;
}

export type MailStatus = 'queued' | 'sending' | 'sent' | 'failed';
/** One email of the durable queue (modules/mail); headers and attachments are JSON. */
export interface MailQueueTable {
  id: Generated<number>;
  kind: string;
  to_address: string;
  reply_to: string | null;
  subject: string;
  text: string;
  html: string | null;
  headers: string | null;
  attachments: string | null;
  dedupe_key: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  /** ISO instant: when the worker may try (again); while 'sending', when the claim lapses */
  next_attempt_at: string;
  last_error: string | null;
  created_at: string;
  sent_at: string | null;
}

export interface TagsTable extends Stamps {
  id: Generated<number>;
  title: string;
}

export type PostKind = 'news' | 'press_release' | 'arttextstyle';
export interface PostsTable extends Stamps {
  id: Generated<number>;
  kind: PostKind;
  title: string;
  slug: string;
  author: string | null;
  source: string | null;
  external_url: string | null;
  status: StatusCol;
  date_published: string | null;
  excerpt: string | null;
  body: string | null;
  header_image_id: number | null;
}

export interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  name: string;
  email: string;
  body: string;
  /** null until staff approve it; only approved comments are public */
  approved_at: string | null;
  created_at: Stamp;
}

export interface LooseThreadsTable extends Stamps {
  id: Generated<number>;
  title: string;
  slug: string;
  type: string;
  status: StatusCol;
  position: ColumnType<number, number | undefined, number>;
  summary: string | null;
  body: string | null;
  external_url: string | null;
  header_image_id: number | null;
  date_published: string | null;
}

export interface MemoriamsTable extends Stamps {
  id: Generated<number>;
  title: string;
  slug: string;
  years: string | null;
  status: StatusCol;
  body: string | null;
  image_id: number | null;
  date_published: string | null;
}

export interface ArtAdvisoriesTable extends Stamps {
  id: Generated<number>;
  title: string;
  slug: string;
  status: StatusCol;
  position: ColumnType<number, number | undefined, number>;
  summary: string | null;
  body: string | null;
  date_published: string | null;
}

export interface FormSubmissionsTable {
  id: Generated<number>;
  kind: FormKind;
  name: string;
  email: string;
  phone: string | null;
  /** JSON object of the remaining fields */
  payload: ColumnType<string, string | undefined, string>;
  artwork_id: number | null;
  /** when the status last changed */
  handled_at: string | null;
  status: ColumnType<SubmissionStatus, SubmissionStatus | undefined, SubmissionStatus>;
  created_at: Stamp;
}

/** A submission's thread beside what the visitor sent (migrations/2026-11-28T1300_inquiry_threads.ts). */
export interface SubmissionEventsTable {
  id: Generated<number>;
  submission_id: number;
  kind: SubmissionEventKind;
  /** the email's subject, the reply, the note, or the new status */
  body: string;
  /** the staff member, null for the gallery's automatic confirmation */
  user_id: number | null;
  user_name: string | null;
  /** the queued email's dedupe key (a confirmation, a reply) */
  mail_key: string | null;
  created_at: string;
}

export interface SubscribersTable extends Stamps {
  id: Generated<number>;
  email: string;
  name: string;
  agreed_at: string;
  unsubscribed_at: string | null;
  /** the double opt-in: set once the emailed link is followed; never exported before */
  confirmed_at: string | null;
  /** SHA-256 of the confirmation link's token, cleared once used */
  confirm_token_hash: string | null;
  confirm_sent_at: string | null;
  /** the one-click unsubscribe link's random part */
  unsubscribe_token: string;
}

export interface ChangeHistoryTable {
  id: Generated<number>;
  at: string;
  user_id: number | null;
  user_name: string;
  item_type: string;
  item_id: number;
  item_title: string;
  field: string;
  before: string | null;
  after: string | null;
}

/** Items whose search document must be written again (server/src/modules/search/search-index.ts). */
export interface SearchPendingTable {
  kind: string;
  item_id: number;
  /** '' = now; an ISO instant = when a scheduled item becomes visible */
  due: ColumnType<string, string | undefined, string>;
}

/** Works whose facet index entry must be read again (server/src/modules/catalogue/facet-keeper.ts). */
export interface FacetChangesTable {
  artwork_id: number;
  /** increasing: the keeper reads what is stamped after the last stamp it applied */
  seq: number;
}

export interface SearchMetaTable {
  key: string;
  value: string;
}

/** Keys made once per gallery: 'image-links' signs the links to visitors' form photos. */
export interface SecretsTable {
  name: string;
  value: Buffer;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  user_tokens: UserTokensTable;
  files: FilesTable;
  regions: LookupTable;
  exhibition_types: LookupTable;
  colors: LookupTable;
  art_types: LookupTable;
  materials: LookupTable;
  periods: LookupTable;
  artists: ArtistsTable;
  artist_regions: Link<'artist_id', 'region_id'>;
  artworks: ArtworksTable;
  artwork_attributes: ArtworkAttributesTable;
  artwork_images: Link<'artwork_id', 'file_id'>;
  artwork_art_types: Link<'artwork_id', 'art_type_id'>;
  artwork_materials: Link<'artwork_id', 'material_id'>;
  artwork_colors: Link<'artwork_id', 'color_id'>;
  artwork_regions: Link<'artwork_id', 'region_id'>;
  artwork_periods: Link<'artwork_id', 'period_id'>;
  publications: PublicationsTable;
  artist_publications: Link<'artist_id', 'publication_id'>;
  exhibitions: ExhibitionsTable;
  exhibition_artworks: Link<'exhibition_id', 'artwork_id'>;
  exhibition_artists: Link<'exhibition_id', 'artist_id'>;
  exhibition_images: Link<'exhibition_id', 'file_id'>;
  events: EventsTable;
  event_artworks: Link<'event_id', 'artwork_id'>;
  event_artists: Link<'event_id', 'artist_id'>;
  event_images: Link<'event_id', 'file_id'>;
  timeslots: TimeslotsTable;
  rsvps: RsvpsTable;
  waitlist: WaitlistTable;
  viewing_rooms: ViewingRoomsTable;
  viewing_room_artworks: Link<'viewing_room_id', 'artwork_id'>;
  viewing_room_images: Link<'viewing_room_id', 'file_id'>;
  tags: TagsTable;
  posts: PostsTable;
  post_tags: Link<'post_id', 'tag_id'>;
  comments: CommentsTable;
  loose_threads: LooseThreadsTable;
  memoriams: MemoriamsTable;
  art_advisories: ArtAdvisoriesTable;
  art_advisory_images: Link<'art_advisory_id', 'file_id'>;
  form_submissions: FormSubmissionsTable;
  form_submission_files: Link<'submission_id', 'file_id'>;
  submission_events: SubmissionEventsTable;
  subscribers: SubscribersTable;
  mail_queue: MailQueueTable;
  change_history: ChangeHistoryTable;
  search_pending: SearchPendingTable;
  search_meta: SearchMetaTable;
  facet_changes: FacetChangesTable;
  secrets: SecretsTable;
}

export type LookupName = 'regions' | 'exhibition_types' | 'colors' | 'art_types' | 'materials' | 'periods';
export type Row<T extends keyof Database> = Selectable<Database[T]>;
export type NewRow<T extends keyof Database> = Insertable<Database[T]>;
export type RowUpdate<T extends keyof Database> = Updateable<Database[T]>;
