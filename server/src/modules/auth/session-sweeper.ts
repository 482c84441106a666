// Sessions and one-time links that can no longer be used are deleted every hour, so the tables hold
// only live credentials (a leaked copy of the database then holds fewer hashes, too).
import { SESSION_IDLE_SECONDS } from '#shared/constants';
import type { AppDeps } from '#server/deps';
import { addSeconds } from './tokens';
import { deleteDeadSessions, deleteSpentTokens } from './user.repository';

const EVERY_MS = 60 * 60 * 1000;

export const pruneSessionsAndTokens = async (deps: Pick<AppDeps, 'db'>, at = Date.now()) => {
  const now = new Date(at).toISOString();
  const sessions = await deleteDeadSessions(deps.db, now, addSeconds(-SESSION_IDLE_SECONDS, at));
  const tokens = await deleteSpentTokens(deps.db, now);
  return { sessions, tokens };
};

/** Prunes shortly after start and then every hour; the timers never keep the process alive. */
export const scheduleSessionSweeps = (deps: AppDeps) => {
  const run = () =>
    void pruneSessionsAndTokens(deps).then(
      (removed) => (removed.sessions || removed.tokens) && deps.logger.info(removed, 'pruned dead sessions and links'),
      (err: unknown) => deps.logger.error({ err }, 'pruning sessions failed'),
    );
  setTimeout(run, 30_000).unref();
  setInterval(run, EVERY_MS).unref();
};
