// Exhibitions and events are one set of public pages: a kind names the tRPC procedures, the paths,
// the words and the structured-data type; the components are the same for both.
import { PUBLIC_KINDS, listPathOf, pathOf } from '#shared/public-kinds';
import type { ShowCard, ShowDetail } from '#shared/schemas/events';
import { pagedPageQuery } from '#client/lib/page-query';
import { trpc } from '#client/lib/trpc';
import { SITE_PAGES } from '#shared/site-pages';

export type { ShowCard, ShowDetail };

export interface ShowKindView {
  key: 'exhibition' | 'event';
  /** 'exhibition' */
  noun: string;
  /** 'Exhibitions' */
  plural: string;
  /** the detail page's path prefix: /exhibitions/{slug}, /events/{slug} */
  itemPath: (slug: string) => string;
  /** the full list */
  listPath: string;
  /** the timeslot reads' owner parameter */
  fk: 'exhibition_id' | 'event_id';
  ldType: 'ExhibitionEvent' | 'Event';
  /** the list page's head */
  lead: string;
  /** the breadcrumb above a show, as the site's breadcrumbs show it (an event sits under /events) */
  trailHead: { name: string; path: string };
  /** where a show stands today, as its card and page say it */
  phases: Record<ShowCard['phase'], string>;
}

/** What the public registry (shared/public-kinds.ts) already says of the kind. */
const fromRegistry = (key: ShowKindView['key']) => ({
  key,
  noun: PUBLIC_KINDS[key].names.one,
  plural: PUBLIC_KINDS[key].names.many,
  itemPath: (slug: string) => pathOf(key, slug),
  listPath: listPathOf(key),
  ldType: PUBLIC_KINDS[key].ldType,
});

export const EXHIBITION_VIEW: ShowKindView = {
  ...fromRegistry('exhibition'),
  fk: 'exhibition_id',
  trailHead: { name: 'Exhibitions', path: listPathOf('exhibition') },
  phases: { current: 'Now on view', upcoming: 'Coming soon', past: 'Past exhibition' },
  lead: 'Shows of painting, works on paper and textile art on Mercer Street: what is on view now, what is coming, and what has hung on our walls.',
};

export const EVENT_VIEW: ShowKindView = {
  ...fromRegistry('event'),
  fk: 'event_id',
  trailHead: { name: 'Events', path: SITE_PAGES.events },
  phases: { current: 'Happening now', upcoming: 'Coming up', past: 'Past event' },
  lead: 'Openings, artist talks, demonstrations and evenings in the gallery. Most are free; reserve a time so we can welcome you.',
};

/**
 * The kind's procedures. Both kinds' routers have the same procedures with the same answers; only
 * the timeslot reads name their owner differently (see `ownerOf`).
 */
export const procsOf = (kind: ShowKindView) => trpc.eventsPublic[kind.key] as typeof trpc.eventsPublic.exhibition;

const LIST_QUERIES = {
  exhibition: pagedPageQuery(procsOf(EXHIBITION_VIEW).list),
  event: pagedPageQuery(procsOf(EVENT_VIEW).list),
};
/** The kind's list, paged: the list page's hook and its prefetch. */
export const listQueryOf = (kind: ShowKindView) => LIST_QUERIES[kind.key];

/**
 * ?exhibition_id= or ?event_id=. The server's input type names both keys (its kind is a union);
 * each kind's procedure reads only its own.
 */
export const ownerOf = (kind: ShowKindView, id: number) =>
  ({ [kind.fk]: id }) as { exhibition_id: number; event_id: number };
