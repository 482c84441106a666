// Private viewing rooms: shown only to those who have the link, and only while open.
import { z } from 'zod';
import { TITLE_MAX } from '#shared/constants';
import { optionalText, requiredText, status } from '#shared/validation';
import { optionalRef, optionalSlug, refList } from '#shared/schemas/catalogue-fields';
import { artworkCardOutput } from '#shared/schemas/catalogue-public';
import { optionalIsoDate } from '#shared/schemas/event-fields';
import { imageOutput } from '#shared/schemas/image';
import { adminListInput, countedList, rowStamps, savedOutput, statusOutput, withId } from '#shared/schemas/list';
import { lookupItem } from '#shared/schemas/lookup';
import { MSG } from '#shared/messages';

export const VIEWING_ROOM_SORTS = ['title', 'status', 'opens_at', 'closes_at', 'created_at'] as const;
export const viewingRoomListInput = adminListInput(VIEWING_ROOM_SORTS, 'title').extend({
  status: z.enum(['0', '1']).optional(),
});

const roomOrder = <T extends { opens_at: string | null; closes_at: string | null }>(v: T, ctx: z.RefinementCtx) => {
  if (v.opens_at && v.closes_at && v.closes_at < v.opens_at)
    ctx.addIssue({ code: 'custom', path: ['closes_at'], message: MSG.lessThan(v.opens_at) });
};

const roomFields = z.object({
  title: requiredText(TITLE_MAX),
  slug: optionalSlug(),
  status: status(),
  description: optionalText(65535),
  exhibition_id: optionalRef(),
  header_image_id: optionalRef(),
  images: refList(),
  artworks: refList(),
  opens_at: optionalIsoDate(),
  closes_at: optionalIsoDate(),
});
export const viewingRoomInput = roomFields.superRefine(roomOrder);
export type ViewingRoomInput = z.input<typeof viewingRoomInput>;
export const viewingRoomUpdateInput = withId(roomFields).superRefine(roomOrder);

export const viewingRoomOutput = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  status: statusOutput,
  description: z.string().nullable(),
  exhibition_id: z.number().nullable(),
  exhibition: lookupItem.nullable(),
  header_image_id: z.number().nullable(),
  header_image: imageOutput.nullable(),
  images: z.array(imageOutput),
  artworks: z.array(lookupItem),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  ...rowStamps,
});
export type ViewingRoomDto = z.infer<typeof viewingRoomOutput>;
export const viewingRoomListOutput = countedList(viewingRoomOutput);
export const viewingRoomSavedOutput = savedOutput(viewingRoomOutput);

export const publicViewingRoomOutput = z.object({
  title: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  header_image: imageOutput.nullable(),
  images: z.array(imageOutput),
  artworks: z.array(artworkCardOutput),
  opens_at: z.string().nullable(),
  closes_at: z.string().nullable(),
  exhibition: z.object({ title: z.string(), slug: z.string() }).nullable(),
});
