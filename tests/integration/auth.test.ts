import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { ADMIN, lastEmail, sendQueuedMail, testAppForFile, tokenFromEmail } from '../setup/test-app';

const t = testAppForFile();

const login = (username: string, password: string) => t.http().post('/api/login').send({ username, password });

/** A fresh staff session: the reset tests end every earlier one. */
const staff = async () => {
  const bearer = `Bearer ${(await login(ADMIN.email, ADMIN.password)).body.access_token}`;
  return {
    post: (p: string) => t.http().post(p).set('Authorization', bearer),
    put: (p: string) => t.http().put(p).set('Authorization', bearer),
    get: (p: string) => t.http().get(p).set('Authorization', bearer),
  };
};

describe('POST /api/login', () => {
  it('answers an opaque token and its lifetime', async () => {
    const res = await login(ADMIN.email, ADMIN.password);
    expect(res.status).toBe(200);
    expect(res.body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.expires_in).toBeGreaterThan(3600);
    const stored = await t.deps.db.selectFrom('sessions').select('token_hash').execute();
    expect(stored.map((s) => s.token_hash)).not.toContain(res.body.access_token);
  });

  it('gives the spec messages for bad input as 422 per field', async () => {
    const res = await login('not-an-email', '');
    expect(res.status).toBe(422);
    expect(res.body.errors.username).toEqual([MSG.loginEmail]);
    expect(res.body.errors.password).toEqual([MSG.required]);
    expect(res.body.stack).toBeUndefined();
  });

  it('answers an unknown email exactly like a wrong password', async () => {
    const unknown = await login('nobody@weft.test', 'Whatever-1!');
    const wrong = await login(ADMIN.email, 'Wrong-password-1!');
    expect(unknown.status).toBe(400);
    expect(wrong.status).toBe(400);
    expect(unknown.body).toEqual({ ...wrong.body });
    expect(unknown.body.message).toBe(MSG.invalidCredentials);
  });

  it('backs off with 429 after repeated failures for one email', async () => {
    const email = 'victim@weft.test';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await login(email, `Guess-${i}!x`)).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses).toContain(429);
    const locked = await login(email, 'Guess-x!1');
    expect(locked.status).toBe(429);
    expect(locked.body.message).toMatch(/Too many attempts/);
  });
});

describe('sessions', () => {
  it('GET /api/admin/user answers the staff member with initials and abbreviation', async () => {
    const res = await t.admin().get('/api/admin/user');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ email: ADMIN.email, initials: 'GA', name_abbreviation: 'Gallery A.' });
  });

  it('401 without a token, with a bogus one, and with an expired one', async () => {
    expect((await t.http().get('/api/admin/user')).status).toBe(401);
    expect((await t.http().get('/api/admin/user').set('Authorization', 'Bearer nope')).status).toBe(401);
    const { access_token } = (await login(ADMIN.email, ADMIN.password)).body;
    await t.deps.db.updateTable('sessions').set({ expires_at: '2000-01-01T00:00:00.000Z' }).execute();
    const res = await t.http().get('/api/admin/user').set('Authorization', `Bearer ${access_token}`);
    expect(res.status).toBe(401);
    expect(res.body.message).toBe(MSG.unauthenticated);
  });

  it('logout revokes the token on the server', async () => {
    const { access_token } = (await login(ADMIN.email, ADMIN.password)).body;
    const bearer = `Bearer ${access_token}`;
    expect((await t.http().get('/api/admin/user').set('Authorization', bearer)).status).toBe(200);
    expect((await t.http().post('/api/logout').set('Authorization', bearer)).status).toBe(200);
    expect((await t.http().get('/api/admin/user').set('Authorization', bearer)).status).toBe(401);
  });
});

describe('PUT /api/admin/user', () => {
  it('updates the name and answers the fresh user', async () => {
    const { access_token } = (await login(ADMIN.email, ADMIN.password)).body;
    const res = await t
      .http()
      .put('/api/admin/user')
      .set('Authorization', `Bearer ${access_token}`)
      .send({ first_name: 'Ada', last_name: 'Lovelace' });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ first_name: 'Ada', initials: 'AL', name_abbreviation: 'Ada L.' });
  });

  it('changes the password only with the right current one, with the spec messages', async () => {
    const { access_token } = (await login(ADMIN.email, ADMIN.password)).body;
    const put = (body: object) =>
      t.http().put('/api/admin/user').set('Authorization', `Bearer ${access_token}`).send(body);
    const weak = await put({
      first_name: 'Ada',
      last_name: 'Lovelace',
      current_password: ADMIN.password,
      password: 'short',
      password_confirmation: 'short',
    });
    expect(weak.status).toBe(422);
    expect(weak.body.errors.password).toEqual([MSG.password]);
    const mismatch = await put({
      first_name: 'Ada',
      last_name: 'Lovelace',
      current_password: ADMIN.password,
      password: 'Longer-pass-1!',
      password_confirmation: 'Other-pass-1!',
    });
    expect(mismatch.body.errors.password_confirmation).toEqual([MSG.confirmed]);
    const wrongCurrent = await put({
      first_name: 'Ada',
      last_name: 'Lovelace',
      current_password: 'nope',
      password: 'Longer-pass-1!',
      password_confirmation: 'Longer-pass-1!',
    });
    expect(wrongCurrent.status).toBe(422);
    expect(wrongCurrent.body.errors.current_password).toBeDefined();
    expect((await login(ADMIN.email, 'Longer-pass-1!')).status).toBe(400);
  });
});

