// The durable mail queue: mail is written with what causes it (a rollback queues nothing), a slow or
// refusing mail server never slows or fails a request, the worker retries with backoff, gives up
// after its tries as 'failed' (staff see, retry or remove it), and a crash mid-send loses nothing.
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { immediateTx } from '#server/db/transaction';
import { makeExhibition, makeTimeslot } from '#server/factories/events';
import { dateInDays as day } from '#server/factories/support';
import { queueMail, type QueuedMail } from '#server/modules/mail/mail-queue';
import { claimDue } from '#server/modules/mail/mail.repository';
import { createMailWorker } from '#server/modules/mail/mail-worker';
import { bodyOf, createTestApp, lastEmail, testAppForFile, type TestApp } from '../setup/test-app';

const t = testAppForFile();
const rows = () => t.deps.db.selectFrom('mail_queue').selectAll().orderBy('id').execute();
const clear = () => t.deps.db.deleteFrom('mail_queue').execute();
const mail = (over: Partial<QueuedMail> = {}): QueuedMail => ({
  kind: 'test',
  to: 'visitor@example.com',
  subject: 'Hello',
  text: 'A line of text',
  ...over,
});
const failing = (reason = 'connect ECONNREFUSED 127.0.0.1:25') => ({
  send: () => Promise.reject(new Error(reason)),
});
const minutes = (n: number, from = new Date()) => new Date(from.getTime() + n * 60_000);

describe('queueMail', () => {
  it('writes nothing when the caller’s transaction rolls back, and the row when it commits', async () => {
    await clear();
    await expect(
      immediateTx(t.deps.db, async (trx) => {
        await queueMail(trx, mail({ subject: 'rolled back' }));
        throw new Error('the booking failed');
      }),
    ).rejects.toThrow('the booking failed');
    expect(await rows()).toEqual([]);
    await immediateTx(t.deps.db, (trx) => queueMail(trx, mail({ subject: 'committed' })));
    expect((await rows()).map((r) => [r.subject, r.status, r.attempts])).toEqual([['committed', 'queued', 0]]);
  });

  it('a dedupe key already queued or sent makes the call a no-op', async () => {
    await clear();
    await queueMail(t.deps.db, mail({ dedupeKey: 'reminder:1', subject: 'first' }));
    await queueMail(t.deps.db, mail({ dedupeKey: 'reminder:1', subject: 'second' }));
    expect((await rows()).map((r) => r.subject)).toEqual(['first']);
    await t.deps.mail.drain();
    await queueMail(t.deps.db, mail({ dedupeKey: 'reminder:1', subject: 'third' }));
    expect((await rows()).map((r) => [r.subject, r.status])).toEqual([['first', 'sent']]);
  });

  it('waits for notBefore, and keeps no body once sent', async () => {
    await clear();
    const at = minutes(60 * 20);
    await queueMail(t.deps.db, mail({ notBefore: at.toISOString(), text: 'secret link' }));
    expect(await t.deps.mail.drain()).toBe(0);
    expect(await t.deps.mail.drain(at)).toBe(1);
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', text: '', attempts: 1 });
    expect(row!.sent_at).not.toBeNull();
  });

  it('sends reply-to, headers and attachments as given', async () => {
    await clear();
    await queueMail(
      t.deps.db,
      mail({
        replyTo: 'desk@weftgallery.com',
        headers: { 'X-Weft-Kind': 'test' },
        attachments: [{ filename: 'a.txt', content: 'attached words', contentType: 'text/plain' }],
      }),
    );
    const raw = await lastEmail(t);
    expect(raw).toMatch(/Reply-To: desk@weftgallery\.com/);
    expect(raw).toMatch(/X-Weft-Kind: test/);
    expect(raw).toMatch(/filename=a\.txt/);
  });
});

