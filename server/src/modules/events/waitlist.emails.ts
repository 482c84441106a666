// The waitlist's one email: places freed up at the time a visitor waited for, held for them until a
// stated moment, claimed with one click on the page the link opens. The visitor's name is shown as
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
