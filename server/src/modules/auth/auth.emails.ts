import { emailedLink } from '#shared/emailed-links';
import { GALLERY } from '#shared/gallery';
import type { QueuedMail } from '#server/modules/mail/mail-queue';

const sign = `\n\n${GALLERY.name}\n${GALLERY.phone} · ${GALLERY.email}`;

export const authEmail = {
  reset: (base: string, to: string, token: string): QueuedMail => ({
    kind: 'password-reset',
    to,
    subject: `Reset your ${GALLERY.name} password`,
    text: `Someone asked to reset the password of your ${GALLERY.name} staff account.\n\nChoose a new password here (the link works once, for one hour):\n${emailedLink(base, 'changePassword', token)}\n\nIf it was not you, ignore this email: your password stays as it is.${sign}`,
  }),
  invite: (base: string, to: string, token: string, inviter: string | null): QueuedMail => ({
    kind: 'staff-invite',
    to,
    subject: `You are invited to the ${GALLERY.name} back office`,
    text: `${inviter ?? 'The gallery'} invited you to manage ${GALLERY.name}'s website.\n\nSet your name and password here (the link works once, for seven days):\n${emailedLink(base, 'confirmInvite', token)}${sign}`,
  }),
  verify: (base: string, to: string, token: string): QueuedMail => ({
    kind: 'email-verification',
    to,
    subject: `Verify your email for ${GALLERY.name}`,
    text: `Please confirm that this is your email address (the link works once, for one day):\n${emailedLink(base, 'verifyEmail', token)}${sign}`,
  }),
};
