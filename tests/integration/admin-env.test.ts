// The staff member of ADMIN_EMAIL / ADMIN_PASSWORD (issue 6, item 2): created when missing, its
// password reset only when ADMIN_RESET_PASSWORD asks for it, and that reset ends its sessions.
import { describe, expect, it } from 'vitest';
import { ensureAdmin } from '#server/modules/auth/auth.service';
import { testAppForFile } from '../setup/test-app';

const t = testAppForFile();

const email = 'owner@weft.test';
const login = (password: string) => t.http().post('/api/login').send({ username: email, password });
const me = (token: string) => t.http().get('/api/admin/user').set('Authorization', `Bearer ${token}`);

describe('ensureAdmin', () => {
  it('creates the staff member when missing, and never hands back the password it was given', async () => {
    const result = await ensureAdmin(t.deps, { email, password: 'First-choice-1!', defaultEmail: 'x@weft.test' });
    expect(result).toEqual({ email, generatedPassword: null, created: true, passwordReset: false });
    expect((await login('First-choice-1!')).status).toBe(200);
  });

  it('keeps a password changed in the admin, and its sessions, across restarts', async () => {
    const token = (await login('First-choice-1!')).body.access_token as string;
    expect((await me(token)).status).toBe(200);
    await t
      .http()
      .put('/api/admin/user')
      .set('Authorization', `Bearer ${token}`)
      .send({
        first_name: 'Gallery',
        last_name: 'Owner',
        current_password: 'First-choice-1!',
        password: 'Changed-in-admin-2!',
        password_confirmation: 'Changed-in-admin-2!',
      })
      .expect(200);
    // a restart with the old environment
    const again = await ensureAdmin(t.deps, { email, password: 'First-choice-1!', defaultEmail: 'x@weft.test' });
    expect(again).toMatchObject({ created: false, passwordReset: false });
    expect((await login('Changed-in-admin-2!')).status).toBe(200);
    expect((await login('First-choice-1!')).status).toBe(400);
    expect((await me(token)).status).toBe(200);
  });

  it('resets the password only with resetPassword, ending every session of that member', async () => {
    const token = (await login('Changed-in-admin-2!')).body.access_token as string;
    const reset = await ensureAdmin(t.deps, {
      email,
      password: 'Reset-from-env-3!',
      resetPassword: true,
      defaultEmail: 'x@weft.test',
    });
    expect(reset).toMatchObject({ created: false, passwordReset: true, generatedPassword: null });
    expect((await me(token)).status).toBe(401);
    expect((await login('Reset-from-env-3!')).status).toBe(200);
  });

  it('a reset without ADMIN_PASSWORD makes a password, handed back once for the banner', async () => {
    const reset = await ensureAdmin(t.deps, { email, resetPassword: true, defaultEmail: 'x@weft.test' });
    expect(reset.generatedPassword).toMatch(/.{14}-7!a$/);
    expect((await login(reset.generatedPassword!)).status).toBe(200);
  });
});
