// Hostile and broken conditions (issue 19): bodies nested thousands deep, slow bodies, a database
// that is full or read-only, and uploads that fail half-way or are cut short by a crash.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import express from 'express';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bodyDeadline, bodyTooSlowMessage, setBodyDeadline, uploadDeadlineMs } from '#server/lib/body-deadline';
import { jsonDepth, jsonTooDeepMessage } from '#server/lib/json-body';
import { storageUnavailableMessage } from '#server/lib/storage-errors';
import { cleanUnfinishedUploads } from '#server/modules/uploads/upload-journal';
import { listen } from '../setup/listen';
import { createTestApp, type TestApp } from '../setup/test-app';
import { filesOnDisk } from '../setup/uploads-on-disk';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every file (not folder) under UPLOADS_DIR, relative. */
const uploadedFiles = () => filesOnDisk(t.deps.env.UPLOADS_DIR);

const deep = (n: number) => '{"a":'.repeat(n) + '1' + '}'.repeat(n);

describe('JSON nested thousands deep', () => {
  const body = '['.repeat(5000) + ']'.repeat(5000);

  it('is refused with a 400 and a message on every kind of JSON route, before any work', async () => {
    const routes = [
      () => t.http().post('/api/login'),
      () => t.http().post('/api/public/subscribe'),
      () => t.http().post('/trpc/auth.login'),
      () => t.admin().post('/api/admin/tag'),
      () => t.admin().delete('/api/admin/file-uploader'),
    ];
    for (const route of routes) {
      const res = await route().set('content-type', 'application/json').send(body);
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.status, res.text).toBeLessThan(500);
    }
    const login = await t.http().post('/api/login').set('content-type', 'application/json').send(deep(5000));
    expect(login.status).toBe(400);
    expect(login.body).toEqual({ message: jsonTooDeepMessage });
  });

  it('counts nesting outside strings only, and lets ordinary bodies through', async () => {
    expect(jsonDepth(Buffer.from('{"a":[1,{"b":"[[[[{{{{"}]}'))).toBe(3);
    expect(jsonDepth(Buffer.from('{"a":"\\"[[["}'))).toBe(1);
    const ok = await t
      .http()
      .post('/api/public/subscribe')
      .send(JSON.parse(deep(20)) as object);
    expect(ok.status).toBe(422);
  });
});

