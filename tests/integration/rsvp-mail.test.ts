// The mail after booking: HTML with a text part and calendar links, an .ics a real iCalendar
// parser (ical.js) reads, the reminder the day before (sent once, across a restart, re-planned on a
// move), a cancellation with METHOD:CANCEL (same UID, higher SEQUENCE) whoever cancels, and the
// cancel page's read of what a link cancels.
import ICAL from 'ical.js';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { galleryTimeToUtc } from '#shared/gallery-clock';
import { makeExhibition, makeTimeslot } from '#server/factories/events';
import { dateInDays as day } from '#server/factories/support';
import { createMailWorker } from '#server/modules/mail/mail-worker';
import { testAppForFile, tokenFromEmail } from '../setup/test-app';

const t = testAppForFile();
let ip = 0;
const book = (slug: string, body: object) =>
  t.http().post(`/api/public/exhibitions/${slug}/rsvp`).set('X-Forwarded-For', `10.7.0.${++ip}`).send(body);
const queue = () => t.deps.db.selectFrom('mail_queue').selectAll().orderBy('id').execute();
const byKind = async (kind: string) => (await queue()).filter((r) => r.kind === kind);
const icsOf = (row: { attachments: string | null }) =>
  (JSON.parse(row.attachments!) as { content: string; contentType: string }[])[0]!;
const parse = (ics: string) => {
  const cal = new ICAL.Component(ICAL.parse(ics));
  const ev = cal.getFirstSubcomponent('vevent')!;
  return {
    method: cal.getFirstPropertyValue('method'),
    uid: ev.getFirstPropertyValue('uid'),
    sequence: Number(ev.getFirstPropertyValue('sequence') ?? 0),
    status: ev.getFirstPropertyValue('status'),
    summary: ev.getFirstPropertyValue('summary'),
    start: (ev.getFirstPropertyValue('dtstart') as ICAL.Time).toJSDate().toISOString(),
  };
};

