// Offers whose hold ended pass to the next in line: shortly after start (holds that ended while the
// server was down) and every half minute. Everything is in the database, so a restart loses nothing.
import type { AppDeps } from '#server/deps';
import { expireOffers } from './waitlist-offers';

const EVERY_MS = 30_000;

export const scheduleWaitlistSweeps = (deps: AppDeps) => {
  const run = () =>
    void expireOffers(deps).then(
      (r) => r.expired && deps.logger.info(r, 'waitlist offers ended: places passed on'),
      (err: unknown) => deps.logger.error({ err }, 'passing on ended waitlist offers failed'),
    );
  setTimeout(run, 5_000).unref();
  setInterval(run, EVERY_MS).unref();
};
