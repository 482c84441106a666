// An inquiry is a conversation (issue 30): the visitor gets a confirmation of every form, staff
// answer from the inbox through the mail queue, and each submission shows its thread: what the
// visitor sent, the confirmation, every reply, staff notes and status changes, with who and when.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { bodyOf, sendQueuedMail, sentEmails, testAppForFile } from '../setup/test-app';

const t = testAppForFile();

let visitorNo = 0;
const post = (p: string, body: object) =>
  t.http().post(`/api/public/${p}`).set('X-Forwarded-For', `203.0.113.${++visitorNo}`).send(body);

const emailsTo = async (address: string) => (await sentEmails(t)).filter((m) => m.includes(`\nTo: ${address}\n`));
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

/** An inquiry about the work, as a visitor sends it. */
const sendInquiry = (email: string, more: Record<string, string> = {}) =>
  post('forms/inquire', {
    name: 'Ruth Reader',
    email,
    artwork: artwork.slug,
    message: 'Is it still available?',
    ...more,
  });

describe("the visitor's confirmation", () => {
  it('quotes the inquiry (escaped), names the work and its artist, says what happens next and when', async () => {
    const res = await sendInquiry('ines@example.com', {
      name: 'Ines <b>Inquirer</b>',
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
    const res = await sendInquiry('not-an-address');
    expect(res.status).toBe(422);
    const queued = await t.deps.db
      .selectFrom('mail_queue')
      .select('id')
      .where('to_address', '=', 'not-an-address')
      .execute();
    expect(queued).toEqual([]);
  });
});

interface Thread {
  status: string;
  thread: { kind: string; body: string; author: string | null; at: string; mail: string | null }[];
}

/** A new inquiry about the work, as a visitor sends it: its id. */
const inquire = async (email: string, message = 'Is it still available?') => {
  const res = await sendInquiry(email, { message });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (
    await t.deps.db
      .selectFrom('form_submissions')
      .select('id')
      .where('email', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
  ).id;
};

describe('a reply from the inbox', () => {
  it("goes through the queue from the gallery's address to the visitor, threaded under the confirmation", async () => {
    const id = await inquire('ruth@example.com');
    const before = await bodyOf<Thread>(t.admin().get(`/api/admin/form-submission/${id}`));
    expect(before.thread.map((e) => e.kind)).toEqual(['message', 'confirmation']);
    const answered = await bodyOf<Thread>(
      t
        .admin()
        .post(`/api/admin/form-submission/${id}/replies`)
        .send({ body: 'Yes, it is.\n\nIt ships to Lisbon in a crate.' }),
    );
    expect(answered.status).toBe('answered');
    expect(answered.thread.at(-2)).toMatchObject({
      kind: 'reply',
      body: 'Yes, it is.\n\nIt ships to Lisbon in a crate.',
    });
    expect(answered.thread.at(-1)).toMatchObject({ kind: 'status', body: 'answered' });
    const [confirmation, reply, ...more] = await emailsTo('ruth@example.com');
    expect(more).toHaveLength(0);
    const firstId = /^Message-ID: (<form-\d+@weft\.test>)$/m.exec(confirmation!)![1]!;
    expect(reply).toMatch(/^Subject: Re: Artwork inquiry: Blue Loom$/m);
    expect(reply).toMatch(/^From: Weft Gallery <hello@weftgallery\.com>$/m);
    expect(reply).toMatch(/^Reply-To: hello@weftgallery\.com$/m);
    expect(reply!.split('\n')).toEqual(expect.arrayContaining([`In-Reply-To: ${firstId}`, `References: ${firstId}`]));
    expect(reply).toContain('It ships to Lisbon in a crate.');
  });

  it('lists the message, the confirmation, replies, notes and status changes with who and when', async () => {
    const id = await inquire('theo@example.com', 'Can I see it on Saturday?');
    await bodyOf(t.admin().post(`/api/admin/form-submission/${id}/notes`).send({ body: 'Regular client: offer tea.' }));
    await bodyOf(t.admin().put(`/api/admin/form-submission/${id}/status`).send({ status: 'archived' }));
    const same = await bodyOf<Thread>(
      t.admin().put(`/api/admin/form-submission/${id}/status`).send({ status: 'archived' }),
    );
    const started = Date.now() - 60_000;
    expect(same.thread.map(({ kind, body, author }) => ({ kind, body, author }))).toEqual([
      { kind: 'message', body: 'Can I see it on Saturday?', author: 'Ruth Reader' },
      { kind: 'confirmation', body: 'Artwork inquiry: Blue Loom', author: null },
      { kind: 'note', body: 'Regular client: offer tea.', author: expect.any(String) },
      { kind: 'status', body: 'archived', author: expect.any(String) },
    ]);
    const staff = same.thread.at(-1)!.author!;
    expect(staff.length).toBeGreaterThan(0);
    for (const entry of same.thread) expect(Date.parse(entry.at)).toBeGreaterThan(started);
    // A note is never emailed.
    const mails = await emailsTo('theo@example.com');
    expect(mails).toHaveLength(1);
    expect(mails.join('')).not.toContain('offer tea');
  });

  it('refuses an empty reply or note, a submission that does not exist, and callers without a token', async () => {
    const id = await inquire('uma@example.com');
    const empty = await t.admin().post(`/api/admin/form-submission/${id}/replies`).send({ body: '  \n ' });
    expect(empty.status).toBe(422);
    expect(empty.body.message).toBe('The reply is empty. Write your answer first.');
    const noNote = await t.admin().post(`/api/admin/form-submission/${id}/notes`).send({});
    expect(noNote.status).toBe(422);
    expect(noNote.body.message).toBe('The note is empty. Write something first.');
    const missing = await t.admin().post('/api/admin/form-submission/999999/replies').send({ body: 'Hello' });
    expect(missing.status).toBe(404);
    const anonymous = await t.http().post(`/api/admin/form-submission/${id}/replies`).send({ body: 'Hello' });
    expect(anonymous.status).toBe(401);
    const thread = await bodyOf<Thread>(t.admin().get(`/api/admin/form-submission/${id}`));
    expect(thread.thread.map((e) => e.kind)).toEqual(['message', 'confirmation']);
    expect(await emailsTo('uma@example.com')).toHaveLength(1);
  });

  it('refuses to answer a submission whose address is not valid, and sends nothing', async () => {
    const { id } = await t.deps.db
      .insertInto('form_submissions')
      .values({ kind: 'contact', name: 'Old Row', email: 'no address given', created_at: new Date().toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    const res = await t.admin().post(`/api/admin/form-submission/${id}/replies`).send({ body: 'Hello' });
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This submission has no valid email address. Answer the visitor another way.');
    expect(
      await t.deps.db.selectFrom('mail_queue').select('id').where('to_address', '=', 'no address given').execute(),
    ).toEqual([]);
  });
});
