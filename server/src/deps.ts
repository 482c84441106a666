import type Sqlite from 'better-sqlite3';
import type { Logger } from 'pino';
import type { DB } from './db/database';
import type { Env } from './env';
import type { Mailer } from './lib/mailer';
import type { MailWorker } from './modules/mail/mail-worker';
import type { RateLimiter } from './lib/rate-limit';
import type { ReadCache } from './lib/read-cache';
import type { Lifecycle } from './ops/graceful-stop';

/** The staff member behind an admin call (the change history names them). */
export interface Actor {
  id: number;
  name: string;
}

/** What every service receives: no globals, so tests build their own. */
export interface AppDeps {
  env: Env;
  db: DB;
  sqlite: Sqlite.Database;
  logger: Logger;
  /** the transport; services never call it, they queue mail (modules/mail/mail-queue.ts) */
  mailer: Mailer;
  /** sends the mail queue; started by the process (index.ts), drained by tests */
  mail: MailWorker;
  limiter: RateLimiter;
  reads: ReadCache;
  /** Whether the process is stopping (read by /readyz and the connection handling). */
  lifecycle: Lifecycle;
  /** set for admin calls: who is making them */
  actor?: Actor;
}
