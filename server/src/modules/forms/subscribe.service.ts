import { MSG } from '#shared/messages';
import type { AppDeps } from '#server/deps';
import { rateLimited } from '#server/lib/rate-limit';
import { addSubscriberIfNew, countSubscribers } from './subscriber.repository';

/**
 * Subscribing twice is not an error: the visitor gets the same thanks whether or not the address
 * was known (nothing to enumerate), and the existing row stays untouched.
 */
export const subscribe = async (deps: AppDeps, input: { name: string; email: string }, ip: string) => {
  const limited = deps.limiter.hit(`subscribe:${ip}`, 10, 10 * 60_000);
  if (!limited.ok) throw rateLimited(limited.retryAfterSeconds);
  await addSubscriberIfNew(deps.db, { email: input.email, name: input.name, agreed_at: new Date().toISOString() });
  return { message: MSG.subscribed };
};

export const subscriberCount = (deps: AppDeps) => countSubscribers(deps.db);
