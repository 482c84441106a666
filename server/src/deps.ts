import type Sqlite from 'better-sqlite3';
import type { Logger } from 'pino';
import type { Selectable } from 'kysely';
import type { DB } from './db/database';
import type { UsersTable } from './db/schema';
import type { Env } from './env';
import type { Mailer, MailWorker } from './lib/mailer';
import type { RateLimiter } from './lib/rate-limit';
import type { ReadCache } from './lib/read-cache';
import type { Lifecycle } from './ops/graceful-stop';

/** The staff member behind an admin call (the change history names them). */
export interface Actor {
  id: number;
  name: string;
}

/** A signed-in staff member, as their session token stands for them. */
export type SessionUser = Pick<
  Selectable<UsersTable>,
  'id' | 'email' | 'password_hash' | 'first_name' | 'last_name' | 'role' | 'email_verified_at' | 'avatar_file_id'
>;

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
  /**
   * The staff member a bearer token stands for now, or undefined (unknown, expired or idle): the
   * auth module's lookup, handed in so that the procedure builders and the load shedder can tell
   * staff without importing a module.
   */
  staffOf: (token: string) => Promise<SessionUser | undefined>;
  /** Whether the process is stopping (read by /readyz and the connection handling). */
  lifecycle: Lifecycle;
  /** set for admin calls: who is making them */
  actor?: Actor;
}
