// Builds the web client and its server renderer when either is missing or older than any client or
// shared source: dist/client (browser files, compressed twins, manifest) and dist/server.
import fs from 'node:fs';
import path from 'node:path';
import { withBuildLock } from './build-lock';

export const newestMtime = (dir: string): number => {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
};

const BUILT = [path.join('dist', 'client', 'index.html'), path.join('dist', 'server', 'entry-server.js')];

/**
 * Vite builds React's development code when NODE_ENV says so (the browser tests run under 'test'):
 * the build notes which it is, so that `npm start`, Lighthouse and the bench never serve a test build.
 */
const BUILD_ENV = path.join('dist', 'client', '.vite', 'node-env');
const currentEnv = () => process.env.NODE_ENV ?? 'production';

export const clientIsStale = (root: string): boolean => {
  const files = BUILT.map((f) => path.join(root, f));
  if (!files.every((f) => fs.existsSync(f))) return true;
  const envFile = path.join(root, BUILD_ENV);
  if (!fs.existsSync(envFile) || fs.readFileSync(envFile, 'utf8') !== currentEnv()) return true;
  const built = Math.min(...files.map((f) => fs.statSync(f).mtimeMs));
  return ['client', 'shared'].some((dir) => newestMtime(path.join(root, dir)) > built);
};

export const buildClient = async (root: string) => {
  const { build } = await import('vite');
  const configFile = path.join(root, 'client', 'vite.config.ts');
  await build({ configFile, logLevel: 'warn' });
  await build({ configFile, logLevel: 'warn', build: { ssr: 'src/entry-server.tsx' } });
  fs.writeFileSync(path.join(root, BUILD_ENV), currentEnv());
};

export const ensureClientBuilt = async (root: string, log: (line: string) => void = console.log) => {
  if (!clientIsStale(root)) return false;
  // Checked again once the lock is held: another process may have built it meanwhile.
  return withBuildLock(root, 'client', async () => {
    if (!clientIsStale(root)) return false;
    log('Building the web client (once; about half a minute)...');
    const started = Date.now();
    await buildClient(root);
    log(`Web client built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return true;
  });
};
