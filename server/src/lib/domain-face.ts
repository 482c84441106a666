// What a domain shows the rest of the server: one object per domain, exported by
// `server/src/modules/<domain>/index.ts` and read only by the composition root (server/src/compose/),
// which builds the app router, the OpenAPI document, the public registry, the Express app and the
// start-up from the list of them. Everything here is optional but the routers: a domain says only
// what it has. Kept below the modules, so that a face can name its type without importing compose/.
import type { AnyRouter } from '@trpc/server';
import type { Express } from 'express';
import type { Logger } from 'pino';
import type { ZodOpenApiPathsObject } from 'zod-openapi';
import type { PublicKindKey } from '#shared/public-kinds';
import type { DB } from '#server/db/database';
import type { Database } from '#server/db/schema';
import type { AppDeps } from '#server/deps';
import type { PublicKindSource } from './public-kind-source';

/** The rows of every public kind, each answered by the domain that owns it (null: never listed). */
export type PublicSources = Record<PublicKindKey, PublicKindSource | null>;

/** A queue of slow work whose running and waiting jobs /metrics shows. */
export interface WorkQueue {
  readonly active: number;
  readonly queued: number;
}

export interface DomainFace {
  /** its folder under server/src/modules/ */
  name: string;
  /** its tRPC routers, by their key in the app router (a procedure's path is `key.procedure`) */
  routers: Record<string, AnyRouter>;
  /**
   * Plain Express routes (multipart uploads, forms with images, CSV downloads, feeds, private
   * files), mounted before the REST layer: trpc-to-openapi takes and answers JSON only, and its
   * middleware never calls next().
   */
  routes?: (app: Express, deps: AppDeps) => void;
  /** the documentation of those of its routes under /api, added to the procedures' OpenAPI paths */
  openApiPaths?: ZodOpenApiPathsObject;
  /**
   * The public kinds of shared/public-kinds.ts it answers for: how to list the rows a visitor can
   * open now, and how search finds them. null: a kind that is never listed (the reason beside it).
   */
  publicKinds?: Partial<PublicSources>;
  /**
   * Tables whose active rows (status '1') become public at their date_published, without a write:
   * the publication clock (db/publication-clock.ts) moves the read caches at each of those instants.
   */
  scheduledTables?: readonly (keyof Database)[];
  /** queues of slow work it owns, by the name /metrics gives them */
  queues?: Record<string, WorkQueue>;
  /**
   * At every start of the process that owns the database, after the migrations: what is made
   * again from the code (triggers, an index rebuilt when its shape changed). Not in a reader.
   */
  prepareDatabase?: (db: DB, logger: Logger) => Promise<void>;
  /** Once per server start, before the demo data goes in and before listening: repairs after a crash. */
  startUp?: (deps: AppDeps) => Promise<void>;
  /** Once the data is in (after the demo seed): what is queued is applied, background jobs begin. */
  background?: (deps: AppDeps) => Promise<void> | void;
  /**
   * What is worth building before a visitor asks for it. The server's process starts it after
   * listening (in batches between requests); the render thread waits for it before its first page.
   */
  warmUp?: (deps: AppDeps) => Promise<unknown>;
  /** Handed the gathered registry, for a domain that reads every kind's rows (search). */
  readsRegistry?: (sources: PublicSources) => void;
}
