// The login back-off under real concurrency (issue 6, item 1): parallel HTTP requests against the
// app on a real port, tRPC batches, and static files during a login flood.
import fs from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRPC_MAX_BATCH } from '#shared/constants';
import { UNBATCHED_MESSAGE } from '#server/modules/auth/auth.router';
import { argonSlots } from '#server/modules/auth/tokens';
import { ADMIN, createTestApp, type TestApp } from '../setup/test-app';
import { listen, memoryLog } from '../setup/listen';

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let clientDir: string;
const log = memoryLog();

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'weft-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Weft</title>');
  fs.writeFileSync(path.join(clientDir, 'assets', 'app.js'), 'console.log("weft");\n'.repeat(2000));
  t = await createTestApp({ clientDir, logger: pino({ level: 'info' }, log.stream) });
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** Each test comes from its own client address (trust proxy: loopback), so limits do not mix. */
let nextAddress = 1;
const newAddress = () => `203.0.113.${nextAddress++}`;

const postLogin = (username: string, password: string, address: string) =>
  fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ username, password }),
  });

describe('concurrent logins', () => {
  it('evaluate at most the free allowance for one account; the rest get 429 with Retry-After', async () => {
    const address = newAddress();
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => postLogin(ADMIN.email, `Wrong-guess-${i}!`, address)),
    );
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 400)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    for (const r of responses.filter((r) => r.status === 429)) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(((await r.json()) as { message: string }).message).toMatch(/^Too many attempts/);
    }
  });

  it('count the addresses of one IPv6 /64 as one client', async () => {
    const statuses = [];
    for (let i = 1; i <= 6; i++)
      statuses.push((await postLogin(ADMIN.email, `Wrong-guess-${i}!`, `2001:db8:99:1::${i.toString(16)}`)).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await postLogin(ADMIN.email, 'Wrong-guess-7!', '2001:db8:99:2::1')).status).toBe(400);
  });

  it('a right password after failures still works once the lock-out has passed, and forgives them', async () => {
    const address = newAddress();
    for (let i = 0; i < 4; i++) expect((await postLogin(ADMIN.email, 'Nope-nope-1!', address)).status).toBe(400);
    const ok = await postLogin(ADMIN.email, ADMIN.password, address);
    expect(ok.status).toBe(200);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    // forgiven: five more wrong guesses are evaluated again
    for (let i = 0; i < 4; i++) expect((await postLogin(ADMIN.email, 'Nope-nope-1!', address)).status).toBe(400);
  });

  it('logs ok, fail and locked with the account and client address, never the password', async () => {
    const address = newAddress();
    await postLogin(ADMIN.email, ADMIN.password, address);
    await Promise.all(Array.from({ length: 7 }, () => postLogin('eve@weft.test', 'Secret-guess-77!', address)));
    const events = log.lines.filter((l) => l.event === 'login' && l.ip === address);
    expect(events).toContainEqual(expect.objectContaining({ outcome: 'ok', account: ADMIN.email }));
    expect(events).toContainEqual(expect.objectContaining({ outcome: 'fail', account: 'eve@weft.test' }));
    expect(events).toContainEqual(expect.objectContaining({ outcome: 'locked', account: 'eve@weft.test' }));
    // the request log carries the client address too
    expect(log.lines).toContainEqual(expect.objectContaining({ req: expect.objectContaining({ ip: address }) }));
    expect(log.text()).not.toContain('Secret-guess-77!');
    expect(log.text()).not.toContain(ADMIN.password);
  });
});