describe('emailed links', () => {
  it('forgot → reset: a single-use link that changes the password and ends other sessions', async () => {
    const other = (await login(ADMIN.email, ADMIN.password)).body.access_token;
    const forgot = await t.http().post('/api/public/forgot-password').send({ email: ADMIN.email });
    await sendQueuedMail(t);
    expect(forgot.status).toBe(200);
    const token = tokenFromEmail(await lastEmail(t));
    const reset = await t
      .http()
      .post('/api/public/reset-password')
      .send({ token, password: 'Fresh-start-9!', password_confirmation: 'Fresh-start-9!' });
    expect(reset.status).toBe(200);
    expect((await login(ADMIN.email, 'Fresh-start-9!')).status).toBe(200);
    expect((await t.http().get('/api/admin/user').set('Authorization', `Bearer ${other}`)).status).toBe(401);
    const again = await t
      .http()
      .post('/api/public/reset-password')
      .send({ token, password: 'Again-start-9!', password_confirmation: 'Again-start-9!' });
    expect(again.status).toBe(422);
    expect(again.body.errors.token).toEqual([MSG.tokenInvalid]);
    // put the known password back for the other tests
    await t.http().post('/api/public/forgot-password').send({ email: ADMIN.email });
    await sendQueuedMail(t);
    await t
      .http()
      .post('/api/public/reset-password')
      .send({
        token: tokenFromEmail(await lastEmail(t)),
        password: ADMIN.password,
        password_confirmation: ADMIN.password,
      });
  });

  it('forgot-password answers the same for an unknown email and sends nothing', async () => {
    const known = await t.http().post('/api/public/forgot-password').send({ email: ADMIN.email });
    await sendQueuedMail(t);
    const before = await lastEmail(t);
    const unknown = await t.http().post('/api/public/forgot-password').send({ email: 'ghost@weft.test' });
    await sendQueuedMail(t);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(await lastEmail(t)).toBe(before);
  });

  it('an expired reset link is refused', async () => {
    await t.http().post('/api/public/forgot-password').send({ email: ADMIN.email });
    await sendQueuedMail(t);
    const token = tokenFromEmail(await lastEmail(t));
    await t.deps.db
      .updateTable('user_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('kind', '=', 'reset')
      .execute();
    const res = await t
      .http()
      .post('/api/public/reset-password')
      .send({ token, password: 'Fresh-start-9!', password_confirmation: 'Fresh-start-9!' });
    expect(res.status).toBe(422);
  });

  it('invite → confirm-invite creates a staff member who can log in', async () => {
    const invite = await (await staff()).post('/api/admin/user/invite').send({ email: 'New.Person@weft.test' });
    expect(invite.status).toBe(200);
    const token = tokenFromEmail(await lastEmail(t));
    const bad = await t
      .http()
      .post('/api/user/confirm-invite')
      .send({ token, first_name: 'N', last_name: 'Person', password: 'abc', password_confirmation: 'abd' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      first_name: [MSG.min(2)],
      password: [MSG.password],
      password_confirmation: [MSG.confirmed],
    });
    const ok = await t.http().post('/api/user/confirm-invite').send({
      token,
      first_name: 'Nia',
      last_name: 'Person',
      password: 'Loom-and-1!',
      password_confirmation: 'Loom-and-1!',
    });
    expect(ok.status).toBe(200);
    const session = await login('new.person@weft.test', 'Loom-and-1!');
    expect(session.status).toBe(200);
    const me = await t.http().get('/api/admin/user').set('Authorization', `Bearer ${session.body.access_token}`);
    expect(me.body).toMatchObject({ first_name: 'Nia', email_verified: true });
  });

  it('inviting an existing staff email is refused', async () => {
    const res = await (await staff()).post('/api/admin/user/invite').send({ email: ADMIN.email });
    expect(res.status).toBe(422);
    expect(res.body.errors.email).toBeDefined();
  });

  it('send-verify-email → verify-email marks the address verified', async () => {
    await t.deps.db.updateTable('users').set({ email_verified_at: null }).where('email', '=', ADMIN.email).execute();
    const sent = await (await staff()).post('/api/admin/user/send-verify-email');
    expect(sent.status).toBe(200);
    const token = tokenFromEmail(await lastEmail(t));
    const res = await (await staff()).put('/api/admin/user/verify-email').send({ token });
    expect(res.status).toBe(200);
    expect((await (await staff()).get('/api/admin/user')).body.email_verified).toBe(true);
    expect((await (await staff()).put('/api/admin/user/verify-email').send({ token })).status).toBe(422);
  });
});
