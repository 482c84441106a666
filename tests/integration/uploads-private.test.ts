// Visitors' form photos are private (issue 27): stored where /uploads does not serve them, read by
// staff through signed links that expire (the inbox's and the gallery's email's); photos stored
// before are moved out of the public folder at start. Staff uploads stay public at /uploads.
import { createHmac } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeFormSubmission } from '#server/factories/forms';
import { makeImage } from '#server/factories/images';
import { wrongImagesField } from '#server/modules/forms/form-uploads.routes';
import { submissionFileIds } from '#server/modules/forms/submission.repository';
import { linkRefusedMessage, makeFormPhotosPrivate } from '#server/modules/uploads/private-images';
import { PRIVATE_DIR } from '#server/modules/uploads/upload-journal';
import { BACKUP_UPLOADS, createBackup } from '#server/ops/backup';
import { createTestApp, lastEmail, refusedFields, type TestApp } from '../setup/test-app';

let t: TestApp;
let artworkId: number;
beforeAll(async () => {
  t = await createTestApp();
  const artist = await makeArtist(t.deps.db);
  artworkId = (await makeArtwork(t.deps.db, { artist_id: artist.id })).id;
});
afterAll(() => t.close());

let visitorNo = 0;
const placement = () =>
  t
    .http()
    .post('/api/public/forms/specific-art-piece-virtual-placement')
    .set('X-Forwarded-For', `198.51.100.${++visitorNo}`)
    .field('art', String(artworkId))
    .field('name', 'Dana Designer')
    .field('email', 'dana@example.com')
    .field('phone', '212-555-0101')
    .field('service_location', 'Tribeca loft');

const photo = (width = 900, height = 600) =>
  sharp({ create: { width, height, channels: 3, background: '#6b8e23' } })
    .jpeg()
    .toBuffer();

type Variant = { path: string; format: string; width: number };
const variantsOf = async (fileId: number) =>
  JSON.parse(
    (await t.deps.db.selectFrom('files').select('variants').where('id', '=', fileId).executeTakeFirstOrThrow())
      .variants,
  ) as Variant[];