describe('the current password on the profile', () => {
  it('goes through the same back-off: 20 parallel guesses, at most 5 checked', async () => {
    const login = await postLogin(ADMIN.email, ADMIN.password, newAddress());
    const { access_token } = (await login.json()) as { access_token: string };
    const guess = (i: number) =>
      fetch(`${server.url}/api/admin/user`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
        body: JSON.stringify({
          first_name: 'Gallery',
          last_name: 'Admin',
          current_password: `Profile-guess-${i}!`,
          password: 'Brand-new-pass-9!',
          password_confirmation: 'Brand-new-pass-9!',
        }),
      });
    const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => guess(i)));
    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s === 422)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(15);
    expect(responses.find((r) => r.status === 429)!.headers.get('retry-after')).toMatch(/^\d+$/);
    // the rest of the profile is not held back by the lock-out
    const right = await fetch(`${server.url}/api/admin/user`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${access_token}` },
      body: JSON.stringify({ first_name: 'Gallery', last_name: 'Admin', current_password: ADMIN.password }),
    });
    expect(right.status).toBe(200);
  });
});

describe('tRPC batches', () => {
  const batch = (paths: string[], inputs: unknown[], address: string) =>
    fetch(`${server.url}/trpc/${paths.join(',')}?batch=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
      body: JSON.stringify(Object.fromEntries(inputs.map((input, i) => [i, input]))),
    });

  it(`refuse more than ${TRPC_MAX_BATCH} calls in one request`, async () => {
    const paths = Array.from({ length: TRPC_MAX_BATCH + 1 }, () => 'cataloguePublic.artists');
    const res = await fetch(`${server.url}/trpc/${paths.join(',')}?batch=1&input=${encodeURIComponent('{}')}`);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toMatch(/Batch call exceeds maximum size/);
  });

  it('never carry password guesses: each auth call in a batch is refused unchecked', async () => {
    const address = newAddress();
    const guesses = Array.from({ length: TRPC_MAX_BATCH }, (_, i) => ({
      username: ADMIN.email,
      password: i === 3 ? ADMIN.password : `Batch-guess-${i}!`,
    }));
    const res = await batch(
      guesses.map(() => 'auth.login'),
      guesses,
      address,
    );
    const body = (await res.json()) as { error?: { message: string; data: { httpStatus: number } } }[];
    expect(body).toHaveLength(TRPC_MAX_BATCH);
    for (const item of body) {
      expect(item.error?.message).toBe(UNBATCHED_MESSAGE);
      expect(item.error?.data.httpStatus).toBe(400);
    }
    // None was evaluated: nothing was logged for this address and nothing was counted against it.
    expect(log.lines.filter((l) => l.event === 'login' && l.ip === address)).toEqual([]);
    const alone = await batch(['auth.login'], [{ username: ADMIN.email, password: ADMIN.password }], address);
    expect(alone.status).toBe(200);
  });
});

describe('argon2 is bounded', () => {
  it('static files keep answering during 100 concurrent logins', async () => {
    const asset = async () => {
      const started = performance.now();
      const res = await fetch(`${server.url}/assets/app.js`);
      await res.arrayBuffer();
      expect(res.status).toBe(200);
      return performance.now() - started;
    };
    await asset(); // warm: the first read opens the file
    let finished = 0;
    // Different accounts from different addresses: no limit refuses them, so all 100 reach argon2.
    const flood = Array.from({ length: 100 }, (_, i) =>
      postLogin(`flood-${i}@weft.test`, 'Flood-guess-1!', newAddress()).then((r) => {
        finished++;
        return r.status;
      }),
    );
    // Let the server take in the burst (parsing 100 bodies is not what is measured): wait until most
    // logins queue for argon2, or a second at most (without the bound nothing ever queues there).
    for (const until = Date.now() + 1000; argonSlots.queued < 80 && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 10));
    const times: number[] = [];
    for (let i = 0; i < 5; i++) times.push(await asset());
    const stillRunning = 100 - finished;
    console.info(`asset during the login flood: ${times.map((x) => x.toFixed(0)).join(', ')} ms`);
    // The aim is 200 ms. Measured on this 2-core machine: 6–90 ms with the bound when this file
    // runs alone, a median of 140 ms while the whole suite ran beside it; 5 s and more without the
    // bound, as the asset waited for every hash. Since the suite runs two files at once, a loaded
    // machine once took it past 500 ms: the median of five under 1.5 s still fails threefold without
    // the bound.
    expect([...times].sort((a, b) => a - b)[2]).toBeLessThan(1500);
    // The flood was still being hashed while the asset was fetched, so the timing means something.
    expect(stillRunning).toBeGreaterThan(30);
    expect((await Promise.all(flood)).every((s) => s === 400)).toBe(true);
  });
});
