// Smaller hardening of the HTTP surface (issue 6, items 3, 10, 12, 13): the bearer scheme, caching
// of staff answers, what the request log holds, and whose address counts behind a proxy.
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';
import { memoryLog } from '../setup/listen';

let t: TestApp;
const log = memoryLog();
beforeAll(async () => {
  t = await createTestApp({ logger: pino({ level: 'info' }, log.stream) });
});
afterAll(() => t.close());

describe('the Authorization header', () => {
  it('takes the Bearer scheme in any case (RFC 9110)', async () => {
    for (const scheme of ['bearer', 'BEARER', 'Bearer'])
      expect((await t.http().get('/api/admin/user').set('Authorization', `${scheme} ${t.token}`)).status).toBe(200);
    const upload = await t.http().delete('/api/admin/file-uploader').set('Authorization', `bearer ${t.token}`).send({});
    expect(upload.status).not.toBe(401);
    expect((await t.http().get('/api/admin/user').set('Authorization', `Basic ${t.token}`)).status).toBe(401);
  });
});

describe('Cache-Control: no-store', () => {
  it('on the login, every admin answer (REST and tRPC), and not on public pages', async () => {
    const login = await t.http().post('/api/login').send({ username: 'x@weft.test', password: 'Whatever-1!' });
    expect(login.headers['cache-control']).toBe('no-store');
    expect((await t.admin().get('/api/admin/user')).headers['cache-control']).toBe('no-store');
    expect((await t.http().get('/api/admin/user')).headers['cache-control']).toBe('no-store');
    const trpc = await t.http().get('/trpc/auth.me').set('Authorization', `Bearer ${t.token}`);
    expect(trpc.status).toBe(200);
    expect(trpc.headers['cache-control']).toBe('no-store');
    const trpcLogin = await t
      .http()
      .post('/trpc/auth.login')
      .send({ username: 'x@weft.test', password: 'Whatever-1!' });
    expect(trpcLogin.headers['cache-control']).toBe('no-store');
    expect((await t.http().get('/healthz')).headers['cache-control']).toBeUndefined();
  });
});

describe('the request log', () => {
  it('never holds a one-time token from an emailed link, and names the client address', async () => {
    await t.http().get('/change-password?token=SeCrEtToKeN123&x=1');
    await t.http().get('/api/public/artists?access_token=AnotherSecret9');
    const urls = log.lines.map((l) => (l.req as { url?: string } | undefined)?.url).filter(Boolean);
    expect(urls).toContain('/change-password?token=[redacted]&x=1');
    expect(urls).toContain('/api/public/artists?access_token=[redacted]');
    expect(log.text()).not.toMatch(/SeCrEtToKeN123|AnotherSecret9/);
    expect(log.lines.find((l) => (l.req as { url?: string })?.url?.startsWith('/change-password'))).toMatchObject({
      req: { ip: '127.0.0.1' },
    });
  });
});

describe('TRUST_PROXY', () => {
  it('by default believes X-Forwarded-For only from the loopback proxy', async () => {
    await t.http().get('/api/public/artists?probe=default').set('X-Forwarded-For', '198.51.100.7');
    const line = log.lines.find((l) => (l.req as { url?: string })?.url === '/api/public/artists?probe=default');
    expect(line).toMatchObject({ req: { ip: '198.51.100.7' } });
  });

  it('set to false, ignores X-Forwarded-For: a client cannot pick its own address', async () => {
    const own = memoryLog();
    const direct = await createTestApp({ logger: pino({ level: 'info' }, own.stream), env: { TRUST_PROXY: 'false' } });
    try {
      await direct.http().get('/api/public/artists?probe=direct').set('X-Forwarded-For', '198.51.100.7');
      const line = own.lines.find((l) => (l.req as { url?: string })?.url === '/api/public/artists?probe=direct');
      expect((line?.req as { ip: string }).ip).toMatch(/127\.0\.0\.1$/);
    } finally {
      await direct.close();
    }
  });
});
