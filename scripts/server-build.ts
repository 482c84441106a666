// Builds the server as plain JavaScript for `npm start` and the bench: one ES module per entry in
// dist/app, with the packages left to node_modules, and the migrations compiled beside it (the
// migrator reads them from a folder). Running the TypeScript through tsx instead costs about 80 MiB
// of resident memory (the loader, its transforms and their source maps): decision 030.
import { spawn, type SpawnOptions } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { withBuildLock } from './build-lock';
import { newestMtime } from './client-build';

const OUT = path.join('dist', 'app');
/** The process entry, and the bench's child (the same app on a loopback port it reports). */
const ENTRIES = {
  index: path.join('server', 'src', 'index.ts'),
  'bench-server': path.join('scripts', 'bench', 'app-server.ts'),
  // The render thread's entry, found beside the bundle's chunks (server/src/web/render-thread.ts).
  renderer: path.join('server', 'src', 'renderer.ts'),
};
const SOURCES = ['server', 'shared', 'migrations', path.join('scripts', 'bench')];

export const serverEntry = (root: string) => path.join(root, OUT, 'index.mjs');
export const benchServerEntry = (root: string) => path.join(root, OUT, 'bench-server.mjs');

/** The launcher `npm start` runs the server through: its node flags and allocator settings. */
export const serverLauncher = (root: string) => path.join(root, 'scripts', 'server.sh');

/**
 * A built server (serverEntry, benchServerEntry) started as `npm start` starts it: through
 * scripts/server.sh, by this node. `flags` go to node (a profile's); an 'ipc' in stdio reaches
 * the server, since the launcher execs node in its place.
 */
export const spawnServer = (root: string, entry: string, flags: string[], options: SpawnOptions) =>
  spawn('sh', [serverLauncher(root), ...flags, entry], {
    ...options,
    env: { NODE: process.execPath, ...(options.env ?? process.env) },
  });

export const serverIsStale = (root: string): boolean => {
  const built = [serverEntry(root), benchServerEntry(root), path.join(root, OUT, 'renderer.mjs')];
  if (!built.every((f) => fs.existsSync(f))) return true;
  const at = Math.min(...built.map((f) => fs.statSync(f).mtimeMs));
  return (
    SOURCES.some((dir) => newestMtime(path.join(root, dir)) > at) ||
    fs.statSync(path.join(root, 'package.json')).mtimeMs > at
  );
};

/**
 * Built in a folder of its own, then put in place: two test files (or a test and a bench) that find
 * the build stale at once each build whole, and neither sees the other's half-written files.
 */
export const buildServer = async (root: string) => {
  const final = path.join(root, OUT);
  const out = `${final}.${process.pid}-${Date.now()}`;
  const common = {
    absWorkingDir: root,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    // Stack traces in the log keep the functions' names; the map is written for a reader, not loaded.
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
  } as const;
  await build({
    ...common,
    bundle: true,
    entryPoints: Object.entries(ENTRIES).map(([out, input]) => ({ in: path.join(root, input), out })),
    outdir: out,
    outExtension: { '.js': '.mjs' },
    // One copy of the modules both entries share, as chunks beside them (in the same folder: the
    // migrator looks for its migrations beside the module it runs from).
    splitting: true,
    chunkNames: '[name]-[hash]',
  });
  const migrations = fs.readdirSync(path.join(root, 'migrations')).filter((f) => f.endsWith('.ts'));
  await build({
    ...common,
    bundle: true,
    entryPoints: migrations.map((f) => path.join(root, 'migrations', f)),
    outdir: path.join(out, 'migrations'),
  });
  fs.rmSync(final, { recursive: true, force: true });
  try {
    fs.renameSync(out, final);
  } catch (err) {
    // Another build was put in place in between: it is as new as this one.
    if ((err as NodeJS.ErrnoException).code !== 'ENOTEMPTY' && (err as NodeJS.ErrnoException).code !== 'EEXIST')
      throw err;
    fs.rmSync(out, { recursive: true, force: true });
  }
};

export const ensureServerBuilt = async (root: string, log: (line: string) => void = console.log) => {
  if (!serverIsStale(root)) return false;
  // Checked again once the lock is held: another process may have built it meanwhile.
  return withBuildLock(root, 'server', async () => {
    if (!serverIsStale(root)) return false;
    const started = Date.now();
    await buildServer(root);
    log(`Server built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
    return true;
  });
};
