// Backups and restores (issue 19): a backup taken while RSVPs, uploads and a post are being written
// is whole; restored into a fresh folder, the site serves the same data and images. A restore
// refuses over a running server and a damaged backup, and keeps what it replaces.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pino from 'pino';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '#server/app';
import { closeDeps, createDeps } from '#server/boot';
import { loadEnv, parseEvery } from '#server/env';
import { makeExhibition, makeTimeslot } from '#server/factories/events';
import { makePost } from '#server/factories/media';
import { dateInDays } from '#server/factories/support';
import { createBackup, listBackups, pruneBackups } from '#server/ops/backup';
import { pidFileOf } from '#server/ops/pid-file';
import { RestoreRefused, restoreBackup } from '#server/ops/restore';
import { listen } from '../setup/listen';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-backup-'));
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

/** A backup of the test app's database and uploads into `root`; `more` as createBackup takes it. */
const backupOfApp = (
  root: string,
  more: Omit<Parameters<typeof createBackup>[0], 'sqlite' | 'uploadsDir' | 'root'> = {},
) => createBackup({ sqlite: t.deps.sqlite, uploadsDir: t.deps.env.UPLOADS_DIR, root, ...more });

const png = (colour: string) =>
  sharp({ create: { width: 700, height: 500, channels: 3, background: colour } })
    .png()
    .toBuffer();

/** The site served from a restored database and uploads folder. */
const openRestored = async (databasePath: string, uploadsDir: string) => {
  const env = loadEnv({
    DATABASE_PATH: databasePath,
    UPLOADS_DIR: uploadsDir,
    OUTBOX_DIR: path.join(scratch, 'outbox'),
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'false',
    NODE_ENV: 'test',
  });
  const deps = await createDeps(env, pino({ level: 'silent' }));
  return { deps, http: () => request(createApp(deps)) };
};

describe('a backup under write load, restored into a fresh folder', () => {
  it('is whole, and the restored site serves the same data and images', async () => {
    const show = await makeExhibition(t.deps.db, { title: 'Backup Night', slug: 'backup-night' });
    await makeTimeslot(t.deps.db, { exhibition_id: show.id, date: dateInDays(4), time: '18:00', capacity: 10_000 });
    const server = await listen(t.app);
    let stop = false;
    const acked = { rsvps: [] as string[], images: [] as number[] };
    const rsvps = (async () => {
      for (let i = 0; !stop; i++) {
        const email = `b${i}@example.com`;
        const res = await fetch(`${server.url}/api/public/exhibitions/backup-night/rsvp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${i % 250}.${Math.floor(i / 250)}` },
          body: JSON.stringify({ name: 'Backup Guest', email, guests: 1, date: dateInDays(4), time: '18:00' }),
        });
        if (res.status === 200) acked.rsvps.push(email);
      }
    })();
    const uploads = (async () => {
      for (let i = 0; !stop; i++) {
        const res = await t
          .admin()
          .post('/api/admin/file-uploader')
          .attach('files[]', await png(`#${(((i * 40) % 200) + 16).toString(16)}5a5a`), `b${i}.png`);
        if (res.status === 200) acked.images.push(...(res.body.valid as { id: number }[]).map((v) => v.id));
      }
    })();
    while (acked.rsvps.length < 5 || acked.images.length < 2) await new Promise((r) => setTimeout(r, 20));
    const post = await makePost(t.deps.db, { title: 'Written during the backup' });

    // As `npm run db:backup` does it: its own connection, one step, while the writes go on.
    const reader = new Sqlite(t.deps.env.DATABASE_PATH, { readonly: true });
    const during = await createBackup({
      sqlite: reader,
      uploadsDir: t.deps.env.UPLOADS_DIR,
      root: path.join(scratch, 'backups'),
      pagesPerStep: 0x7fffffff,
    });
    reader.close();
    await new Promise((r) => setTimeout(r, 300));
    stop = true;
    await Promise.all([rsvps, uploads]);
    await server.close();
    // As the server's schedule does it: its own connection, 100 pages a step; nothing is written now.
    const after = await backupOfApp(path.join(scratch, 'backups'), {
      pagesPerStep: 100,
      now: new Date(Date.now() + 1000),
    });
    expect(listBackups(path.join(scratch, 'backups'))).toEqual([path.basename(during.dir), path.basename(after.dir)]);
    expect(during.manifest.missing).toEqual([]);
    expect(during.manifest.images).toBeGreaterThanOrEqual(2);

    for (const [backup, name] of [
      [during, 'during'],
      [after, 'after'],
    ] as const) {
      const dbPath = path.join(scratch, name, 'data', 'weft.db');
      const uploadsDir = path.join(scratch, name, 'uploads');
      const restored = await restoreBackup(backup.dir, { databasePath: dbPath, uploadsDir });
      expect(restored.keptDatabase).toBeUndefined();
      const site = await openRestored(dbPath, uploadsDir);
      try {
        expect(site.deps.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
        const snapshot = new Sqlite(path.join(backup.dir, 'weft.db'), { readonly: true });
        const emails = snapshot.prepare('SELECT email FROM rsvps ORDER BY id').pluck().all();
        snapshot.close();
        expect(await site.deps.db.selectFrom('rsvps').select('email').orderBy('id').execute()).toEqual(
          emails.map((email) => ({ email })),
        );
        const posts = await site.deps.db.selectFrom('posts').select('title').where('id', '=', post.id).execute();
        expect(posts).toEqual([{ title: 'Written during the backup' }]);
        expect((await site.http().get('/api/public/artworks/shop-page')).status).toBe(200);
        // Every image the restored database names is served, byte for byte the original.
        const files = await site.deps.db.selectFrom('files').select(['id', 'variants']).execute();
        expect(files.length).toBe(backup.manifest.images);
        for (const f of files)
          for (const v of JSON.parse(f.variants) as { path: string }[]) {
            const res = await site.http().get(`/uploads/${v.path}`).buffer(true);
            expect(res.status).toBe(200);
            expect(Buffer.compare(res.body as Buffer, fs.readFileSync(path.join(t.deps.env.UPLOADS_DIR, v.path)))).toBe(
              0,
            );
          }
        if (name === 'after') {
          expect(emails).toEqual(expect.arrayContaining(acked.rsvps));
          expect(files.map((f) => f.id)).toEqual(expect.arrayContaining(acked.images));
        }
      } finally {
        await closeDeps(site.deps);
      }
    }
    // The second backup linked the files the first already had instead of copying them again.
    const shared = JSON.parse(
      (
        await t.deps.db
          .selectFrom('files')
          .select('variants')
          .where('id', '=', acked.images[0]!)
          .executeTakeFirstOrThrow()
      ).variants,
    )[0].path as string;
    expect(fs.statSync(path.join(after.dir, 'uploads', shared)).nlink).toBeGreaterThanOrEqual(2);
  }, 60_000);
});

