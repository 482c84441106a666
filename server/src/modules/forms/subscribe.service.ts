// The mailing list, double opt-in: a subscription is stored unconfirmed and a confirmation link is
// emailed; only a followed link confirms it, and only confirmed addresses are ever exported. An
// address that opted out stays out: an anonymous post never adds it again (anyone can type any
// address), nor sends it anything.
import { randomBytes } from 'node:crypto';
import { MSG } from '#shared/messages';
import type { AppDeps } from '#server/deps';
import { immediateTx } from '#server/db/transaction';
import { badRequest } from '#server/lib/errors';
import { clientGroup, rateLimited } from '#server/lib/rate-limit';
import { hashToken, newToken } from '../auth/tokens';
import { queueMail } from '../mail/mail-queue';
import { confirmationMail, welcomeMail } from './mailing-list.emails';
import * as repo from './subscriber.repository';

export const CONFIRM_LINK_DAYS = 7;
/**
 * Anyone can type anyone's address, so what one address can be sent is bounded: a second subscribe
 * of an unconfirmed address sends a new link only this long after the last (a visitor who lost the
 * mail asks again later), and at most CONFIRM_MAILS.max links go to one address a day.
 */
export const RESEND_AFTER_MS = 60 * 60_000;
export const CONFIRM_MAILS = { max: 3, windowMs: 24 * 60 * 60_000 };
export const SUBSCRIPTION_CONFIRMED = 'Thank you: your subscription is confirmed.';
export const UNSUBSCRIBED = 'You have been unsubscribed. You will not receive the mailing list any more.';

/**
 * Subscribing twice is not an error: the visitor gets the same thanks whether or not the address
 * was known or a link was sent (nothing to enumerate), and the existing row keeps its name.
 */
export const subscribe = async (deps: AppDeps, input: { name: string; email: string }, ip: string) => {
  const limited = deps.limiter.hit(`subscribe:${clientGroup(ip)}`, 10, 10 * 60_000);
  if (!limited.ok) throw rateLimited(limited.retryAfterSeconds);
  const now = new Date();
  const at = now.toISOString();
  const confirm = newToken();
  let mailed: { refund: () => void } | undefined;
  await immediateTx(deps.db, async (trx) => {
    const row = await repo.findSubscriberByEmail(trx, input.email);
    if (row && (row.unsubscribed_at || row.confirmed_at)) return;
    if (row?.confirm_sent_at && now.getTime() - Date.parse(row.confirm_sent_at) < RESEND_AFTER_MS) return;
    // Counted as the mail is queued, per address whatever its case (the column's collation).
    const daily = deps.limiter.spend(
      `subscribe-mail:${input.email.toLowerCase()}`,
      1,
      CONFIRM_MAILS.max,
      CONFIRM_MAILS.windowMs,
    );
    if (daily.ok) mailed = daily;
    const link = daily.ok ? { confirm_token_hash: confirm.hash, confirm_sent_at: at } : {};
    let unsubscribeToken: string;
    if (!row) {
      unsubscribeToken = randomBytes(16).toString('hex');
      await repo.insertSubscriber(trx, {
        email: input.email,
        name: input.name,
        agreed_at: at,
        unsubscribe_token: unsubscribeToken,
        ...link,
      });
    } else {
      unsubscribeToken = row.unsubscribe_token;
      if (daily.ok) await repo.updateSubscriber(trx, row.id, link);
    }
    if (!daily.ok) return;
    await queueMail(
      trx,
      confirmationMail(deps.env.publicUrl, {
        to: input.email,
        confirmToken: confirm.token,
        unsubscribeToken,
        sentAt: at,
      }),
    );
  }).catch((err: unknown) => {
    // Nothing was queued: the address's allowance is as it was.
    mailed?.refund();
    throw err;
  });
  return { message: MSG.subscribed };
};

/** The emailed link's button: confirms once, within CONFIRM_LINK_DAYS, and sends the welcome. */
export const confirmSubscription = async (deps: AppDeps, token: string, ip: string) => {
  const limited = deps.limiter.hit(`subscribe-confirm:${clientGroup(ip)}`, 20, 10 * 60_000);
  if (!limited.ok) throw rateLimited(limited.retryAfterSeconds);
  const at = new Date().toISOString();
  const sentAfter = new Date(Date.now() - CONFIRM_LINK_DAYS * 86_400_000).toISOString();
  const hash = hashToken(token);
  await immediateTx(deps.db, async (trx) => {
    const row = await trx
      .selectFrom('subscribers')
      .select(['email', 'unsubscribe_token'])
      .where('confirm_token_hash', '=', hash)
      .executeTakeFirst();
    if (!row || !(await repo.confirmByTokenHash(trx, hash, sentAfter, at))) throw badRequest(MSG.tokenInvalid);
    await queueMail(trx, welcomeMail(deps.env.publicUrl, { to: row.email, unsubscribeToken: row.unsubscribe_token }));
  });
  return { message: SUBSCRIPTION_CONFIRMED };
};

/** One click, from the page or from the mail program (List-Unsubscribe-Post). Repeating it is fine. */
export const unsubscribe = async (deps: AppDeps, token: string, ip: string) => {
  const limited = deps.limiter.hit(`unsubscribe:${clientGroup(ip)}`, 30, 10 * 60_000);
  if (!limited.ok) throw rateLimited(limited.retryAfterSeconds);
  if (!(await repo.unsubscribeByToken(deps.db, token, new Date().toISOString()))) throw badRequest(MSG.tokenInvalid);
  return { message: UNSUBSCRIBED };
};

export const subscriberCount = (deps: AppDeps) => repo.countSubscribers(deps.db);
