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
}

export const EXHIBITION: ShowKind = {
  key: 'exhibition',
  table: 'exhibitions',
  fk: 'exhibition_id',
  links: { artworks: 'exhibition_artworks', artists: 'exhibition_artists', images: 'exhibition_images' },
  noun: 'Exhibition',
  paths: {
    adminList: '/admin/exhibitions',
    adminPicker: '/admin/exhibitions-list',
    adminOne: '/admin/exhibition',
    publicList: '/public/exhibitions',
    publicOne: '/public/exhibitions',
    publicFeatured: '/public/featured-exhibition',
    publicSlots: '/public/exhibition',
    publicRsvp: '/public/exhibitions/{slug}/rsvp',
  },
  messages: {
    created: MSG.exhibitionCreated,
    updated: 'Exhibition successfully updated',
    deleted: 'Exhibition successfully deleted',
    notFound: 'Exhibition not found',
  },
};

export const EVENT: ShowKind = {
  key: 'event',
  table: 'events',
  fk: 'event_id',
  links: { artworks: 'event_artworks', artists: 'event_artists', images: 'event_images' },
  noun: 'Event',
  paths: {
    adminList: '/admin/events',
    adminPicker: '/admin/events-list',
    adminOne: '/admin/event',
    // The spec names the events list /public/events/list, its items /public/events/{slug}.
    publicList: '/public/events/list',
    publicOne: '/public/events',
    publicFeatured: '/public/featured-event',
    publicSlots: '/public/event',
    publicRsvp: '/public/event/{slug}/rsvp',
  },
  messages: {
    created: 'Event successfully created. You can now create timeslots.',
    updated: 'Event successfully updated',
    deleted: 'Event successfully deleted',
    notFound: 'Event not found',
  },
};
