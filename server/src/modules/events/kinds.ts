// Exhibitions and events are one feature with two tables: a kind names the table, the foreign key
// its timeslots and links use, its REST path words and its messages. Everything else is shared.
import { MSG } from '#shared/messages';

export interface ShowKind {
  key: 'exhibition' | 'event';
  table: 'exhibitions' | 'events';
  /** the column naming the show in timeslots and in the link tables */
  fk: 'exhibition_id' | 'event_id';
  links: {
    artworks: 'exhibition_artworks' | 'event_artworks';
    artists: 'exhibition_artists' | 'event_artists';
    images: 'exhibition_images' | 'event_images';
  };
  noun: string;
  paths: {
    /** /admin/exhibitions */
    adminList: `/${string}`;
    /** /admin/exhibitions-list */
    adminPicker: `/${string}`;
    /** /admin/exhibition (create), /admin/exhibition/{id} */
    adminOne: `/${string}`;
    /** /public/exhibitions */
    publicList: `/${string}`;
    /** /public/exhibitions/{slug} */
    publicOne: `/${string}`;
    /** /public/featured-exhibition */
    publicFeatured: `/${string}`;
    /** /public/exhibition (timeslot-dates, timeslot-times) */
    publicSlots: `/${string}`;
    /** /public/exhibitions/{slug}/rsvp */
    publicRsvp: `/${string}`;
  };
  messages: { created: string; updated: string; deleted: string; notFound: string };
  /** Slugs whose public address another route already answers, so an item there could never be read. */
  reservedSlugs: readonly string[];
}

// The tables follow one naming rule (exhibitions, exhibition_id, exhibition_artworks) and so do
// most paths; the spec's irregular ones and the creation message are given.
const showKind = (
  key: ShowKind['key'],
  table: ShowKind['table'],
  noun: string,
  given: Pick<ShowKind['paths'], 'publicList' | 'publicRsvp'> & { created: string; reservedSlugs?: string[] },
): ShowKind => ({
  key,
  table,
  fk: `${key}_id`,
  links: { artworks: `${key}_artworks`, artists: `${key}_artists`, images: `${key}_images` },
  noun,
  paths: {
    adminList: `/admin/${table}`,
    adminPicker: `/admin/${table}-list`,
    adminOne: `/admin/${key}`,
    publicList: given.publicList,
    publicOne: `/public/${table}`,
    publicFeatured: `/public/featured-${key}`,
    publicSlots: `/public/${key}`,
    publicRsvp: given.publicRsvp,
  },
  reservedSlugs: given.reservedSlugs ?? [],
  messages: {
    created: given.created,
    updated: `${noun} successfully updated`,
    deleted: `${noun} successfully deleted`,
    notFound: `${noun} not found`,
  },
});

export const EXHIBITION = showKind('exhibition', 'exhibitions', 'Exhibition', {
  publicList: '/public/exhibitions',
  publicRsvp: '/public/exhibitions/{slug}/rsvp',
  created: MSG.exhibitionCreated,
});

// The spec names the events list /public/events/list, its items /public/events/{slug}, and an
// event's RSVP /public/event/{slug}/rsvp (singular).
export const EVENT = showKind('event', 'events', 'Event', {
  publicList: '/public/events/list',
  publicRsvp: '/public/event/{slug}/rsvp',
  created: 'Event successfully created. You can now create timeslots.',
  // /api/public/events/list is the list, /events/events the list's page.
  reservedSlugs: ['list', 'events'],
});
