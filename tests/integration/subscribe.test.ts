// The anonymous mailing-list form (issue 6, item 9): it adds new addresses and never changes a
// known one, so nobody can re-subscribe someone who opted out, or rename them.
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { testAppForFile } from '../setup/test-app';

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
    expect(await row('ada@example.com')).toMatchObject({ name: 'Ada Weaver', unsubscribed_at: null });
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
