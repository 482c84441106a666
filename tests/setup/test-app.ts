// A fresh, migrated SQLite database and app per test file, and helpers to call it as a client would.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Express } from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import { createApp } from '#server/app';
import { closeDeps, createDeps } from '#server/boot';
import type { AppDeps } from '#server/deps';
import { loadEnv } from '#server/env';
import { ensureAdmin } from '#server/modules/auth/auth.service';

export const ADMIN = { email: 'staff@weft.test', password: 'Weave-2026!' } as const;

export interface TestApp {
  app: Express;
  deps: AppDeps;
  dir: string;
  /** a logged-in staff member's bearer token */
  token: string;
  /** supertest with the staff token set */
  admin: () => {
    get: (p: string) => request.Test;
    post: (p: string) => request.Test;
    put: (p: string) => request.Test;
    delete: (p: string) => request.Test;
  };
  http: () => ReturnType<typeof request>;
  close: () => Promise<void>;
}

export const createTestApp = async (
  opts: {
    clientDir?: string;
    logger?: pino.Logger;
    env?: Record<string, string>;
    /** routes of the test's own, mounted beside the domains' Express routes (before the REST layer) */
    routes?: (app: Express) => void;
  } = {},
): Promise<TestApp> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-test-'));
  const env = loadEnv(
    {
      DATABASE_PATH: path.join(dir, 'weft.db'),
      UPLOADS_DIR: path.join(dir, 'uploads'),
      OUTBOX_DIR: path.join(dir, 'outbox'),
      PUBLIC_URL: 'http://weft.test',
      LOG_LEVEL: 'silent',
      DEMO_DATA: 'false',
      NODE_ENV: 'test',
      ...opts.env,
    },
    process.cwd(),
  );
  const deps = await createDeps(env, opts.logger ?? pino({ level: 'silent' }));
  await ensureAdmin(deps, { email: ADMIN.email, password: ADMIN.password, defaultEmail: ADMIN.email });
  const app = createApp(deps, {
    clientDir: opts.clientDir,
    beforeRest: (a) => opts.routes?.(a),
  });
  const login = await request(app).post('/api/login').send({ username: ADMIN.email, password: ADMIN.password });
  if (login.status !== 200) throw new Error(`test login failed: ${login.status} ${JSON.stringify(login.body)}`);
  const token = login.body.access_token as string;
  const auth = (t: request.Test) => t.set('Authorization', `Bearer ${token}`);
  return {
    app,
    deps,
    dir,
    token,
    http: () => request(app),
    admin: () => ({
      get: (p) => auth(request(app).get(p)),
      post: (p) => auth(request(app).post(p)),
      put: (p) => auth(request(app).put(p)),
      delete: (p) => auth(request(app).delete(p)),
    }),
    close: async () => {
      await closeDeps(deps);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};

/**
 * Sends what is queued (after the background jobs that queue mail, such as a password reset's
 * lookup), as the server's worker would, and answers how many emails were tried.
 */
export const sendQueuedMail = async (t: Pick<TestApp, 'deps'>) => {
  await t.deps.mailer.settled();
  return t.deps.mail.drain();
};

/** The newest email in the outbox, as text, once the queue has been sent. */
export const lastEmail = async (t: Pick<TestApp, 'deps'>): Promise<string> => {
  await sendQueuedMail(t);
  const dir = t.deps.env.OUTBOX_DIR;
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
  if (!files.length) throw new Error('no email was sent');
  return fs.readFileSync(path.join(dir, files[files.length - 1]!), 'utf8');
};

/** Every email sent so far, raw and in order, once the queue has been sent; quoted-printable soft breaks undone. */
export const sentEmails = async (t: Pick<TestApp, 'deps'>): Promise<string[]> => {
  await sendQueuedMail(t);
  const dir = t.deps.env.OUTBOX_DIR;
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .sort()
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    : [];
};

/** The token of the link in an email (…?token=XYZ). Quoted-printable soft breaks are undone. */
export const tokenFromEmail = (raw: string): string => {
  const text = raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const m = /[?&]token=([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error('no token link in email');
  return decodeURIComponent(m[1]!);
};

/**
 * The app of one test file, made before its tests and closed after them. Declared at the top of the
 * file; the members read the app made in beforeAll.
 */
export const testAppForFile = (): TestApp => {
  let made: TestApp | undefined;
  beforeAll(async () => {
    made = await createTestApp();
  });
  afterAll(() => made?.close());
  const app = () => {
    if (!made) throw new Error('the test app is made in beforeAll: use it inside a test or hook');
    return made;
  };
  return {
    get app() {
      return app().app;
    },
    get deps() {
      return app().deps;
    },
    get dir() {
      return app().dir;
    },
    get token() {
      return app().token;
    },
    admin: () => app().admin(),
    http: () => app().http(),
    close: () => app().close(),
  };
};

/** The body of a response that must have `status` (200 unless given), as the caller types it. */
export const bodyOf = async <T>(req: PromiseLike<request.Response>, status = 200): Promise<T> => {
  const res = await req;
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  return res.body as T;
};

/** The first message of each field of a 422's `errors`. */
export const firstMessages = (errors: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, v[0]]));

/** A refused form: the answer must be a 422, and this is the first message of each field, as the screen shows them. */
export const refusedFields = (res: request.Response) => {
  expect(res.status, JSON.stringify(res.body)).toBe(422);
  return firstMessages(res.body.errors as Record<string, string[]>);
};
