// Issue 6, items 4, 5, 11 and 13: forgot-password timing, guessable passwords, dead sessions and
// links, and the modes of the files that hold secrets.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { pruneSessionsAndTokens } from '#server/modules/auth/session-sweeper';
import { COMMON_PASSWORD_MESSAGE, isGuessable } from '#server/modules/auth/password-policy';
import { FORGOT_MESSAGE } from '#server/modules/auth/auth.service';
import { ADMIN, lastEmail, sendQueuedMail, testAppForFile, tokenFromEmail } from '../setup/test-app';

const t = testAppForFile();

const login = async () =>
  (await t.http().post('/api/login').send({ username: ADMIN.email, password: ADMIN.password })).body
    .access_token as string;
const me = (token: string) => t.http().get('/api/admin/user').set('Authorization', `Bearer ${token}`);
const outboxCount = () => (fs.existsSync(t.deps.env.OUTBOX_DIR) ? fs.readdirSync(t.deps.env.OUTBOX_DIR).length : 0);

describe('forgot-password', () => {
  it('answers before any email is made, so its timing cannot tell a staff address', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const send = t.deps.mailer.send;
    t.deps.mailer.send = async (message) => {
      await gate;
      await send(message);
    };
    try {
      const before = outboxCount();
      const res = await t.http().post('/api/public/forgot-password').send({ email: ADMIN.email });
      // The answer came while the email was still held back.
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: FORGOT_MESSAGE });
      expect(outboxCount()).toBe(before);
      release();
      await sendQueuedMail(t);
      expect(outboxCount()).toBe(before + 1);
      expect(tokenFromEmail(await lastEmail(t))).toMatch(/^[\w-]{40,}$/);
    } finally {
      t.deps.mailer.send = send;
    }
  });
});

describe('guessable passwords', () => {
  const reset = async (password: string) => {
    await t.http().post('/api/public/forgot-password').send({ email: ADMIN.email });
    await sendQueuedMail(t);
    const token = tokenFromEmail(await lastEmail(t));
    const res = await t
      .http()
      .post('/api/public/reset-password')
      .send({ token, password, password_confirmation: password });
    return { res, token };
  };

  it.each(['password1!', 'qwerty12#', 'P@ssw0rd1', 'welcome1!'])(
    'refuses %s with a clear message, and the link stays usable',
    async (password) => {
      const { res, token } = await reset(password);
      expect(res.status).toBe(422);
      expect(res.body.errors.password).toEqual([COMMON_PASSWORD_MESSAGE]);
      const retry = await t
        .http()
        .post('/api/public/reset-password')
        .send({ token, password: ADMIN.password, password_confirmation: ADMIN.password });
      expect(retry.status).toBe(200);
    },
  );

  it("keeps the spec's composition rule and message", async () => {
    const { res } = await reset('longenoughbutplain');
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual([MSG.password]);
  });

  it('refuses the staff member’s own name plus a digit and a sign on the profile', async () => {
    const token = await login();
    const put = (password: string) =>
      t.http().put('/api/admin/user').set('Authorization', `Bearer ${token}`).send({
        first_name: 'Zebulonia',
        last_name: 'Admin',
        current_password: ADMIN.password,
        password,
        password_confirmation: password,
      });
    const res = await put('Zebulonia1!');
    expect(res.status).toBe(422);
    expect(res.body.errors.password).toEqual([COMMON_PASSWORD_MESSAGE]);
    // the same password is fine for someone of another name (it is not a common one)
    expect(await isGuessable('Zebulonia1!', ['Someone', 'Else'])).toBe(false);
    await t
      .http()
      .put('/api/admin/user')
      .set('Authorization', `Bearer ${token}`)
      .send({ first_name: 'Gallery', last_name: 'Admin' })
      .expect(200);
  });
});

describe('sessions', () => {
  it('a token unused for 24 hours answers 401, well before its seven days', async () => {
    const token = await login();
    expect((await me(token)).status).toBe(200);
    const dayAgo = new Date(Date.now() - 24 * 3600_000 - 60_000).toISOString();
    await t.deps.db.updateTable('sessions').set({ last_used_at: dayAgo }).execute();
    expect((await me(token)).status).toBe(401);
  });

  it('the sweep deletes expired and idle sessions and used or expired links, and keeps live ones', async () => {
    const live = await login();
    await t.deps.db
      .updateTable('sessions')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('last_used_at', '<', new Date(Date.now() - 5000).toISOString())
      .execute();
    await t.http().post('/api/public/forgot-password').send({ email: ADMIN.email });
    await sendQueuedMail(t);
    await t.http().post('/api/public/forgot-password').send({ email: ADMIN.email }); // retires the first link
    await sendQueuedMail(t);
    const before = await t.deps.db.selectFrom('user_tokens').select(['used_at', 'expires_at']).execute();
    expect(before.some((r) => r.used_at !== null)).toBe(true);

    const removed = await pruneSessionsAndTokens(t.deps);
    expect(removed.tokens).toBeGreaterThan(0);
    const sessions = await t.deps.db.selectFrom('sessions').select(['expires_at', 'last_used_at']).execute();
    const tokens = await t.deps.db.selectFrom('user_tokens').select(['used_at', 'expires_at']).execute();
    const now = new Date().toISOString();
    expect(sessions.every((s) => s.expires_at > now)).toBe(true);
    expect(tokens).toHaveLength(1);
    expect(tokens.every((r) => r.used_at === null && r.expires_at > now)).toBe(true);
    expect((await me(live)).status).toBe(200);
  });
});

describe('files holding secrets', () => {
  const mode = (file: string) => fs.statSync(file).mode & 0o777;

  it('the database is 0600 and the outbox 0700 with 0600 emails', async () => {
    expect(mode(t.deps.env.DATABASE_PATH)).toBe(0o600);
    const wal = `${t.deps.env.DATABASE_PATH}-wal`;
    if (fs.existsSync(wal)) expect(mode(wal)).toBe(0o600);
    await t.http().post('/api/public/forgot-password').send({ email: ADMIN.email });
    await sendQueuedMail(t);
    const outbox = t.deps.env.OUTBOX_DIR;
    expect(mode(outbox)).toBe(0o700);
    for (const f of fs.readdirSync(outbox)) expect(mode(path.join(outbox, f))).toBe(0o600);
  });
});