describe('the mail after booking', () => {
  it('confirms in HTML and text with calendar links and a parsable .ics, and plans one reminder', async () => {
    const ex = await makeExhibition(t.deps.db, { title: 'Woven <Light>', slug: 'woven-light' });
    await makeTimeslot(t.deps.db, { exhibition_id: ex.id, date: day(5), time: '17:30', capacity: 10 });
    const res = await book('woven-light', {
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      guests: 3,
      date: day(5),
      time: '17:30',
    });
    expect(res.status).toBe(200);
    const [confirmation] = await byKind('rsvp-confirmation');
    expect(confirmation!.text.startsWith('Your visit is reserved')).toBe(true);
    expect(confirmation!.text).toContain('Reserved for: Ada Lovelace');
    expect(confirmation!.text).toContain('Guests: 3 guests');
    expect(confirmation!.text).toContain('214 Mercer Street');
    expect(confirmation!.html).toContain('Woven &lt;Light&gt;');
    expect(confirmation!.html).toContain('https://calendar.google.com/calendar/render?action=TEMPLATE');
    expect(confirmation!.html).toContain('https://outlook.live.com/calendar/0/deeplink/compose?');
    const ics = icsOf(confirmation!);
    expect(ics.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    const event = parse(ics.content);
    expect(event).toMatchObject({ method: 'PUBLISH', sequence: 0, summary: 'Woven <Light> at Weft Gallery' });
    expect(event.start).toBe(galleryTimeToUtc(day(5), '17:30').toISOString());

    const [reminder] = await byKind('rsvp-reminder');
    expect(reminder!.next_attempt_at).toBe(galleryTimeToUtc(day(4), '10:00').toISOString());
    expect(reminder!.subject).toBe('Tomorrow: Woven <Light> at 5:30pm');

    // Sent once, even when the process restarts around it.
    const sent: string[] = [];
    const worker = () =>
      createMailWorker({
        db: t.deps.db,
        logger: pino({ level: 'silent' }),
        mailer: { send: async (m) => void sent.push(m.subject) },
      });
    await worker().drain();
    expect(sent).toEqual([confirmation!.subject]);
    const due = new Date(reminder!.next_attempt_at);
    await worker().drain(due);
    const again = worker();
    await again.start();
    await again.drain(new Date(due.getTime() + 86_400_000));
    await again.stop();
    expect(sent).toEqual([confirmation!.subject, 'Tomorrow: Woven <Light> at 5:30pm']);
  });

  it('a booking for tomorrow evening after 10am has no reminder: the confirmation is fresh', async () => {
    const ex = await makeExhibition(t.deps.db, { title: 'Soon', slug: 'soon' });
    await makeTimeslot(t.deps.db, { exhibition_id: ex.id, date: day(0), time: '23:59', capacity: 10 });
    const before = (await byKind('rsvp-reminder')).length;
    await book('soon', { name: 'Grace Hopper', email: 'grace@example.com', guests: 1, date: day(0), time: '23:59' });
    expect((await byKind('rsvp-reminder')).length).toBe(before);
  });

  it('the cancel page reads what a link cancels; a visitor’s cancel sends a CANCEL and drops the reminder', async () => {
    const ex = await makeExhibition(t.deps.db, { title: 'Knots', slug: 'knots' });
    await makeTimeslot(t.deps.db, { exhibition_id: ex.id, date: day(6), time: '14:00', capacity: 10 });
    await book('knots', { name: 'Ada', email: 'knots@example.com', guests: 2, date: day(6), time: '14:00' });
    const confirmation = (await byKind('rsvp-confirmation')).find((r) => r.to_address === 'knots@example.com')!;
    const token = tokenFromEmail(confirmation.text);
    const info = await t.http().get(`/api/public/rsvp/cancel?token=${token}`);
    expect(info.status).toBe(200);
    expect(info.body).toMatchObject({
      kind: 'exhibition',
      title: 'Knots',
      path: '/exhibitions/knots',
      date: day(6),
      time: '14:00',
      time_label: '2pm',
      guests: 2,
    });
    expect((await t.http().get('/api/public/rsvp/cancel?token=nope')).status).toBe(404);

    expect((await t.http().post('/api/public/rsvp/cancel').send({ token })).status).toBe(200);
    const [cancel] = (await byKind('rsvp-cancellation')).filter((r) => r.to_address === 'knots@example.com');
    expect(cancel!.text).toContain('Your reservation is cancelled, as you asked');
    const original = parse(icsOf(confirmation).content);
    const cancelled = parse(icsOf(cancel!).content);
    expect(cancelled).toMatchObject({ method: 'CANCEL', status: 'CANCELLED', uid: original.uid, sequence: 1 });
    expect((await byKind('rsvp-reminder')).some((r) => r.to_address === 'knots@example.com')).toBe(false);
  });

  it('a move by staff sends the new time (same UID, next SEQUENCE), a new cancel link and a new reminder; a delete sends a CANCEL', async () => {
    const ex = await makeExhibition(t.deps.db, { title: 'Warp', slug: 'warp' });
    await makeTimeslot(t.deps.db, { exhibition_id: ex.id, date: day(8), time: '11:00', capacity: 10 });
    await makeTimeslot(t.deps.db, { exhibition_id: ex.id, date: day(9), time: '15:00', capacity: 10 });
    const booked = await book('warp', {
      name: 'Ada',
      email: 'warp@example.com',
      guests: 2,
      date: day(8),
      time: '11:00',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(200);
    const mine = async (kind: string) => (await byKind(kind)).filter((r) => r.to_address === 'warp@example.com');
    const oldToken = tokenFromEmail((await mine('rsvp-confirmation'))[0]!.text);
    const rsvp = await t.deps.db
      .selectFrom('rsvps')
      .select('id')
      .where('email', '=', 'warp@example.com')
      .executeTakeFirstOrThrow();
    const moved = await t
      .admin()
      .put(`/api/admin/exhibition/${ex.id}/rsvp/${rsvp.id}`)
      .send({ name: 'Ada', email: 'warp@example.com', guests: 2, date: day(9), time: '15:00' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const [move] = await mine('rsvp-moved');
    expect(move!.text).toContain('has moved your reservation from');
    const update = parse(icsOf(move!).content);
    expect(update).toMatchObject({ method: 'PUBLISH', sequence: 1 });
    expect(update.start).toBe(galleryTimeToUtc(day(9), '15:00').toISOString());
    const reminders = await mine('rsvp-reminder');
    expect(reminders.map((r) => r.dedupe_key?.replace(/^rsvp-reminder:\d+-\d+:/, ''))).toEqual([`${day(9)}T15:00`]);
    // The old link no longer cancels; the new one names the new time.
    expect((await t.http().get(`/api/public/rsvp/cancel?token=${oldToken}`)).status).toBe(404);
    const newToken = tokenFromEmail(move!.text);
    expect((await t.http().get(`/api/public/rsvp/cancel?token=${newToken}`)).body).toMatchObject({
      date: day(9),
      time: '15:00',
    });

    expect((await t.admin().delete(`/api/admin/exhibition/${ex.id}/rsvp/${rsvp.id}`)).status).toBe(200);
    const [cancel] = await mine('rsvp-cancellation');
    expect(cancel!.text).toContain('Weft Gallery has cancelled your reservation');
    expect(parse(icsOf(cancel!).content)).toMatchObject({ method: 'CANCEL', sequence: 2, uid: update.uid });
    expect(await mine('rsvp-reminder')).toEqual([]);
  });
});
