// Builds the dependencies from the configuration: database (migrated), logger, mailer, limiter.
import pino, { type Logger } from 'pino';
import { migrateToLatest } from './db/migrate';
import { openDatabase } from './db/database';
import type { AppDeps } from './deps';
import type { Env } from './env';
import { createMailer } from './lib/mailer';
import { RateLimiter } from './lib/rate-limit';
import { ReadCache } from './lib/read-cache';
import { createMailWorker } from './modules/mail/mail-worker';
import { publicationClock } from './modules/media/publication-clock';

export const createLogger = (env: Env): Logger =>
  pino({ level: env.LOG_LEVEL, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });

export const createDeps = async (env: Env, logger: Logger = createLogger(env)): Promise<AppDeps> => {
  const { db, sqlite } = openDatabase(env.DATABASE_PATH);
  const applied = await migrateToLatest(db);
  if (applied.length) logger.info({ migrations: applied }, 'database migrated');
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR, logger });
  const deps = {
    env,
    db,
    sqlite,
    logger,
    mailer,
    limiter: new RateLimiter(),
    reads: new ReadCache(sqlite, undefined, publicationClock(sqlite)),
  };
  return { ...deps, mail: createMailWorker(deps) };
};

export const closeDeps = async (deps: AppDeps) => {
  // Background jobs and the send under way need the database until they are done; mail still queued
  // stays in it for the next start.
  await deps.mailer.settled();
  await deps.mail.stop();
  await deps.db.destroy();
};
