// The change history (issue 20): what staff changed, field by field. Read-only: there is no write
// input, rows are made by the services in the change's own transaction.
import { z } from 'zod';
import { limitedNumber, page } from '#shared/validation';
import { optionalIsoDate } from '#shared/schemas/event-fields';
import { countedList } from '#shared/schemas/list';

export const HISTORY_ITEM_TYPES = ['artwork', 'artist', 'exhibition', 'event', 'timeslot', 'rsvp'] as const;
export type HistoryItemType = (typeof HISTORY_ITEM_TYPES)[number];

/** The recorded fields, by the item's column name; the label is what the screens show. */
export const HISTORY_FIELDS = {
  price: 'Price',
  availability: 'Availability',
  status: 'Status',
  featured: 'Featured',
  start_date: 'Start date',
  end_date: 'End date',
  capacity: 'Capacity',
  checked_in: 'Checked in',
  arrived: 'Arrived',
} as const;
export type HistoryField = keyof typeof HISTORY_FIELDS;
export const HISTORY_FIELD_KEYS = Object.keys(HISTORY_FIELDS) as [HistoryField, ...HistoryField[]];

export const historyListInput = z.object({
  item_type: z.enum(HISTORY_ITEM_TYPES).optional(),
  item_id: limitedNumber().optional(),
  user_id: limitedNumber().optional(),
  field: z.enum(HISTORY_FIELD_KEYS).optional(),
  /** days, inclusive, in the gallery's calendar as the stamps are written (UTC) */
  from: optionalIsoDate().optional(),
  to: optionalIsoDate().optional(),
  page: page(),
});
export type HistoryListQuery = z.output<typeof historyListInput>;

export const historyEntryOutput = z.object({
  id: z.number(),
  at: z.string(),
  user_id: z.number().nullable(),
  user_name: z.string(),
  item_type: z.enum(HISTORY_ITEM_TYPES),
  item_id: z.number(),
  item_title: z.string(),
  field: z.enum(HISTORY_FIELD_KEYS),
  before: z.string().nullable(),
  after: z.string().nullable(),
});
export type HistoryEntry = z.infer<typeof historyEntryOutput>;
export const historyListOutput = countedList(historyEntryOutput);

/** The staff members who appear in the history (the filter's choices). */
export const historyStaffOutput = z.array(z.object({ id: z.number(), name: z.string() }));
