// Field rules shared by the media kinds that visitors read (memoriams, loose threads, advisories;
// posts have their own file): the scheduled-publication instant, and the admin list query every
// media table takes.
import { z } from 'zod';
import { adminListInput } from '#shared/schemas/list';

export const PUBLISH_MESSAGE = 'Use a date and time such as 2026-12-01T09:00';

/**
 * When visitors may first see the item: an ISO date-time (a zone or offset may be given; without
 * one it is read as UTC), stored as a UTC instant. Empty means "now", decided by the server at save.
 */
export const publishAt = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string()
      .trim()
      .max(40, PUBLISH_MESSAGE)
      .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(v) && !Number.isNaN(Date.parse(v)), PUBLISH_MESSAGE)
      .transform((v) => new Date(/[zZ]|[+-]\d{2}:?\d{2}$/.test(v) ? v : `${v}Z`).toISOString())
      .nullable(),
  );

/** A query parameter sent empty ('?status=') counts as not sent (spec §7: empty ones omitted). */
export const blankIsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || (Array.isArray(v) && v.length === 0) ? undefined : v), schema.optional());

/**
 * GET /admin/<media kind>s: status, sort (default title), order (default asc), page, search with
 * its search_type, limit → { list, hasMorePages } (and the total the table shows).
 */
export const mediaListInput = <
  const S extends readonly [string, ...string[]],
  const T extends readonly [string, ...string[]],
>(
  sorts: S,
  searchTypes: T,
) =>
  adminListInput(sorts, 'title').extend({
    status: blankIsUnset(z.enum(['0', '1'])),
    search_type: z.preprocess((v) => (v === '' ? undefined : v), z.enum(searchTypes).default(searchTypes[0] as never)),
  });
