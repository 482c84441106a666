// The events slice's admin procedures as hooks: the only place the client names them. Exhibitions
// and events are one set of hooks over a kind; each save and delete invalidates what it changes.
import { keepPreviousData } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { applyErrorPolicy } from '#client/lib/error-policy';
import { httpStatusOf } from '#client/lib/api-error';
import type { FilterGroup } from '#client/components/admin/AdminFilterBar';
import { HANDLED } from '#client/lib/admin-mutations';
import { crudHooks } from '#client/lib/crud-hooks';
import { type RouterInputs, trpc } from '#client/lib/trpc';
import {
  dropPending,
  type PendingCheckIn,
  putPending,
  readPending,
  usePendingCheckIns,
} from '#client/features/events/admin/door/pending-check-ins';

type In = RouterInputs['eventsAdmin'];
/** Which show a screen edits; it must not change for a mounted caller, since it picks the hooks. */
export type ShowKindKey = 'exhibition' | 'event';
export type ShowListInput = In['exhibition']['list'];
export type ExhibitionValues = In['exhibition']['create'];
export type EventValues = In['event']['create'];
export type ShowPayload = { kind: 'exhibition'; values: ExhibitionValues } | { kind: 'event'; values: EventValues };

// Exhibitions and events: the CRUD routers' hooks (lib/crud-hooks.ts). A write makes the kind's
// answers stale (list, item, picker).
const exhibitions = crudHooks(trpc.eventsAdmin.exhibition);
const events = crudHooks(trpc.eventsAdmin.event);

const showHooks = (kind: ShowKindKey) => {
  // Both kinds' lists, items and deletes answer alike; only what a save takes differs (ShowPayload).
  const crud = (kind === 'exhibition' ? exhibitions : events) as unknown as typeof exhibitions;
  return {
    useList: crud.useList,
    useItem: crud.useItem,
    useRemove: crud.useRemove,
    /** Saves an exhibition (with its type id) or an event (with its type names). */
    useSave() {
      const exhibition = exhibitions.useSave();
      const event = events.useSave();
      return (id: number | null, p: ShowPayload) =>
        p.kind === 'exhibition' ? exhibition(id, p.values) : event(id, p.values);
    },
  };
};

export const SHOW_HOOKS = { exhibition: showHooks('exhibition'), event: showHooks('event') };

export type TimeslotValues = Omit<In['exhibition']['setTimeslot'], 'id'>;
export type RsvpListInput = In['exhibition']['rsvps'];
export type RsvpValues = Omit<In['exhibition']['updateRsvp'], 'id' | 'rsvp'>;
export type StaffRsvpValues = Omit<In['exhibition']['addRsvp'], 'id'>;

/**
 * How often an open door table asks again: two staff at two doors see each other's check-ins
 * within this time, and at once when a phone comes back to the page (refetch on focus).
 */
export const DOOR_REFRESH_MS = 10_000;
const live = { refetchInterval: DOOR_REFRESH_MS, refetchOnWindowFocus: true } as const;
/** How often check-ins kept on the device are tried again while any wait (and at once when online). */
export const PENDING_RETRY_MS = 5_000;

