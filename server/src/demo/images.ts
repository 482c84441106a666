// Draws and stores the demo pictures through the upload pipeline, a few at a time: drawing is
// JavaScript on the main thread while sharp encodes on the thread pool, so they overlap.
import type { ImageDeps } from '#server/modules/uploads/image.service';
import { deleteImage, storeImage } from '#server/modules/uploads/image.service';
import { type WovenPlan, wovenPng } from './woven-image';

export interface ImageJob {
  plan: WovenPlan;
  name: string;
}

/**
 * Runs fn over items with at most `limit` in flight; results keep the input order. After a failure
 * no new item starts, the running ones finish, then the first error is thrown.
 */
export const mapLimit = async <T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> => {
  const out = new Array<R>(items.length);
  let nextIndex = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && nextIndex < items.length) {
      const i = nextIndex++;
      try {
        out[i] = await fn(items[i]!, i);
      } catch (err) {
        failed = true;
        throw err;
      }
    }
  };
  const results = await Promise.allSettled(Array.from({ length: Math.min(limit, items.length) }, worker));
  const rejected = results.find((r) => r.status === 'rejected');
  if (rejected) throw rejected.reason;
  return out;
};

/** Stores every job's picture; returns the file ids in job order. On failure, removes what was stored. */
export const storeImages = async (deps: ImageDeps, jobs: readonly ImageJob[], concurrency = 3): Promise<number[]> => {
  const stored: number[] = [];
  try {
    return await mapLimit(jobs, concurrency, async (job) => {
      const image = await storeImage(deps, await wovenPng(job.plan), job.name, null);
      stored.push(image.id);
      return image.id;
    });
  } catch (err) {
    await removeImages(deps, stored);
    throw err;
  }
};

export const removeImages = async (deps: ImageDeps, ids: readonly number[]) => {
  for (const id of ids) await deleteImage(deps, id).catch(() => undefined);
};
