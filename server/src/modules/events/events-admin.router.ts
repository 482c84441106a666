// The events slice's admin procedures: exhibitions and events (the same procedures, one set per
// kind), and private viewing rooms. Wiring only: meta, input, output and one service call.
import {
  eventInput,
  eventUpdateInput,
  exhibitionInput,
  exhibitionUpdateInput,
  showListInput,
  showListOutput,
  showOutput,
  showPickerInput,
  showPickerOutput,
  showSavedOutput,
} from '#shared/schemas/events';
import { idInput, messageOutput } from '#shared/schemas/list';
import {
  viewingRoomInput,
  viewingRoomListInput,
  viewingRoomListOutput,
  viewingRoomOutput,
  viewingRoomSavedOutput,
  viewingRoomUpdateInput,
} from '#shared/schemas/viewing-room';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import { EVENT, EXHIBITION, type ShowKind } from './kinds';
import * as shows from './show.service';
import * as rooms from './viewing-room.service';

const { adminGet, adminPost, adminPut, adminDelete } = rest('events');

const showAdminRouter = (
  kind: ShowKind,
  input: typeof exhibitionInput | typeof eventInput,
  updateInput: typeof exhibitionUpdateInput | typeof eventUpdateInput,
) => {
  const one = kind.paths.adminOne;
  const noun = kind.noun;
  return router({
    list: adminGet(kind.paths.adminList, `${noun}s: status, type, search, sort, order, page`)
      .input(showListInput)
      .output(showListOutput)
      .query(({ ctx, input: q }) => shows.listShows(ctx.deps, kind, q)),
    picker: adminGet(kind.paths.adminPicker, `${noun}s as id and title, for pickers`)
      .input(showPickerInput)
      .output(showPickerOutput)
      .query(({ ctx, input: q }) => shows.pickShows(ctx.deps, kind, q)),
    create: adminPost(one, `Create an ${kind.key} (answers the saved item)`)
      .input(input)
      .output(showSavedOutput)
      .mutation(({ ctx, input: body }) => shows.createShow(ctx.deps, kind, body)),
    get: adminGet(`${one}/{id}`, `One ${kind.key}`)
      .input(idInput)
      .output(showOutput)
      .query(({ ctx, input: q }) => shows.getShow(ctx.deps, kind, q.id)),
    update: adminPut(`${one}/{id}`, `Edit an ${kind.key}`)
      .input(updateInput)
      .output(showSavedOutput)
      .mutation(({ ctx, input: body }) => shows.updateShow(ctx.deps, kind, body.id, body)),
    delete: adminDelete(`${one}/{id}`, `Delete an ${kind.key} (403 while guests are booked for a coming date)`)
      .input(idInput)
      .output(messageOutput)
      .mutation(({ ctx, input: q }) => shows.deleteShow(ctx.deps, kind, q.id)),
  });
};

export const viewingRoomAdminRouter = router({
  list: adminGet('/admin/viewing-rooms', 'Private viewing rooms: status, search, sort, order, page')
    .input(viewingRoomListInput)
    .output(viewingRoomListOutput)
    .query(({ ctx, input }) => rooms.listRooms(ctx.deps, input)),
  create: adminPost('/admin/viewing-room', 'Create a private viewing room')
    .input(viewingRoomInput)
    .output(viewingRoomSavedOutput)
    .mutation(({ ctx, input }) => rooms.createRoom(ctx.deps, input)),
  get: adminGet('/admin/viewing-room/{id}', 'One private viewing room')
    .input(idInput)
    .output(viewingRoomOutput)
    .query(({ ctx, input }) => rooms.getRoom(ctx.deps, input.id)),
  update: adminPut('/admin/viewing-room/{id}', 'Edit a private viewing room')
    .input(viewingRoomUpdateInput)
    .output(viewingRoomSavedOutput)
    .mutation(({ ctx, input }) => rooms.updateRoom(ctx.deps, input.id, input)),
  delete: adminDelete('/admin/viewing-room/{id}', 'Delete a private viewing room')
    .input(idInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => rooms.deleteRoom(ctx.deps, input.id)),
});

export const eventsAdminRouter = router({
  exhibition: showAdminRouter(EXHIBITION, exhibitionInput, exhibitionUpdateInput),
  event: showAdminRouter(EVENT, eventInput, eventUpdateInput),
  viewingRoom: viewingRoomAdminRouter,
});