// The timeslots and the guests of one exhibition or event: the editor and the door table.
const doorHooks = (kind: ShowKindKey) => {
  function useInvalidate(showId: number) {
    const utils = trpc.useUtils();
    return () => {
      void utils.eventsAdmin[kind].timeslots.invalidate({ id: showId });
      void utils.eventsAdmin[kind].rsvps.invalidate({ id: showId });
      void utils.eventsAdmin[kind].rsvp.invalidate({ id: showId });
      // a freed place is offered to the waitlist in the same write
      void utils.eventsAdmin[kind].waitlist.invalidate({ id: showId });
      // the show's delete question counts coming guests, and the dashboard counts everything
      void utils.eventsAdmin[kind].list.invalidate();
      void utils.dashboard.get.invalidate();
    };
  }
  /** Every date with its times and counts; `door` keeps it fresh while the page is open. */
  function useTimeslots(showId: number, door = false) {
    return trpc.eventsAdmin[kind].timeslots.useQuery({ id: showId }, door ? live : undefined);
  }
  function useSetTimeslot(showId: number) {
    const onSuccess = useInvalidate(showId);
    const m = trpc.eventsAdmin[kind].setTimeslot.useMutation({ ...HANDLED, onSuccess });
    return (values: TimeslotValues) => m.mutateAsync({ ...values, id: showId });
  }
  /** `ready`: the input is known (the door table first needs the dates to pick one). */
  function useRsvps(input: RsvpListInput, ready = true) {
    // A check-in still on its way is laid over whatever this reads (pending-check-ins.ts).
    return trpc.eventsAdmin[kind].rsvps.useQuery(input, {
      ...live,
      placeholderData: keepPreviousData,
      enabled: ready,
    });
  }
  function useRsvp(showId: number, rsvp: number | undefined) {
    return trpc.eventsAdmin[kind].rsvp.useQuery({ id: showId, rsvp: rsvp ?? 0 }, { enabled: rsvp !== undefined });
  }
  function useUpdateRsvp(showId: number) {
    const onSuccess = useInvalidate(showId);
    const m = trpc.eventsAdmin[kind].updateRsvp.useMutation({ ...HANDLED, onSuccess });
    return (rsvp: number, values: RsvpValues) => m.mutateAsync({ ...values, id: showId, rsvp });
  }
  function useDeleteRsvp(showId: number) {
    const onSuccess = useInvalidate(showId);
    const m = trpc.eventsAdmin[kind].deleteRsvp.useMutation({ ...HANDLED, onSuccess });
    return (rsvp: number) => m.mutateAsync({ id: showId, rsvp });
  }
  /**
   * Check-ins go through the device's queue (pending-check-ins.ts): kept at once, shown as
   * pending, sent now and again whenever the connection returns, the page opens or every few
   * seconds while any wait. A refusal (the reservation went, or too many arrived) drops the tick
   * and is the caller's to report; a failed connection keeps it.
   */
  function useCheckInQueue(showId: number, onRefused: (entry: PendingCheckIn, error: unknown) => void) {
    const utils = trpc.useUtils();
    const settle = useInvalidate(showId);
    const pending = usePendingCheckIns(kind, showId);
    const sending = useRef(false);
    const refused = useRef(onRefused);
    useEffect(() => {
      refused.current = onRefused;
    });
    const flush = useCallback(async () => {
      if (sending.current) return;
      sending.current = true;
      const answered: PendingCheckIn[] = [];
      try {
        for (const entry of readPending().filter((e) => e.kind === kind && e.showId === showId)) {
          try {
            await utils.client.eventsAdmin[kind].checkIn.mutate({
              id: showId,
              rsvp: entry.rsvp,
              arrived: entry.arrived,
            });
            answered.push(entry);
          } catch (error) {
            const status = httpStatusOf(error);
            // No answer, a server error or a lapsed session: kept for the next try (after login too).
            if (status === undefined || status >= 500 || status === 401 || status === 429) {
              if (status === 401) applyErrorPolicy(error, { isQuery: false });
              break;
            }
            answered.push(entry);
            refused.current(entry, error);
          }
        }
        // The rows and counts are read again before the ticks leave the device: shown until then,
        // so the screen never falls back to an answer older than the tick.
        if (answered.length)
          await Promise.all([
            utils.eventsAdmin[kind].rsvps.invalidate({ id: showId }),
            utils.eventsAdmin[kind].timeslots.invalidate({ id: showId }),
          ]).catch(() => undefined);
      } finally {
        for (const entry of answered) dropPending(entry);
        sending.current = false;
        if (answered.length) settle();
      }
    }, [utils, showId, settle]);
    const waiting = pending.length > 0;
    useEffect(() => {
      void flush();
      const onOnline = () => void flush();
      window.addEventListener('online', onOnline);
      const timer = waiting ? window.setInterval(() => void flush(), PENDING_RETRY_MS) : undefined;
      return () => {
        window.removeEventListener('online', onOnline);
        window.clearInterval(timer);
      };
    }, [flush, waiting]);
    const checkIn = (rsvp: number, arrived: number) => {
      putPending({ kind, showId, rsvp, arrived, at: new Date().toISOString() });
      void flush();
    };
    return { pending, checkIn };
  }
  /** Staff add a walk-in or a phone booking (over capacity only when confirmed). */
  function useAddRsvp(showId: number) {
    const onSuccess = useInvalidate(showId);
    const m = trpc.eventsAdmin[kind].addRsvp.useMutation({ ...HANDLED, onSuccess });
    return { add: (values: StaffRsvpValues) => m.mutateAsync({ ...values, id: showId }), busy: m.isPending };
  }
  /** The waitlist of a date (every date when none), beside its RSVPs; as fresh as the door's rows. */
  function useWaitlist(showId: number, date: string | undefined, ready = true) {
    return trpc.eventsAdmin[kind].waitlist.useQuery({ id: showId, date }, { ...live, enabled: ready });
  }
  function useRemoveFromWaitlist(showId: number) {
    const onSuccess = useInvalidate(showId);
    const m = trpc.eventsAdmin[kind].removeFromWaitlist.useMutation({ ...HANDLED, onSuccess });
    return { remove: (entry: number) => m.mutateAsync({ id: showId, entry }), busy: m.isPending };
  }
  return {
    useTimeslots,
    useSetTimeslot,
    useWaitlist,
    useRemoveFromWaitlist,
    useRsvps,
    useRsvp,
    useUpdateRsvp,
    useDeleteRsvp,
    useCheckInQueue,
    useAddRsvp,
  };
};

