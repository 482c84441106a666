// Visitors' email addresses never reach the log (issue 27): not from the mail queue's lines (the
// forms' confirmations and staff replies among them), not from an SMTP refusal that names the
// recipient, not from a URL a visitor typed one into.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeExhibition, makeTimeslot } from '#server/factories/events';
import { dateInDays } from '#server/factories/support';
import { makeLogger } from '#server/lib/logger';
import { memoryLog } from '../setup/listen';
import { createTestApp, sendQueuedMail, type TestApp } from '../setup/test-app';

let t: TestApp;
const log = memoryLog();
beforeAll(async () => {
  // The server's own logger (its serializers), writing here.
  t = await createTestApp({ logger: makeLogger('info', log.stream) });
});
afterAll(() => t.close());

const ADDRESSES = ['rsvp.guest@example.com', 'list.reader@example.org', 'jane.writer@example.net'];
const post = (p: string, body: object, ip: string) =>
  t.http().post(`/api/public/${p}`).set('X-Forwarded-For', ip).send(body);

describe('the log', () => {
  it("never holds a visitor's email address: RSVPs, the mailing list, forms, mail sent and refused, URLs", async () => {
    const show = await makeExhibition(t.deps.db, { title: 'Quiet Loom', slug: 'quiet-loom' });
    await makeTimeslot(t.deps.db, { exhibition_id: show.id, date: dateInDays(4), time: '17:00', capacity: 10 });
    const rsvp = await post(
      'exhibitions/quiet-loom/rsvp',
      { name: 'Rita Guest', email: ADDRESSES[0], guests: 1, date: dateInDays(4), time: '17:00' },
      '10.9.0.1',
    );
    expect(rsvp.status, JSON.stringify(rsvp.body)).toBe(200);
    expect((await post('subscribe', { name: 'Lee Reader', email: ADDRESSES[1], agree: true }, '10.9.0.2')).status).toBe(
      200,
    );
    const contact = await post(
      'contact-us/send-message',
      { name: 'Jane Writer', email: ADDRESSES[2], subject: `Write to ${ADDRESSES[2]}`, message: 'Hello' },
      '10.9.0.3',
    );
    expect(contact.status, JSON.stringify(contact.body)).toBe(200);
    // Staff answer from the inbox: the reply goes to the visitor through the queue.
    const { id } = await t.deps.db.selectFrom('form_submissions').select('id').executeTakeFirstOrThrow();
    expect((await t.admin().post(`/api/admin/form-submission/${id}/replies`).send({ body: 'Hello Jane' })).status).toBe(
      200,
    );
    expect(await sendQueuedMail(t)).toBeGreaterThanOrEqual(2);

    // An SMTP server's refusal names the recipient, as nodemailer's errors carry it.
    await post(
      'subscribe',
      { name: 'Lee Reader', email: 'refused.reader@example.org', agree: true },
      '10.9.0.4',
    ).expect(200);
    const send = t.deps.mailer.send;
    t.deps.mailer.send = async (message) => {
      const to = String(message.to);
      throw Object.assign(
        new Error(`Can't send mail - all recipients were rejected: 550 5.1.1 <${to}>: no such user`),
        {
          code: 'EENVELOPE',
          rejected: [to],
          response: `550 5.1.1 <${to}>: Recipient address rejected`,
        },
      );
    };
    try {
      await sendQueuedMail(t);
    } finally {
      t.deps.mailer.send = send;
    }
    await t
      .http()
      .get(`/api/public/artists?email=${encodeURIComponent('url.typer@example.com')}&x=url.typer@example.com`);

    const text = log.text();
    expect(text).toMatch(/email not sent: will try again/);
    expect(text).toMatch(/\*\*\*@example\.org/);
    for (const address of [...ADDRESSES, 'refused.reader@example.org', 'url.typer@example.com'])
      expect(text).not.toContain(address.split('@')[0]);
  });
});
