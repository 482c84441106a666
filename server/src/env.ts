// Configuration from the environment, validated once at start with a clear message per bad value.
import net from 'node:net';
import path from 'node:path';
import { z } from 'zod';

/** Backups kept when BACKUP_KEEP is not set (ops/backup.ts prunes the older ones). */
export const DEFAULT_KEEP = 14;

/** How often the server backs up by itself: `30m`, `6h`, `1d` (at least 5 minutes). */
export const parseEvery = (value: string): number | undefined => {
  const m = /^(\d+)\s*(m|h|d)$/.exec(value.trim());
  if (!m) return undefined;
  const ms = Number(m[1]) * { m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] as 'm' | 'h' | 'd'];
  return ms >= 5 * 60_000 ? ms : undefined;
};

const boolish = (fallback: boolean) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === '') return fallback;
      if (/^(1|true|yes|on)$/i.test(v)) return true;
      if (/^(0|false|no|off)$/i.test(v)) return false;
      ctx.addIssue({ code: 'custom', message: 'must be true or false' });
      return z.NEVER;
    });

const PROXY_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrSubnet = (v: string) => {
  const [address = '', prefix, extra] = v.split('/');
  const family = net.isIP(address);
  if (!family || extra !== undefined) return false;
  return prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128));
};

/**
 * Which proxies may tell the client's address (X-Forwarded-For), in Express's terms: `false`, a
 * hop count, or addresses, subnets and the names loopback / linklocal / uniquelocal. `true` is
 * refused: it would let any client pick its own address and so escape the login back-off.
 */
const trustProxy = z
  .string()
  .optional()
  .transform((v, ctx): false | number | string[] => {
    const value = v?.trim() || 'loopback';
    if (/^(false|no|off)$/i.test(value)) return false;
    if (/^\d+$/.test(value)) return Number(value);
    const items = value.split(',').map((item) => item.trim());
    if (items.every((item) => PROXY_NAMES.has(item) || isAddressOrSubnet(item))) return items;
    ctx.addIssue({
      code: 'custom',
      message: /^(true|yes|on)$/i.test(value)
        ? 'true would trust any client to name its own address: give the proxy addresses or a hop count'
        : 'must be false, a hop count, or a comma-separated list of addresses, subnets, loopback, linklocal or uniquelocal',
    });
    return z.NEVER;
  });

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_PATH: z.string().min(1).default('data/weft.db'),
  UPLOADS_DIR: z.string().min(1).default('uploads'),
  OUTBOX_DIR: z.string().min(1).default('data/outbox'),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://gallery.example.com' }).optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_RESET_PASSWORD: boolish(false),
  TRUST_PROXY: trustProxy,
  DEMO_DATA: boolish(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Weft Gallery <hello@weftgallery.com>'),
  /** the gallery's mailbox: where visitors' answers to its confirmations and replies go (Reply-To) */
  MAIL_REPLY_TO: z.email({ error: 'must be an email address' }).default('hello@weftgallery.com'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** a query slower than this many milliseconds is logged as a warning with its SQL (0: never) */
  SLOW_QUERY_MS: z.coerce.number().min(0).default(0),
  /**
   * The load shedder's target (ms): under a standing queue (one that did not shrink), a visitor's
   * read that waited longer than this is refused with 503 (0: never). Unset: 1,000 in production, off otherwise (tests
   * and development on a busy machine run late). Decision 028.
   */
  SHED_LOAD_LAG_MS: z.coerce.number().min(0).optional(),
  /**
   * Whether first renders of public pages go to a second thread, on the second core
   * (web/render-thread.ts), when the machine has one and the server runs built (npm start).
   */
  RENDER_THREAD: boolish(true),
  NODE_ENV: z.string().default('development'),
  BACKUP_DIR: z.string().min(1).optional(),
  BACKUP_EVERY: z
    .string()
    .optional()
    .refine(
      (v) => v === undefined || parseEvery(v) !== undefined,
      'must be a number of minutes, hours or days such as 30m, 6h or 1d (at least 5m)',
    ),
  BACKUP_KEEP: z.coerce.number().int().min(1).default(DEFAULT_KEEP),
  METRICS_TOKEN: z.string().min(24, 'must be at least 24 characters (use `openssl rand -hex 24`)').optional(),
  /** Below this much free space a write may fail half-way (an upload is up to 150 MB): not ready. */
  READY_MIN_FREE_MB: z.coerce.number().int().min(0).default(256),
});

export type Env = z.infer<typeof schema> & { publicUrl: string; rootDir: string; backupEveryMs?: number };

export class EnvError extends Error {}

export const loadEnv = (source: NodeJS.ProcessEnv = process.env, rootDir = process.cwd()): Env => {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const resolve = (p: string) => (path.isAbsolute(p) ? p : path.join(rootDir, p));
  return {
    ...env,
    DATABASE_PATH: env.DATABASE_PATH === ':memory:' ? ':memory:' : resolve(env.DATABASE_PATH),
    UPLOADS_DIR: resolve(env.UPLOADS_DIR),
    OUTBOX_DIR: resolve(env.OUTBOX_DIR),
    BACKUP_DIR: env.BACKUP_DIR ? resolve(env.BACKUP_DIR) : undefined,
    backupEveryMs: env.BACKUP_EVERY ? parseEvery(env.BACKUP_EVERY) : undefined,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    rootDir,
  };
};
