import { z } from 'zod';
import { MSG } from '#shared/messages';
import { NAME_MAX } from '#shared/constants';
import { email, optionalText, password, personName } from '#shared/validation';

/** Login: the username is the staff member's email. */
export const loginInput = z.object({
  username: z
    .string({ error: MSG.required })
    .trim()
    .min(1, MSG.required)
    .max(NAME_MAX, MSG.max(NAME_MAX))
    .refine((v) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v), MSG.loginEmail)
    .transform((v) => v.toLowerCase()),
  password: z.string({ error: MSG.required }).min(1, MSG.required).max(1000, MSG.max(1000)),
});
export type LoginInput = z.input<typeof loginInput>;

export const loginOutput = z.object({ access_token: z.string(), expires_in: z.number() });

const confirmed = <T extends { password: string; password_confirmation: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.password !== v.password_confirmation)
    ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MSG.confirmed });
};

export const newPasswordFields = {
  password: password(),
  password_confirmation: z.string({ error: MSG.required }).min(1, MSG.required),
};

export const forgotPasswordInput = z.object({ email: email() });

export const resetPasswordInput = z
  .object({ token: z.string({ error: MSG.tokenInvalid }).min(1, MSG.tokenInvalid), ...newPasswordFields })
  .superRefine(confirmed);

export const confirmInviteInput = z
  .object({
    token: z.string({ error: MSG.tokenInvalid }).min(1, MSG.tokenInvalid),
    first_name: personName(),
    last_name: personName(),
    ...newPasswordFields,
  })
  .superRefine(confirmed);

export const inviteInput = z.object({
  email: email(),
  first_name: optionalText(NAME_MAX),
  last_name: optionalText(NAME_MAX),
});

export const verifyEmailInput = z.object({ token: z.string({ error: MSG.tokenInvalid }).min(1, MSG.tokenInvalid) });

export const userOutput = z.object({
  id: z.number(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  avatar: z.string().nullable(),
  avatar_file_id: z.number().nullable(),
  initials: z.string(),
  name_abbreviation: z.string(),
  role: z.string(),
  email_verified: z.boolean(),
});
export type UserDto = z.infer<typeof userOutput>;

/** Profile: name and avatar, and optionally a new password (which needs the current one). */
export const updateUserInput = z
  .object({
    first_name: personName(),
    last_name: personName(),
    avatar_file_id: z.number().int().positive().nullish(),
    current_password: z.string().optional(),
    password: z.string().optional(),
    password_confirmation: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (!v.password) return;
    if (!v.current_password) ctx.addIssue({ code: 'custom', path: ['current_password'], message: MSG.required });
    const check = password().safeParse(v.password);
    if (!check.success) ctx.addIssue({ code: 'custom', path: ['password'], message: MSG.password });
    if (v.password !== v.password_confirmation)
      ctx.addIssue({ code: 'custom', path: ['password_confirmation'], message: MSG.confirmed });
  });
export type UpdateUserInput = z.input<typeof updateUserInput>;
