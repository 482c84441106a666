// Every visitor's form (issue 16): the spec's messages, stored and emailed to the gallery with the
// visitor as Reply-To, the rate limit, the honeypot, header injection, and the image forms that
// store nothing when one file is bad.
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { FORM_LIMIT } from '#server/modules/forms/submission-kit';
import { firstMessages, refusedFields, sendQueuedMail, sentEmails, testAppForFile } from '../setup/test-app';
import { filesOnDisk } from '../setup/uploads-on-disk';

const t = testAppForFile();

let visitorNo = 0;
/** A new client address per call: each test stays under the per-address limit unless it means not to. */
const visitor = () => `198.51.100.${++visitorNo}`;

const post = (p: string, body: object, ip = visitor()) =>
  t.http().post(`/api/public/${p}`).set('X-Forwarded-For', ip).send(body);

const submissions = () => t.deps.db.selectFrom('form_submissions').selectAll().orderBy('id').execute();
const fileRows = async () =>
  Number(
    (
      await t.deps.db
        .selectFrom('files')
        .select((e) => e.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const uploadedFiles = () => filesOnDisk(t.deps.env.UPLOADS_DIR);

/** Every email sent so far, raw. */
const emails = () => sentEmails(t);
const lastEmail = async () => (await emails()).at(-1) ?? '';

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 40 } } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner' } } })
    .toBuffer();

let artwork: { id: number; slug: string; title: string };
let artistId: number;
let hiddenArtistId: number;

beforeAll(async () => {
  const artist = await makeArtist(t.deps.db, { first_name: 'Ama', last_name: 'Owusu' });
  artistId = artist.id;
  hiddenArtistId = (await makeArtist(t.deps.db, { status: '0' })).id;
  const work = await makeArtwork(t.deps.db, { artist_id: artist.id, title: 'Blue Loom' });
  await makeArtwork(t.deps.db, { artist_id: hiddenArtistId, title: 'Hidden' });
  artwork = { id: work.id, slug: work.slug, title: work.title };
});

const person = { name: 'Jane Collector', email: 'jane@example.com' };

describe('POST /api/public/contact-us/send-message', () => {
  it("answers 'Message successfully sent', stores the message and emails the gallery with the visitor as Reply-To", async () => {
    const before = (await submissions()).length;
    const res = await post('contact-us/send-message', {
      ...person,
      phone: '(212) 555-0199',
      subject: 'Opening hours',
      message: 'Are you open on Mondays?',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: MSG.messageSent });
    const rows = await submissions();
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      kind: 'contact',
      name: 'Jane Collector',
      email: 'jane@example.com',
      phone: '(212) 555-0199',
      status: 'new',
    });
    expect(JSON.parse(rows.at(-1)!.payload)).toEqual({ subject: 'Opening hours', message: 'Are you open on Mondays?' });
    const mail = await lastEmail();
    expect(mail).toMatch(/^To: hello@weftgallery\.com$/m);
    expect(mail).toMatch(/^Reply-To: jane@example\.com$/m);
    expect(mail).toMatch(/^Subject: Contact from Jane Collector: Opening hours$/m);
    expect(mail).toContain('Are you open on Mondays?');
  });

  it("gives the spec's messages under each field", async () => {
    const res = await post('contact-us/send-message', {
      name: 'J',
      email: 'nope',
      phone: '555-12',
      subject: '',
      message: 'a',
    });
    expect(refusedFields(res)).toEqual({
      name: MSG.min(2),
      email: MSG.email,
      phone: MSG.phone,
      subject: MSG.required,
      message: MSG.min(3),
    });
    const long = await post('contact-us/send-message', {
      ...person,
      subject: 's'.repeat(201),
      message: 'm'.repeat(1001),
    });
    expect(firstMessages(long.body.errors)).toEqual({ subject: MSG.max(200), message: MSG.max(1000) });
    const missing = await post('contact-us/send-message', {});
    expect(firstMessages(missing.body.errors)).toMatchObject({ name: MSG.required, email: MSG.required });
  });

  it('accepts the usual ways of writing a US number and refuses the others', async () => {
    for (const phone of ['212-555-0148', '(212) 555 0148', '+1 212.555.0148', '2125550148'])
      expect(
        (await post('contact-us/send-message', { ...person, phone, subject: 'Hi', message: 'Hello there' })).status,
      ).toBe(200);
    for (const phone of ['555-0148', '212-555-01489', 'call me', '212 555 O148'])
      expect(
        firstMessages(
          (await post('contact-us/send-message', { ...person, phone, subject: 'Hi', message: 'Hello' })).body.errors,
        ),
      ).toEqual({
        phone: MSG.phone,
      });
  });

  it('never lets a line break in the name or subject reach the mail headers', async () => {
    const res = await post('contact-us/send-message', {
      ...person,
      subject: 'Hello\r\nBcc: victim@example.com',
      message: 'Body',
    });
    expect(refusedFields(res)).toEqual({ subject: MSG.nameControl });
    const named = await post('contact-us/send-message', {
      ...person,
      name: 'Eve\nBcc: victim@example.com',
      subject: 'Hi',
      message: 'Body',
    });
    expect(named.status).toBe(422);
    // A subject made of lookalike separators stays on one line.
    expect(
      (await post('contact-us/send-message', { ...person, subject: 'Hi Bcc: x@example.com', message: 'Body text' }))
        .status,
    ).toBe(200);
    for (const mail of await emails()) expect(mail).not.toMatch(/^Bcc:/im);
  });

  it('accepts a filled honeypot with the same answer, and stores and sends nothing', async () => {
    const before = (await submissions()).length;
    const mails = (await emails()).length;
    const res = await post('contact-us/send-message', {
      ...person,
      subject: 'Hi',
      message: 'Buy now',
      website: 'http://spam',
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: MSG.messageSent });
    expect(await submissions()).toHaveLength(before);
    expect(await emails()).toHaveLength(mails);
  });

  it('answers 429 with Retry-After past the limit per address, even with requests in parallel', async () => {
    const ip = visitor();
    const body = { ...person, subject: 'Hi', message: 'Hello there' };
    const results = await Promise.all(
      Array.from({ length: FORM_LIMIT.max + 3 }, () => post('contact-us/send-message', body, ip)),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(FORM_LIMIT.max);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    const refused = results.find((r) => r.status === 429)!;
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('keeps the submission, and its email for a retry, when the mailer fails; the answer never waits for it', async () => {
    const send = t.deps.mailer.send;
    t.deps.mailer.send = () => Promise.reject(new Error('SMTP down'));
    try {
      const res = await post('contact-us/send-message', {
        ...person,
        subject: 'Mailer down',
        message: 'Still stored?',
      });
      expect(res.status).toBe(200);
      await sendQueuedMail(t);
    } finally {
      t.deps.mailer.send = send;
    }
    const row = (await submissions()).at(-1)!;
    expect(row).toMatchObject({ kind: 'contact', payload: expect.stringContaining('Mailer down') });
    const mail = await t.deps.db
      .selectFrom('mail_queue')
      .selectAll()
      .where('dedupe_key', '=', `form-submission:${row.id}`)
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ to_address: 'hello@weftgallery.com', reply_to: 'jane@example.com', status: 'queued' });
    expect(mail.attempts).toBeGreaterThan(0);
  });
});

