// What staff see of the mail queue: how much waits, which emails gave up, and a way to try them
// again (after the mail server is fixed) or to drop one that can never go (a mistyped address).
import type { AppDeps } from '#server/deps';
import { NotFound } from '#server/lib/errors';
import { mailQueued } from './mail-queue';
import * as repo from './mail.repository';

export const MAIL_NOT_FAILED = 'This email is not waiting to be retried';
export const FAILED_LIST_SIZE = 50;

export const mailFigures = (deps: AppDeps) => repo.countByStatus(deps.db);

export const listFailedMail = async (deps: AppDeps) => {
  const [counts, rows] = await Promise.all([repo.countByStatus(deps.db), repo.listFailed(deps.db, FAILED_LIST_SIZE)]);
  return {
    total: counts.failed,
    data: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      to: r.to_address,
      subject: r.subject,
      attempts: r.attempts,
      last_error: r.last_error ?? '',
      created_at: r.created_at,
    })),
  };
};

export const retryFailedMail = async (deps: AppDeps, id: number) => {
  if (!(await repo.requeueFailed(deps.db, id, new Date().toISOString()))) throw new NotFound(MAIL_NOT_FAILED);
  mailQueued.emit('queued');
  return { message: 'The email is queued again and will be sent in a moment.' };
};

export const dismissFailedMail = async (deps: AppDeps, id: number) => {
  if (!(await repo.deleteFailed(deps.db, id))) throw new NotFound(MAIL_NOT_FAILED);
  return { message: 'The email was removed from the queue.' };
};