export const DOOR_HOOKS = { exhibition: doorHooks('exhibition'), event: doorHooks('event') };

/** Every exhibition as id and title (limit=all), for the pickers of events and viewing rooms. */
export const useExhibitionOptions = () =>
  trpc.eventsAdmin.exhibition.picker.useQuery(
    { limit: 'all', page: 1, sort: 'title', order: 'asc' },
    { staleTime: 60_000 },
  );

/** Exhibitions whose title matches what is typed, for the artwork form's multi-picker. */
export const useExhibitionSearch = (search?: string) =>
  trpc.eventsAdmin.exhibition.picker.useQuery(
    { limit: 20, page: 1, sort: 'title', order: 'asc', search },
    { placeholderData: keepPreviousData },
  );

/** The exhibition types, for the exhibition form and the list's type filter. */
export const useExhibitionTypes = () =>
  trpc.catalogueAdmin.exhibitionTypes.useQuery({ limit: 'all', page: 1 }, { staleTime: 60_000 });

export const useExhibitionTypeGroups = (): FilterGroup[] => {
  const types = useExhibitionTypes().data?.list ?? [];
  return types.length ? [{ key: 'type', title: 'Type', items: types.map((t) => ({ id: t.id, val: t.title })) }] : [];
};

// Private viewing rooms
export const {
  useList: useViewingRoomList,
  useItem: useViewingRoom,
  useSave: useSaveViewingRoom,
  useRemove: useDeleteViewingRoom,
} = crudHooks(trpc.eventsAdmin.viewingRoom);

/** The visitor's emailed cancel link (public, single use). */
/** What a cancel link names; its refusals (gone, past) are shown on the page, not as a 404 page. */
export function useRsvpToCancel(token: string) {
  return trpc.eventsPublic.rsvpToCancel.useQuery(
    { token },
    { enabled: token !== '', retry: false, meta: { handlesErrors: true } },
  );
}

export function useCancelRsvp() {
  return trpc.eventsPublic.cancelRsvp.useMutation();
}

/** What a waitlist offer's link holds; its refusals (used, ended) are shown on the page. */
export function useWaitlistOffer(token: string) {
  return trpc.eventsPublic.waitlistOffer.useQuery(
    { token },
    { enabled: token !== '', retry: false, meta: { handlesErrors: true } },
  );
}

export function useClaimWaitlistOffer() {
  return trpc.eventsPublic.claimWaitlistOffer.useMutation();
}
