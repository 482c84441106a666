// npm run db:backup [DIR] — a consistent copy of the database (SQLite's online backup, safe while
// the server runs) and of the uploads it names, into DIR (default BACKUP_DIR, else data/backups)
// as weft-<time>/; keeps the newest BACKUP_KEEP (14).
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { loadEnv } from '#server/env';
import { createBackup } from '#server/ops/backup';

const env = loadEnv();
const root = process.argv[2]
  ? path.resolve(process.argv[2])
  : (env.BACKUP_DIR ?? path.join(path.dirname(env.DATABASE_PATH), 'backups'));
const sqlite = new Sqlite(env.DATABASE_PATH, { fileMustExist: true });
sqlite.pragma('busy_timeout = 5000');
try {
  const started = Date.now();
  // One step: one snapshot, however the server writes meanwhile.
  const { dir, manifest, removed } = await createBackup({
    sqlite,
    uploadsDir: env.UPLOADS_DIR,
    root,
    keep: env.BACKUP_KEEP,
    pagesPerStep: 0x7fffffff,
  });
  console.log(
    `Backup written to ${dir} in ${Date.now() - started} ms: the database and ${manifest.files} files of ${manifest.images} images.`,
  );
  if (manifest.missing.length)
    console.log(`  ${manifest.missing.length} files were deleted while copying (listed in manifest.json).`);
  if (removed.length) console.log(`  Removed ${removed.length} older backups (keeping ${env.BACKUP_KEEP}).`);
} finally {
  sqlite.close();
}
