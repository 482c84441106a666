// Upgrades (issue 19): a database made by the first release (the first migration alone) and filled
// through it is brought up to date on start, after a copy of it is kept; a migration that fails
// leaves the schema as it was and says which one failed.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Migrator } from 'kysely';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDeps, createDeps } from '#server/boot';
import { openDatabase } from '#server/db/database';
import { FolderProvider, migrateToLatest, MigrationError, migrationNames } from '#server/db/migrate';
import { loadEnv } from '#server/env';
import { makeArtist } from '#server/factories/catalogue';
import { makeTag } from '#server/factories/media';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-upgrade-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A database as the first release left it: the first migration only, with a little in it. */
const firstReleaseDatabase = async (file: string) => {
  const { db } = openDatabase(file);
  const [first] = await migrationNames();
  const { error } = await new Migrator({ db, provider: new FolderProvider() }).migrateTo(first!);
  if (error) throw error;
  const artist = await makeArtist(db, { first_name: 'Sheila', last_name: 'Hicks' });
  await makeTag(db, 'Linen');
  await db.destroy();
  return { first: first!, artist };
};

const schemaOf = (file: string) => {
  const db = new Sqlite(file, { readonly: true });
  try {
    return {
      objects: db.prepare("SELECT type, name FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' ORDER BY name").all(),
      migrations: db.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all(),
    };
  } finally {
    db.close();
  }
};

describe('starting on an older database', () => {
  it('keeps a copy, applies every later migration, and keeps the data', async () => {
    const file = path.join(dir, 'old', 'weft.db');
    const { artist } = await firstReleaseDatabase(file);
    const env = loadEnv({ DATABASE_PATH: file, UPLOADS_DIR: path.join(dir, 'old-up'), LOG_LEVEL: 'silent' });
    const deps = await createDeps(env, pino({ level: 'silent' }));
    try {
      expect(deps.sqlite.prepare('SELECT name FROM kysely_migration ORDER BY name').pluck().all()).toEqual(
        await migrationNames(),
      );
      expect(await deps.db.selectFrom('artists').select('last_name').where('id', '=', artist.id).execute()).toEqual([
        { last_name: 'Hicks' },
      ]);
      expect(deps.sqlite.prepare('SELECT title FROM tags').pluck().all()).toEqual(['Linen']);
    } finally {
      await closeDeps(deps);
    }
    const copies = fs.readdirSync(path.join(dir, 'old', 'before-upgrade'));
    expect(copies).toHaveLength(1);
    const copy = schemaOf(path.join(dir, 'old', 'before-upgrade', copies[0]!));
    expect(copy.migrations).toHaveLength(1);
  });

  it('rolls every migration of the run back when one fails, and names it', async () => {
    const file = path.join(dir, 'failing', 'weft.db');
    await firstReleaseDatabase(file);
    const before = schemaOf(file);
    // This release's migrations plus one that changes the schema and then fails.
    const migrations = path.join(dir, 'migrations');
    fs.cpSync(path.resolve('migrations'), migrations, { recursive: true });
    fs.writeFileSync(
      path.join(migrations, '2099-01-01T0000_broken.ts'),
      `import { sql } from 'kysely';
export async function up(db) {
  await sql\`CREATE TABLE half_done (id INTEGER)\`.execute(db);
  await sql\`ALTER TABLE no_such_table ADD COLUMN x TEXT\`.execute(db);
}
`,
    );
    const { db, sqlite } = openDatabase(file);
    const upgrading: string[][] = [];
    try {
      const run = migrateToLatest(db, sqlite, {
        provider: new FolderProvider(migrations),
        beforeUpgrade: (pending) => void upgrading.push(pending),
      });
      await expect(run).rejects.toThrow(MigrationError);
      await expect(run).rejects.toThrow(
        /^Migration 2099-01-01T0000_broken failed: no such table: no_such_table\. No migration of this run was applied/,
      );
    } finally {
      await db.destroy();
    }
    expect(upgrading[0]).toContain('2099-01-01T0000_broken');
    expect(schemaOf(file)).toEqual(before);
  });
});