const photosOf = (submissionId: number) => submissionFileIds(t.deps.db, submissionId);
const newestSubmission = async () =>
  (await t.deps.db.selectFrom('form_submissions').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;

/** The email's text with quoted-printable undone (soft line breaks, =3D). */
const decoded = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');

describe("visitors' form photos", () => {
  it('are stored under .private, which /uploads does not serve by any spelling of the path', async () => {
    const res = await placement().attach('images[0]', await photo(), 'room.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [fileId] = await photosOf(await newestSubmission());
    const variants = await variantsOf(fileId!);
    expect(variants.length).toBeGreaterThan(0);
    for (const v of variants) {
      expect(v.path.startsWith(`${PRIVATE_DIR}/`)).toBe(true);
      expect(fs.existsSync(path.join(t.deps.env.UPLOADS_DIR, v.path))).toBe(true);
    }
    const rel = variants[0]!.path.slice(PRIVATE_DIR.length + 1);
    for (const url of [
      `/uploads/${PRIVATE_DIR}/${rel}`,
      `/uploads/./${PRIVATE_DIR}/${rel}`,
      `/uploads/%2Eprivate/${rel}`,
      `/uploads/${rel}`,
      `/private-uploads/${rel}`,
    ]) {
      const got = await t.http().get(url);
      expect(got.status, url).toBeGreaterThanOrEqual(400);
      expect(got.headers['content-type'] ?? '', url).not.toMatch(/^image\//);
    }
  });

  it('are linked in the gallery email by signed links that work, are private, and refuse a changed or expired link', async () => {
    const res = await placement()
      .attach('images[0]', await photo(), 'wall-1.jpg')
      .attach('images[1]', await photo(700, 500), 'wall-2.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const mail = decoded(await lastEmail(t));
    expect(mail).toContain('Images (2), private links that work for 30 days:');
    // The inbox page opens a submission by ?edit=<id>, and makes fresh links there.
    expect(mail).toContain(`In the inbox: http://weft.test/admin/inbox?edit=${await newestSubmission()}`);
    expect(mail).not.toMatch(/\/uploads\//);
    const links = [...mail.matchAll(/http:\/\/weft\.test(\/private-uploads\/\S+)/g)].map((m) => m[1]!);
    expect(links).toHaveLength(2);
    const expires = Number(new URL(links[0]!, 'http://x').searchParams.get('expires'));
    const days = (expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    for (const link of links) {
      const got = await t.http().get(link);
      expect(got.status).toBe(200);
      expect(got.headers['content-type']).toBe('image/jpeg');
      expect(got.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
      expect(got.headers['x-content-type-options']).toBe('nosniff');
    }
    const url = new URL(links[0]!, 'http://x');
    const tampered = [
      // another file with this file's token
      links[0]!.replace(/-(\d+)\.jpg/, '-320.webp'),
      // a later expiry with the same token
      `${url.pathname}?expires=${expires + 3600}&token=${url.searchParams.get('token')}`,
      `${url.pathname}?expires=${expires}`,
      url.pathname,
    ];
    // Signed with the gallery's key, but expired a minute ago.
    const key = (
      await t.deps.db.selectFrom('secrets').select('value').where('name', '=', 'image-links').executeTakeFirstOrThrow()
    ).value;
    const past = Math.floor(Date.now() / 1000) - 60;
    const rel = url.pathname.replace('/private-uploads/', '');
    const pastToken = createHmac('sha256', key).update(`${rel}\n${past}`).digest('base64url');
    expect((await t.http().get(`${url.pathname}?expires=${past + 7200}&token=${pastToken}`)).status).toBe(403);
    tampered.push(`${url.pathname}?expires=${past}&token=${pastToken}`);
    for (const link of tampered) {
      const got = await t.http().get(link);
      expect(got.status, link).toBe(403);
      expect(got.body).toEqual({ message: linkRefusedMessage });
    }
  });

  it('are shown in the inbox by links signed for a day', async () => {
    const res = await placement().attach('images[]', await photo(), 'corner.jpg');
    expect(res.status).toBe(200);
    const one = await t.admin().get(`/api/admin/form-submission/${await newestSubmission()}`);
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    const [image] = one.body.images as { url: string; srcset: string; srcset_jpeg: string }[];
    expect(image!.url).toMatch(/^\/private-uploads\/[0-9a-f]{2}\/[0-9a-f]+-\d+\.jpg\?expires=\d+&token=[\w-]+$/);
    const hours = (Number(new URL(image!.url, 'http://x').searchParams.get('expires')) * 1000 - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(25.1);
    for (const src of [image!.url, ...image!.srcset.split(', ').map((s) => s.split(' ')[0]!)])
      expect((await t.http().get(src)).status, src).toBe(200);
  });

  it("accept the spec's images[n] as well as images[] and images, and name images[n] for another field", async () => {
    const one = await photo(300, 200);
    const ok = await placement()
      .attach('images[0]', one, 'a.jpg')
      .attach('images[1]', one, 'b.jpg')
      .attach('images[]', one, 'c.jpg')
      .attach('images', one, 'd.jpg');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await photosOf(await newestSubmission())).toHaveLength(4);
    const wrong = await placement().attach('files[]', one, 'e.jpg');
    expect(refusedFields(wrong)).toEqual({ images: wrongImagesField });
    expect(wrongImagesField).toContain('images[0]');
    const doc = (await t.http().get('/api/openapi.json')).body;
    const body =
      doc.paths['/public/forms/presentation-assistance'].post.requestBody.content['multipart/form-data'].schema;
    expect(JSON.stringify(body)).toContain('`images[0]`, `images[1]`');
  });
});

describe('a backup', () => {
  it('holds the private photos, under the paths their rows name', async () => {
    const res = await placement().attach('images[0]', await photo(400, 300), 'backed-up.jpg');
    expect(res.status).toBe(200);
    const variants = await variantsOf((await photosOf(await newestSubmission()))[0]!);
    const backup = await createBackup({
      sqlite: t.deps.sqlite,
      uploadsDir: t.deps.env.UPLOADS_DIR,
      root: path.join(t.dir, 'backups'),
    });
    expect(backup.manifest.missing).toEqual([]);
    for (const v of variants) expect(fs.existsSync(path.join(backup.dir, BACKUP_UPLOADS, v.path)), v.path).toBe(true);
  });
});

describe('staff uploads', () => {
  it('stay public at /uploads, cached for a year', async () => {
    const res = await t
      .admin()
      .post('/api/admin/file-uploader')
      .attach('files[]', await photo(), 'piece.jpg');
    expect(res.status).toBe(200);
    expect(res.body.valid[0].url).toMatch(/^\/uploads\/[0-9a-f]{2}\//);
    const got = await t.http().get(res.body.valid[0].url);
    expect(got.status).toBe(200);
    expect(got.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('photos stored before they were private', () => {
  it('are moved out of the public folder at start, a run cut short is finished by the next, and links work', async () => {
    const old = await makeImage(t.deps, { name: 'old-room.png' });
    const submission = await makeFormSubmission(t.deps.db, {
      kind: 'specific_art_piece_virtual_placement',
      image_ids: [old.id],
    });
    const before = await variantsOf(old.id);
    expect(before[0]!.path.startsWith(`${PRIVATE_DIR}/`)).toBe(false);
    expect((await t.http().get(old.url)).status).toBe(200);
    // A run cut short: one file already moved, the row not yet written.
    const root = t.deps.env.UPLOADS_DIR;
    fs.mkdirSync(path.join(root, PRIVATE_DIR, path.dirname(before[0]!.path)), { recursive: true });
    fs.renameSync(path.join(root, before[0]!.path), path.join(root, PRIVATE_DIR, before[0]!.path));

    expect(await makeFormPhotosPrivate(t.deps)).toBe(1);
    expect(await makeFormPhotosPrivate(t.deps)).toBe(0);
    const after = await variantsOf(old.id);
    expect(after.map((v) => v.path)).toEqual(before.map((v) => `${PRIVATE_DIR}/${v.path}`));
    for (const v of before) expect(fs.existsSync(path.join(root, v.path))).toBe(false);
    for (const v of after) expect(fs.existsSync(path.join(root, v.path))).toBe(true);
    expect((await t.http().get(old.url)).status).toBe(404);

    const one = await t.admin().get(`/api/admin/form-submission/${submission.id}`);
    expect(one.body.images).toHaveLength(1);
    expect((await t.http().get(one.body.images[0].url)).status).toBe(200);
  });
});
