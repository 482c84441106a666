// The waitlist's emails: places freed up at the time a visitor waited for, held for them until a
// stated moment, claimed with one click on the page the link opens; and, once, to an email that asks
// to join a line it is already in, its place in that line. The visitor's name is shown as
// the other emails show it (plain, cut short, after the gallery's words), never linked.
import { formatDayLong, formatTime } from '#shared/format';
import { GALLERY } from '#shared/gallery';
import { galleryNow } from '#shared/gallery-clock';
import { renderEmail } from '#server/modules/mail/email-layout';
import type { QueuedMail } from '#server/modules/mail/mail-queue';
import { guestsLabel, type Visit, visitFacts, whenLabel } from './rsvp.emails';

/** An offer: the visit it would be (without a calendar event yet) and when its hold ends. */
export type Offer = Pick<Visit, 'to' | 'name' | 'guests' | 'date' | 'time' | 'show' | 'showUrl'> & { expiresAt: Date };

/** 'Thursday, December 3 at 7:30pm' in the gallery's time zone. */
export const holdEndLabel = (at: Date) => {
  const wall = galleryNow(at);
  return `${formatDayLong(wall.date).replace(/, \d{4}$/, '')} at ${formatTime(wall.time)}`;
};

export const offerEmail = (o: Offer, claimUrl: string): QueuedMail => ({
  kind: 'waitlist-offer',
  to: o.to,
  ...renderEmail({
    subject: `Places are free: ${o.show.title}, ${whenLabel(o)}`,
    heading: 'Places have freed up',
    intro: [
      `You joined the waitlist at ${GALLERY.name} for this time, and places have freed up.`,
      `We are holding ${guestsLabel(o.guests)} for you until ${holdEndLabel(o.expiresAt)} (New York time). Reserve them with the button below; the link works once.`,
    ],
    facts: visitFacts(o),
    actions: [{ label: 'Reserve my places', href: claimUrl }],
    outro: [
      'Not coming after all? Nothing to do: when the hold ends, the places go to the next person in line.',
      `More about the ${o.show.noun}: ${o.showUrl}`,
    ],
  }),
});

/**
 * An email asked to join a line it is already in (its owner again, or anyone typing it): nothing
 * changed, and its owner is told where it stands. Sent once per place in line.
 */
export const alreadyWaitingEmail = (
  w: Pick<Offer, 'to' | 'guests' | 'date' | 'time' | 'show' | 'showUrl'> & { position: number | null },
): QueuedMail => ({
  kind: 'waitlist-already-waiting',
  to: w.to,
  ...renderEmail({
    subject: `You are on the waitlist: ${w.show.title}, ${whenLabel(w)}`,
    heading: 'You are already on the waitlist',
    intro: [
      `We received a request to join the waitlist for ${whenLabel(w)} with this email address, which is already on it: nothing has changed.`,
      w.position === null
        ? `Places have freed up for you: our email "Places are free" holds them for ${guestsLabel(w.guests)}.`
        : `You are number ${w.position} in line, for ${guestsLabel(w.guests)}. If places free up, we will email you a link that holds them for you.`,
    ],
    actions: [{ label: `About the ${w.show.noun}`, href: w.showUrl }],
    outro: ['Did not ask for this? You can ignore this email.'],
  }),
});
