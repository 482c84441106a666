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
  adminTimesOutput,
  checkInInput,
  ownerDateInput,
  rsvpIdInput,
  rsvpListInput,
  rsvpListOutput,
  rsvpOutput,
  rsvpSavedOutput,
  rsvpUpdateInput,
  slotDateOutput,
  staffRsvpInput,
  timeslotDateInput,
  timeslotInput,
  timeslotSavedOutput,
  timeslotsOutput,
} from '#shared/schemas/timeslots';
import {
  viewingRoomInput,
  viewingRoomListInput,
  viewingRoomListOutput,
  viewingRoomOutput,
  viewingRoomSavedOutput,
  viewingRoomUpdateInput,
} from '#shared/schemas/viewing-room';
import { waitlistEntryInput, waitlistListInput, waitlistListOutput } from '#shared/schemas/waitlist';
import { crud } from '#server/trpc/crud';
import { rest } from '#server/trpc/rest';
import { router } from '#server/trpc/trpc';
import { EVENT, EXHIBITION, type ShowKind } from './kinds';
import * as rsvps from './rsvp.service';
import * as shows from './show.service';
import * as slots from './timeslot.service';
import * as rooms from './viewing-room.service';
import * as waitlist from './waitlist.service';

const { adminGet, adminPost, adminPut, adminDelete } = rest('events');

const showAdminRouter = (
  kind: ShowKind,
  input: typeof exhibitionInput | typeof eventInput,
  updateInput: typeof exhibitionUpdateInput | typeof eventUpdateInput,
) => {
  const one = kind.paths.adminOne;
  const noun = kind.noun;
  return router({
    // Before `${one}/{id}`, whose {id} would otherwise take the word 'timeslot-times'.
    timeslotTimes: adminGet(
      `${one}/timeslot-times`,
      `The times of one date of an ${kind.key} (${kind.fk}, date), with counts`,
    )
      .input(ownerDateInput(kind.fk))
      .output(adminTimesOutput)
      .query(({ ctx, input: q }) => slots.adminTimes(ctx.deps, kind, q[kind.fk], q.date)),
    ...crud(
      'events',
      {
        listInput: showListInput,
        listOutput: showListOutput,
        input,
        updateInput,
        output: showOutput,
        savedOutput: showSavedOutput,
      },
      shows.showService(kind),
      {
        paths: { list: kind.paths.adminList, item: one },
        nouns: { one: kind.key, many: `${noun}s` },
        summaries: {
          list: `${noun}s: status, type, search, sort, order, page`,
          create: `Create an ${kind.key} (answers the saved item)`,
          delete: `Delete an ${kind.key} (403 while guests are booked for a coming date)`,
        },
      },
    ),
    picker: adminGet(kind.paths.adminPicker, `${noun}s as id and title, for pickers`)
      .input(showPickerInput)
      .output(showPickerOutput)
      .query(({ ctx, input: q }) => shows.pickShows(ctx.deps, kind, q)),

    timeslots: adminGet(`${one}/{id}/timeslots`, 'Every date with its times, booked guests and capacity')
      .input(idInput)
      .output(timeslotsOutput)
      .query(({ ctx, input: q }) => slots.listTimeslots(ctx.deps, kind, q.id)),
    timeslot: adminGet(`${one}/{id}/timeslot`, 'One date with its times (date)')
      .input(timeslotDateInput)
      .output(slotDateOutput)
      .query(({ ctx, input: q }) => slots.getTimeslot(ctx.deps, kind, q.id, q.date)),
    setTimeslot: adminPost(
      `${one}/{id}/timeslot`,
      'Set the times of a date: { date, times, capacity? } (a booked time cannot be removed)',
    )
      .input(timeslotInput)
      .output(timeslotSavedOutput)
      .mutation(({ ctx, input: body }) => slots.setTimeslot(ctx.deps, kind, body)),

    rsvps: adminGet(`${one}/{id}/rsvps`, 'Reservations: date, time, search, sort, order, page')
      .input(rsvpListInput)
      .output(rsvpListOutput)
      .query(({ ctx, input: q }) => rsvps.listRsvps(ctx.deps, kind, q)),
    rsvp: adminGet(`${one}/{id}/rsvp/{rsvp}`, 'One reservation')
      .input(rsvpIdInput)
      .output(rsvpOutput)
      .query(({ ctx, input: q }) => rsvps.getRsvp(ctx.deps, kind, q.id, q.rsvp)),
    updateRsvp: adminPut(`${one}/{id}/rsvp/{rsvp}`, 'Edit a reservation (a move must fit the new time)')
      .input(rsvpUpdateInput)
      .output(rsvpSavedOutput)
      .mutation(({ ctx, input: body }) => rsvps.updateRsvp(ctx.deps, kind, body)),
    deleteRsvp: adminDelete(`${one}/{id}/rsvp/{rsvp}`, 'Delete a reservation')
      .input(rsvpIdInput)
      .output(messageOutput)
      .mutation(({ ctx, input: q }) => rsvps.deleteRsvp(ctx.deps, kind, q.id, q.rsvp)),
    checkIn: adminPut(
      `${one}/{id}/rsvp/{rsvp}/check-in`,
      'Check guests in or out: { checked_in } (the whole party) or { arrived } (how many of it); idempotent',
    )
      .input(checkInInput)
      .output(rsvpOutput)
      .mutation(({ ctx, input: body }) => rsvps.checkIn(ctx.deps, kind, body.id, body.rsvp, body)),
    addRsvp: adminPost(
      `${one}/{id}/rsvps`,
      'Add a walk-in (checked in) or a phone booking: { source, guests, date, time, name?, email?, over_capacity? }',
    )
      .input(staffRsvpInput)
      .output(rsvpSavedOutput)
      .mutation(({ ctx, input: body }) => rsvps.addStaffRsvp(ctx.deps, kind, body)),

    waitlist: adminGet(
      `${one}/{id}/waitlist`,
      'The waitlist of every time (or of a date): place in line, status, the open offer and when it ends',
    )
      .input(waitlistListInput)
      .output(waitlistListOutput)
      .query(({ ctx, input: q }) => waitlist.listWaitlist(ctx.deps, kind, q.id, q.date)),
    removeFromWaitlist: adminDelete(
      `${one}/{id}/waitlist/{entry}`,
      'Take someone off the waitlist (an open offer passes to the next in line)',
    )
      .input(waitlistEntryInput)
      .output(messageOutput)
      .mutation(({ ctx, input: q }) => waitlist.removeFromWaitlist(ctx.deps, kind, q.id, q.entry)),
  });
};

export const viewingRoomAdminRouter = router(
  crud(
    'events',
    {
      listInput: viewingRoomListInput,
      listOutput: viewingRoomListOutput,
      input: viewingRoomInput,
      updateInput: viewingRoomUpdateInput,
      output: viewingRoomOutput,
      savedOutput: viewingRoomSavedOutput,
    },
    rooms.viewingRoomService,
    {
      paths: { list: '/admin/viewing-rooms', item: '/admin/viewing-room' },
      nouns: { one: 'private viewing room', many: 'Private viewing rooms' },
    },
  ),
);

export const eventsAdminRouter = router({
  exhibition: showAdminRouter(EXHIBITION, exhibitionInput, exhibitionUpdateInput),
  event: showAdminRouter(EVENT, eventInput, eventUpdateInput),
  viewingRoom: viewingRoomAdminRouter,
});
