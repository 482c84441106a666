// The anonymous mailing-list form (issue 6, item 9): it adds new addresses and never changes a
// known one, so nobody can re-subscribe someone who opted out, or rename them.
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MSG } from '#shared/messages';
import { CONFIRM_MAILS, RESEND_AFTER_MS } from '#server/modules/forms/subscribe.service';
import { sendQueuedMail, testAppForFile, tokenFromEmail } from '../setup/test-app';

const t = testAppForFile();

const subscribe = (name: string, email: string) =>
  t.http().post('/api/public/subscribe').send({ name, email, agree: true });
const row = (email: string) =>
  t.deps.db.selectFrom('subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow();

describe('POST /api/public/subscribe', () => {
  it('adds a new address', async () => {
    const res = await subscribe('Ada Weaver', 'ada@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.subscribed });
    expect(await row('ada@example.com')).toMatchObject({
      name: 'Ada Weaver',
      unsubscribed_at: null,
      confirmed_at: null,
    });
  });

  it('never clears an opt-out nor renames the subscriber, and answers the same', async () => {
    await subscribe('Opted Out', 'gone@example.com');
    const optedOut = '2026-01-01T00:00:00.000Z';
    await t.deps.db
      .updateTable('subscribers')
      .set({ unsubscribed_at: optedOut })
      .where('email', '=', 'gone@example.com')
      .execute();
    const before = await row('gone@example.com');
    const res = await subscribe('Someone Else', 'GONE@example.com');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.subscribed });
    expect(await row('gone@example.com')).toEqual(before);
  });
});

describe('the double opt-in', () => {
  const outbox = async () => {
    await sendQueuedMail(t);
    const dir = t.deps.env.OUTBOX_DIR;
    return fs
      .readdirSync(dir)
      .sort()
      .map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
  };
  const mailTo = async (email: string) => (await outbox()).filter((m) => m.includes(`To: ${email}`)).at(-1) ?? '';
  const unsubscribeToken = (mail: string) => /unsubscribe\?token=([a-f0-9]{32})/.exec(mail.replace(/=\r?\n/g, ''))![1]!;
  const csv = async () => (await t.admin().get('/api/admin/subscribers.csv')).text;

  it('emails a confirmation link (without the name typed) and exports the address only once confirmed', async () => {
    await subscribe('<a href="http://spam">Win</a>', 'new@example.com');
    expect(await row('new@example.com')).toMatchObject({ confirmed_at: null });
    const mail = await mailTo('new@example.com');
    expect(mail).toMatch(/^Subject: Please confirm your subscription to Weft Gallery$/m);
    expect(mail).not.toContain('spam');
    expect(mail).toMatch(/^List-Unsubscribe:\s+<http:\/\/weft\.test\/api\/public\/unsubscribe\?token=[a-f0-9]{32}>$/m);
    expect(mail).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
    expect(await csv()).not.toContain('new@example.com');

    const token = tokenFromEmail(mail.slice(mail.indexOf('To confirm')));
    const res = await t.http().post('/trpc/forms.confirmSubscription').send({ token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await row('new@example.com')).confirmed_at).not.toBeNull();
    expect(await csv()).toContain('"new@example.com"');
    expect(await mailTo('new@example.com')).toMatch(/^Subject: Welcome to Weft Gallery's mailing list$/m);
    // The link works once.
    expect((await t.http().post('/trpc/forms.confirmSubscription').send({ token })).status).toBe(400);
  });

  it('unsubscribes in one click from the mail program, for good: a later anonymous post changes nothing', async () => {
    await subscribe('Leaving Soon', 'leave@example.com');
    const token = unsubscribeToken(await mailTo('leave@example.com'));
    const sent = (await outbox()).length;
    const res = await t
      .http()
      .post(`/api/public/unsubscribe?token=${token}`)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await row('leave@example.com')).unsubscribed_at).not.toBeNull();
    await subscribe('Leaving Soon', 'leave@example.com');
    expect((await row('leave@example.com')).unsubscribed_at).not.toBeNull();
    expect(await outbox()).toHaveLength(sent);
    expect((await t.http().post('/api/public/unsubscribe?token=0000').send()).status).toBe(400);
    expect((await t.http().post('/trpc/forms.unsubscribe').send({ token })).status).toBe(200);
  });

  it('exports every cell quoted, with formula characters neutralised', async () => {
    await t.deps.db
      .insertInto('subscribers')
      .values({
        name: '=HYPERLINK("http://evil","x")',
        email: 'formula@example.com',
        agreed_at: '2026-01-01T00:00:00.000Z',
        confirmed_at: '2026-01-02T00:00:00.000Z',
        unsubscribe_token: 'c'.repeat(32),
      })
      .execute();
    const text = await csv();
    expect(text.split('\r\n')[0]).toBe('"name","email","confirmed_at"');
    expect(text).toContain('"\'=HYPERLINK(""http://evil"",""x"")","formula@example.com","2026-01-02T00:00:00.000Z"');
    expect((await t.http().get('/api/admin/subscribers.csv')).status).toBe(401);
  });
});

describe('one address typed again and again', () => {
  afterEach(() => vi.useRealTimers());

  it(`is sent at most ${CONFIRM_MAILS.max} confirmation links a day, an hour apart, and every answer is the same`, async () => {
    const confirmations = async () =>
      (
        await t.deps.db
          .selectFrom('mail_queue')
          .select('created_at')
          .where('kind', '=', 'mailing-list:confirm')
          .where('to_address', '=', 'target@example.com')
          .execute()
      ).map((m) => m.created_at);
    const start = Date.parse('2026-12-01T00:00:00.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const answers = new Set<string>();
    // Every ten minutes for a day, from addresses that each stay within their own limit.
    for (let i = 0; i < 144; i++) {
      vi.setSystemTime(start + i * 10 * 60_000);
      const res = await t
        .http()
        .post('/api/public/subscribe')
        .set('X-Forwarded-For', `192.0.2.${(i % 200) + 1}`)
        .send({ name: 'Someone', email: i % 2 ? 'TARGET@example.com' : 'target@example.com', agree: true });
      answers.add(`${res.status} ${JSON.stringify(res.body)}`);
    }
    expect([...answers]).toEqual([`200 ${JSON.stringify({ message: MSG.subscribed })}`]);
    const sent = (await confirmations()).map((at) => Date.parse(at));
    expect(sent).toHaveLength(CONFIRM_MAILS.max);
    for (let i = 1; i < sent.length; i++) expect(sent[i]! - sent[i - 1]!).toBeGreaterThanOrEqual(RESEND_AFTER_MS);
  });
});
