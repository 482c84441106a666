// The server's own backups (BACKUP_DIR, BACKUP_EVERY): through its own connection, 100 pages per
// step with the event loop free between steps, so requests never wait on a backup.
import type { AppDeps } from '#server/deps';
import { createBackup } from './backup';

export const scheduleBackups = (deps: AppDeps) => {
  const { BACKUP_DIR: root, backupEveryMs: every, BACKUP_KEEP: keep } = deps.env;
  let running: Promise<unknown> | undefined;
  if (!root || !every) return { stop: async () => undefined };
  const run = () => {
    if (running || deps.lifecycle.draining) return;
    const started = Date.now();
    running = createBackup({ sqlite: deps.sqlite, uploadsDir: deps.env.UPLOADS_DIR, root, keep, pagesPerStep: 100 })
      .then(
        ({ dir, manifest, removed }) =>
          deps.logger.info(
            { dir, images: manifest.images, missing: manifest.missing.length, removed, ms: Date.now() - started },
            'backup made',
          ),
        (err: unknown) => deps.logger.error({ err }, 'backup failed'),
      )
      .finally(() => (running = undefined));
  };
  const timer = setInterval(run, every);
  timer.unref();
  return {
    /** Stops the schedule and waits for a backup under way. */
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
};
