// Builds the client once for every browser test file; skipped when dist/client is newer than every
// source file it is built from (client/ and shared/).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const builtIndex = path.join(root, 'dist', 'client', 'index.html');

const newestMtime = (dir: string): number => {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    const mtime = entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    if (mtime > newest) newest = mtime;
  }
  return newest;
};

export const clientIsFresh = (): boolean => {
  if (!fs.existsSync(builtIndex)) return false;
  const built = fs.statSync(builtIndex).mtimeMs;
  return Math.max(newestMtime(path.join(root, 'client')), newestMtime(path.join(root, 'shared'))) < built;
};

export default function setup() {
  // E2E_CLIENT_DIR points the tests at a build made elsewhere (see harness.ts); nothing to build.
  if (process.env.E2E_CLIENT_DIR || clientIsFresh()) return;
  execFileSync('npx', ['vite', 'build', '--config', 'client/vite.config.ts', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}
