// The read cache keeps an answer until a write to a table it was read from (db/data-versions.ts).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installDataVersions } from '#server/db/data-versions';
import { openDatabase } from '#server/db/database';
import { heapBytesOf, ReadCache, WriteClock } from '#server/lib/read-cache';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-cache-'));
const file = path.join(dir, 'c.db');
const opened: ReturnType<typeof openDatabase>[] = [];
afterEach(async () => {
  for (const o of opened.splice(0)) await o.db.destroy();
  for (const f of fs.readdirSync(dir)) fs.rmSync(path.join(dir, f), { force: true });
});

const setup = (time: () => string = () => '') => {
  const o = openDatabase(file);
  opened.push(o);
  o.sqlite.exec(`CREATE TABLE IF NOT EXISTS works (v INTEGER); CREATE TABLE IF NOT EXISTS guests (v INTEGER);
    CREATE VIRTUAL TABLE IF NOT EXISTS words USING fts5(w)`);
  const info = installDataVersions(o.sqlite);
  o.tables.known = info.known;
  const clock = new WriteClock(o.sqlite, info.counted, time);
  const count = async (table: string) =>
    Number((await sql<{ n: number }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(o.db)).rows[0]!.n);
  return { ...o, clock, count, cache: new ReadCache(clock) };
};

