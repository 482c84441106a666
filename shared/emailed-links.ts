// The pages an email links to, most opened with the one-time token the email carries (?token=…).
// The server's mails write their links from this table and the client's routes their paths, so
// that an emailed link never points at a page that moved. Plain values only: public pages import it.

export const EMAILED_LINKS = {
  /** staff: choose a new password (after "forgot password") */
  changePassword: '/change-password',
  /** staff: accept an invitation, set name and password */
  confirmInvite: '/confirm-invite',
  /** staff: confirm the account's email address */
  verifyEmail: '/verify-email',
  /** a visitor's RSVP: cancel the visit */
  rsvpCancel: '/rsvp/cancel',
  /** a waitlisted visitor: take the places offered */
  waitlistClaim: '/waitlist/claim',
  /** the mailing list: confirm a subscription */
  mailingListConfirm: '/mailing-list/confirm',
  /** the mailing list: the page with the one unsubscribe button */
  mailingListUnsubscribe: '/mailing-list/unsubscribe',
  /** staff: the inbox, opened at one submission (?edit=<id>) */
  staffInbox: '/admin/inbox',
} as const;

export type EmailedLink = keyof typeof EMAILED_LINKS;

/**
 * The staff's screens outside /admin: signing in and the pages of the staff's own emailed links.
 * Crawlers are kept out of them (robots.txt) and a visitor's reading preferences do not apply there.
 */
export const STAFF_SIGN_IN_PAGES = [
  '/login',
  EMAILED_LINKS.confirmInvite,
  EMAILED_LINKS.changePassword,
  EMAILED_LINKS.verifyEmail,
] as const;

/** The absolute link an email carries: emailedLink('https://gallery.example', 'rsvpCancel', token). */
export const emailedLink = (origin: string, page: EmailedLink, token: string) =>
  `${origin}${EMAILED_LINKS[page]}?token=${encodeURIComponent(token)}`;
