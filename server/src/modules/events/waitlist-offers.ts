// Offering freed places to a time's waitlist, inside the transaction that freed them (a visitor's
// cancellation, a staff edit or delete, a raised capacity, an offer that lapsed): the places are
// held (counted as taken for everyone else) and the single-use link is queued with the write.
import { emailedLink } from '#shared/emailed-links';
import { galleryNow, galleryTimeToUtc, isSlotAhead } from '#shared/gallery-clock';
import type { AppDeps } from '#server/deps';
import type { DB } from '#server/db/database';
import { immediateTx } from '#server/db/transaction';
import { newToken } from '../auth/tokens';
import { queueMail } from '../mail/mail-queue';
import { showInEmail } from './rsvp-mail';
import { findSlotById } from './timeslot.repository';
import { offerEmail } from './waitlist.emails';
import * as repo from './waitlist.repository';

/** How long an offer holds the freed places (never past the time itself). */
export const HOLD_MINUTES = 120;

/** Places nobody has: the capacity less the booked guests and the places held for offers. */
export const roomLeft = (slot: { capacity: number | null; booked: number; held: number }) =>
  slot.capacity === null ? Infinity : slot.capacity - Number(slot.booked) - Number(slot.held);

export const claimUrlOf = (publicUrl: string, token: string) => emailedLink(publicUrl, 'waitlistClaim', token);

/**
 * Offers a time's free places to its line, first in line first; a party larger than what is free
 * keeps its place while smaller ones behind it are offered what fits. Call inside the transaction
 * that freed the places. Answers how many were offered.
 */
export const offerFreedPlaces = async (db: DB, publicUrl: string, timeslotId: number, now = new Date()) => {
  const slot = await findSlotById(db, timeslotId);
  if (!slot || !isSlotAhead(slot.date, slot.time, galleryNow(now))) return 0;
  let left = roomLeft(slot);
  if (left <= 0) return 0;
  const start = galleryTimeToUtc(slot.date, slot.time).getTime();
  const expiresAt = new Date(Math.min(now.getTime() + HOLD_MINUTES * 60_000, start));
  let offered = 0;
  for (const entry of await repo.waitingAt(db, timeslotId)) {
    if (entry.guests > left) continue;
    const link = newToken();
    await repo.updateEntry(db, entry.id, {
      status: 'offered',
      offer_token_hash: link.hash,
      offered_at: now.toISOString(),
      offer_expires_at: expiresAt.toISOString(),
    });
    const offer = (await repo.findOffer(db, link.hash))!;
    await queueMail(db, {
      ...offerEmail(
        {
          to: offer.email,
          name: offer.name,
          guests: offer.guests,
          date: offer.date,
          time: offer.time,
          ...showInEmail(offer, publicUrl),
          expiresAt,
        },
        claimUrlOf(publicUrl, link.token),
      ),
      dedupeKey: `waitlist-offer:${entry.id}:${link.hash.slice(0, 16)}`,
    });
    offered++;
    left -= entry.guests;
    if (left <= 0) break;
  }
  return offered;
};

/**
 * Offers whose hold has ended lapse, and their places go to the next in line. Run by the sweeper
 * (on start and every half minute): the state is all in the database, so a restart loses nothing.
 */
export const expireOffers = (deps: Pick<AppDeps, 'db' | 'env'>, now = new Date()) =>
  immediateTx(deps.db, async (trx) => {
    const ended = await repo.offersEnded(trx, now.toISOString());
    // The link's hash stays: its page then says the offer ended rather than that it never was.
    for (const e of ended) await repo.updateEntry(trx, e.id, { status: 'expired' });
    let offered = 0;
    for (const slotId of new Set(ended.map((e) => e.timeslot_id)))
      offered += await offerFreedPlaces(trx, deps.env.publicUrl, slotId, now);
    return { expired: ended.length, offered };
  });
