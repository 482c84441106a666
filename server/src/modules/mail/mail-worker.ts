// Sends the mail queue: claims due rows, sends each through the mailer (SMTP or the outbox folder)
// with a time limit, and on a failure tries again later with exponential backoff, up to a bounded
// number of tries, after which the row is 'failed' (logged, shown to staff on the dashboard). It
// runs beside the requests, never inside one. docs/decisions/018-mail-queue.md
import type { Logger } from 'pino';
import type { DB } from '#server/db/database';
import type { MailMessage, Mailer, MailWorker } from '#server/lib/mailer';
import { mailQueued } from './mail-queue';
import * as repo from './mail.repository';

export interface MailWorkerOptions {
  /** one send may take this long; then it counts as failed (the transport's own timeouts are shorter) */
  timeoutMs: number;
  /** tries before a row is given up as 'failed' */
  maxAttempts: number;
  /** the wait after the first failure, doubled after each next one, up to retryMaxMs */
  retryBaseMs: number;
  retryMaxMs: number;
  /** how often the worker looks for due rows when nothing woke it (reminders, retries) */
  pollMs: number;
  /** rows taken per claim */
  batch: number;
  /** sent rows are deleted after this long (their dedupe keys no longer matter) */
  keepSentMs: number;
  now: () => Date;
}

/** 8 tries over about 2 hours (1, 2, 4 … 64 minutes apart): an SMTP outage of an hour loses nothing. */
export const MAIL_DEFAULTS: MailWorkerOptions = {
  timeoutMs: 45_000,
  maxAttempts: 8,
  retryBaseMs: 60_000,
  retryMaxMs: 6 * 3_600_000,
  pollMs: 5_000,
  batch: 10,
  keepSentMs: 30 * 86_400_000,
  now: () => new Date(),
};

const messageOf = (row: repo.MailRow): MailMessage => ({
  to: row.to_address,
  subject: row.subject,
  text: row.text,
  ...(row.html ? { html: row.html } : {}),
  ...(row.reply_to ? { replyTo: row.reply_to } : {}),
  ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
  ...(row.attachments ? { attachments: JSON.parse(row.attachments) as MailMessage['attachments'] } : {}),
});

const withTimeout = <T>(work: Promise<T>, ms: number): Promise<T> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer from the mail server in ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
};

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err)).slice(0, 500);

/** `deps.mailer` is read at each send, so a test may swap the transport of a running app. */
export const createMailWorker = (
  deps: { db: DB; logger: Logger; mailer: Pick<Mailer, 'send'> },
  options: Partial<MailWorkerOptions> = {},
): MailWorker => {
  const o = { ...MAIL_DEFAULTS, ...options };
  const { db } = deps;
  let running: Promise<unknown> | null = null;
  let again = false;
  let poll: NodeJS.Timeout | undefined;
  let started = false;

  const backoff = (attempts: number) => Math.min(o.retryMaxMs, o.retryBaseMs * 2 ** (attempts - 1));

  const sendOne = async (row: repo.MailRow, at: () => Date) => {
    // The row, not the address: a visitor's email address is never written to the log.
    const log = { mail: row.id, kind: row.kind, attempt: row.attempts };
    try {
      await withTimeout(deps.mailer.send(messageOf(row)), o.timeoutMs);
    } catch (err) {
      const error = errorText(err);
      if (row.attempts >= o.maxAttempts) {
        await repo.markFailed(db, row.id, error);
        deps.logger.error({ ...log, err }, 'email failed for good: staff can retry it from the dashboard');
      } else {
        const next = new Date(at().getTime() + backoff(row.attempts));
        await repo.markRetry(db, row.id, next.toISOString(), error);
        deps.logger.warn({ ...log, err, retry_at: next.toISOString() }, 'email not sent: will try again');
      }
      return;
    }
    await repo.markSent(db, row.id, at().toISOString());
  };

  /** Claims and sends batches until nothing is due at `at`. */
  const sendDue = async (at: () => Date) => {
    let tried = 0;
    for (;;) {
      const now = at();
      const claimUntil = new Date(now.getTime() + o.timeoutMs * 2).toISOString();
      const rows = await repo.claimDue(db, now.toISOString(), claimUntil, o.batch);
      if (!rows.length) return tried;
      for (const row of rows) await sendOne(row, at);
      tried += rows.length;
    }
  };

  /** One run at a time; a wake-up during a run makes it look again when it ends. */
  const tick = () => {
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      do {
        again = false;
        await sendDue(o.now);
      } while (again && started);
    })()
      .catch((err: unknown) => deps.logger.error({ err }, 'mail worker run failed'))
      .finally(() => {
        running = null;
      });
  };

  const schedule = () => {
    poll = setTimeout(() => {
      tick();
      schedule();
    }, o.pollMs);
    poll.unref();
  };

  const purge = () =>
    repo
      .purgeSentBefore(db, new Date(o.now().getTime() - o.keepSentMs).toISOString())
      .catch((err: unknown) => deps.logger.error({ err }, 'purging sent mail failed'));

  return {
    async start() {
      if (started) return;
      started = true;
      const released = await repo.releaseClaims(db, o.now().toISOString());
      if (released) deps.logger.warn({ emails: released }, 'emails left sending by the last process are due again');
      await purge();
      mailQueued.on('queued', tick);
      schedule();
      tick();
    },
    async stop() {
      started = false;
      mailQueued.off('queued', tick);
      clearTimeout(poll);
      await running;
    },
    async drain(at) {
      await running;
      return sendDue(() => at ?? o.now());
    },
  };
};
