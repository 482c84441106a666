// The visitors' forms: one schema per form feeds the form on the page,
// the procedure (or the multipart route) and the OpenAPI document. Every form shares the person's
// fields and the honeypot; each declares only its own fields beside them.
import { z } from 'zod';
import { MSG } from '#shared/messages';
import { NAME_MAX, TITLE_MAX } from '#shared/constants';
import { HONEYPOT_FIELD, MESSAGE_MAX } from '#shared/forms';
import {
  email,
  oneLineText,
  optionalLimitedNumber,
  optionalPhone,
  optionalText,
  personName,
  phone,
  requiredText,
} from '#shared/validation';

/** The mailing-list form (footer popup and menu button): name, email, agreement to the terms. */
export const subscribeInput = z.object({
  name: personName(),
  email: email(),
  agree: z.literal(true, { error: MSG.required }),
});
export type SubscribeInput = z.input<typeof subscribeInput>;

const message = () => requiredText(MESSAGE_MAX, 3);
const optionalMessage = () => optionalText(MESSAGE_MAX);

/** The sender, and the honeypot (shared/forms.ts) every form carries. */
const person = { name: personName(), email: email(), [HONEYPOT_FIELD]: z.string().max(200).optional() } as const;

/**
 * An artwork by its id or its slug (the pages send the slug they stand on). A number-like string is
 * an id: multipart fields are always strings.
 */
export const artworkRef = () =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : typeof v === 'string' ? v.trim() : v),
    z.union(
      [
        z
          .number()
          .int()
          .positive()
          .max(2 ** 31 - 1),
        z.string().min(1).max(TITLE_MAX),
      ],
      {
        error: MSG.required,
      },
    ),
  );

/** POST /public/contact-us/send-message */
export const contactInput = z.object({
  ...person,
  phone: optionalPhone(),
  subject: oneLineText(TITLE_MAX),
  message: message(),
});

/** POST /public/forms/inquire: a question about one artwork. */
export const inquireInput = z.object({
  ...person,
  artwork: artworkRef(),
  phone: optionalPhone(),
  message: message(),
});

/** The room a work would hang in: where, and its wall's measurements in inches (each optional). */
const placementFields = {
  phone: phone(),
  service_location: oneLineText(NAME_MAX),
  height: optionalLimitedNumber(),
  width: optionalLimitedNumber(),
  length: optionalLimitedNumber(),
  description: optionalMessage(),
};

/** POST /public/forms/specific-art-piece-virtual-placement (multipart, with images[]). */
export const specificPlacementInput = z.object({ ...person, art: artworkRef(), ...placementFields });

/** POST /public/forms/virtual-placement-inquire: the advisory service, no artwork chosen yet. */
export const placementInquireInput = z.object({ ...person, ...placementFields });

/** POST /public/forms/presentation-assistance (multipart, with images[]). */
export const presentationInput = z.object({
  ...person,
  phone: phone(),
  business_name: oneLineText(NAME_MAX),
  business_address: oneLineText(NAME_MAX),
  description: message(),
});

/** POST /public/forms/commissions: the artist from active-artists-names. */
export const commissionInput = z.object({
  ...person,
  phone: optionalPhone(),
  artist: z.preprocess(
    (v) => (v === '' || v === undefined || v === null ? undefined : Number(v)),
    z
      .number({ error: MSG.required })
      .int(MSG.required)
      .positive(MSG.required)
      .max(2 ** 31 - 1, MSG.required),
  ),
  description: message(),
});

export type ContactInput = z.input<typeof contactInput>;
export type InquireInput = z.input<typeof inquireInput>;
export type SpecificPlacementInput = z.input<typeof specificPlacementInput>;
export type PlacementInquireInput = z.input<typeof placementInquireInput>;
export type PresentationInput = z.input<typeof presentationInput>;
export type CommissionInput = z.input<typeof commissionInput>;
