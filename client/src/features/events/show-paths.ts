// Where the back office shows an exhibition's or an event's timeslots and guests. The kind is read
// from the path, so that one page component serves both (the route table gives pages no props).
import type { ShowKindKey } from './api';

const LIST = { exhibition: '/admin/events/exhibitions', event: '/admin/events/events' } as const;

export const showListPath = (kind: ShowKindKey) => LIST[kind];

export const timeslotsPath = (kind: ShowKindKey, id: number) => `${LIST[kind]}/${id}/timeslots`;

/** The door table, optionally opened on one date (the dashboard's links). */
export const rsvpsPath = (kind: ShowKindKey, id: number, date?: string) =>
  `${LIST[kind]}/${id}/rsvps${date ? `?date=${date}` : ''}`;

/** The door view (one show and date, nothing else of the back office): the dashboard's one tap. */
export const doorPath = (kind: ShowKindKey, id: number, date?: string) =>
  `${LIST[kind]}/${id}/door${date ? `?date=${date}` : ''}`;

export const kindOfPath = (pathname: string): ShowKindKey =>
  pathname.startsWith(`${LIST.event}/`) ? 'event' : 'exhibition';
