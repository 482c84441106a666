// One build of a dist/ folder at a time: each build empties its folder and writes it again, and two
// test files (or a test file and the browser tests' global setup) may find it stale at once.
import fs from 'node:fs';
import path from 'node:path';
import { processAlive } from '#server/ops/pid-file';

/** A lock whose process is gone (a build that was killed), or that never got its pid in a minute. */
const isStale = (lock: string) => {
  try {
    const pid = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
    return !processAlive(pid);
  } catch {
    try {
      return Date.now() - fs.statSync(lock).mtimeMs > 60_000;
    } catch {
      return false;
    }
  }
};

/** Runs `build` holding dist/.NAME.lock (a folder: made atomically), after any build holding it. */
export const withBuildLock = async <T>(root: string, name: string, build: () => Promise<T>): Promise<T> => {
  const lock = path.join(root, 'dist', `.${name}.lock`);
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    if (isStale(lock)) fs.rmSync(lock, { recursive: true, force: true });
    else await new Promise((r) => setTimeout(r, 250));
  }
  fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
  try {
    return await build();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
};
