// The built server as `npm start` runs it (scripts/server.sh, the supervisor, the render thread on),
// crashed for real with kill -9 (issue 27): the supervisor has it answering again within seconds,
// and no write it acknowledged is lost, also after another process opened the live database (a
// backup) while it wrote.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pidFileOf } from '#server/ops/pid-file';
import { ensureServerBuilt, serverEntry } from '../../scripts/server-build';
import { login, runServer, serverEnv, waitFor, type ServerProcess } from '../setup/server-process';

const root = path.resolve(import.meta.dirname, '..', '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-restart-'));
const running: ServerProcess[] = [];
beforeAll(() => ensureServerBuilt(root, () => {}), 120_000);
afterAll(async () => {
  for (const s of running) s.child.kill('SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

const STAFF = { ADMIN_EMAIL: 'night@weft.test', ADMIN_PASSWORD: 'Night-watch-2026!' };

/** A port free now: a restarted server listens on the same one. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

const startBuilt = async (name: string) => {
  const env = {
    ...serverEnv(dir, name),
    ...STAFF,
    PORT: String(await freePort()),
    DEMO_DATA: 'false',
    NODE_ENV: 'production',
    RENDER_THREAD: 'true',
  };
  const proc = runServer(env, serverEntry(root));
  running.push(proc);
  await waitFor(proc.output, /Weft is running at/, 120_000);
  const url = `http://127.0.0.1:${env.PORT}`;
  return { env, proc, url, serverPid: () => Number(fs.readFileSync(pidFileOf(env.DATABASE_PATH), 'utf8')) };
};

const addTag = async (url: string, token: string, title: string) => {
  const res = await fetch(`${url}/api/admin/tag`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ title }),
  });
  expect(res.status, await res.text()).toBe(200);
  return title;
};

/** Kills the server (not its supervisor) and waits until the same address answers again. */
const crashAndWait = async (server: Awaited<ReturnType<typeof startBuilt>>) => {
  const crashed = server.serverPid();
  expect(crashed).not.toBe(server.proc.child.pid);
  process.kill(crashed, 'SIGKILL');
  const at = Date.now();
  for (;;) {
    const ok = await fetch(`${server.url}/healthz`).then(
      (r) => r.status === 200,
      () => false,
    );
    if (ok && server.serverPid() !== crashed) break;
    if (Date.now() - at > 30_000) throw new Error(`not back after 30 s:\n${server.proc.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return Date.now() - at;
};

const tagsIn = (file: string) => {
  const db = new Sqlite(file, { readonly: true });
  try {
    return new Set(db.prepare('SELECT title FROM tags').pluck().all() as string[]);
  } finally {
    db.close();
  }
};

/** The POSIX locks a process holds on a file (Linux: /proc/locks), or undefined where it cannot be read. */
const locksOn = (pid: number, file: string) => {
  if (!fs.existsSync('/proc/locks')) return undefined;
  const inode = fs.statSync(file).ino;
  return fs
    .readFileSync('/proc/locks', 'utf8')
    .split('\n')
    .filter(
      (l) => l.includes(`POSIX`) && l.split(/\s+/)[4] === String(pid) && l.split(/\s+/)[5]?.endsWith(`:${inode}`),
    );
};

describe.concurrent('the built server, crashed', () => {
  it('answers again within seconds of a kill -9, with what it acknowledged, and stops with its supervisor', async () => {
    const server = await startBuilt('restart');
    const token = await login(server.url, STAFF.ADMIN_EMAIL, STAFF.ADMIN_PASSWORD);
    const before = await addTag(server.url, token, 'Before the crash');
    const ms = await crashAndWait(server);
    // A start of the built server on a loaded two-core machine takes 2-5 s of it.
    expect(ms).toBeLessThan(20_000);
    expect(server.proc.output()).toMatch(/"signal":"SIGKILL".*"msg":"the server ended: restarting it"/);
    const again = await login(server.url, STAFF.ADMIN_EMAIL, STAFF.ADMIN_PASSWORD);
    const list = await fetch(`${server.url}/api/admin/tags`, { headers: { authorization: `Bearer ${again}` } });
    expect(await list.text()).toContain(before);
    // A stop of the supervisor stops the server gracefully, and both exit cleanly.
    const serverPid = server.serverPid();
    server.proc.child.kill('SIGTERM');
    expect(await server.proc.exit).toBe(0);
    expect(server.proc.output()).toMatch(/"msg":"stopped"/);
    expect(() => process.kill(serverPid, 0)).toThrow();
    expect(fs.existsSync(pidFileOf(server.env.DATABASE_PATH))).toBe(false);
  }, 180_000);

  it('keeps its lock on weft.db: after another process backs it up mid-writes, a kill -9 loses no acknowledged write', async () => {
    const server = await startBuilt('lock');
    const file = server.env.DATABASE_PATH;
    // The render thread opens its own connection to the file once it starts.
    await waitFor(server.proc.output, /render thread ready/, 60_000);
    const token = await login(server.url, STAFF.ADMIN_EMAIL, STAFF.ADMIN_PASSWORD);
    const acked: string[] = [];
    for (let i = 0; i < 5; i++) acked.push(await addTag(server.url, token, `Acknowledged ${i}`));
    // SQLite's shared lock on the file, which tells other processes the server uses it.
    const locks = locksOn(server.serverPid(), file);
    if (locks) expect(locks.length).toBeGreaterThan(0);

    // Another process opens the live file: a backup through better-sqlite3, and the sqlite3 shell
    // where it is installed. Either, as the last user of the file it believed itself, would
    // checkpoint and delete the write-ahead log the server still writes to.
    const script = `const S = require('better-sqlite3'); const d = new S(process.argv[1]); d.backup(process.argv[2]).then(() => d.close());`;
    execFileSync(process.execPath, ['-e', script, file, path.join(dir, 'lock-copy.db')], { cwd: root });
    for (let i = 5; i < 10; i++) acked.push(await addTag(server.url, token, `Acknowledged ${i}`));
    if (spawnSync('sqlite3', ['-version']).status === 0) {
      execFileSync('sqlite3', [file, `.backup '${path.join(dir, 'lock-copy-2.db')}'`]);
      for (let i = 10; i < 15; i++) acked.push(await addTag(server.url, token, `Acknowledged ${i}`));
    }
    expect(fs.existsSync(`${file}-wal`)).toBe(true);

    await crashAndWait(server);
    const kept = tagsIn(file);
    expect(acked.filter((t) => !kept.has(t))).toEqual([]);
    server.proc.child.kill('SIGTERM');
    expect(await server.proc.exit).toBe(0);
  }, 180_000);
});
