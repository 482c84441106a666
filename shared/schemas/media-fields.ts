// Field rules shared by the media kinds that visitors read (posts, memoriams, loose threads,
// advisories): the scheduled-publication instant, and the admin list query every media table takes.
import { z } from 'zod';
import { galleryTimeToUtc } from '#shared/gallery-clock';
import { adminListInput } from '#shared/schemas/list';

export const PUBLISH_MESSAGE = 'Use a date and time such as 2026-12-01T09:00';
const INSTANT_RE = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::\d{2}(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * When visitors may first see an item (a post, memoriam, loose thread or advisory), stored as a UTC
 * instant. A zone-less date or time is the gallery's wall clock, as the admin's Publish at field
 * says (9am is 9am in New York, wherever staff sit); a value with a zone or offset is that instant.
 * Empty means "now", decided by the server at save.
 */
export const publishAt = () =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z
      .string({ error: PUBLISH_MESSAGE })
      .trim()
      .transform((v, ctx) => {
        const m = INSTANT_RE.exec(v);
        const at = !m
          ? NaN
          : m[3]
            ? Date.parse(v.replace(' ', 'T'))
            : galleryTimeToUtc(m[1]!, m[2] ?? '00:00').getTime();
        if (Number.isNaN(at)) {
          ctx.addIssue({ code: 'custom', message: PUBLISH_MESSAGE });
          return z.NEVER;
        }
        return new Date(at).toISOString();
      })
      .nullable(),
  );

/** A query parameter sent empty ('?status=') counts as not sent: admin lists ignore empty ones. */
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
