// The real process entry: configuration errors, the start-up banner with a generated staff login,
// a graceful stop on SIGTERM, and the first start that fills an empty database with the full demo
// gallery (the seed's rules are tested on a small gallery in seed.test.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_ARTWORKS } from '#server/demo/seed';
import { runServer, serverEnv as serverEnvIn, waitFor } from '../setup/server-process';
import { migrationNames } from '#server/db/migrate';
import { ensureServerBuilt, serverEntry } from '../../scripts/server-build';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-proc-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const run = runServer;
const serverEnv = (name: string) => serverEnvIn(dir, name);
const login = (url: string, username: string, password: string) =>
  fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });

// Each test runs its own servers on its own files, so they run at once: the full demo's first start
// (about a minute of drawing and encoding pictures) is the longest, and the others fit beside it.
describe.concurrent('the process', () => {
  it('fills an empty database with the full demo gallery on the first start', async () => {
    const env = serverEnv('demo');
    const proc = run(env);
    const [, url] = await waitFor(proc.output, /Weft is running at (http:\/\/localhost:\d+)/, 240_000);
    const shop = (await (await fetch(`${url}/api/public/artworks/shop-page`)).json()) as { total: number };
    expect(shop.total).toBeGreaterThan(DEMO_ARTWORKS * 0.8);
    const artists = (await (await fetch(`${url}/api/public/artists?page=all`)).json()) as { data: unknown[] };
    expect(artists.data.length).toBeGreaterThanOrEqual(40);
    proc.child.kill('SIGTERM');
    expect(await proc.exit).toBe(0);

    const db = new Sqlite(env.DATABASE_PATH, { readonly: true });
    const count = (table: string) => (db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() as { n: number }).n;
    try {
      expect(count('artworks')).toBe(DEMO_ARTWORKS);
      expect(count('exhibitions')).toBe(8);
      expect(count('events')).toBe(6);
      expect(count('viewing_rooms')).toBe(3);
      expect(count('posts')).toBeGreaterThanOrEqual(40);
      expect(count('files')).toBeGreaterThan(DEMO_ARTWORKS);
    } finally {
      db.close();
    }
  }, 300_000);

  it('refuses a bad configuration with a message naming the variable', async () => {
    const proc = run({ PORT: 'abc', DATABASE_PATH: path.join(dir, 'bad.db') });
    expect(await proc.exit).toBe(1);
    expect(proc.output()).toMatch(/Invalid configuration:\s+PORT/);
    // Two processes start from the sources (the supervisor, then the server that refuses).
  }, 120_000);

  it('starts on an empty database, prints a generated login once, and stops gracefully', async () => {
    const env = { ...serverEnv('weft'), DEMO_DATA: 'false' };
    const first = run(env);
    const [, url] = await waitFor(first.output, /Weft is running at (http:\/\/localhost:\d+)/);
    const [, email, password] = await waitFor(first.output, /Log in as (\S+) with password (\S+)/);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await login(url, email, password)).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(first.output()).toMatch(/shutting down/);

    const second = run(env);
    await waitFor(second.output, /Weft is running at/);
    expect(second.output()).not.toMatch(/with password/);
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
  }, 120_000);

  it('runs as `npm start` runs it: the built server migrates, serves the site and stops', async () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    await ensureServerBuilt(root, () => {});
    const env = {
      ...serverEnv('built'),
      DEMO_DATA: 'false',
      NODE_ENV: 'production',
      ADMIN_EMAIL: 'built@weft.test',
      ADMIN_PASSWORD: 'Built-server-2026!',
    };
    const proc = run(env, serverEntry(root));
    const [, url] = await waitFor(proc.output, /Weft is running at (http:\/\/localhost:\d+)/);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    expect((await login(url, env.ADMIN_EMAIL, env.ADMIN_PASSWORD)).status).toBe(200);
    const shop = await fetch(`${url}/api/public/artworks/shop-page`);
    expect(shop.status).toBe(200);
    proc.child.kill('SIGTERM');
    expect(await proc.exit).toBe(0);
    const db = new Sqlite(env.DATABASE_PATH, { readonly: true });
    try {
      const applied = db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all();
      expect(applied).toEqual((await migrationNames()).sort());
    } finally {
      db.close();
    }
  }, 120_000);

  it('never prints ADMIN_PASSWORD, and resets it only with ADMIN_RESET_PASSWORD=1', async () => {
    const env = {
      ...serverEnv('env-admin'),
      DEMO_DATA: 'false',
      ADMIN_EMAIL: 'chosen@weft.test',
      ADMIN_PASSWORD: 'Chosen-secret-42!',
    };
    const first = run(env);
    const [, url] = await waitFor(first.output, /Weft is running at (http:\/\/localhost:\d+)/);
    expect((await login(url, 'chosen@weft.test', 'Chosen-secret-42!')).status).toBe(200);
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(first.output()).not.toContain('Chosen-secret-42!');
    expect(first.output()).toMatch(/Log in with your staff account \(chosen@weft\.test\)/);

    const second = run({ ...env, ADMIN_PASSWORD: 'Other-secret-43!', ADMIN_RESET_PASSWORD: '1' });
    const [, url2] = await waitFor(second.output, /Weft is running at (http:\/\/localhost:\d+)/);
    expect((await login(url2, 'chosen@weft.test', 'Other-secret-43!')).status).toBe(200);
    expect(second.output()).toMatch(/password of chosen@weft\.test was reset/);
    second.child.kill('SIGTERM');
    expect(await second.exit).toBe(0);
    expect(second.output()).not.toContain('Other-secret-43!');
  }, 120_000);
});
