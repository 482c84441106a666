import { z } from 'zod';
import { MSG } from '#shared/messages';
import { email, personName } from '#shared/validation';

/** The mailing-list form (footer popup and menu button): name, email, agreement to the terms. */
export const subscribeInput = z.object({
  name: personName(),
  email: email(),
  agree: z.literal(true, { error: MSG.required }),
});
export type SubscribeInput = z.input<typeof subscribeInput>;
