// Mailing-list emails: each carries a one-click unsubscribe link, in the text and as the
// List-Unsubscribe header with its one-click POST (RFC 8058), so mail programs show their own button.
// They go to any address someone typed: nothing the visitor wrote (the name) is in them.
import { emailedLink } from '#shared/emailed-links';
import { GALLERY } from '#shared/gallery';
import { SITE_PAGES } from '#shared/site-pages';
import type { QueuedMail } from '../mail/mail-queue';

/** A mailing-list email: the unsubscribe link in its text and headers. */
export type ListMail = QueuedMail & { headers: Record<string, string>; dedupeKey: string };

export const unsubscribeUrls = (publicUrl: string, token: string) => ({
  /** the page with one button: a link scanners open must not opt anyone out */
  page: emailedLink(publicUrl, 'mailingListUnsubscribe', token),
  /** what the mail program POSTs to (List-Unsubscribe=One-Click) */
  oneClick: `${publicUrl}/api/public/unsubscribe?token=${token}`,
});

const listMail = (
  publicUrl: string,
  m: { to: string; kind: string; subject: string; lines: string[]; unsubscribeToken: string; dedupeKey: string },
): ListMail => {
  const urls = unsubscribeUrls(publicUrl, m.unsubscribeToken);
  return {
    kind: m.kind,
    to: m.to,
    subject: m.subject,
    text: [
      ...m.lines,
      '',
      '—',
      `${GALLERY.name}, ${GALLERY.address.street}, ${GALLERY.address.city}`,
      `Unsubscribe: ${urls.page}`,
    ].join('\n'),
    headers: { 'List-Unsubscribe': `<${urls.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    dedupeKey: m.dedupeKey,
  };
};

export const confirmationMail = (
  publicUrl: string,
  m: { to: string; confirmToken: string; unsubscribeToken: string; sentAt: string },
) =>
  listMail(publicUrl, {
    to: m.to,
    kind: 'mailing-list:confirm',
    subject: `Please confirm your subscription to ${GALLERY.name}`,
    lines: [
      `Someone, hopefully you, asked to receive ${GALLERY.name}'s mailing list at this address.`,
      '',
      'To confirm, open this link within 7 days:',
      emailedLink(publicUrl, 'mailingListConfirm', m.confirmToken),
      '',
      'If it was not you, ignore this email: without a confirmation nothing more is sent.',
    ],
    unsubscribeToken: m.unsubscribeToken,
    dedupeKey: `mailing-list:confirm:${m.to}:${m.sentAt}`,
  });

export const welcomeMail = (publicUrl: string, m: { to: string; unsubscribeToken: string }) =>
  listMail(publicUrl, {
    to: m.to,
    kind: 'mailing-list:welcome',
    subject: `Welcome to ${GALLERY.name}'s mailing list`,
    lines: [
      'Your subscription is confirmed. You will hear about openings, new work and the occasional letter from the gallery, a few emails a season.',
      '',
      `See what is on: ${publicUrl}${SITE_PAGES.events}`,
    ],
    unsubscribeToken: m.unsubscribeToken,
    dedupeKey: `mailing-list:welcome:${m.to}`,
  });
