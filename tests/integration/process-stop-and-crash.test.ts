// What only a real process shows (issue 19): a SIGTERM under load lets every request in flight
// finish, and a kill -9 in the middle of RSVPs, uploads and admin edits loses no acknowledged
// write and leaves no orphaned or half-written file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDeps, createDeps } from '#server/boot';
import { loadEnv } from '#server/env';
import { makeArtist } from '#server/factories/catalogue';
import { makeExhibition, makeTimeslot } from '#server/factories/events';
import { dateInDays } from '#server/factories/support';
import { ensureAdmin } from '#server/modules/auth/auth.service';
import { connectAndAsk, login, serverEnv, startServer, waitFor } from '../setup/server-process';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-crash-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const STAFF = { ADMIN_EMAIL: 'ops@weft.test', ADMIN_PASSWORD: 'Ops-secret-2026!' };

/** A database made before the server starts: staff, artists, and a show with a big timeslot. */
const prepare = async (env: Record<string, string>) => {
  const deps = await createDeps(loadEnv({ ...env, DEMO_DATA: 'false' }), pino({ level: 'silent' }));
  await ensureAdmin(deps, { email: STAFF.ADMIN_EMAIL, password: STAFF.ADMIN_PASSWORD, defaultEmail: '' });
  for (let i = 0; i < 30; i++) await makeArtist(deps.db, { first_name: `Weaver${i}`, last_name: `Loom${i}` });
  const show = await makeExhibition(deps.db, { title: 'Night Shift', slug: 'night-shift' });
  await makeTimeslot(deps.db, { exhibition_id: show.id, date: dateInDays(5), time: '18:00', capacity: 100_000 });
  await closeDeps(deps);
};

describe.concurrent('the process, stopped and crashed', () => {
  it('finishes all 80 requests in flight on SIGTERM, then exits cleanly', async () => {
    const env = { ...serverEnv(dir, 'stop'), ...STAFF, DEMO_DATA: 'false' };
    await prepare(env);
    const server = await startServer(env);
    const port = Number(new URL(server.url).port);
    const sockets = await Promise.all(
      Array.from({ length: 80 }, (_, i) =>
        connectAndAsk(port, i % 2 ? `/api/public/artists?page=all&probe=${i}` : `/readyz?probe=${i}`),
      ),
    );
    for (const s of sockets) s.send();
    server.child.kill('SIGTERM');
    const statuses = await Promise.all(sockets.map((s) => s.status));
    // Every request is answered: the API's with its data; /readyz with 200, or with 503 when it is
    // read after the stop began (it tells the load balancer to send no more). None is dropped.
    expect(statuses.filter((s, i) => (i % 2 ? s !== '200' : s !== '200' && s !== '503'))).toEqual([]);
    expect(statuses.filter((s, i) => i % 2 === 1 && s === '200')).toHaveLength(40);
    expect(await server.exit).toBe(0);
    expect(server.output()).toMatch(/"msg":"stopped"/);
    // The log was checkpointed into the file and the server's mark removed.
    expect(fs.existsSync(`${env.DATABASE_PATH}-wal`) ? fs.statSync(`${env.DATABASE_PATH}-wal`).size : 0).toBe(0);
    expect(fs.existsSync(`${env.DATABASE_PATH}.pid`)).toBe(false);
  }, 240_000);

  it('loses no acknowledged write and leaves no orphaned file after kill -9 during mixed writes', async () => {
    const env = { ...serverEnv(dir, 'crash'), ...STAFF, DEMO_DATA: 'false' };
    await prepare(env);
    const server = await startServer(env);
    const token = await login(server.url, STAFF.ADMIN_EMAIL, STAFF.ADMIN_PASSWORD);
    const auth = { authorization: `Bearer ${token}` };
    const png = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#2a5' } })
      .png()
      .toBuffer();
    const acked = { rsvps: [] as string[], tags: [] as string[], files: [] as number[] };
    let stop = false;
    const loop = async (write: (i: number) => Promise<void>) => {
      for (let i = 0; !stop; i++) await write(i).catch(() => undefined);
    };
    const rsvp = (lane: number) => async (i: number) => {
      const email = `guest${lane}-${i}@example.com`;
      const res = await fetch(`${server.url}/api/public/exhibitions/night-shift/rsvp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.${lane}.${i % 250}` },
        body: JSON.stringify({ name: 'Night Guest', email, guests: 1, date: dateInDays(5), time: '18:00' }),
      });
      if (res.status === 200) acked.rsvps.push(email);
    };
    const tag = async (i: number) => {
      const title = `Crash tag ${i}`;
      const res = await fetch(`${server.url}/api/admin/tag`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...auth },
        body: JSON.stringify({ title }),
      });
      if (res.status === 200) acked.tags.push(title);
    };
    const upload = async () => {
      const form = new FormData();
      form.append('files[]', new Blob([png], { type: 'image/png' }), 'night.png');
      const res = await fetch(`${server.url}/api/admin/file-uploader`, { method: 'POST', headers: auth, body: form });
      if (res.status === 200)
        acked.files.push(...((await res.json()) as { valid: { id: number }[] }).valid.map((v) => v.id));
    };
    const writers = [loop(rsvp(1)), loop(rsvp(2)), loop(tag), loop(upload), loop(upload)];
    // Until a few of each kind are acknowledged, then the crash lands in the middle of more.
    const until = Date.now() + 30_000;
    while (Date.now() < until && (acked.rsvps.length < 10 || acked.tags.length < 5 || acked.files.length < 3))
      await new Promise((r) => setTimeout(r, 20));
    // The server itself (its pid file names it), then its supervisor before it can restart it.
    process.kill(Number(fs.readFileSync(`${env.DATABASE_PATH}.pid`, 'utf8')), 'SIGKILL');
    server.child.kill('SIGKILL');
    await server.exit;
    stop = true;
    await Promise.all(writers);
    expect(acked.files.length).toBeGreaterThanOrEqual(3);

    const db = new Sqlite(env.DATABASE_PATH);
    try {
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      const emails = new Set(db.prepare('SELECT email FROM rsvps').pluck().all() as string[]);
      expect(acked.rsvps.filter((e) => !emails.has(e))).toEqual([]);
      const titles = new Set(db.prepare('SELECT title FROM tags').pluck().all() as string[]);
      expect(acked.tags.filter((t) => !titles.has(t))).toEqual([]);
      const ids = new Set(db.prepare('SELECT id FROM files').pluck().all() as number[]);
      expect(acked.files.filter((id) => !ids.has(id))).toEqual([]);
    } finally {
      db.close();
    }

    // The next start cleans what the crash cut short; then every file on disk belongs to a row, and
    // every row's files are whole images.
    const again = await startServer(env);
    expect((await fetch(`${again.url}/readyz`)).status).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exit).toBe(0);
    const check = new Sqlite(env.DATABASE_PATH, { readonly: true });
    const variants = (check.prepare('SELECT variants FROM files').pluck().all() as string[]).flatMap((v) =>
      (JSON.parse(v) as { path: string }[]).map((x) => x.path),
    );
    check.close();
    const root = env.UPLOADS_DIR;
    const onDisk = (fs.readdirSync(root, { recursive: true }) as string[])
      .filter((p) => fs.statSync(path.join(root, p)).isFile())
      .sort();
    expect(onDisk).toEqual([...variants].sort());
    for (const p of variants) expect((await sharp(path.join(root, p)).metadata()).width).toBeGreaterThan(0);
    await waitFor(again.output, /stopped/);
  }, 240_000);
});
