import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { storeImage } from '#server/modules/uploads/image.service';
import { pngClaiming } from '../setup/png';
import { createTestApp, type TestApp } from '../setup/test-app';
import { filesOnDisk } from '../setup/uploads-on-disk';

const URL = '/api/admin/file-uploader';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Every file (not folder) under UPLOADS_DIR, relative. */
const uploadedFiles = () => filesOnDisk(t.deps.env.UPLOADS_DIR);

const noisy = (width: number, height: number) => {
  const data = Buffer.alloc(width * height * 3);
  for (let i = 0; i < data.length; i++) data[i] = (i * 2654435761) >>> 24;
  return sharp(data, { raw: { width, height, channels: 3 } });
};

describe('POST /api/admin/file-uploader', () => {
  it('stores a PNG and a JPEG as WebP and JPEG derivatives under server-made names', async () => {
    const png = await noisy(1000, 500).png().toBuffer();
    const jpeg = await noisy(400, 300).jpeg().toBuffer();
    const res = await t
      .admin()
      .post(URL)
      .attach('files[]', png, 'Wall piece.png')
      .attach('files[]', jpeg, 'detail.jpg');
    expect(res.status).toBe(200);
    expect(res.body.invalid).toEqual([]);
    expect(res.body.valid).toHaveLength(2);
    const [big, small] = res.body.valid;
    expect(big).toMatchObject({ width: 1000, height: 500, alt: null });
    expect(big.srcset).toMatch(/-320\.webp 320w, .*-640\.webp 640w, .*-800\.webp 800w, .*-1000\.webp 1000w$/);
    expect(big.srcset_jpeg).toContain('800.jpg 800w');
    expect(small.srcset).toMatch(/-320\.webp 320w, [^,]*-400\.webp 400w$/);

    const row = await t.deps.db.selectFrom('files').selectAll().where('id', '=', big.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      original_name: 'Wall piece.png',
      mime: 'image/png',
      width: 1000,
      height: 500,
      bytes: png.length,
    });
    const variants = JSON.parse(row.variants) as { path: string; width: number; format: string }[];
    expect(variants.map((v) => `${v.format}${v.width}`)).toEqual([
      'webp320',
      'jpeg320',
      'webp640',
      'jpeg640',
      'webp800',
      'jpeg800',
      'webp1000',
      'jpeg1000',
    ]);
    for (const v of variants) {
      expect(v.path).toMatch(new RegExp(`^${row.stem.slice(0, 2)}/${row.stem}-\\d+\\.(webp|jpg)$`));
      const meta = await sharp(path.join(t.deps.env.UPLOADS_DIR, v.path)).metadata();
      expect(meta.width).toBe(v.width);
    }
    // The uploaded bytes are served back from /uploads.
    const served = await t.http().get(big.url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
  });

  it('keeps a derivative of its own width between the standard ones (share-sized from 1200 px), and caps at 1600', async () => {
    const res = await t
      .admin()
      .post(URL)
      .attach('files[]', await noisy(1300, 700).jpeg().toBuffer(), 'wide.jpg')
      .attach('files[]', await noisy(2000, 600).jpeg().toBuffer(), 'wider.jpg')
      .attach('files[]', await noisy(600, 1200).jpeg().toBuffer(), 'upright.jpg')
      .attach('files[]', await noisy(640, 480).jpeg().toBuffer(), 'standard.jpg');
    expect(res.status).toBe(200);
    const [mid, wide, upright, standard] = res.body.valid;
    expect(mid.srcset).toMatch(/-800\.webp 800w, .*-1300\.webp 1300w$/);
    expect(wide.srcset).toMatch(/-800\.webp 800w, .*-1600\.webp 1600w$/);
    // Issue 14: a picture 600 px wide was kept at 320 only, and shared at 320.
    expect(upright.srcset_jpeg).toMatch(/-320\.jpg 320w, .*-600\.jpg 600w$/);
    expect(standard.srcset_jpeg).toMatch(/-320\.jpg 320w, [^,]*-640\.jpg 640w$/);
  });

  it('honours the EXIF orientation and strips the metadata', async () => {
    const jpeg = await noisy(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await t.admin().post(URL).attach('files[]', jpeg, 'phone.jpg');
    expect(res.status).toBe(200);
    expect(res.body.valid[0]).toMatchObject({ width: 200, height: 400 });
    const file = path.join(t.deps.env.UPLOADS_DIR, res.body.valid[0].url.replace('/uploads/', ''));
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ width: 200, height: 400 });
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
  });

  it('accepts the field name files and answers 200 with the refused ones listed', async () => {
    const png = await noisy(50, 40).png().toBuffer();
    const res = await t
      .admin()
      .post(URL)
      .attach('files', png, 'tiny.png')
      .attach('files', Buffer.from('just text'), 'notes.png');
    expect(res.status).toBe(200);
    expect(res.body.valid[0]).toMatchObject({ width: 50, height: 40 });
    expect(res.body.valid[0].srcset).toMatch(/-50\.webp 50w$/);
    expect(res.body.invalid).toEqual([{ name: 'notes.png', message: 'notes.png is not a PNG or JPEG image' }]);
  });

  describe('refusals leave nothing on disk and no row', () => {
    let before: string[];
    let rowsBefore: number;
    const rows = async () => (await t.deps.db.selectFrom('files').select('id').execute()).length;
    beforeAll(async () => {
      before = uploadedFiles();
      rowsBefore = await rows();
    });
    afterAll(async () => {
      expect(uploadedFiles()).toEqual(before);
      expect(await rows()).toBe(rowsBefore);
    });

    const expect422 = async (res: { status: number; body: unknown }, message: string) => {
      expect(res.status).toBe(422);
      expect(res.body).toEqual({ message, errors: { files: [message] } });
    };

    it('refuses a text file named .png by its content', async () => {
      const res = await t.admin().post(URL).attach('files[]', Buffer.from('hello, not an image'), 'sneaky.png');
      await expect422(res, 'sneaky.png is not a PNG or JPEG image');
    });

    it('refuses a GIF even when the client says image/png', async () => {
      const gif = await noisy(20, 20).gif().toBuffer();
      const res = await t.admin().post(URL).attach('files[]', gif, { filename: 'anim.png', contentType: 'image/png' });
      await expect422(res, 'anim.png is not a PNG or JPEG image');
    });

    it('refuses a file over 15 MB with the spec message', async () => {
      const big = Buffer.concat([await noisy(10, 10).png().toBuffer(), Buffer.alloc(15 * 1024 * 1024)]);
      const res = await t.admin().post(URL).attach('files[]', big, 'huge.png');
      await expect422(res, MSG.imageTooLarge('huge.png', 15));
      expect(res.body.message).toBe('Please select image huge.png size less than 15 MB');
    });

    it('refuses a truncated PNG as unreadable', async () => {
      const png = await noisy(600, 400).png().toBuffer();
      const res = await t
        .admin()
        .post(URL)
        .attach('files[]', png.subarray(0, Math.floor(png.length / 2)), 'cut.png');
      await expect422(res, 'cut.png could not be read as an image');
    });

    it('refuses a PNG whose header claims 30000 x 30000 pixels before decoding it, and keeps serving', async () => {
      const res = await t.admin().post(URL).attach('files[]', pngClaiming(30000, 30000), 'bomb.png');
      await expect422(res, 'bomb.png is too large in pixels');
      expect((await t.http().get('/healthz')).status).toBe(200);
    });

    it('refuses more than 10 files and a request without files', async () => {
      const png = await noisy(10, 10).png().toBuffer();
      let req = t.admin().post(URL);
      for (let i = 0; i < 11; i++) req = req.attach('files[]', png, `p${i}.png`);
      await expect422(await req, 'Please select at most 10 images at a time');
      await expect422(await t.admin().post(URL).field('note', 'x'), MSG.required);
    });

    it('answers 401 without a token or with an unknown one', async () => {
      const png = await noisy(10, 10).png().toBuffer();
      const anon = await t.http().post(URL).attach('files[]', png, 'a.png');
      expect(anon.status).toBe(401);
      expect(anon.body).toEqual({ message: 'Unauthenticated' });
      const wrong = await t.http().post(URL).set('Authorization', 'Bearer nope').attach('files[]', png, 'a.png');
      expect(wrong.status).toBe(401);
      expect((await t.http().delete(URL).send({ id: 1 })).status).toBe(401);
    });

    it('removes the derivatives already written when the row cannot be saved', async () => {
      const png = await noisy(700, 300).png().toBuffer();
      // created_by must be a user: an unknown one makes the insert fail after the files are written.
      await expect(storeImage(t.deps, png, 'orphan.png', 987654)).rejects.toThrow(/FOREIGN KEY/);
    });
  });
});

