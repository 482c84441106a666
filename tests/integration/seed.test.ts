import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StoredVariant } from '#server/lib/image-dto';
import { seedDemoIfEmpty } from '#server/demo/seed';
import { createTestApp, type TestApp } from '../setup/test-app';

const TODAY = new Date('2026-11-22T09:00:00Z');
// The seed's rules on a small gallery; the full demo is built end to end by the start-up test
// (process.test.ts), through `npm start`'s own path.
const ARTWORKS = 60;
let t: TestApp;
const count = async (
  table:
    | 'artists'
    | 'artworks'
    | 'exhibitions'
    | 'events'
    | 'viewing_rooms'
    | 'posts'
    | 'files'
    | 'rsvps'
    | 'timeslots'
    | 'comments',
) =>
  Number(
    (
      await t.deps.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

beforeAll(async () => {
  t = await createTestApp();
  expect(await seedDemoIfEmpty(t.deps, { today: TODAY, small: { artworks: ARTWORKS } })).toBe(true);
}, 180_000);
afterAll(async () => {
  await t.close();
});

describe('the demo gallery seed', () => {
  it('builds the whole gallery', async () => {
    expect(await count('artists')).toBeGreaterThanOrEqual(10);
    expect(await count('artworks')).toBe(ARTWORKS);
    expect(await count('exhibitions')).toBe(8);
    expect(await count('events')).toBe(6);
    expect(await count('viewing_rooms')).toBe(3);
    expect(await count('posts')).toBeGreaterThanOrEqual(40);
    expect(await count('comments')).toBeGreaterThan(0);
    const db = t.deps.db;
    const kinds = await db.selectFrom('posts').select('kind').groupBy('kind').execute();
    expect(kinds.map((k) => k.kind).sort()).toEqual(['arttextstyle', 'news', 'press_release']);
    expect(
      (await db.selectFrom('loose_threads').select('type').groupBy('type').execute()).map((r) => r.type).sort(),
    ).toEqual(['On Art', 'On Artists', 'Resources']);
    expect((await db.selectFrom('memoriams').selectAll().execute()).length).toBeGreaterThan(0);
    expect((await db.selectFrom('art_advisories').selectAll().execute()).length).toBeGreaterThanOrEqual(4);
    for (const table of ['regions', 'exhibition_types', 'colors', 'art_types', 'materials', 'periods'] as const)
      expect((await db.selectFrom(table).select('id').execute()).length, table).toBeGreaterThan(3);
  });

  it('gives artworks believable catalogue data', async () => {
    const db = t.deps.db;
    const works = await db.selectFrom('artworks').selectAll().execute();
    expect(works.every((w) => w.sku && /^\d+[a-z]{2}$/.test(w.sku))).toBe(true);
    expect(works.every((w) => Number.isInteger(w.price))).toBe(true);
    expect(works.every((w) => w.availability >= 0 && w.availability <= 8)).toBe(true);
    expect(works.filter((w) => w.availability === 1).length).toBeGreaterThan(ARTWORKS / 2);
    expect(works.every((w) => Math.round(w.width! * 1000) === w.width! * 1000)).toBe(true);
    const active = works.filter((w) => w.status === '1').length / works.length;
    expect(active).toBeGreaterThan(0.8);
    expect(active).toBeLessThan(0.97);
    expect(works.filter((w) => w.featured).length).toBeGreaterThan(5);
    expect(works.filter((w) => w.acquisition && w.acquired_at).length).toBeGreaterThan(0);
    expect((await db.selectFrom('artwork_attributes').select('id').execute()).length).toBeGreaterThanOrEqual(ARTWORKS);
    for (const link of [
      'artwork_materials',
      'artwork_colors',
      'artwork_art_types',
      'artwork_regions',
      'artwork_periods',
    ] as const)
      expect(
        new Set((await db.selectFrom(link).select('artwork_id').execute()).map((r) => r.artwork_id)).size,
        link,
      ).toBe(ARTWORKS);
  });

  it('places exhibitions and events around today, with timeslots and RSVPs', async () => {
    const db = t.deps.db;
    const day = TODAY.toISOString().slice(0, 10);
    const shows = await db.selectFrom('exhibitions').selectAll().execute();
    expect(shows.some((e) => e.end_date! < day)).toBe(true);
    expect(shows.some((e) => e.start_date! <= day && e.end_date! >= day)).toBe(true);
    expect(shows.some((e) => e.start_date! > day)).toBe(true);
    const home = shows.filter((e) => e.home_page === 1);
    expect(home).toHaveLength(1);
    expect(home[0]!.home_page_image_id).not.toBeNull();
    for (const event of await db.selectFrom('events').selectAll().execute()) {
      const slots = await db.selectFrom('timeslots').selectAll().where('event_id', '=', event.id).execute();
      expect(slots.length, event.title).toBeGreaterThan(0);
      for (const s of slots) {
        expect(s.date >= event.start_date! && s.date <= event.end_date!).toBe(true);
        expect(s.time).toMatch(/^\d\d:\d\d$/);
        const booked = await db.selectFrom('rsvps').select('guests').where('timeslot_id', '=', s.id).execute();
        expect(booked.reduce((sum, r) => sum + r.guests, 0)).toBeLessThanOrEqual(s.capacity!);
      }
    }
    expect((await db.selectFrom('rsvps').select('id').where('checked_in', '=', 1).execute()).length).toBeGreaterThan(0);
    // Nobody reserved in the future: staff see each booking made before today.
    const latest = await db
      .selectFrom('rsvps')
      .select((eb) => eb.fn.max('created_at').as('at'))
      .executeTakeFirstOrThrow();
    expect(String(latest.at) <= TODAY.toISOString()).toBe(true);
    // Some coming times have only a place or two left, so the calendar shows what "nearly full" looks like.
    const coming = await db
      .selectFrom('timeslots')
      .leftJoin('rsvps', 'rsvps.timeslot_id', 'timeslots.id')
      .select(['timeslots.capacity', (eb) => eb.fn.sum<number>('rsvps.guests').as('booked')])
      .where('timeslots.date', '>', day)
      .groupBy('timeslots.id')
      .execute();
    const left = coming.map((s) => s.capacity! - Number(s.booked ?? 0));
    expect(left.some((n) => n >= 1 && n <= 2)).toBe(true);
    expect(left.every((n) => n >= 1)).toBe(true);
  });

  it('stores artwork images with their derivatives on disk', async () => {
    const files = await t.deps.db
      .selectFrom('artworks')
      .innerJoin('files', 'files.id', 'artworks.header_image_id')
      .select(['files.variants', 'files.width'])
      .execute();
    expect(files).toHaveLength(ARTWORKS);
    for (const f of files.slice(0, 40)) {
      const variants = JSON.parse(f.variants) as StoredVariant[];
      expect(variants.length).toBeGreaterThanOrEqual(4);
      for (const v of variants) expect(fs.existsSync(path.join(t.deps.env.UPLOADS_DIR, v.path)), v.path).toBe(true);
    }
    // No two artworks share a picture.
    expect(new Set(files.map((f) => f.variants)).size).toBe(ARTWORKS);
  });

  it('does nothing the second time', async () => {
    const before = {
      artists: await count('artists'),
      artworks: await count('artworks'),
      files: await count('files'),
      posts: await count('posts'),
    };
    expect(await seedDemoIfEmpty(t.deps, { today: TODAY, small: { artworks: ARTWORKS } })).toBe(false);
    expect({
      artists: await count('artists'),
      artworks: await count('artworks'),
      files: await count('files'),
      posts: await count('posts'),
    }).toEqual(before);
  });

  it('is visible through the API', async () => {
    const res = await t.admin().get('/api/admin/tags?search=Indigo');
    expect(res.status).toBe(200);
    expect(JSON.stringify(res.body)).toContain('Indigo');
  });
});
