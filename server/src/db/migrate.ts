import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type Sqlite from 'better-sqlite3';
import { Kysely, type Migration, type MigrationProvider, Migrator, SqliteAdapter, SqliteDialect } from 'kysely';
import type { DB } from './database';

const here = path.dirname(fileURLToPath(import.meta.url));
/** Beside the built server (dist/app/migrations, compiled), else the sources' migrations folder. */
const MIGRATIONS_DIR = existsSync(path.join(here, 'migrations'))
  ? path.join(here, 'migrations')
  : path.resolve(here, '../../../migrations');

/** Loads migrations/*.ts in name order (names start with a timestamp). */
export class FolderProvider implements MigrationProvider {
  constructor(private readonly dir = MIGRATIONS_DIR) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const names = (await fs.readdir(this.dir)).filter((f) => /\.(ts|js)$/.test(f)).sort();
    const out: Record<string, Migration> = {};
    for (const name of names) {
      out[name.replace(/\.(ts|js)$/, '')] = (await import(pathToFileURL(path.join(this.dir, name)).href)) as Migration;
    }
    return out;
  }
}

/** The names of this release's migrations, oldest first. */
export const migrationNames = async (provider: MigrationProvider = new FolderProvider()) =>
  Object.keys(await provider.getMigrations()).sort();

/**
 * Kysely runs SQLite migrations outside a transaction (its adapter says SQLite has no transactional
 * DDL; it has). Here every pending migration runs in one transaction: one that fails rolls back
 * with all the others of the run, and the database keeps the schema it had.
 */
class TransactionalSqliteAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl() {
    return true;
  }
}
class MigrationDialect extends SqliteDialect {
  override createAdapter() {
    return new TransactionalSqliteAdapter();
  }
}

export class MigrationError extends Error {
  constructor(
    readonly migration: string | undefined,
    override readonly cause: unknown,
  ) {
    super(
      `Migration ${migration ?? '(unknown)'} failed: ${cause instanceof Error ? cause.message : String(cause)}. ` +
        'No migration of this run was applied: the database keeps the schema it had.',
    );
    this.name = 'MigrationError';
  }
}

export interface MigrateOptions {
  provider?: MigrationProvider;
  /** Called before anything is applied, when an existing database has migrations pending. */
  beforeUpgrade?: (pending: string[]) => Promise<void> | void;
}

export const migrateToLatest = async (
  db: DB,
  sqlite?: Sqlite.Database,
  opts: MigrateOptions = {},
): Promise<string[]> => {
  const provider = opts.provider ?? new FolderProvider();
  // Its own Kysely on the same connection, with the transactional adapter.
  const migrationDb = sqlite ? new Kysely<unknown>({ dialect: new MigrationDialect({ database: sqlite }) }) : db;
  const migrator = new Migrator({ db: migrationDb, provider });
  const known = await migrator.getMigrations();
  const pending = known.filter((m) => !m.executedAt).map((m) => m.name);
  const upgrading = pending.length > 0 && known.some((m) => m.executedAt);
  if (upgrading) await opts.beforeUpgrade?.(pending);
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName;
    throw new MigrationError(failed, error);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
