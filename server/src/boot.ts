// Builds the dependencies from the configuration: database (migrated), logger, mailer, limiter.
import fs from 'node:fs';
import type { Logger } from 'pino';
import { migrateToLatest } from './db/migrate';
import type Sqlite from 'better-sqlite3';
import { openDatabase, type DB } from './db/database';
import { backupBeforeUpgrade } from './ops/backup';
import type { AppDeps } from './deps';
import type { Env } from './env';
import { makeLogger } from './lib/logger';
import { createMailer } from './lib/mailer';
import { RateLimiter } from './lib/rate-limit';
import { ReadCache, WriteClock } from './lib/read-cache';
import { installDataVersions, tablesOf, type TableInfo } from './db/data-versions';
import { publicationClock } from './db/publication-clock';
import { Lifecycle } from './ops/graceful-stop';
import { schemaVersion } from './ops/health';
import { createMailWorker, prepareDatabase as prepareDomains, SCHEDULED_TABLES, staffOf } from './compose/wiring';

export const createLogger = (env: Env): Logger => makeLogger(env.LOG_LEVEL);

/** What the owner of the database does at start: migrations, the domains' triggers and index, the write counter. */
const prepareDatabase = async (env: Env, logger: Logger, db: DB, sqlite: Sqlite.Database): Promise<TableInfo> => {
  // Made at start, so that /readyz can tell a folder that is missing or not writable.
  fs.mkdirSync(env.UPLOADS_DIR, { recursive: true });
  const applied = await migrateToLatest(db, sqlite, {
    beforeUpgrade: async (pending) => {
      if (env.DATABASE_PATH === ':memory:') return;
      const copy = await backupBeforeUpgrade(sqlite, env.DATABASE_PATH);
      logger.info({ pending, copy }, 'upgrading the database: a copy of it as it was is kept');
    },
  });
  if (applied.length) logger.info({ migrations: applied }, 'database migrated');
  // The search index and its feeds, the facet feeds (decision 031): made again at every start.
  await prepareDomains(db, logger);
  return installDataVersions(sqlite);
};

export interface DepsOptions {
  /**
   * For a thread that only reads, beside the process that owns the database (web/render-thread.ts):
   * no migration, and no search feed, facet feed or write counter made again (the owner made them
   * at its start; making them again would write): only the tables looked up.
   */
  reader?: boolean;
}

export const createDeps = async (
  env: Env,
  logger: Logger = createLogger(env),
  options: DepsOptions = {},
): Promise<AppDeps> => {
  const { db, sqlite, tables } = openDatabase(
    env.DATABASE_PATH,
    env.SLOW_QUERY_MS > 0
      ? { ms: env.SLOW_QUERY_MS, report: (sql, ms) => logger.warn({ sql, ms: Math.round(ms) }, 'slow query') }
      : undefined,
  );
  const tableInfo = options.reader ? tablesOf(sqlite) : await prepareDatabase(env, logger, db, sqlite);
  tables.known = tableInfo.known;
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, outboxDir: env.OUTBOX_DIR, logger });
  const lifecycle = new Lifecycle();
  lifecycle.schemaVersion = schemaVersion({ sqlite });
  const deps = {
    env,
    db,
    sqlite,
    logger,
    mailer,
    limiter: new RateLimiter(),
    reads: new ReadCache(new WriteClock(sqlite, tableInfo.counted, publicationClock(sqlite, SCHEDULED_TABLES))),
    lifecycle,
  };
  const full: AppDeps = { ...deps, mail: createMailWorker(deps), staffOf: (token) => staffOf(full, token) };
  return full;
};

export const closeDeps = async (deps: AppDeps) => {
  // Background jobs and the send under way need the database until they are done; mail still queued
  // stays in it for the next start.
  await deps.mailer.settled();
  await deps.mail.stop();
  // Everything in the write-ahead log goes into the database file, so that the file alone is whole
  // (a copy, a restore) and the next start replays nothing.
  if (deps.sqlite.open && !deps.sqlite.readonly && deps.sqlite.name !== ':memory:')
    deps.sqlite.pragma('wal_checkpoint(TRUNCATE)');
  await deps.db.destroy();
};
