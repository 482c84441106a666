// What the entries (app.ts, boot.ts, serve.ts, renderer.ts) read from the composition list: the
// domains' Express routes, their database preparation, start-up and background jobs, the scheduled
// tables, the work queues, and the two things one domain gives the kernel (the session lookup, the
// mail worker). Importing this also hands the public registry to the domains that read it.
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { DB } from '#server/db/database';
import type { AppDeps } from '#server/deps';
import type { WorkQueue } from '#server/lib/domain-face';
import { auth, FACES, mail } from './domains';
import { PUBLIC_SOURCES } from './public-registry';

export { PUBLIC_SOURCES };

/** Every domain's plain Express routes (uploads, forms, CSV, feeds, private files), before the REST layer. */
export const registerDomainRoutes = (app: Express, deps: AppDeps) => {
  for (const face of FACES) face.routes?.(app, deps);
};

/** The tables whose rows go public at their date_published (db/publication-clock.ts). */
export const SCHEDULED_TABLES: readonly string[] = FACES.flatMap((face) => face.scheduledTables ?? []);

/** The queues of slow work /metrics reports, by name. */
export const WORK_QUEUES: Readonly<Record<string, WorkQueue>> = Object.assign(
  {},
  ...FACES.map((face) => face.queues ?? {}),
);

/** What the owner of the database makes again at every start, domain by domain. */
export const prepareDatabase = async (db: DB, logger: Logger) => {
  for (const face of FACES) await face.prepareDatabase?.(db, logger);
};

/** The server's start-up repairs, before the demo data and before listening. */
export const startUp = async (deps: AppDeps) => {
  for (const face of FACES) await face.startUp?.(deps);
};

/** Once the data is in: what is queued is applied and the background jobs begin. */
export const startBackground = async (deps: AppDeps) => {
  for (const face of FACES) await face.background?.(deps);
};

/** What the domains build ahead of the first visitor (both threads). */
export const warmUp = (deps: AppDeps) => Promise.all(FACES.map((face) => face.warmUp?.(deps)));

export const staffOf = auth.staffOf;
export const ensureAdmin = auth.ensureAdmin;
export const createMailWorker = mail.worker;
