// The publication clock moves exactly when a scheduled item's instant comes, and reads the
// database again only after a write or at that instant. It watches the tables the domains declare
// (their faces' scheduledTables): every table of the schema whose rows wait for a date_published.
import Database from 'better-sqlite3';
import { expect, it } from 'vitest';
import { SCHEDULED_TABLES } from '#server/compose/wiring';
import { openDatabase } from '#server/db/database';
import { installDataVersions } from '#server/db/data-versions';
import { migrateToLatest } from '#server/db/migrate';
import { publicationClock as clockOver } from '#server/db/publication-clock';
import { ReadCache, WriteClock } from '#server/lib/read-cache';

const publicationClock = (sqlite: Database.Database, now: () => number) => clockOver(sqlite, SCHEDULED_TABLES, now);

const setUp = () => {
  const sqlite = new Database(':memory:');
  for (const t of SCHEDULED_TABLES)
    sqlite.exec(`CREATE TABLE ${t} (id INTEGER PRIMARY KEY, status TEXT, date_published TEXT)`);
  return sqlite;
};

it('watches every table whose active rows wait for their date_published, as the domains declare', async () => {
  const { db, sqlite } = openDatabase(':memory:');
  await migrateToLatest(db, sqlite);
  const scheduled = sqlite
    .prepare<[], { name: string }>(
      `SELECT m.name FROM sqlite_master m WHERE m.type = 'table'
         AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) WHERE name = 'date_published')
         AND EXISTS (SELECT 1 FROM pragma_table_info(m.name) WHERE name = 'status')`,
    )
    .all()
    .map((r) => r.name);
  expect(scheduled.length).toBeGreaterThan(0);
  expect([...SCHEDULED_TABLES].sort()).toEqual(scheduled.sort());
  await db.destroy();
});

it('moves when a scheduled instant passes, in any of the tables, and not before', () => {
  const sqlite = setUp();
  let now = Date.parse('2026-11-24T09:00:00.000Z');
  const clock = publicationClock(sqlite, () => now);
  sqlite.exec(`INSERT INTO memoriams (status, date_published) VALUES ('1', '2026-11-24T08:00:00.000Z')`);
  sqlite.exec(`INSERT INTO loose_threads (status, date_published) VALUES ('1', '2026-11-24T09:30:00.000Z')`);
  sqlite.exec(`INSERT INTO art_advisories (status, date_published) VALUES ('0', '2026-11-24T09:10:00.000Z')`);
  expect(clock()).toBe('2026-11-24T08:00:00.000Z');
  now = Date.parse('2026-11-24T09:29:59.999Z');
  // An inactive row's instant is no publication.
  expect(clock()).toBe('2026-11-24T08:00:00.000Z');
  now = Date.parse('2026-11-24T09:30:00.000Z');
  expect(clock()).toBe('2026-11-24T09:30:00.000Z');
});

it('answers an empty version when nothing is published yet', () => {
  const clock = publicationClock(setUp(), () => Date.parse('2026-01-01T00:00:00.000Z'));
  expect(clock()).toBe('');
});

it('covers posts, and a cached read is renewed at a scheduled post’s minute, not before', async () => {
  const sqlite = setUp();
  const insert = sqlite.prepare('INSERT INTO posts (status, date_published) VALUES (?, ?)');
  insert.run('1', '2026-01-01T09:00:00.000Z');
  insert.run('1', '2026-01-01T10:00:00.000Z');
  // An inactive post's date, and a post never given one, change nothing.
  insert.run('0', '2026-01-01T09:30:00.000Z');
  insert.run('1', null);
  let now = Date.parse('2026-01-01T09:15:00.000Z');
  const clock = publicationClock(sqlite, () => now);
  expect(clock()).toBe('2026-01-01T09:00:00.000Z');

  const cache = new ReadCache(new WriteClock(sqlite, installDataVersions(sqlite).counted, clock));
  let computed = 0;
  const read = () => cache.get('list', async () => ++computed);
  expect([await read(), await read()]).toEqual([1, 1]);
  now = Date.parse('2026-01-01T09:59:59.999Z');
  expect(await read()).toBe(1);
  now = Date.parse('2026-01-01T10:00:00.000Z');
  expect(clock()).toBe('2026-01-01T10:00:00.000Z');
  expect([await read(), await read()]).toEqual([2, 2]);
});
