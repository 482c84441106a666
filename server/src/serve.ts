// The server's process (started by the supervisor, index.ts): configuration, database, staff login,
// demo gallery, then listen.
import path from 'node:path';
import sharp from 'sharp';
import { createApp } from './app';
import { closeDeps, createDeps, createLogger } from './boot';
import { MigrationError } from './db/migrate';
import { EnvError, loadEnv } from './env';
import { ensureAdmin, startBackground, startUp, warmUp } from './compose/wiring';
import { seedDemoIfEmpty } from './demo/seed';
import { boundServerTimeouts } from './lib/body-deadline';
import { scheduleBackups } from './ops/backup-schedule';
import { STOP_GRACE_MS, stopGracefully } from './ops/graceful-stop';
import { claimDatabase, ServerRunningError } from './ops/pid-file';
import { startRenderThread } from './web/render-thread';
import { createServer } from './web/one-a-turn';

const main = async () => {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const logger = createLogger(env);
  let releaseDatabase: () => void;
  try {
    releaseDatabase = claimDatabase(env.DATABASE_PATH);
  } catch (err) {
    if (!(err instanceof ServerRunningError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
  const deps = await createDeps(env, logger);
  // The domains' repairs after a crash (uploads cut short, photos to move): compose/wiring.ts.
  await startUp(deps);
  const admin = await ensureAdmin(deps, {
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
    resetPassword: env.ADMIN_RESET_PASSWORD,
    defaultEmail: 'admin@weft.local',
  });
  // Drawing the demo images leaves libvips' operation cache filled; nothing reuses it afterwards.
  // Most of the first start's extra memory is glibc arenas of sharp's threads: `npm start` sets
  // MALLOC_ARENA_MAX=2 for that (410 → 290 MB measured after the demo seed, 190 MB on later starts).
  if (env.DEMO_DATA && (await seedDemoIfEmpty(deps))) sharp.cache(false);
  // What the seed (or a script) queued goes into the search index now, not in a visitor's first
  // search; the sweeps and the mail worker begin.
  await startBackground(deps);
  const backups = scheduleBackups(deps);
  if (env.BACKUP_DIR && !env.backupEveryMs) logger.warn('BACKUP_DIR is set without BACKUP_EVERY: no scheduled backups');

  const clientDir = path.join(env.rootDir, 'dist', 'client');
  const renderThread = startRenderThread(env, logger, clientDir);
  const app = createApp(deps, { clientDir, renderThread });
  const report = (err: unknown) => logger.error({ err }, 'answering a request failed');
  const server = createServer(app, deps.lifecycle, report).listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : env.PORT;
    const url = env.PUBLIC_URL ? env.publicUrl : `http://localhost:${port}`;
    const lines = [
      '',
      `  Weft is running at ${url}`,
      `  Admin:            ${url}/admin`,
      `  API docs:         ${url}/api/docs`,
    ];
    // Only a password made here is shown, and only this once: one from the environment is never printed.
    if (admin.generatedPassword) {
      lines.push(`  Log in as ${admin.email} with password ${admin.generatedPassword}`);
      lines.push('  (This password is shown once. Set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own.)');
    } else lines.push(`  Log in with your staff account${admin.email ? ` (${admin.email})` : ''}.`);
    if (admin.passwordReset) lines.push(`  The password of ${admin.email} was reset and its sessions ended.`);
    console.log(lines.join('\n') + '\n');
  });

  boundServerTimeouts(server);
  // What the domains build ahead (the facet index) is built now, in batches between requests, not at
  // a visitor's first filters.
  warmUp(deps).catch((err: unknown) => logger.error({ err }, 'building ahead failed (the facet index)'));

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    // A backstop: emails still sending or a stuck close must not keep systemd waiting for ever.
    setTimeout(() => process.exit(1), STOP_GRACE_MS + 10_000).unref();
    const stopped = await stopGracefully(server, deps.lifecycle);
    if (!stopped.finished) logger.warn(stopped, 'requests still running after the grace period were cut');
    await backups.stop();
    await renderThread?.stop();
    await closeDeps(deps);
    releaseDatabase();
    logger.info(stopped, 'stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

void main().catch((err) => {
  // A failed migration says which one and that the schema is unchanged; no stack is needed.
  console.error(err instanceof MigrationError ? err.message : err);
  process.exit(1);
});
