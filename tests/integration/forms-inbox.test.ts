// The staff inbox (issue 16): submissions listed with filters and search, one shown with everything
// sent and its images, marked answered or archived; the count of new ones; the subscribers' table.
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SubmissionDto } from '#shared/schemas/inbox';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeFormSubmission, makeSubscriber } from '#server/factories/forms';
import { bodyOf, sendQueuedMail, testAppForFile } from '../setup/test-app';

const t = testAppForFile();

interface ListBody {
  list: { id: number; kind: string; name: string; status: string; artwork_title: string | null; preview: string }[];
  total: number;
}

let placementId: number;
let artworkSlug: string;

beforeAll(async () => {
  const artist = await makeArtist(t.deps.db);
  const work = await makeArtwork(t.deps.db, { artist_id: artist.id, title: 'Salt Marsh' });
  artworkSlug = work.slug;
  await makeFormSubmission(t.deps.db, {
    name: 'Old Answered',
    status: 'answered',
    created_at: '2026-01-01T10:00:00.000Z',
  });
  await makeFormSubmission(t.deps.db, {
    kind: 'inquire',
    name: 'Ines Inquirer',
    artwork_id: work.id,
    payload: JSON.stringify({ artwork: 'Salt Marsh', message: 'Does it ship to Lisbon?' }),
    created_at: '2026-02-01T10:00:00.000Z',
  });
  const image = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
  const res = await t
    .http()
    .post('/api/public/forms/specific-art-piece-virtual-placement')
    .field('art', work.slug)
    .field('name', 'Pia Placement')
    .field('email', 'pia@example.com')
    .field('phone', '2125550123')
    .field('service_location', 'Hudson, NY')
    .attach('images[]', image, 'room.png');
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  placementId = (
    await t.deps.db
      .selectFrom('form_submissions')
      .select('id')
      .where('name', '=', 'Pia Placement')
      .executeTakeFirstOrThrow()
  ).id;
  await makeSubscriber(t.deps.db, {
    name: 'Confirmed Carla',
    email: 'carla@example.com',
    confirmed_at: '2026-03-01T00:00:00.000Z',
  });
  await makeSubscriber(t.deps.db, { name: 'Pending Pat', email: 'pat@example.com' });
});

describe('GET /api/admin/form-submissions', () => {
  it('lists newest first, filters by kind and status, and searches names, emails and messages', async () => {
    const all = await bodyOf<ListBody>(t.admin().get('/api/admin/form-submissions'));
    expect(all.list.map((s) => s.name)).toEqual(['Pia Placement', 'Ines Inquirer', 'Old Answered']);
    expect(all.list[1]).toMatchObject({
      artwork_title: 'Salt Marsh',
      preview: 'Does it ship to Lisbon?',
      status: 'new',
    });
    const inquiries = await bodyOf<ListBody>(t.admin().get('/api/admin/form-submissions?kind=inquire'));
    expect(inquiries.list.map((s) => s.name)).toEqual(['Ines Inquirer']);
    const answered = await bodyOf<ListBody>(t.admin().get('/api/admin/form-submissions?status=answered'));
    expect(answered.list.map((s) => s.name)).toEqual(['Old Answered']);
    const found = await bodyOf<ListBody>(t.admin().get('/api/admin/form-submissions?search=lisbon'));
    expect(found.total).toBe(1);
    expect((await t.admin().get('/api/admin/form-submissions?status=lost')).status).toBe(422);
    expect((await t.admin().get(`/api/admin/form-submissions?page=${2 ** 53}`)).status).toBe(422);
  });

  it('shows one submission with everything sent, its images and its artwork, and marks it answered', async () => {
    const one = await bodyOf<SubmissionDto>(t.admin().get(`/api/admin/form-submission/${placementId}`));
    expect(one).toMatchObject({
      kind: 'specific_art_piece_virtual_placement',
      email: 'pia@example.com',
      artwork_title: 'Salt Marsh',
      artwork_slug: artworkSlug,
      fields: { service_location: 'Hudson, NY', art: 'Salt Marsh' },
    });
    expect(one.images).toHaveLength(1);
    expect(await bodyOf<{ count: number }>(t.admin().get('/api/admin/form-submissions/new-count'))).toEqual({
      count: 2,
    });
    const marked = await bodyOf<SubmissionDto>(
      t.admin().put(`/api/admin/form-submission/${placementId}/status`).send({ status: 'answered' }),
    );
    expect(marked.status).toBe('answered');
    expect(marked.handled_at).not.toBeNull();
    expect(await bodyOf<{ count: number }>(t.admin().get('/api/admin/form-submissions/new-count'))).toEqual({
      count: 1,
    });
    expect((await t.admin().get('/api/admin/form-submission/99999')).status).toBe(404);
  });

  it("says which submissions' emails to the gallery have not gone out, until they have", async () => {
    const mailOf = async () =>
      (await bodyOf<SubmissionDto>(t.admin().get(`/api/admin/form-submission/${placementId}`))).mail;
    const key = `form-submission:${placementId}`;
    expect(await mailOf()).toBe('waiting');
    await t.deps.db.updateTable('mail_queue').set({ status: 'failed' }).where('dedupe_key', '=', key).execute();
    expect(await mailOf()).toBe('failed');
    const listed = await bodyOf<{ list: { id: number; name: string; mail: string | null }[] }>(
      t.admin().get('/api/admin/form-submissions'),
    );
    expect(listed.list.find((s) => s.id === placementId)?.mail).toBe('failed');
    await t.deps.db.updateTable('mail_queue').set({ status: 'queued' }).where('dedupe_key', '=', key).execute();
    await sendQueuedMail(t);
    expect(await mailOf()).toBeNull();
    // Made by hand, with no email ever queued: nothing to report.
    expect(listed.list.find((s) => s.name === 'Old Answered')?.mail).toBeNull();
  });
});

describe('GET /api/admin/subscribers', () => {
  it('lists the mailing list with its state', async () => {
    const body = await bodyOf<{ list: { email: string; state: string }[] }>(t.admin().get('/api/admin/subscribers'));
    expect(body.list.map((s) => [s.email, s.state])).toEqual(
      expect.arrayContaining([
        ['carla@example.com', 'confirmed'],
        ['pat@example.com', 'unconfirmed'],
      ]),
    );
    const pending = await bodyOf<{ list: { email: string }[] }>(
      t.admin().get('/api/admin/subscribers?state=unconfirmed'),
    );
    expect(pending.list.map((s) => s.email)).toEqual(['pat@example.com']);
  });
});