describe('ReadCache', () => {
  it('answers from memory until a write to a table it read, then reads again', async () => {
    const { cache, count, sqlite } = setup();
    let computed = 0;
    const read = () => cache.get('k', async () => `${await count('works')}/${++computed}`);
    expect([await read(), await read()]).toEqual(['0/1', '0/1']);
    sqlite.prepare('INSERT INTO works VALUES (1)').run();
    expect(await read()).toBe('1/2');
  });

  it('keeps the answer through writes to tables it did not read (a check-in leaves the catalogue)', async () => {
    const { cache, count, sqlite } = setup();
    let computed = 0;
    const read = () => cache.get('k', async () => `${await count('works')}/${++computed}`);
    await read();
    sqlite.prepare('INSERT INTO guests VALUES (1)').run();
    sqlite.prepare('UPDATE guests SET v = 2').run();
    expect(await read()).toBe('0/1');
    sqlite.prepare('INSERT INTO works VALUES (1)').run();
    expect(await read()).toBe('1/2');
  });

  it('lets each entry lapse maxAgeMs after its own computation, not all at one instant', async () => {
    const { clock, count } = setup();
    const cache = new ReadCache(clock, { maxAgeMs: 60_000 });
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(new Date('2026-11-26T10:00:30Z'));
      let computed = 0;
      const read = (key: string) => cache.get(key, async () => `${key}${await count('works')}/${++computed}`);
      expect(await read('a')).toBe('a0/1');
      vi.setSystemTime(new Date('2026-11-26T10:01:10Z'));
      // a's minute is not over; b is new: a fixed minute window would have dropped a at 10:01:00
      expect([await read('a'), await read('b')]).toEqual(['a0/1', 'b0/2']);
      vi.setSystemTime(new Date('2026-11-26T10:01:31Z'));
      expect([await read('a'), await read('b')]).toEqual(['a0/3', 'b0/2']);
      vi.setSystemTime(new Date('2026-11-26T10:02:11Z'));
      expect([await read('a'), await read('b')]).toEqual(['a0/3', 'b0/4']);
    } finally {
      vi.useRealTimers();
    }
  });

  it("notices another process's writes (the counters are triggers in the file)", async () => {
    const { cache, count } = setup();
    const other = setup();
    let computed = 0;
    const read = () => cache.get('k', async () => `${await count('works')}/${++computed}`);
    await read();
    other.sqlite.prepare('INSERT INTO works VALUES (1)').run();
    expect(await read()).toBe('1/2');
  });

  it('an answer built from another cached answer follows the tables of both', async () => {
    const { cache, count, sqlite, clock } = setup();
    const pages = new ReadCache(clock, {}, 'pages-test');
    let inner = 0;
    let outer = 0;
    const api = () => cache.get('api', async () => `${await count('works')}/${++inner}`);
    await api();
    const page = () => pages.get('page', async () => `<p>${await api()}</p>#${++outer}`);
    expect(await page()).toBe('<p>0/1</p>#1');
    sqlite.prepare('INSERT INTO guests VALUES (1)').run();
    expect(await page()).toBe('<p>0/1</p>#1');
    sqlite.prepare('INSERT INTO works VALUES (1)').run();
    expect(await page()).toBe('<p>1/2</p>#2');
  });

  it('reads a table without a counter (a full-text index) as changed by any write', async () => {
    const { cache, count, sqlite } = setup();
    let computed = 0;
    const read = () => cache.get('k', async () => `${await count('words')}/${++computed}`);
    await read();
    expect(await read()).toBe('0/1');
    sqlite.prepare('INSERT INTO guests VALUES (1)').run();
    expect(await read()).toBe('0/2');
  });

  it('does not keep an answer computed while its data changed', async () => {
    const { cache, count, sqlite } = setup();
    let computed = 0;
    await cache.get('k', async () => {
      const n = await count('works');
      sqlite.prepare('INSERT INTO works VALUES (1)').run();
      return `${n}/${++computed}`;
    });
    expect(await cache.get('k', async () => `${await count('works')}/${++computed}`)).toBe('1/2');
  });

  it('renews every answer when the publication clock moves', async () => {
    let time = 'a';
    const { cache, count } = setup(() => time);
    let computed = 0;
    const read = () => cache.get('k', async () => `${await count('works')}/${++computed}`);
    await read();
    time = 'b';
    expect(await read()).toBe('0/2');
  });

  it('keeps at most max entries and max bytes, dropping the least recently used', async () => {
    const { clock } = setup();
    const cache = new ReadCache(clock, { maxEntries: 2 });
    let computed = 0;
    const read = (k: string) => cache.get(k, async () => `${k}${++computed}`);
    await read('a');
    await read('b');
    await read('a');
    await read('c');
    expect(await read('a')).toBe('a1');
    expect(await read('b')).toBe('b4');

    const weighed = new ReadCache(clock, { maxBytes: 10, sizeOf: (v) => (v as string).length });
    await weighed.get('x', async () => '123456');
    await weighed.get('y', async () => '1234');
    expect(weighed.size).toEqual({ entries: 2, bytes: 10 });
    await weighed.get('z', async () => '12');
    expect(weighed.size).toEqual({ entries: 2, bytes: 6 });
    await weighed.get('huge', async () => '12345678901');
    expect(weighed.size.entries).toBe(2);
  });

  it('is bounded by bytes when told nothing: each value weighed by what it holds in the heap', async () => {
    const card = { id: 1, title: 'Warp and weft', price: 4200, images: [{ src: '/u/1.webp', width: 800 }] };
    // a header and a slot a field, each string its length and a header, each number a slot
    expect(heapBytesOf(card)).toBe(24 + 4 * 8 + 8 + (16 + 13) + 8 + (16 + 8 * 1) + (24 + 2 * 8 + (16 + 9) + 8));
    expect(heapBytesOf('x'.repeat(1000))).toBe(1016);
    expect(heapBytesOf(Buffer.alloc(100))).toBe(164);

    const { cache } = setup();
    const page = Array.from({ length: 2000 }, (_, i) => ({ ...card, id: i }));
    for (let k = 0; k < 100; k++) await cache.get(`page ${k}`, async () => page);
    // 100 answers of about 400 KB would weigh 40 MB: the default bound keeps 8 MiB of them
    expect(cache.size.bytes).toBeLessThanOrEqual(8 * 1024 * 1024);
    expect(cache.size.entries).toBeLessThan(100);
  });
});

describe('installDataVersions', () => {
  it('counts a renamed table under its new name only', async () => {
    const { sqlite } = setup();
    sqlite.exec('ALTER TABLE guests RENAME TO visitors');
    installDataVersions(sqlite);
    const version = (name: string) =>
      sqlite.prepare('SELECT version FROM _data_versions WHERE name = ?').pluck().get(name) as number;
    const before = version('guests');
    sqlite.prepare('INSERT INTO visitors VALUES (1)').run();
    expect(version('visitors')).toBe(1);
    expect(version('guests')).toBe(before);
  });
});
