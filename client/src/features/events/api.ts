// The events slice's admin procedures as hooks: the only place the client names them. Exhibitions
// and events are one set of hooks over a kind; each save and delete invalidates what it changes.
import { keepPreviousData } from '@tanstack/react-query';
import type { FilterGroup } from '../../components/admin/AdminFilterBar';
import { HANDLED, saveWith } from '../../lib/admin-mutations';
import { type RouterInputs, trpc } from '../../lib/trpc';

type In = RouterInputs['eventsAdmin'];
/** Which show a screen edits; it must not change for a mounted caller, since it picks the hooks. */
export type ShowKindKey = 'exhibition' | 'event';
export type ShowListInput = In['exhibition']['list'];
export type ExhibitionValues = In['exhibition']['create'];
export type EventValues = In['event']['create'];
export type ShowPayload = { kind: 'exhibition'; values: ExhibitionValues } | { kind: 'event'; values: EventValues };

const listOptions = { placeholderData: keepPreviousData };
const byId = (id: number | undefined) => [{ id: id ?? 0 }, { enabled: id !== undefined }] as const;

// Exhibitions and events: one set of hooks per kind, made once at load.
const showHooks = (kind: ShowKindKey) => {
  function useInvalidate() {
    const utils = trpc.useUtils();
    return () => {
      void utils.eventsAdmin[kind].list.invalidate();
      void utils.eventsAdmin[kind].get.invalidate();
      void utils.eventsAdmin[kind].picker.invalidate();
    };
  }
  function useList(input: ShowListInput) {
    return trpc.eventsAdmin[kind].list.useQuery(input, listOptions);
  }
  function useItem(id: number | undefined) {
    return trpc.eventsAdmin[kind].get.useQuery(...byId(id));
  }
  /** Saves an exhibition (with its type id) or an event (with its type names). */
  function useSave() {
    const onSuccess = useInvalidate();
    const exhibition = saveWith(
      trpc.eventsAdmin.exhibition.create.useMutation({ ...HANDLED, onSuccess }),
      trpc.eventsAdmin.exhibition.update.useMutation({ ...HANDLED, onSuccess }),
    );
    const event = saveWith(
      trpc.eventsAdmin.event.create.useMutation({ ...HANDLED, onSuccess }),
      trpc.eventsAdmin.event.update.useMutation({ ...HANDLED, onSuccess }),
    );
    return (id: number | null, p: ShowPayload) =>
      p.kind === 'exhibition' ? exhibition(id, p.values) : event(id, p.values);
  }
  function useRemove() {
    return trpc.eventsAdmin[kind].delete.useMutation({ ...HANDLED, onSuccess: useInvalidate() });
  }
  return { useList, useItem, useSave, useRemove };
};

export const SHOW_HOOKS = { exhibition: showHooks('exhibition'), event: showHooks('event') };

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
export const useViewingRoomList = (input: In['viewingRoom']['list']) =>
  trpc.eventsAdmin.viewingRoom.list.useQuery(input, listOptions);
export const useViewingRoom = (id: number | undefined) => trpc.eventsAdmin.viewingRoom.get.useQuery(...byId(id));

const useInvalidateRooms = () => {
  const utils = trpc.useUtils();
  return () => {
    void utils.eventsAdmin.viewingRoom.list.invalidate();
    void utils.eventsAdmin.viewingRoom.get.invalidate();
  };
};

export const useSaveViewingRoom = () => {
  const onSuccess = useInvalidateRooms();
  return saveWith(
    trpc.eventsAdmin.viewingRoom.create.useMutation({ ...HANDLED, onSuccess }),
    trpc.eventsAdmin.viewingRoom.update.useMutation({ ...HANDLED, onSuccess }),
  );
};

export const useDeleteViewingRoom = () =>
  trpc.eventsAdmin.viewingRoom.delete.useMutation({ ...HANDLED, onSuccess: useInvalidateRooms() });

/** Active/Inactive, the one filter every list of this slice has (the API's status=1|0). */
export const STATUS_GROUP: FilterGroup = {
  key: 'status',
  title: 'Status',
  items: [
    { id: '1', val: 'Active' },
    { id: '0', val: 'Inactive' },
  ],
};

/** The visitor's emailed cancel link (public, single use). */
export function useCancelRsvp() {
  return trpc.eventsPublic.cancelRsvp.useMutation();
}
