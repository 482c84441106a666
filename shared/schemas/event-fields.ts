// Field rules of the events slice: ISO dates and times, guest counts, on/off flags.
import { z } from 'zod';
import { MSG } from '#shared/messages';

export const DATE_MESSAGE = 'Use a date like 2027-03-05';
export const TIME_MESSAGE = 'Use a time like 17:00';
export const RSVP_MAX_GUESTS = 10;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A real calendar day: 2027-02-30 is refused, not rolled over. */
export const isIsoDate = (v: string) => {
  if (!DATE_RE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};

/** 'YYYY-MM-DD', required. */
export const isoDate = () =>
  z.string({ error: MSG.required }).trim().min(1, MSG.required).refine(isIsoDate, DATE_MESSAGE);

/** 'YYYY-MM-DD' or empty (null). */
export const optionalIsoDate = () =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), isoDate().nullable());

/** 'HH:MM' on the 24-hour clock; '9:30' is read as '09:30'. */
export const clockTime = () =>
  z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .transform((v) => (/^\d:\d\d$/.test(v) ? `0${v}` : v))
    .refine((v) => TIME_RE.test(v), TIME_MESSAGE);

const toBool = (v: unknown) =>
  v === 1 || v === '1' || v === 'true' ? true : v === 0 || v === '0' || v === 'false' ? false : v;

/** JSON true/false, or 1/0 and their strings as old clients send them; absent is false. */
export const flag = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? false : toBool(v)),
    z.boolean({ error: MSG.required }),
  );

/** The same, but it must be given (the door's check-in box). */
export const requiredFlag = () => z.preprocess(toBool, z.boolean({ error: MSG.required }));

/** A whole number of guests between 1 and `max`. */
export const guestCount = (max = RSVP_MAX_GUESTS) =>
  z.preprocess(
    (v) => (v === '' || v === null ? undefined : typeof v === 'string' ? Number(v) : v),
    z
      .number({ error: (issue) => (issue.input === undefined ? MSG.required : MSG.number) })
      .refine((n) => Number.isInteger(n), MSG.number)
      .refine((n) => n >= 1, MSG.lessThan(1))
      .refine((n) => n <= max, MSG.moreThan(max)),
  );

/** End after start: the message sits under end_date. */
export const datesInOrder = <T extends { start_date: string | null; end_date: string | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.start_date && v.end_date && v.end_date < v.start_date)
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: MSG.lessThan(v.start_date) });
};
