// Configuration from the environment, validated once at start with a clear message per bad value.
import path from 'node:path';
import { z } from 'zod';

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

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_PATH: z.string().min(1).default('data/weft.db'),
  UPLOADS_DIR: z.string().min(1).default('uploads'),
  OUTBOX_DIR: z.string().min(1).default('data/outbox'),
  PUBLIC_URL: z.url({ error: 'must be a URL such as https://gallery.example.com' }).optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an email address' }).optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_DATA: boolish(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Weft Gallery <hello@weftgallery.com>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
});

export type Env = z.infer<typeof schema> & { publicUrl: string; rootDir: string };

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
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    rootDir,
  };
};