describe('a slow request body', () => {
  it('gets a bounded time to arrive, then a 408 and a closed connection', async () => {
    const app = express();
    app.use(bodyDeadline(300));
    app.post('/echo', express.json(), (req, res) => void res.json(req.body));
    const server = await listen(app);
    const { port } = new URL(server.url);
    const socket = net.connect(Number(port), '127.0.0.1');
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())));
    const start = Date.now();
    socket.write(
      'POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":',
    );
    const trickle = setInterval(() => socket.writable && socket.write(' '), 50);
    const end = await closed;
    clearInterval(trickle);
    await server.close();
    expect(end - start).toBeGreaterThanOrEqual(290);
    expect(end - start).toBeLessThan(3000);
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(answer).toContain(bodyTooSlowMessage);
  });

  it('leaves a body that arrives in time alone, and an upload may take much longer', async () => {
    const app = express();
    app.use(bodyDeadline(300));
    app.post('/upload', (req, res, next) => {
      setBodyDeadline(req, res, 2000);
      next();
    });
    app.post(['/echo', '/upload'], express.json(), (req, res) => void res.json(req.body));
    const server = await listen(app);
    const slowPost = async (p: string) => {
      const chunks = ['{"a"', ':', '1', '}'];
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = chunks.shift();
          if (next === undefined) return controller.close();
          await new Promise((r) => setTimeout(r, 150));
          controller.enqueue(new TextEncoder().encode(next));
        },
      });
      const res = await fetch(`${server.url}${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: stream,
        duplex: 'half',
      } as RequestInit);
      return res.status;
    };
    expect(await slowPost('/upload')).toBe(200);
    expect(await slowPost('/echo')).toBe(408);
    await server.close();
  });

  it('budgets uploads by their length: a 15 MB photo on a 128 kbit/s link fits', () => {
    const fifteenMb = 15 * 1024 * 1024;
    expect(uploadDeadlineMs(fifteenMb)).toBeGreaterThan((fifteenMb / 16_000) * 1000);
    expect(uploadDeadlineMs(1000)).toBeLessThan(65_000);
    expect(uploadDeadlineMs(undefined)).toBe(30 * 60_000);
    expect(uploadDeadlineMs(10 * fifteenMb)).toBe(30 * 60_000);
  });
});

describe('a full disk or a read-only database', () => {
  it('refuses writes with a clear 503, keeps the public site reading, and corrupts nothing', async () => {
    const before = await t.http().get('/api/public/artists?page=all');
    expect(before.status).toBe(200);
    t.deps.sqlite.pragma('query_only = ON');
    try {
      const write = await t.admin().post('/api/admin/tag').send({ title: 'Refused' });
      expect(write.status).toBe(503);
      expect(write.body).toMatchObject({ message: storageUnavailableMessage });
      expect((await t.http().get('/api/public/artists?page=all')).status).toBe(200);
    } finally {
      t.deps.sqlite.pragma('query_only = OFF');
    }
    // A full database file: SQLite refuses the page it cannot add and rolls the statement back.
    const pages = t.deps.sqlite.pragma('page_count', { simple: true }) as number;
    t.deps.sqlite.pragma(`max_page_count = ${pages}`);
    try {
      const long = 'x'.repeat(100);
      let status = 200;
      for (let i = 0; i < 200 && status === 200; i++)
        status = (
          await t
            .admin()
            .post('/api/admin/tag')
            .send({ title: `${long}${i}`.slice(-190) })
        ).status;
      expect(status).toBe(503);
    } finally {
      t.deps.sqlite.pragma('max_page_count = 4294967294');
    }
    expect(t.deps.sqlite.pragma('integrity_check', { simple: true })).toBe('ok');
    expect((await t.admin().post('/api/admin/tag').send({ title: 'Accepted again' })).status).toBe(200);
  });
});

describe('an upload that fails half-way', () => {
  const png = () =>
    sharp({ create: { width: 900, height: 600, channels: 3, background: '#a33' } })
      .png()
      .toBuffer();

  it('leaves no file, no row and no marker behind', async () => {
    const rows = async () => (await t.deps.db.selectFrom('files').select('id').execute()).length;
    const rowsBefore = await rows();
    const filesBefore = uploadedFiles();
    const fsp = (await import('node:fs/promises')).default;
    const rename = fsp.rename;
    let calls = 0;
    // The third file's rename fails, as a full disk would fail it, while the others are written.
    const spy = vi.spyOn(fsp, 'rename').mockImplementation(async (from, to) => {
      if (++calls === 3) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC' });
      return rename(from, to);
    });
    try {
      const res = await t
        .admin()
        .post('/api/admin/file-uploader')
        .attach('files[]', await png(), 'wall.png');
      expect(res.status).toBe(422);
      expect(res.body.errors.files).toEqual(['wall.png could not be saved. Please try again.']);
    } finally {
      spy.mockRestore();
    }
    expect(calls).toBeGreaterThan(3);
    expect(await rows()).toBe(rowsBefore);
    expect(uploadedFiles()).toEqual(filesBefore);
  });

  it('cut short by a crash, is cleaned on the next start; a finished one is kept', async () => {
    const up = t.deps.env.UPLOADS_DIR;
    const kept = await t
      .admin()
      .post('/api/admin/file-uploader')
      .attach('files[]', await png(), 'kept.png');
    expect(kept.status).toBe(200);
    const keptStem = (
      await t.deps.db.selectFrom('files').select('stem').orderBy('id', 'desc').executeTakeFirstOrThrow()
    ).stem;
    const filesBefore = uploadedFiles();
    // What a kill -9 leaves: the marker, a finished file and a half-written temporary one, no row.
    const stem = 'ab'.padEnd(24, '0');
    fs.mkdirSync(path.join(up, '.pending'), { recursive: true });
    fs.mkdirSync(path.join(up, 'ab'), { recursive: true });
    fs.writeFileSync(path.join(up, '.pending', stem), '');
    fs.writeFileSync(path.join(up, '.pending', keptStem), '');
    fs.writeFileSync(path.join(up, 'ab', `${stem}-320.webp`), 'done');
    fs.writeFileSync(path.join(up, 'ab', `${stem}-640.jpg.1a2b3c4d.tmp`), 'half');
    expect(await cleanUnfinishedUploads(t.deps)).toEqual({ removedFiles: 2, unfinished: 2 });
    expect(uploadedFiles()).toEqual(filesBefore);
  });
});