describe('DELETE /api/admin/file-uploader', () => {
  it('removes the row and its files; unknown ids are 404', async () => {
    const png = await noisy(700, 350).png().toBuffer();
    const up = await t.admin().post(URL).attach('files[]', png, 'gone.png');
    const image = up.body.valid[0];
    const row = await t.deps.db
      .selectFrom('files')
      .select(['stem', 'variants'])
      .where('id', '=', image.id)
      .executeTakeFirstOrThrow();
    const paths = (JSON.parse(row.variants) as { path: string }[]).map((v) =>
      path.join(t.deps.env.UPLOADS_DIR, v.path),
    );
    expect(paths.every((p) => fs.existsSync(p))).toBe(true);

    const res = await t.admin().delete(URL).send({ id: image.id });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Image successfully deleted' });
    expect(paths.some((p) => fs.existsSync(p))).toBe(false);
    expect(
      await t.deps.db.selectFrom('files').select('id').where('id', '=', image.id).executeTakeFirst(),
    ).toBeUndefined();

    expect((await t.admin().delete(`${URL}?id=${image.id}`)).status).toBe(404);
    const bad = await t.admin().delete(URL).send({ id: 'abc' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.id).toEqual([MSG.number]);
  });

  it('deletes an image still used as an avatar, which then shows none', async () => {
    const png = await noisy(200, 200).png().toBuffer();
    const up = await t.admin().post(URL).attach('files[]', png, 'me.png');
    const user = await t.deps.db.selectFrom('users').select('id').executeTakeFirstOrThrow();
    await t.deps.db
      .updateTable('users')
      .set({ avatar_file_id: up.body.valid[0].id })
      .where('id', '=', user.id)
      .execute();
    expect((await t.admin().delete(URL).send({ id: up.body.valid[0].id })).status).toBe(200);
    const after = await t.deps.db
      .selectFrom('users')
      .select('avatar_file_id')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(after.avatar_file_id).toBeNull();
  });
});

describe('OpenAPI', () => {
  it('documents POST and DELETE /admin/file-uploader with a multipart body', async () => {
    const doc = (await t.http().get('/api/openapi.json')).body;
    const item = doc.paths['/admin/file-uploader'];
    expect(Object.keys(item.post.requestBody.content)).toEqual(['multipart/form-data']);
    expect(item.delete.responses['404']).toBeDefined();
  });
});