describe('db:restore', () => {
  const target = () => ({
    databasePath: path.join(scratch, 'live', 'weft.db'),
    uploadsDir: path.join(scratch, 'live-up'),
  });

  it('refuses while a server runs on the database, and a damaged backup, replacing nothing', async () => {
    const backup = await backupOfApp(path.join(scratch, 'r'));
    const { databasePath, uploadsDir } = target();
    fs.mkdirSync(path.dirname(databasePath), { recursive: true });
    fs.writeFileSync(databasePath, 'the live one');
    // The test runner's parent process stands in for a live server.
    fs.writeFileSync(pidFileOf(databasePath), `${process.ppid}\n`);
    await expect(restoreBackup(backup.dir, { databasePath, uploadsDir })).rejects.toThrow(
      new RestoreRefused(
        `Another Weft server (pid ${process.ppid}) is running on ${databasePath}. Stop it before restoring (or remove ${pidFileOf(databasePath)} if that process is not Weft).`,
      ),
    );
    // A pid file left by a crash names a dead process: it does not block.
    fs.writeFileSync(pidFileOf(databasePath), '999999999\n');

    const damaged = path.join(scratch, 'damaged');
    fs.cpSync(backup.dir, damaged, { recursive: true });
    const fd = fs.openSync(path.join(damaged, 'weft.db'), 'r+');
    fs.writeSync(fd, Buffer.alloc(4096, 0xab), 0, 4096, 8192);
    fs.closeSync(fd);
    await expect(restoreBackup(damaged, { databasePath, uploadsDir })).rejects.toThrow(RestoreRefused);
    expect(fs.readFileSync(databasePath, 'utf8')).toBe('the live one');
    expect(fs.existsSync(pidFileOf(databasePath))).toBe(false);
  });

  it('keeps the database and uploads it replaces', async () => {
    const backup = await backupOfApp(path.join(scratch, 'k'));
    const { databasePath, uploadsDir } = target();
    fs.rmSync(databasePath, { force: true });
    const older = new Sqlite(databasePath);
    older.pragma('journal_mode = WAL');
    older.exec("CREATE TABLE kept (v TEXT); INSERT INTO kept VALUES ('only in the WAL')");
    // Left as a crash leaves it: the row is in the WAL, not yet in the file.
    fs.mkdirSync(uploadsDir, { recursive: true });
    fs.writeFileSync(path.join(uploadsDir, 'old.txt'), 'old upload');
    const r = await restoreBackup(backup.dir, { databasePath, uploadsDir });
    older.close();
    // It holds what the live database held (password and token hashes): the owner's alone.
    expect(fs.statSync(r.keptDatabase!).mode & 0o777).toBe(0o600);
    const kept = new Sqlite(r.keptDatabase!, { readonly: true });
    expect(kept.prepare('SELECT v FROM kept').pluck().get()).toBe('only in the WAL');
    kept.close();
    expect(fs.readFileSync(path.join(r.keptUploads!, 'old.txt'), 'utf8')).toBe('old upload');
    const restored = new Sqlite(databasePath, { readonly: true });
    expect(restored.prepare('SELECT COUNT(*) FROM files').pluck().get()).toBe(backup.manifest.images);
    restored.close();
  });

  it('keeps the newest backups only, and reads BACKUP_EVERY', async () => {
    const root = path.join(scratch, 'prune');
    for (let i = 0; i < 4; i++) await backupOfApp(root, { keep: 3, now: new Date(Date.UTC(2026, 0, 1 + i)) });
    expect(listBackups(root)).toEqual([
      'weft-2026-01-02T00-00-00-000Z',
      'weft-2026-01-03T00-00-00-000Z',
      'weft-2026-01-04T00-00-00-000Z',
    ]);
    expect(await pruneBackups(root, 1)).toHaveLength(2);
    expect([parseEvery('6h'), parseEvery('1d'), parseEvery('30m'), parseEvery('1m'), parseEvery('daily')]).toEqual([
      21_600_000,
      86_400_000,
      1_800_000,
      undefined,
      undefined,
    ]);
  });
});
