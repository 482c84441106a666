// Restoring a backup made by createBackup over the configured database and uploads folder. It
// refuses while a server runs on that database (its pid file, see pid-file.ts), checks the backup
// whole before touching anything, and keeps what it replaces beside it (.replaced-<time>).
import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { migrationNames } from '#server/db/migrate';
import { BACKUP_DB, BACKUP_MANIFEST, BACKUP_UPLOADS, backupName, type Manifest, referencedUploads } from './backup';
import { claimDatabase } from './pid-file';

export class RestoreRefused extends Error {}

/** The backup folder of FILE: the folder itself, or the folder of its weft.db or manifest.json. */
export const backupFolderOf = (file: string) => {
  const resolved = path.resolve(file);
  const dir = fs.existsSync(resolved) && fs.statSync(resolved).isDirectory() ? resolved : path.dirname(resolved);
  if (!fs.existsSync(path.join(dir, BACKUP_DB)) || !fs.existsSync(path.join(dir, BACKUP_MANIFEST)))
    throw new RestoreRefused(`${file} is not a Weft backup (a folder with ${BACKUP_DB} and ${BACKUP_MANIFEST}).`);
  return dir;
};

/** Everything that must hold before anything is replaced; throws RestoreRefused saying what does not. */
export const checkBackup = async (dir: string) => {
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, BACKUP_MANIFEST), 'utf8')) as Manifest;
  const db = new Sqlite(path.join(dir, BACKUP_DB), { readonly: true, fileMustExist: true });
  let refs: ReturnType<typeof referencedUploads>;
  let applied: string[];
  try {
    const check = db.pragma('integrity_check', { simple: true });
    if (check !== 'ok')
      throw new RestoreRefused(`The backup's database is damaged (integrity check: ${String(check)}).`);
    refs = referencedUploads(db);
    applied = db.prepare('SELECT name FROM kysely_migration').pluck().all() as string[];
  } catch (err) {
    if (err instanceof RestoreRefused) throw err;
    throw new RestoreRefused(`The backup's database cannot be read: ${(err as Error).message}`);
  } finally {
    db.close();
  }
  const known = new Set(await migrationNames());
  const newer = applied.filter((m) => !known.has(m));
  if (newer.length)
    throw new RestoreRefused(
      `The backup was made by a newer release of Weft (migrations ${newer.join(', ')}): upgrade first.`,
    );
  const expectedMissing = new Set(manifest.missing);
  const lost = refs.paths.filter((p) => !expectedMissing.has(p) && !fs.existsSync(path.join(dir, BACKUP_UPLOADS, p)));
  if (lost.length)
    throw new RestoreRefused(`The backup lacks ${lost.length} uploaded files its database names (first: ${lost[0]}).`);
  return { manifest, images: refs.images, files: refs.paths.length - manifest.missing.length };
};

const moveAside = (from: string, to: string) => {
  if (fs.existsSync(from)) fs.renameSync(from, to);
};

export const restoreBackup = async (
  file: string,
  target: { databasePath: string; uploadsDir: string },
  now = new Date(),
) => {
  const dir = backupFolderOf(file);
  // Taken for the whole restore: a server started meanwhile refuses, and one running refuses us.
  let release: () => void;
  try {
    release = claimDatabase(target.databasePath);
  } catch (err) {
    throw new RestoreRefused(`${(err as Error).message.replace('Stop it first', 'Stop it before restoring')}`);
  }
  try {
    const checked = await checkBackup(dir);
    const stamp = backupName(now).replace(/^weft-/, '');
    const keptDb = `${target.databasePath}.replaced-${stamp}`;
    const keptUploads = `${target.uploadsDir}.replaced-${stamp}`;
    let keptDatabase: string | undefined;
    if (fs.existsSync(target.databasePath)) {
      // Through SQLite, so that writes still in the WAL of a crashed server are kept too.
      try {
        const current = new Sqlite(target.databasePath, { fileMustExist: true });
        try {
          await current.backup(keptDb, { progress: () => 0x7fffffff });
          // It holds what the live database held (password and token hashes): the owner's alone.
          fs.chmodSync(keptDb, 0o600);
        } finally {
          current.close();
        }
        for (const f of ['', '-wal', '-shm']) fs.rmSync(`${target.databasePath}${f}`, { force: true });
      } catch {
        // A database SQLite cannot open is kept as its files are.
        for (const f of ['', '-wal', '-shm']) moveAside(`${target.databasePath}${f}`, `${keptDb}${f}`);
      }
      keptDatabase = keptDb;
    }
    const hadUploads = fs.existsSync(target.uploadsDir);
    moveAside(target.uploadsDir, keptUploads);

    const incoming = `${target.databasePath}.restoring`;
    fs.copyFileSync(path.join(dir, BACKUP_DB), incoming);
    fs.chmodSync(incoming, 0o600);
    fs.renameSync(incoming, target.databasePath);
    const from = path.join(dir, BACKUP_UPLOADS);
    if (fs.existsSync(from)) fs.cpSync(from, target.uploadsDir, { recursive: true });
    else fs.mkdirSync(target.uploadsDir, { recursive: true });
    return { ...checked, from: dir, keptDatabase, keptUploads: hadUploads ? keptUploads : undefined };
  } finally {
    release();
  }
};
