import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { ReadCache } from '#server/lib/read-cache';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-cache-'));
const open = () => {
  const db = new Sqlite(path.join(dir, 'c.db'));
  db.pragma('journal_mode = WAL');
  return db;
};
afterEach(() => fs.rmSync(path.join(dir, 'c.db'), { force: true }));

describe('ReadCache', () => {
  it('answers from memory until a write on the connection, then computes again', async () => {
    const db = open();
    db.exec('CREATE TABLE t (v INTEGER)');
    const cache = new ReadCache(db);
    let computed = 0;
    const read = () => cache.get('k', async () => ++computed);
    expect([await read(), await read()]).toEqual([1, 1]);
    db.prepare('INSERT INTO t VALUES (1)').run();
    expect(await read()).toBe(2);
    db.close();
  });

  it('notices writes from another connection or process', async () => {
    const db = open();
    db.exec('CREATE TABLE t (v INTEGER)');
    const other = open();
    const cache = new ReadCache(db);
    let computed = 0;
    const read = () => cache.get('k', async () => ++computed);
    await read();
    other.prepare('INSERT INTO t VALUES (1)').run();
    expect(await read()).toBe(2);
    db.close();
    other.close();
  });

  it('does not keep an answer computed while the data changed', async () => {
    const db = open();
    db.exec('CREATE TABLE t (v INTEGER)');
    const cache = new ReadCache(db);
    let computed = 0;
    const racing = () =>
      cache.get('k', async () => {
        db.prepare('INSERT INTO t VALUES (1)').run();
        return ++computed;
      });
    await racing();
    expect(await cache.get('k', async () => ++computed)).toBe(2);
    db.close();
  });

  it('keeps at most max entries, dropping the least recently used', async () => {
    const db = open();
    const cache = new ReadCache(db, 2);
    let computed = 0;
    const read = (k: string) => cache.get(k, async () => `${k}${++computed}`);
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    expect(await read('a')).toBe('a1');
    expect(await read('b')).toBe('b4');
    db.close();
  });
});
