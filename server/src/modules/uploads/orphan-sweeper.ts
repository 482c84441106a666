// Uploaded images nobody uses (a form closed without saving, an item deleted) are removed after a
// day of grace, so the uploads folder does not grow without end.
import type { AppDeps } from '#server/deps';
import { deleteFileIfUnused, listOrphanFileIds } from './file.repository';
import type { StoredVariant } from '#server/lib/image-dto';
import { removeQuietly } from './image.service';

export const ORPHAN_GRACE_HOURS = 24;
const EVERY_MS = 6 * 60 * 60 * 1000;

export const sweepOrphanImages = async (deps: Pick<AppDeps, 'db' | 'env'>, now = Date.now()) => {
  const before = new Date(now - ORPHAN_GRACE_HOURS * 3_600_000).toISOString();
  let removed = 0;
  for (const id of await listOrphanFileIds(deps.db, before)) {
    // Re-checked in the delete itself: the files go only when the row went.
    const variants = await deleteFileIfUnused(deps.db, id, before);
    if (variants === null) continue;
    removed++;
    await removeQuietly(
      deps.env.UPLOADS_DIR,
      (JSON.parse(variants) as StoredVariant[]).map((v) => v.path),
    );
  }
  return removed;
};

/** Sweeps shortly after start and then every six hours; the timers never keep the process alive. */
export const scheduleOrphanSweeps = (deps: AppDeps) => {
  const run = () =>
    void sweepOrphanImages(deps).then(
      (removed) => removed && deps.logger.info({ removed }, 'removed unused uploaded images'),
      (err: unknown) => deps.logger.error({ err }, 'sweeping unused images failed'),
    );
  setTimeout(run, 60_000).unref();
  setInterval(run, EVERY_MS).unref();
};
