import { MSG } from '#shared/messages';
import type { AppDeps } from '#server/deps';
import { tooManyRequests } from '#server/lib/errors';
import { upsertSubscriber } from './subscriber.repository';

/** Subscribing twice is not an error: the visitor gets the same thanks and one row. */
export const subscribe = async (deps: AppDeps, input: { name: string; email: string }, ip: string) => {
  if (!deps.limiter.hit(`subscribe:${ip}`, 10, 10 * 60_000).ok) throw tooManyRequests();
  await upsertSubscriber(deps.db, { email: input.email, name: input.name, agreed_at: new Date().toISOString() });
  return { message: MSG.subscribed };
};
