// The real server as a child process (node --import tsx server/src/index.ts, or the built one), for tests of what
// only a process shows: signals, crashes, start-up. Output is collected to wait on its lines.
import { type ChildProcess, spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { spawnServer } from '../../scripts/server-build';

export interface ServerProcess {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

export const runServer = (
  env: Record<string, string>,
  script = 'server/src/index.ts',
  /** the folder it runs in: where it finds dist/client (the repository's by default) */
  cwd?: string,
): ServerProcess => {
  // TypeScript sources run through tsx; the built server (dist/app/*.mjs) runs as `npm start` runs
  // it, through its launcher (scripts/server.sh: node flags, allocator settings).
  const options = {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'] as ['ignore', 'pipe', 'pipe'],
  };
  const child = script.endsWith('.mjs')
    ? spawnServer(path.resolve(import.meta.dirname, '..', '..'), script, [], options)
    : spawn(process.execPath, ['--import', 'tsx', script], options);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exit = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exit };
};

/** A server on a free port with its own database, uploads and outbox under `dir`. */
export const serverEnv = (dir: string, name: string) => ({
  PORT: '0',
  HOST: '127.0.0.1',
  DATABASE_PATH: path.join(dir, `${name}.db`),
  UPLOADS_DIR: path.join(dir, `${name}-up`),
  OUTBOX_DIR: path.join(dir, `${name}-out`),
});

// Generous: servers start beside other test files on two cores.
export const waitFor = async (get: () => string, re: RegExp, ms = 60_000) => {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const m = re.exec(get());
    if (m) return m;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`timed out waiting for ${re}; output:\n${get()}`);
};

/** Starts the server and resolves with its address once it listens. */
export const startServer = async (env: Record<string, string>) => {
  const proc = runServer(env);
  const [, url] = await waitFor(proc.output, /Weft is running at (http:\/\/localhost:\d+)/, 120_000);
  return { ...proc, url: url!.replace('localhost', '127.0.0.1') };
};

export const login = async (url: string, username: string, password: string) => {
  const res = await fetch(`${url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password }),
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
};

/** One HTTP/1.1 request on its own connection, connected before it resolves; the answer's status. */
export const connectAndAsk = async (port: number, target: string) => {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let answer = '';
  const status = new Promise<string>((resolve) => {
    socket.on('data', (d) => (answer += d));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 'no answer'));
  });
  return { send: () => socket.write(`GET ${target} HTTP/1.1\r\nHost: weft\r\nConnection: close\r\n\r\n`), status };
};
