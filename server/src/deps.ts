import type Sqlite from 'better-sqlite3';
import type { Logger } from 'pino';
import type { DB } from './db/database';
import type { Env } from './env';
import type { Mailer } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limit';
import type { ReadCache } from './lib/read-cache';

/** What every service receives: no globals, so tests build their own. */
export interface AppDeps {
  env: Env;
  db: DB;
  sqlite: Sqlite.Database;
  logger: Logger;
  mailer: Mailer;
  limiter: RateLimiter;
  reads: ReadCache;
}
