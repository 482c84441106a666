// An inquiry is a conversation (issue 30): the visitor gets a confirmation of every form, staff
// answer from the inbox through the mail queue, and each submission shows its thread: what the
// visitor sent, the confirmation, every reply, staff notes and status changes, with who and when.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { bodyOf, sendQueuedMail, testAppForFile } from '../setup/test-app';

const t = testAppForFile();

let visitorNo = 0;
const post = (p: string, body: object) =>
  t.http().post(`/api/public/${p}`).set('X-Forwarded-For', `203.0.113.${++visitorNo}`).send(body);

/** Every email sent so far, raw, with quoted-printable soft breaks undone. */
const emails = async () => {
  await sendQueuedMail(t);
  const dir = t.deps.env.OUTBOX_DIR;
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .sort()
        .map((f) => fs.readFileSync(path.join(dir, f), 'utf8').replace(/=\r?\n/g, ''))
    : [];
};
const emailsTo = async (address: string) => (await emails()).filter((m) => m.includes(`\nTo: ${address}\n`));
/** The image forms are multipart. */
const postMultipart = (p: string, fields: Record<string, string>) => {
  let req = t.http().post(`/api/public/${p}`).set('X-Forwarded-For', `203.0.113.${++visitorNo}`);
  for (const [key, value] of Object.entries(fields)) req = req.field(key, value);
  return req;
};

let artwork: { id: number; slug: string };
let artistId: number;

beforeAll(async () => {
  const artist = await makeArtist(t.deps.db, { first_name: 'Ama', last_name: 'Owusu' });
  artistId = artist.id;
  artwork = await makeArtwork(t.deps.db, { artist_id: artist.id, title: 'Blue Loom' });
});

describe("the visitor's confirmation", () => {
  it('quotes the inquiry (escaped), names the work and its artist, says what happens next and when', async () => {
    const res = await post('forms/inquire', {
      name: 'Ines <b>Inquirer</b>',
      email: 'ines@example.com',
      artwork: artwork.slug,
      message: 'Does it ship to Lisbon?\nAnd <script>alert(1)</script> the frame?',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [mail, ...more] = await emailsTo('ines@example.com');
    expect(more).toHaveLength(0);
    expect(mail).toMatch(/^Subject: Artwork inquiry: Blue Loom$/m);
    expect(mail).toMatch(/^Reply-To: hello@weftgallery\.com$/m);
    expect(mail).toMatch(/^From: Weft Gallery <hello@weftgallery\.com>$/m);
    expect(mail).toMatch(/^Message-ID: <form-\d+@weft\.test>$/m);
    expect(mail).toContain('Artist: Ama Owusu');
    expect(mail).toContain(`http://weft.test/artworks/${artwork.slug}`);
    expect(mail).toContain('within two working days');
    expect(mail).toContain('Does it ship to Lisbon?');
    const html = mail!.slice(mail!.indexOf('Content-Type: text/html'));
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('Ines &lt;b&gt;Inquirer&lt;/b&gt;');
    expect(html).not.toContain('<script>');
  });

  it('goes out after every kind of form, once per submission even when the worker retries', async () => {
    const person = (email: string) => ({ name: 'Kim Visitor', email, phone: '2125550123' });
    const sent = [
      await post('contact-us/send-message', { ...person('c@example.com'), subject: 'Hours', message: 'Open Monday?' }),
      await post('forms/virtual-placement-inquire', { ...person('v@example.com'), service_location: 'Hudson, NY' }),
      await post('forms/commissions', { ...person('m@example.com'), artist: artistId, description: 'A tapestry.' }),
      await postMultipart('forms/presentation-assistance', {
        ...person('p@example.com'),
        business_name: 'Hotel Loom',
        business_address: '1 Main St',
        description: 'A lobby.',
      }),
      await postMultipart('forms/specific-art-piece-virtual-placement', {
        ...person('s@example.com'),
        art: artwork.slug,
        service_location: 'Hudson, NY',
      }),
    ];
    for (const res of sent) expect(res.status, JSON.stringify(res.body)).toBe(200);
    const send = t.deps.mailer.send;
    let refused = 0;
    t.deps.mailer.send = (m) => (++refused === 1 ? Promise.reject(new Error('SMTP down')) : send(m));
    try {
      await sendQueuedMail(t);
      await t.deps.mail.drain(new Date(Date.now() + 3_600_000));
    } finally {
      t.deps.mailer.send = send;
    }
    expect(await emailsTo('c@example.com')).toEqual([expect.stringMatching(/^Subject: Contact: Hours$/m)]);
    expect(await emailsTo('v@example.com')).toEqual([expect.stringMatching(/^Subject: Virtual placement$/m)]);
    expect(await emailsTo('m@example.com')).toEqual([expect.stringMatching(/^Subject: Commission: Ama Owusu$/m)]);
    expect(await emailsTo('s@example.com')).toEqual([
      expect.stringMatching(/^Subject: Virtual placement of an artwork: Blue Loom$/m),
    ]);
    expect(await emailsTo('p@example.com')).toEqual([
      expect.stringMatching(/^Subject: Presentation assistance: Hotel Loom$/m),
    ]);
  });

  it('is never sent to an address the form refused', async () => {
    const res = await post('forms/inquire', {
      name: 'Bad',
      email: 'not-an-address',
      artwork: artwork.slug,
      message: 'Hi',
    });
    expect(res.status).toBe(422);
    const queued = await t.deps.db
      .selectFrom('mail_queue')
      .select('id')
      .where('to_address', '=', 'not-an-address')
      .execute();
    expect(queued).toEqual([]);
  });
});
