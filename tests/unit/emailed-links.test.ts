// Every link an email carries to a page of the site is written from one table (shared/emailed-links.ts),
// which the client's routes are written from too (tests/unit/route-table.test.ts holds each entry to a
// route): each mail's link is checked against it, and each of its entries is one some mail writes (a
// page no email names does not belong in it).
import { expect, it } from 'vitest';
import { EMAILED_LINKS, type EmailedLink } from '#shared/emailed-links';
import { authEmail } from '#server/modules/auth/auth.emails';
import { cancelUrlOf } from '#server/modules/events/rsvp-mail';
import { claimUrlOf } from '#server/modules/events/waitlist-offers';
import { galleryMail } from '#server/modules/forms/form-mails';
import { confirmationMail, unsubscribeUrls } from '#server/modules/forms/mailing-list.emails';

const ORIGIN = 'https://gallery.example';
const TOKEN = 'tok-EN_1';

/** The page addresses (origin, path) of every link in these texts. */
const pagesIn = (...texts: string[]) =>
  texts.flatMap((text) => [...text.matchAll(/https:\/\/gallery\.example(\/[^\s?)]*)/g)].map((m) => m[1]!));

it('writes each emailed page link from the table, and names every entry of it', () => {
  const texts = [
    authEmail.reset(ORIGIN, 'a@b.test', TOKEN).text,
    authEmail.invite(ORIGIN, 'a@b.test', TOKEN, null).text,
    authEmail.verify(ORIGIN, 'a@b.test', TOKEN).text,
    cancelUrlOf(ORIGIN, TOKEN),
    claimUrlOf(ORIGIN, TOKEN),
    unsubscribeUrls(ORIGIN, TOKEN).page,
    confirmationMail(ORIGIN, { to: 'a@b.test', confirmToken: TOKEN, unsubscribeToken: TOKEN, sentAt: 'now' }).text,
    galleryMail(ORIGIN, {
      kind: 'contact',
      name: 'Ama',
      email: 'a@b.test',
      phone: null,
      artwork: null,
      fields: {},
      id: 7,
      images: [],
    }).text,
  ];
  const tableEntries = new Set<string>(Object.values(EMAILED_LINKS));
  const written = pagesIn(...texts).filter((p) => !p.startsWith('/api/'));
  // The one-click unsubscribe (List-Unsubscribe) is an API address, not a page: it is not in the table.
  for (const page of written) expect(tableEntries, page).toContain(page);
  for (const key of Object.keys(EMAILED_LINKS) as EmailedLink[]) expect(written, key).toContain(EMAILED_LINKS[key]);
  // Tokens go as they were made (base64url): the link carries them unchanged.
  expect(cancelUrlOf(ORIGIN, TOKEN)).toBe(`${ORIGIN}${EMAILED_LINKS.rsvpCancel}?token=${TOKEN}`);
});
