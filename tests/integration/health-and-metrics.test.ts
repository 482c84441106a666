// /healthz, /readyz and /metrics (issue 19): readiness names what fails without a secret, and the
// metrics are closed unless METRICS_TOKEN is set, labelled by route template, never the raw URL.
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArtist } from '#server/factories/catalogue';
import { queueMail } from '#server/modules/mail/mail-queue';
import { markFailed } from '#server/modules/mail/mail.repository';
import { createTestApp, type TestApp } from '../setup/test-app';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
let t: TestApp;
let closed: TestApp;
beforeAll(async () => {
  [t, closed] = await Promise.all([createTestApp({ env: { METRICS_TOKEN: TOKEN } }), createTestApp()]);
});
afterAll(() => Promise.all([t.close(), closed.close()]));

describe('/healthz and /readyz', () => {
  it('answer ok and ready on a healthy server', async () => {
    expect((await t.http().get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.http().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready' });
  });

  it('say which check fails, without paths or sizes', async () => {
    const { deps } = t;
    deps.lifecycle.draining = true;
    const schema = deps.lifecycle.schemaVersion;
    deps.lifecycle.schemaVersion = '2099-01-01T0000_from_a_newer_release';
    const minFree = deps.env.READY_MIN_FREE_MB;
    deps.env.READY_MIN_FREE_MB = Number.MAX_SAFE_INTEGER;
    deps.sqlite.pragma('query_only = ON');
    const uploadsAway = `${deps.env.UPLOADS_DIR}-away`;
    fs.renameSync(deps.env.UPLOADS_DIR, uploadsAway);
    try {
      const res = await t.http().get('/readyz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({
        status: 'not ready',
        failed: {
          stopping: 'the server is stopping',
          migrations: 'the database schema is not the expected one',
          database: 'the database is open read-only',
          uploads: 'the uploads folder is missing or not writable',
          disk: `less than ${Number.MAX_SAFE_INTEGER} MB of disk space is free`,
        },
      });
      expect(res.text).not.toContain(t.dir);
      expect((await t.http().get('/healthz')).status).toBe(200);
    } finally {
      fs.renameSync(uploadsAway, deps.env.UPLOADS_DIR);
      deps.sqlite.pragma('query_only = OFF');
      deps.env.READY_MIN_FREE_MB = minFree;
      deps.lifecycle.schemaVersion = schema;
      deps.lifecycle.draining = false;
    }
    expect((await t.http().get('/readyz')).status).toBe(200);
  });
});

const scrape = async () => {
  const res = await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return res.text;
};
const value = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
};

describe('/metrics', () => {
  it('is not there without METRICS_TOKEN, and needs the token when set', async () => {
    expect((await closed.http().get('/metrics')).status).toBe(404);
    expect((await closed.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}`)).status).toBe(404);
    expect((await t.http().get('/metrics')).status).toBe(401);
    expect((await t.http().get('/metrics').set('Authorization', 'Bearer wrong')).status).toBe(401);
    expect((await t.http().get('/metrics').set('Authorization', `Bearer ${TOKEN}x`)).status).toBe(401);
  });

  it('counts requests by route template, never by the raw address', async () => {
    const artist = await makeArtist(t.deps.db, { first_name: 'Anni', last_name: 'Albers' });
    for (let i = 0; i < 3; i++) await t.http().get(`/api/public/artists?page=all&probe=${i}`);
    await t.http().get(`/api/public/artists/${artist.slug}`);
    await t.http().get('/api/public/artists/no-such-artist-at-all');
    for (let i = 0; i < 5; i++) await t.http().get(`/invented-${i}/deeper`);
    await t.http().get('/trpc/auth.me');
    await t.http().get('/trpc/auth.me,no.such');
    const text = await scrape();
    expect(value(text, 'weft_http_requests_total{method="GET",route="/api/public/artists",status="2xx"}')).toBe(3);
    expect(value(text, 'weft_http_requests_total{method="GET",route="/api/public/artists/{slug}",status="2xx"}')).toBe(
      1,
    );
    expect(value(text, 'weft_http_requests_total{method="GET",route="/api/public/artists/{slug}",status="4xx"}')).toBe(
      1,
    );
    expect(text).toMatch(/weft_http_requests_total\{method="GET",route="\(unmatched\)",status="[45]xx"\} 5/);
    expect(text).toContain('route="/trpc/auth.me"');
    expect(text).toContain('route="/trpc/(batch)"');
    expect(text).not.toMatch(/probe=|invented-|Albers|anni/i);
    expect(text).toMatch(
      /weft_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/public\/artists"\}/,
    );
    expect(value(text, 'weft_http_requests_total{method="GET",route="/healthz",status="2xx"}')).toBeGreaterThan(0);
  });

  it('reports the read cache hit rate, the slow queues, database and uploads size', async () => {
    // A repeated public GET is answered whole from the answers cache (web/answer-cache.ts).
    const hitsBefore = value(await scrape(), 'weft_read_cache_hits_total{cache="answers"}') ?? 0;
    for (let i = 0; i < 3; i++) await t.http().get('/api/public/artworks/shop-page');
    const text = await scrape();
    expect(value(text, 'weft_read_cache_hits_total{cache="answers"}')).toBeGreaterThanOrEqual(hitsBefore + 2);
    expect(value(text, 'weft_read_cache_misses_total{cache="answers"}')).toBeGreaterThan(0);
    expect(value(text, 'weft_read_cache_misses_total{cache="api"}')).toBeGreaterThan(0);
    // A credential, forged or not, neither skips the kept answer nor makes another: a public answer
    // is the same whoever asks, and a header must not buy a render the cache would have spared.
    const missesBefore = value(text, 'weft_read_cache_misses_total{cache="answers"}')!;
    const forged = await t.http().get('/api/public/artworks/shop-page').set('Authorization', 'Bearer forged');
    const staff = await t.admin().get('/api/public/artworks/shop-page');
    expect(forged.status).toBe(200);
    expect(staff.body).toEqual(forged.body);
    const after = await scrape();
    expect(value(after, 'weft_read_cache_misses_total{cache="answers"}')).toBe(missesBefore);
    expect(value(after, 'weft_read_cache_hits_total{cache="answers"}')).toBeGreaterThanOrEqual(hitsBefore + 4);
    expect(value(text, 'weft_queue_jobs{queue="argon2",state="waiting"}')).toBe(0);
    expect(value(text, 'weft_queue_jobs{queue="images",state="running"}')).toBe(0);
    const dbBytes =
      value(text, 'weft_database_bytes{file="database"}')! + value(text, 'weft_database_bytes{file="wal"}')!;
    expect(dbBytes).toBeGreaterThan(100_000);
    expect(text).toContain('weft_uploads_bytes');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('reports the mail queue by status, failures included, each at 0 before any', async () => {
    const status = (text: string, s: string) => value(text, `weft_mail_queue{status="${s}"}`);
    const before = await scrape();
    for (const s of ['queued', 'sending', 'sent', 'failed']) expect(status(before, s)).toBe(0);
    const mail = { kind: 'test', to: 'a@example.com', subject: 'Hello', text: 'Hi' };
    await queueMail(t.deps.db, mail);
    await queueMail(t.deps.db, { ...mail, to: 'b@example.com' });
    const first = await t.deps.db.selectFrom('mail_queue').select('id').orderBy('id').executeTakeFirstOrThrow();
    await markFailed(t.deps.db, first.id, 'mailbox unavailable');
    const after = await scrape();
    expect(status(after, 'failed')).toBe(1);
    expect(status(after, 'queued')! + status(after, 'sending')! + status(after, 'sent')!).toBe(1);
  });
});
