// Zod building blocks carrying the site's messages (messages.ts). One schema feeds the form,
// the procedure input and the OpenAPI document.
import { z } from 'zod';
import { MSG } from '#shared/messages';
import { NAME_MAX, NAME_MIN, NUMBER_LIMIT, PAGE_SIZE, TITLE_MAX } from '#shared/constants';

// No spaces, control characters or the address syntax (<>,;:"()[]\) a mailer would read as a
// display name or a second recipient: one plain address, as a visitor types it.
const EMAIL_RE = /^[^\s@<>()[\]\\,;:"\p{Cc}]+@[^\s@<>()[\]\\,;:"\p{Cc}]+\.[^\s@<>()[\]\\,;:"\p{Cc}]{2,}$/u;
/** Line breaks, tabs, other control characters and bidi overrides: never in a person's name. */
const NAME_CONTROL_RE = /[\p{Cc}\u2028\u2029\u202A-\u202E\u2066-\u2069]/u;
const PASSWORD_RE = /^(?=.*[a-z])(?=.*\d)(?=.*[^A-Za-z0-9\s]).{8,}$/;
const PATH_RE = /^[A-Za-z0-9-]+$/;
const URL_RE = /^https?:\/\/[^\s/$.?#].[^\s]*$/i;

const requiredError = { error: MSG.required };

/** A required text: trimmed, 'This field is required' when empty, 'Max N characters' past max. */
export const requiredText = (max: number = TITLE_MAX, min = 1) =>
  z
    .string(requiredError)
    .trim()
    .min(1, MSG.required)
    .refine((v) => v === '' || v.replace(/\s/g, '').length >= min, MSG.min(min))
    .refine((v) => v.length <= max, MSG.max(max));

export const optionalText = (max = 65535) =>
  z
    .string()
    .trim()
    .max(max, MSG.max(max))
    .nullish()
    .transform((v) => (v ? v : null));

/** Required text of at most `max` characters, in the form `re` describes. */
const requiredMatching = (max: number, re: RegExp, message: string) =>
  z
    .string(requiredError)
    .trim()
    .min(1, MSG.required)
    .max(max, MSG.max(max))
    .refine((v) => re.test(v), message);

export const email = () => requiredMatching(NAME_MAX, EMAIL_RE, MSG.email).transform((v) => v.toLowerCase());

/** A name goes into emails, the door's CSV and the admin's tables: one line of visible text. */
export const personName = () =>
  z
    .string(requiredError)
    .trim()
    .min(1, MSG.required)
    .min(NAME_MIN, MSG.min(NAME_MIN))
    .max(NAME_MAX, MSG.max(NAME_MAX))
    .refine((v) => !NAME_CONTROL_RE.test(v), MSG.nameControl);

/** A required line of text (a subject, a business name): the name's rule against line breaks too. */
export const oneLineText = (max: number = TITLE_MAX, min = 1) =>
  requiredText(max, min).refine((v) => !NAME_CONTROL_RE.test(v), MSG.nameControl);

export const password = () =>
  z
    .string(requiredError)
    .min(1, MSG.required)
    .max(1000, MSG.max(1000))
    .refine((v) => PASSWORD_RE.test(v), MSG.password);

export const slug = () => requiredMatching(TITLE_MAX, PATH_RE, MSG.path);

export const url = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || URL_RE.test(v), MSG.url)
    .nullish()
    .transform((v) => (v ? v : null));

/**
 * US, 10 digits (an 11th leading 1 allowed), written the usual ways: 212-555-0148, (212) 555 0148,
 * +1 212.555.0148. Anything but digits, spaces and ( ) - . + is refused, so letters never pass.
 */
const isUsPhone = (v: string) => {
  if (!/^[\d\s().+-]+$/.test(v)) return false;
  const digits = v.replace(/\D/g, '');
  return digits.length === 10 || (digits.length === 11 && digits.startsWith('1'));
};

export const phone = () => z.string(requiredError).trim().min(1, MSG.required).refine(isUsPhone, MSG.phone);

/** A phone number a visitor may leave out: empty is null, anything else must be a US number. */
export const optionalPhone = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || isUsPhone(v), MSG.phone)
    .nullish()
    .transform((v) => (v ? v : null));

/** Status '1' (active) or '0' (inactive); a missing one is '0'. Numbers 1/0 are accepted too. */
export const status = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? '0' : String(v)),
    z.enum(['0', '1'], { error: MSG.required }),
  );

/** A whole non-negative number below the spec's limit, with its three messages. */
export const limitedNumber = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? Number(v) : v),
    z
      .number({ error: MSG.number })
      .refine((n) => Number.isFinite(n), MSG.number)
      .refine((n) => n >= 0, MSG.positive)
      .refine((n) => n < NUMBER_LIMIT, MSG.limitNumber),
  );

/** limitedNumber, or null when left empty (a dimension the visitor does not know). */
export const optionalLimitedNumber = () =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    limitedNumber().nullable(),
  );

/** Query booleans: '?featured=false' must mean false (z.coerce.boolean() makes any non-empty string true). */
export const queryBoolean = () =>
  z.preprocess((v) => {
    if (v === 'true' || v === '1' || v === 1) return true;
    if (v === 'false' || v === '0' || v === 0) return false;
    return v;
  }, z.boolean());

/**
 * page: a positive integer, defaults to 1. Capped like every other number of the spec, so that
 * page x limit stays a whole number SQLite can take as an OFFSET.
 */
export const page = () =>
  z.preprocess((v) => (v === undefined || v === '' ? 1 : typeof v === 'string' ? Number(v) : v), pageNumber());

/** A page's number once read: a positive integer under the number cap. */
export const pageNumber = () =>
  z
    .number({ error: MSG.number })
    .int(MSG.number)
    .min(1, MSG.lessThan(1))
    .max(NUMBER_LIMIT - 1, MSG.limitNumber);

export const sortOrder = () => z.enum(['asc', 'desc']).default('asc');

/**
 * limit: a number up to PAGE_SIZE.max, or 'all' (lookup searches), which lists read as that same
 * cap. A preprocess (a zod pipe) so that the REST layer accepts it as a query parameter.
 */
export const limit = () =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : v === 'all' ? 'all' : Number(v)),
    z
      .union(
        [
          z.literal('all'),
          z
            .number({ error: MSG.number })
            .int(MSG.number)
            .min(1, MSG.lessThan(1))
            .max(PAGE_SIZE.max, MSG.moreThan(PAGE_SIZE.max)),
        ],
        { error: MSG.number },
      )
      .optional(),
  );

/** id lists in a query: '?exclude_ids[]=1&exclude_ids[]=2' or '?exclude_ids=1,2' or one value. */
export const idList = () =>
  z.preprocess((v) => {
    if (v === undefined || v === '') return undefined;
    const arr = Array.isArray(v) ? v : String(v).split(',');
    return arr.map((x) => Number(x));
  }, z.array(z.number().int().positive()).optional());

export const isEmail = (v: string) => EMAIL_RE.test(v);
export const isStrongPassword = (v: string) => PASSWORD_RE.test(v);