describe('the worker', () => {
  it('tries again after a failure with a growing wait, then sends', async () => {
    await clear();
    await queueMail(t.deps.db, mail());
    const now = new Date();
    let fail = 2;
    const worker = createMailWorker({
      db: t.deps.db,
      logger: pino({ level: 'silent' }),
      mailer: { send: (m) => (fail-- > 0 ? Promise.reject(new Error('421 try later')) : t.deps.mailer.send(m)) },
    });
    expect(await worker.drain(now)).toBe(1);
    let [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 1, last_error: '421 try later' });
    expect(row!.next_attempt_at).toBe(minutes(1, now).toISOString());
    expect(await worker.drain(now)).toBe(0); // not due yet
    await worker.drain(minutes(1, now));
    [row] = await rows();
    expect(row).toMatchObject({ status: 'queued', attempts: 2 });
    expect(row!.next_attempt_at).toBe(minutes(3, now).toISOString()); // 2 minutes after the second try
    await worker.drain(minutes(3, now));
    [row] = await rows();
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });
  });

  it('gives up as failed after its tries, logged; staff see it on the dashboard, retry it or remove it', async () => {
    await clear();
    await queueMail(t.deps.db, mail({ kind: 'rsvp-confirmation', to: 'lost@example.com', subject: 'Your visit' }));
    const logged: { level: number; msg: string }[] = [];
    const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    const worker = createMailWorker({ db: t.deps.db, logger, mailer: failing() }, { maxAttempts: 3 });
    let at = new Date();
    for (let i = 0; i < 5; i++) {
      await worker.drain(at);
      at = minutes(60, at);
    }
    const [row] = await rows();
    expect(row).toMatchObject({ status: 'failed', attempts: 3, last_error: 'connect ECONNREFUSED 127.0.0.1:25' });
    expect(logged.filter((l) => l.level === 40)).toHaveLength(2);
    expect(logged.filter((l) => l.level === 50).map((l) => l.msg)).toEqual([
      'email failed for good: staff can retry it from the dashboard',
    ]);

    const dash = await bodyOf<{ mail: { waiting: number; failed: number } }>(t.admin().get('/api/admin/dashboard'));
    expect(dash.mail).toEqual({ waiting: 0, failed: 1 });
    const failed = await bodyOf<{ total: number; data: { id: number }[] }>(t.admin().get('/api/admin/mail/failed'));
    expect(failed).toEqual({
      total: 1,
      data: [
        {
          id: row!.id,
          kind: 'rsvp-confirmation',
          to: 'lost@example.com',
          subject: 'Your visit',
          attempts: 3,
          last_error: 'connect ECONNREFUSED 127.0.0.1:25',
          created_at: row!.created_at,
        },
      ],
    });

    expect(await bodyOf<{ message: string }>(t.admin().post(`/api/admin/mail/${row!.id}/retry`).send({}))).toEqual({
      message: 'The email is queued again and will be sent in a moment.',
    });
    expect((await rows())[0]).toMatchObject({ status: 'queued', attempts: 0 });
    const again = await t.admin().post(`/api/admin/mail/${row!.id}/retry`).send({});
    expect(again.status).toBe(404);
    expect(again.body.message).toBe('This email is not waiting to be retried');
    await t.deps.mail.drain();
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 1 });

    await queueMail(t.deps.db, mail({ to: 'typo@exampel.con' }));
    await createMailWorker({ db: t.deps.db, logger, mailer: failing() }, { maxAttempts: 1 }).drain();
    const typo = (await rows()).find((r) => r.to_address === 'typo@exampel.con')!;
    expect(typo.status).toBe('failed');
    expect(await bodyOf(t.admin().delete(`/api/admin/mail/${typo.id}`))).toEqual({
      message: 'The email was removed from the queue.',
    });
    expect((await rows()).map((r) => r.to_address)).toEqual(['lost@example.com']);
    expect((await t.admin().get('/api/admin/mail/failed')).body.total).toBe(0);
    expect((await t.http().get('/api/admin/mail/failed')).status).toBe(401);
  });

  it('a send that never answers counts as a failure after the time limit', async () => {
    await clear();
    await queueMail(t.deps.db, mail());
    const worker = createMailWorker(
      { db: t.deps.db, logger: pino({ level: 'silent' }), mailer: { send: () => new Promise(() => {}) } },
      { timeoutMs: 200 },
    );
    const started = Date.now();
    await worker.drain();
    expect(Date.now() - started).toBeLessThan(2000);
    expect((await rows())[0]).toMatchObject({
      status: 'queued',
      attempts: 1,
      last_error: 'no answer from the mail server in 0.2 s',
    });
  });

  it('after a crash mid-send, the next process sends what was left sending', async () => {
    await clear();
    await queueMail(t.deps.db, mail({ subject: 'left sending' }));
    // The dead process claimed it (for a while) and never finished.
    await claimDue(t.deps.db, new Date().toISOString(), minutes(10).toISOString(), 10);
    expect((await rows())[0]).toMatchObject({ status: 'sending', attempts: 1 });
    expect(await t.deps.mail.drain()).toBe(0); // still claimed: nobody else sends it twice

    const sent: string[] = [];
    const next = createMailWorker({
      db: t.deps.db,
      logger: pino({ level: 'silent' }),
      mailer: { send: async (m) => void sent.push(m.subject) },
    });
    await next.start();
    await next.drain();
    await next.stop();
    expect(sent).toEqual(['left sending']);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a claim that lapsed (its process died) is taken again without a restart', async () => {
    await clear();
    await queueMail(t.deps.db, mail());
    await claimDue(t.deps.db, new Date().toISOString(), minutes(10).toISOString(), 10);
    expect(await t.deps.mail.drain(minutes(11))).toBe(1);
    expect((await rows())[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a started worker sends what a request queued, by itself', async () => {
    await clear();
    const worker = createMailWorker(t.deps, { pollMs: 60_000 });
    await worker.start();
    try {
      await immediateTx(t.deps.db, (trx) => queueMail(trx, mail({ subject: 'woken' })));
      for (let i = 0; i < 100 && (await rows())[0]?.status !== 'sent'; i++) await new Promise((r) => setTimeout(r, 20));
      expect((await rows())[0]).toMatchObject({ subject: 'woken', status: 'sent' });
    } finally {
      await worker.stop();
    }
  });
});

