// npm run db:restore FILE — puts a backup (its folder, or its weft.db) in place of DATABASE_PATH
// and UPLOADS_DIR. Refuses while a server runs on that database; checks the backup first; keeps
// the replaced database and uploads beside them (.replaced-<time>).
import { loadEnv } from '#server/env';
import { RestoreRefused, restoreBackup } from '#server/ops/restore';

const file = process.argv[2];
if (!file) {
  console.error('Usage: npm run db:restore -- BACKUP (a folder made by npm run db:backup, or its weft.db)');
  process.exit(2);
}
const env = loadEnv();
try {
  const r = await restoreBackup(file, { databasePath: env.DATABASE_PATH, uploadsDir: env.UPLOADS_DIR });
  console.log(
    [
      `Restored ${r.from} (made ${r.manifest.createdAt}): the database and ${r.files} files of ${r.images} images.`,
      r.keptDatabase
        ? `  The database it replaced is kept at ${r.keptDatabase}`
        : '  There was no database to replace.',
      r.keptUploads ? `  The uploads it replaced are kept at ${r.keptUploads}` : '',
      "  Start the server (npm start): it applies this release's migrations if the backup is older.",
    ]
      .filter(Boolean)
      .join('\n'),
  );
} catch (err) {
  if (!(err instanceof RestoreRefused)) throw err;
  console.error(`Not restored: ${err.message}`);
  process.exit(1);
}