describe('POST /api/public/forms/inquire', () => {
  it('stores the inquiry with its artwork, by slug or by id, and names the artwork in the email', async () => {
    for (const ref of [artwork.slug, artwork.id]) {
      const res = await post('forms/inquire', { ...person, artwork: ref, message: 'Is it still available?' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await submissions()).at(-1)).toMatchObject({ kind: 'inquire', artwork_id: artwork.id });
    }
    const mail = await lastEmail();
    expect(mail).toMatch(/^Subject: Artwork inquiry from Jane Collector: Blue Loom$/m);
    expect(mail).toContain(`http://weft.test/artworks/${artwork.slug}`);
  });

  it('refuses an unknown or hidden artwork and a missing message', async () => {
    const res = await post('forms/inquire', { ...person, artwork: 'no-such-work', message: 'Hello' });
    expect(refusedFields(res)).toEqual({ artwork: 'This artwork is no longer available' });
    const bare = await post('forms/inquire', { ...person });
    expect(firstMessages(bare.body.errors)).toEqual({ artwork: MSG.required, message: MSG.required });
  });
});

describe('POST /api/public/forms/commissions', () => {
  it('takes an artist from active-artists-names only', async () => {
    const names = (await t.http().get('/api/public/active-artists-names')).body as { id: number }[];
    expect(names.map((a) => a.id)).toContain(artistId);
    const ok = await post('forms/commissions', {
      ...person,
      artist: artistId,
      description: 'A tapestry for a stair hall.',
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(JSON.parse((await submissions()).at(-1)!.payload)).toEqual({
      artist: 'Ama Owusu',
      description: 'A tapestry for a stair hall.',
    });
    const hidden = await post('forms/commissions', { ...person, artist: hiddenArtistId, description: 'Hello there' });
    expect(firstMessages(hidden.body.errors)).toEqual({ artist: 'Please choose an artist from the list' });
    const none = await post('forms/commissions', { ...person, description: 'Hello there' });
    expect(firstMessages(none.body.errors)).toEqual({ artist: MSG.required });
  });
});

describe('POST /api/public/forms/virtual-placement-inquire', () => {
  it("stores the room's measurements, with the number messages", async () => {
    const body = { ...person, phone: '212 555 0148', service_location: 'Brooklyn, NY', height: '96', width: 120.5 };
    const ok = await post('forms/virtual-placement-inquire', body);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(JSON.parse((await submissions()).at(-1)!.payload)).toMatchObject({ height: 96, width: 120.5, length: null });
    const bad = await post('forms/virtual-placement-inquire', { ...body, height: 'tall', width: -3, length: 21474836 });
    expect(firstMessages(bad.body.errors)).toEqual({
      height: MSG.number,
      width: MSG.positive,
      length: MSG.limitNumber,
    });
    const noPhone = await post('forms/virtual-placement-inquire', { ...person, service_location: 'Brooklyn' });
    expect(firstMessages(noPhone.body.errors)).toEqual({ phone: MSG.required });
  });
});

describe('multipart forms with images', () => {
  const placement = (ip = visitor()) =>
    t
      .http()
      .post('/api/public/forms/specific-art-piece-virtual-placement')
      .set('X-Forwarded-For', ip)
      .field('art', String(artwork.id))
      .field('name', 'Dana Designer')
      .field('email', 'dana@example.com')
      .field('phone', '212-555-0101')
      .field('service_location', 'Tribeca loft')
      .field('height', '110')
      .field('width', '180')
      .field('description', 'North wall, morning light');

  it('stores the request with its photographs, re-encoded without their metadata, and links them in the email', async () => {
    const res = await placement()
      .attach('images[]', await png(), 'wall-1.png')
      .attach('images[]', await png(80, 60), 'wall-2.png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: MSG.messageSent });
    const row = (await submissions()).at(-1)!;
    expect(row).toMatchObject({
      kind: 'specific_art_piece_virtual_placement',
      artwork_id: artwork.id,
      name: 'Dana Designer',
    });
    const links = await t.deps.db
      .selectFrom('form_submission_files')
      .selectAll()
      .where('submission_id', '=', row.id)
      .execute();
    expect(links).toHaveLength(2);
    const stored = uploadedFiles().filter((p) => p.endsWith('.jpg'));
    const meta = await sharp(path.join(t.deps.env.UPLOADS_DIR, stored[0]!)).metadata();
    expect(meta.exif).toBeUndefined();
    // Private photos: linked by signed links (uploads-private.test.ts), never by /uploads.
    const mail = (await lastEmail()).replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(mail).toContain('Images (2), private links that work for 30 days:');
    expect(mail).toMatch(/http:\/\/weft\.test\/private-uploads\/[0-9a-f]{2}\/[0-9a-f]+-\d+\.jpg\?expires=\d+&token=/);
  });

  it('refuses the whole submission for one bad file, with its name, and stores nothing', async () => {
    const before = { rows: (await submissions()).length, files: await fileRows(), disk: uploadedFiles().length };
    const res = await placement()
      .attach('images[]', await png(), 'good.png')
      .attach('images[]', Buffer.from('<svg onload="alert(1)"></svg>'), 'evil.png');
    expect(refusedFields(res)).toEqual({ images: 'evil.png is not a PNG or JPEG image' });
    expect((await submissions()).length).toBe(before.rows);
    expect(await fileRows()).toBe(before.files);
    expect(uploadedFiles().length).toBe(before.disk);
  });

  it('refuses a file over 15 MB and more than 10 files with their messages', async () => {
    const big = await placement().attach('images[]', Buffer.alloc(15 * 1024 * 1024 + 1, 1), 'huge.png');
    expect(firstMessages(big.body.errors)).toEqual({ images: MSG.imageTooLarge('huge.png', 15) });
    let many = placement();
    const one = await png(8, 8);
    for (let i = 0; i < 11; i++) many = many.attach('images[]', one, `w${i}.png`);
    const res = await many;
    expect(refusedFields(res)).toEqual({ images: 'Please select at most 10 images at a time' });
  });

  it("checks the fields first, with the spec's messages", async () => {
    const res = await t
      .http()
      .post('/api/public/forms/presentation-assistance')
      .set('X-Forwarded-For', visitor())
      .field('name', 'Bo')
      .field('email', 'bo@')
      .field('phone', '12');
    expect(refusedFields(res)).toEqual({
      email: MSG.email,
      phone: MSG.phone,
      business_name: MSG.required,
      business_address: MSG.required,
      description: MSG.required,
    });
  });

  it('stores a presentation request with no images too', async () => {
    const res = await t
      .http()
      .post('/api/public/forms/presentation-assistance')
      .set('X-Forwarded-For', visitor())
      .field('name', 'Hollis Hotel')
      .field('email', 'events@hollis.example.com')
      .field('phone', '(212) 555-0110')
      .field('business_name', 'Hollis Hotel')
      .field('business_address', '88 Canal Street, New York')
      .field('description', 'Lobby and two meeting rooms.');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await submissions()).at(-1)).toMatchObject({ kind: 'presentation_assistance' });
  });
});
