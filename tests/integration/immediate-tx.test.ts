// immediateTx: a check-then-insert (is there a place left?) cannot be passed by two writers at
// once, because BEGIN IMMEDIATE takes the write lock before the check reads anything.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type DB, openDatabase } from '#server/db/database';
import { immediateTx } from '#server/db/transaction';
import { Refused } from '#server/lib/errors';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-tx-'));
const file = path.join(dir, 'tx.db');
let opened: ReturnType<typeof openDatabase>;
let db: DB;

beforeAll(async () => {
  opened = openDatabase(file);
  db = opened.db;
  await sql`CREATE TABLE places (id INTEGER PRIMARY KEY, who TEXT NOT NULL)`.execute(db);
});
afterAll(async () => {
  await db.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await sql`DELETE FROM places`.execute(db);
});

const CAPACITY = 1;
const pause = () => new Promise((resolve) => setTimeout(resolve, 20));

/** The capacity check the RSVP form will make: count, think, insert. */
const reserve = async (q: DB, who: string) => {
  const taken = await sql<{ n: number }>`SELECT COUNT(*) AS n FROM places`.execute(q);
  await pause(); // another request's statements get their turn here
  if (taken.rows[0]!.n >= CAPACITY) throw new Refused('Full');
  await sql`INSERT INTO places (who) VALUES (${who})`.execute(q);
};

const count = async () => (await sql<{ n: number }>`SELECT COUNT(*) AS n FROM places`.execute(db)).rows[0]!.n;

describe('immediateTx', () => {
  it('lets only one of two concurrent writers take the last place', async () => {
    const results = await Promise.allSettled([
      immediateTx(db, (trx) => reserve(trx, 'a')),
      immediateTx(db, (trx) => reserve(trx, 'b')),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((results.find((r) => r.status === 'rejected') as PromiseRejectedResult).reason).toBeInstanceOf(Refused);
    expect(await count()).toBe(1);
  });

  it('is what prevents overbooking: the same writers without it both pass', async () => {
    await Promise.all([reserve(db, 'a'), reserve(db, 'b')]);
    expect(await count()).toBe(2);
  });

  it('rolls back everything when the callback throws', async () => {
    await expect(
      immediateTx(db, async (trx) => {
        await sql`INSERT INTO places (who) VALUES ('c')`.execute(trx);
        throw new Refused('changed my mind');
      }),
    ).rejects.toBeInstanceOf(Refused);
    expect(await count()).toBe(0);
  });

  it('holds the write lock from BEGIN, before any write: another connection cannot begin', async () => {
    const other = openDatabase(file);
    other.sqlite.pragma('busy_timeout = 0');
    try {
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      const first = immediateTx(db, async (trx) => {
        await sql`SELECT COUNT(*) FROM places`.execute(trx);
        await held;
      });
      await pause();
      await expect(immediateTx(other.db, async () => undefined)).rejects.toMatchObject({ code: 'SQLITE_BUSY' });
      release();
      await first;
      await immediateTx(other.db, (trx) => reserve(trx, 'd'));
      expect(await count()).toBe(1);
    } finally {
      await other.db.destroy();
    }
  });
});
