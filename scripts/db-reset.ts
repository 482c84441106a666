// npm run db:reset — deletes the database and every uploaded file, migrates, and seeds the demo gallery.
import fs from 'node:fs';
import path from 'node:path';
import { closeDeps, createDeps, createLogger } from '#server/boot';
import { seedDemoIfEmpty } from '#server/demo/seed';
import { loadEnv } from '#server/env';

const env = loadEnv();
if (env.NODE_ENV === 'production' && process.env.CONFIRM_RESET !== 'yes') {
  console.error('Refusing to reset a production database. Set CONFIRM_RESET=yes if you really mean it.');
  process.exit(1);
}
if (env.DATABASE_PATH !== ':memory:')
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(`${env.DATABASE_PATH}${suffix}`, { force: true });
// Empty the uploads folder but keep it (and its .gitkeep): it may be a mounted volume.
if (fs.existsSync(env.UPLOADS_DIR))
  for (const entry of fs.readdirSync(env.UPLOADS_DIR))
    if (entry !== '.gitkeep') fs.rmSync(path.join(env.UPLOADS_DIR, entry), { recursive: true, force: true });

const deps = await createDeps(env, createLogger(env));
try {
  await seedDemoIfEmpty(deps);
  console.log(`Reset done: ${env.DATABASE_PATH}, uploads in ${env.UPLOADS_DIR}.`);
} finally {
  await closeDeps(deps);
}
