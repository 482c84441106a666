import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DB } from './database';

const MIGRATIONS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../migrations');

/** Loads migrations/*.ts in name order (names start with a timestamp). */
class FolderProvider implements MigrationProvider {
  async getMigrations(): Promise<Record<string, Migration>> {
    const names = (await fs.readdir(MIGRATIONS_DIR)).filter((f) => /\.(ts|js)$/.test(f)).sort();
    const out: Record<string, Migration> = {};
    for (const name of names) {
      out[name.replace(/\.(ts|js)$/, '')] = (await import(
        pathToFileURL(path.join(MIGRATIONS_DIR, name)).href
      )) as Migration;
    }
    return out;
  }
}

export const migrateToLatest = async (db: DB): Promise<string[]> => {
  const migrator = new Migrator({ db, provider: new FolderProvider() });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
};
