// Backups: a consistent copy of the database through SQLite's online backup API (never a file
// copy of a live database, whose WAL may hold the latest writes) plus the uploaded files its rows
// name, in a folder named by the time: DIR/weft-2026-11-24T21-30-00Z/{weft.db, uploads/, manifest.json}.
// A backup is written under a `.partial` name and renamed when whole. Files the previous backup
// already holds are hard-linked from it (uploads never change once written), so that daily
// backups of a large uploads folder cost only what is new.
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { DEFAULT_KEEP } from '#server/env';

export const BACKUP_DB = 'weft.db';
export const BACKUP_UPLOADS = 'uploads';
export const BACKUP_MANIFEST = 'manifest.json';
const NAME = /^weft-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}(-\d{3})?Z$/;

export interface Manifest {
  createdAt: string;
  /** The newest migration of the copied database. */
  schemaVersion: string | null;
  images: number;
  files: number;
  /** Files a row names that were gone from the uploads folder when copied (deleted meanwhile). */
  missing: string[];
}

export const backupName = (at: Date) => `weft-${at.toISOString().replace(/:/g, '-').replace('.', '-')}`;

/** The backups in `root`, oldest first. */
export const listBackups = (root: string) =>
  fs.existsSync(root)
    ? fs
        .readdirSync(root)
        .filter((n) => NAME.test(n) && fs.existsSync(path.join(root, n, BACKUP_MANIFEST)))
        .sort()
    : [];

/** The upload paths the database's `files` rows name (every derivative of every image). */
export const referencedUploads = (db: Sqlite.Database) => {
  const rows = db.prepare('SELECT variants FROM files').pluck().all() as string[];
  return {
    images: rows.length,
    paths: rows.flatMap((v) => (JSON.parse(v) as { path: string }[]).map((x) => x.path)),
  };
};

const insideRoot = (root: string, rel: string) => {
  const full = path.resolve(root, rel);
  if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`refusing a path outside the folder: ${rel}`);
  return full;
};

const copyOrLink = async (from: string, to: string, previous: string | undefined) => {
  await fsp.mkdir(path.dirname(to), { recursive: true });
  if (previous) {
    try {
      await fsp.link(previous, to);
      return;
    } catch {
      // another file system, or the previous copy is gone: copy instead
    }
  }
  await fsp.copyFile(from, to, fs.constants.COPYFILE_FICLONE);
};

export interface BackupOptions {
  /** The live database; its own connection (in the server) or one opened for the backup (the script). */
  sqlite: Sqlite.Database;
  uploadsDir: string;
  /** The folder backups go in. */
  root: string;
  /** How many backups to keep (older ones are removed after this one is whole). */
  keep?: number;
  /**
   * Pages copied per step. The server copies 100 at a time and lets requests run between steps
   * (its own writes meanwhile go into the copy); the script copies all in one step, which reads one
   * snapshot even while the server writes (another connection's write would restart a stepped copy).
   */
  pagesPerStep?: number;
  now?: Date;
}

export const createBackup = async (opts: BackupOptions) => {
  const at = opts.now ?? new Date();
  await fsp.mkdir(opts.root, { recursive: true, mode: 0o700 });
  const name = backupName(at);
  const final = path.join(opts.root, name);
  const partial = `${final}.partial`;
  await fsp.rm(partial, { recursive: true, force: true });
  await fsp.mkdir(partial, { mode: 0o700 });
  try {
    const dbCopy = path.join(partial, BACKUP_DB);
    const step = opts.pagesPerStep;
    await opts.sqlite.backup(dbCopy, step ? { progress: () => step } : undefined);
    await fsp.chmod(dbCopy, 0o600);

    const copy = new Sqlite(dbCopy, { readonly: true });
    let refs: ReturnType<typeof referencedUploads>;
    let schemaVersion: string | null;
    try {
      const check = copy.pragma('quick_check', { simple: true });
      if (check !== 'ok') throw new Error(`the copied database fails its check: ${String(check)}`);
      refs = referencedUploads(copy);
      schemaVersion =
        (copy.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').pluck().get() as string) ?? null;
    } finally {
      copy.close();
    }

    const previous = listBackups(opts.root).at(-1);
    const missing: string[] = [];
    for (const rel of refs.paths) {
      const from = insideRoot(opts.uploadsDir, rel);
      const to = insideRoot(path.join(partial, BACKUP_UPLOADS), rel);
      const prior = previous ? path.join(opts.root, previous, BACKUP_UPLOADS, rel) : undefined;
      try {
        await copyOrLink(from, to, prior && fs.existsSync(prior) ? prior : undefined);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
        missing.push(rel);
      }
    }
    const manifest: Manifest = {
      createdAt: at.toISOString(),
      schemaVersion,
      images: refs.images,
      files: refs.paths.length - missing.length,
      missing,
    };
    await fsp.writeFile(path.join(partial, BACKUP_MANIFEST), JSON.stringify(manifest, null, 2) + '\n');
    await fsp.rename(partial, final);
    const removed = await pruneBackups(opts.root, opts.keep ?? DEFAULT_KEEP);
    return { dir: final, manifest, removed };
  } catch (err) {
    await fsp.rm(partial, { recursive: true, force: true });
    throw err;
  }
};

/** Keeps the newest `keep` backups and removes the others (only folders named like a backup). */
export const pruneBackups = async (root: string, keep: number) => {
  const all = listBackups(root);
  const old = all.slice(0, Math.max(0, all.length - Math.max(1, keep)));
  for (const name of old) await fsp.rm(path.join(root, name), { recursive: true, force: true });
  return old;
};

/**
 * Before migrations change an existing database: a copy of it as it is, beside it in
 * `before-upgrade/` (the database alone: migrations never touch the uploads).
 */
export const backupBeforeUpgrade = async (sqlite: Sqlite.Database, databasePath: string, now = new Date()) => {
  const dir = path.join(path.dirname(databasePath), 'before-upgrade');
  await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
  const file = path.join(dir, `${backupName(now)}.db`);
  await sqlite.backup(file, { progress: () => 0x7fffffff });
  await fsp.chmod(file, 0o600);
  return file;
};
