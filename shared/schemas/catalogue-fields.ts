// Field rules shared by the catalogue admin forms (artists, artworks, publications).
import { z } from 'zod';
import { MSG } from '#shared/messages';
import { limitedNumber, slug } from '#shared/validation';

const blankToNull = (v: unknown) => (v === '' || v === undefined ? null : v);

/** A whole number (year, price) below the spec's limit, or empty. */
export const optionalWholeNumber = () =>
  z.preprocess(
    blankToNull,
    limitedNumber()
      .refine((n) => Number.isInteger(n), MSG.number)
      .nullable(),
  );

export const DECIMALS_MESSAGE = 'Use at most 3 decimal places';

/** A dimension in inches: positive, below the limit, at most three decimals (39.375), or empty. */
export const optionalDimension = () =>
  z.preprocess(
    blankToNull,
    limitedNumber()
      .refine((n) => Math.abs(n * 1000 - Math.round(n * 1000)) < 1e-6, DECIMALS_MESSAGE)
      .nullable(),
  );

/** An optional slug: empty means "make one from the name"; given, it follows the path rule. */
export const optionalSlug = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v === null ? undefined : v),
    slug().optional(),
  );

/** One referenced id (an image, an artist), or none. */
export const optionalRef = () =>
  z.preprocess(blankToNull, z.number({ error: MSG.number }).int(MSG.number).positive(MSG.positive).nullable());

/** A list of referenced ids in a JSON body, in the order given; duplicates are dropped. */
export const refList = () =>
  z
    .array(z.number({ error: MSG.number }).int(MSG.number).positive(MSG.positive), { error: MSG.required })
    .default([])
    .transform((ids) => [...new Set(ids)]);

/** Years: a death year can't come before the birth year. */
export const yearsInOrder = <T extends { birth_year: number | null; death_year: number | null }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  if (v.birth_year !== null && v.death_year !== null && v.death_year < v.birth_year)
    ctx.addIssue({ code: 'custom', path: ['death_year'], message: MSG.lessThan(v.birth_year) });
};
