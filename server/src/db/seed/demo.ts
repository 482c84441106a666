import type { AppDeps } from '../../deps';

/** Fills an empty database with the demo gallery. */
export const seedDemoIfEmpty = async (_deps: AppDeps) => {};
