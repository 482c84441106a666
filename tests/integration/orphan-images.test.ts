// Unused uploads are removed after a day; anything an item, a profile or a form points at stays.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { deleteFileIfUnused, listOrphanFileIds } from '#server/modules/uploads/file.repository';
import { sweepOrphanImages } from '#server/modules/uploads/orphan-sweeper';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeImage } from '#server/factories/images';
import { testAppForFile } from '../setup/test-app';

const t = testAppForFile();

const DAY = 24 * 3_600_000;
const filesOnDisk = (url: string) => fs.existsSync(path.join(t.deps.env.UPLOADS_DIR, url.replace(/^\/uploads\//, '')));
const fileIds = async () => (await t.deps.db.selectFrom('files').select('id').orderBy('id').execute()).map((r) => r.id);

it('keeps fresh uploads, and old ones that something uses; removes the rest with their files', async () => {
  const { db } = t.deps;
  const fresh = await makeImage(t.deps);
  const unused = await makeImage(t.deps);
  const header = await makeImage(t.deps);
  const product = await makeImage(t.deps);
  const avatar = await makeImage(t.deps);
  const artist = await makeArtist(db, { header_image_id: header.id });
  await makeArtwork(db, { artist_id: artist.id, image_ids: [product.id] });
  await db.updateTable('users').set({ avatar_file_id: avatar.id }).execute();
  const old = new Date(Date.now() - 2 * DAY).toISOString();
  await db.updateTable('files').set({ created_at: old }).where('id', '!=', fresh.id).execute();

  expect(await sweepOrphanImages(t.deps)).toBe(1);
  expect(await fileIds()).toEqual([fresh.id, header.id, product.id, avatar.id].sort((a, b) => a - b));
  expect(filesOnDisk(unused.url)).toBe(false);
  expect(filesOnDisk(product.url)).toBe(true);

  // A day later the fresh upload, still unused, goes too.
  expect(await sweepOrphanImages(t.deps, Date.now() + 2 * DAY)).toBe(1);
  expect(await fileIds()).not.toContain(fresh.id);
});

it('keeps an upload that only rich text shows by its URL', async () => {
  const { db } = t.deps;
  const inline = await makeImage(t.deps);
  const alone = await makeImage(t.deps);
  await makeArtist(db, { biography: `<p>At the loom:</p><p><img src="${inline.url}" alt="loom"></p>` });
  const old = new Date(Date.now() - 2 * DAY).toISOString();
  await db.updateTable('files').set({ created_at: old }).where('id', 'in', [inline.id, alone.id]).execute();

  expect(await sweepOrphanImages(t.deps)).toBe(1);
  const ids = await fileIds();
  expect(ids).toContain(inline.id);
  expect(ids).not.toContain(alone.id);
  expect(filesOnDisk(inline.url)).toBe(true);
});

it('deletes with one guarded statement: a reference made after the listing keeps the row and its files', async () => {
  const { db } = t.deps;
  const image = await makeImage(t.deps);
  const old = new Date(Date.now() - 2 * DAY).toISOString();
  await db.updateTable('files').set({ created_at: old }).where('id', '=', image.id).execute();
  const before = new Date().toISOString();
  expect(await listOrphanFileIds(db, before)).toContain(image.id);
  // between the listing and the delete, an artist takes the image up
  await makeArtist(db, { header_image_id: image.id });
  expect(await deleteFileIfUnused(db, image.id, before)).toBeNull();
  expect(await fileIds()).toContain(image.id);
  expect(filesOnDisk(image.url)).toBe(true);
});
