// /healthz says the process answers (for a restart when it does not); /readyz says it should get
// traffic: migrations done, the database and uploads folder writable, disk space above a floor,
// and not stopping. Both are public and tell nothing secret: no path, no version, no size.
import fs from 'node:fs';
import path from 'node:path';
import type { Express } from 'express';
import type { AppDeps } from '#server/deps';

type Check = () => string | undefined;

const writable = (target: string) => {
  try {
    fs.accessSync(target, fs.constants.W_OK);
    return true;
  } catch {
    return false;
  }
};

const freeMb = (folder: string) => {
  const s = fs.statfsSync(folder);
  return (s.bavail * s.bsize) / (1024 * 1024);
};

/** The newest migration recorded in the database (the schema's version). */
export const schemaVersion = (deps: Pick<AppDeps, 'sqlite'>) =>
  deps.sqlite.prepare('SELECT name FROM kysely_migration ORDER BY name DESC LIMIT 1').pluck().get() as
    string | undefined;

const checks = (deps: AppDeps): Record<string, Check> => {
  const dbFile = deps.env.DATABASE_PATH;
  const uploads = deps.env.UPLOADS_DIR;
  const minFree = deps.env.READY_MIN_FREE_MB;
  return {
    stopping: () => (deps.lifecycle.draining ? 'the server is stopping' : undefined),
    migrations: () =>
      schemaVersion(deps) === deps.lifecycle.schemaVersion ? undefined : 'the database schema is not the expected one',
    database: () => {
      if (deps.sqlite.readonly || deps.sqlite.pragma('query_only', { simple: true }))
        return 'the database is open read-only';
      if (dbFile === ':memory:') return undefined;
      for (const f of [dbFile, path.dirname(dbFile), `${dbFile}-wal`])
        if (fs.existsSync(f) && !writable(f)) return 'the database file or its folder is not writable';
      return undefined;
    },
    uploads: () => (writable(uploads) ? undefined : 'the uploads folder is missing or not writable'),
    disk: () => {
      const folders = [uploads, ...(dbFile === ':memory:' ? [] : [path.dirname(dbFile)])];
      return folders.some((f) => fs.existsSync(f) && freeMb(f) < minFree)
        ? `less than ${minFree} MB of disk space is free`
        : undefined;
    },
  };
};

/** The failed checks by name (empty when ready). */
export const readiness = (deps: AppDeps): Record<string, string> => {
  const failed: Record<string, string> = {};
  for (const [name, check] of Object.entries(checks(deps))) {
    let problem: string | undefined;
    try {
      problem = check();
    } catch {
      problem = 'could not be checked';
    }
    if (problem) failed[name] = problem;
  }
  return failed;
};

export const registerHealthRoutes = (app: Express, deps: AppDeps) => {
  app.get('/healthz', (_req, res) => {
    deps.sqlite.prepare('SELECT 1').get();
    res.json({ status: 'ok' });
  });
  app.get('/readyz', (_req, res) => {
    const failed = readiness(deps);
    if (Object.keys(failed).length) res.status(503).json({ status: 'not ready', failed });
    else res.json({ status: 'ready' });
  });
};
