// Builds the web client when dist/client is missing or older than any client or shared source.
import fs from 'node:fs';
import path from 'node:path';

const newestMtime = (dir: string): number => {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
};

export const clientIsStale = (root: string): boolean => {
  const index = path.join(root, 'dist', 'client', 'index.html');
  if (!fs.existsSync(index)) return true;
  const built = fs.statSync(index).mtimeMs;
  return ['client', 'shared'].some((dir) => newestMtime(path.join(root, dir)) > built);
};

export const ensureClientBuilt = async (root: string, log: (line: string) => void = console.log) => {
  if (!clientIsStale(root)) return false;
  log('Building the web client (once; about half a minute)...');
  const started = Date.now();
  const { build } = await import('vite');
  await build({ configFile: path.join(root, 'client', 'vite.config.ts'), logLevel: 'warn' });
  log(`Web client built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return true;
};