/** A local mail server that refuses every connection, or accepts and never says a word. */
const mailServer = async (behaviour: 'refuse' | 'silent') => {
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    if (behaviour === 'refuse') socket.destroy();
    else sockets.add(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

describe.each(['refuse', 'silent'] as const)('a mail server that would %s', (behaviour) => {
  let server: Awaited<ReturnType<typeof mailServer>>;
  let app: TestApp;
  beforeAll(async () => {
    server = await mailServer(behaviour);
    app = await createTestApp({ env: { SMTP_URL: server.url } });
  });
  afterAll(async () => {
    await app.close();
    await server.close();
  });

  it('never slows or fails a booking or an invitation; the email waits in the queue for a retry', async () => {
    const worker = createMailWorker(app.deps, { timeoutMs: 500, pollMs: 50 });
    await worker.start(); // sending in the background while the requests come in
    try {
      const ex = await makeExhibition(app.deps.db, { title: 'Quiet Server', slug: 'quiet-server' });
      await makeTimeslot(app.deps.db, { exhibition_id: ex.id, date: day(3), time: '14:00', capacity: 20 });
      const timings: number[] = [];
      for (let i = 0; i < 3; i++) {
        const started = Date.now();
        const res = await app
          .http()
          .post('/api/public/exhibitions/quiet-server/rsvp')
          .set('X-Forwarded-For', `10.9.0.${i + 1}`)
          .send({ name: 'Ada Lovelace', email: `ada${i}@example.com`, guests: 1, date: day(3), time: '14:00' });
        timings.push(Date.now() - started);
        expect(res.status).toBe(200);
        expect(res.body.message).toMatch(/An email about your reservation is on its way to ada\d@example\.com\.$/);
      }
      const started = Date.now();
      const invite = await app.admin().post('/api/admin/user/invite').send({ email: 'new.staff@weft.test' });
      timings.push(Date.now() - started);
      expect(invite.status).toBe(200);
      expect(invite.body.message).toBe('An invitation is on its way to new.staff@weft.test');
      // A silent server would hold each answer 15 s or more if it were sent inline.
      expect(Math.max(...timings)).toBeLessThan(1500);

      // Every email was tried, failed, and waits for its next try.
      for (let i = 0; i < 200; i++) {
        const tried = await app.deps.db
          .selectFrom('mail_queue')
          .select('attempts')
          .where('kind', '!=', 'rsvp-reminder')
          .execute();
        if (tried.length === 4 && tried.every((r) => r.attempts > 0)) break;
        await new Promise((r) => setTimeout(r, 25));
      }
    } finally {
      await worker.stop();
    }
    const queued = await app.deps.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('kind', '!=', 'rsvp-reminder')
      .orderBy('id')
      .execute();
    expect(queued.map((r) => [r.kind, r.status, r.attempts])).toEqual([
      ['rsvp-confirmation', 'queued', 1],
      ['rsvp-confirmation', 'queued', 1],
      ['rsvp-confirmation', 'queued', 1],
      ['staff-invite', 'queued', 1],
    ]);
    for (const r of queued) expect(r.last_error).toBeTruthy();
  });
});

describe('the outbox', () => {
  it('takes an invitation to a 247-character address without a 500', async () => {
    const local = 'a'.repeat(64);
    const address = `${local}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(55)}.test`;
    expect(address).toHaveLength(247);
    const res = await t.admin().post('/api/admin/user/invite').send({ email: address });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const raw = await lastEmail(t);
    expect(raw).toContain('You are invited');
  });
});
