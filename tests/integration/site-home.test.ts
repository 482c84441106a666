// The home page read (trpc site.home): only active rows, the leading exhibition, latest news.
import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '#server/compose/router';
import type { Insertable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/schema';
import { createTestApp, type TestApp } from '../setup/test-app';

type Home = inferRouterOutputs<AppRouter>['site']['home'];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const home = async (): Promise<Home> => {
  const res = await t.http().get('/trpc/site.home');
  expect(res.status).toBe(200);
  return res.body.result.data as Home;
};

const insertFile = async (stem: string) => {
  const variants = [320, 960].flatMap((w) => [
    { width: w, height: Math.round(w * 0.75), format: 'webp', path: `${stem}-${w}.webp` },
    { width: w, height: Math.round(w * 0.75), format: 'jpeg', path: `${stem}-${w}.jpg` },
  ]);
  const row = await t.deps.db
    .insertInto('files')
    .values({
      stem,
      original_name: `${stem}.jpg`,
      mime: 'image/jpeg',
      width: 1200,
      height: 900,
      bytes: 1000,
      variants: JSON.stringify(variants),
      alt: `${stem} alt`,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
};

// A multi-row insert on SQLite writes NULL, not the column default, for a key one row leaves out.
const insertEach = async <T extends 'exhibitions' | 'posts'>(table: T, rows: Insertable<Database[T]>[]) => {
  for (const row of rows)
    await t.deps.db
      .insertInto(table)
      .values(row as never)
      .execute();
};

describe('site.home', () => {
  it('is empty, not broken, on an empty database', async () => {
    expect(await home()).toEqual({ featured_exhibition: null, latest_news: [] });
  });

  it('leads with the active home-page exhibition and never an inactive one', async () => {
    const image = await insertFile('indigo');
    await insertEach('exhibitions', [
      { title: 'Hidden Show', slug: 'hidden-show', status: '0', home_page: 1, featured: 1, start_date: '2099-01-01' },
      { title: 'Featured Only', slug: 'featured-only', status: '1', featured: 1, start_date: '2098-01-01' },
      {
        title: 'Indigo Rooms',
        slug: 'indigo-rooms',
        status: '1',
        home_page: 1,
        dates: 'March 4 – April 30',
        start_date: '2026-03-04',
        end_date: '2099-04-30',
        home_page_image_id: image,
      },
      { title: 'Not Featured', slug: 'not-featured', status: '1', start_date: '2099-06-01' },
    ]);
    const { featured_exhibition: ex } = await home();
    expect(ex?.title).toBe('Indigo Rooms');
    expect(ex?.dates).toBe('March 4 – April 30');
    expect(ex?.image?.url).toBe('/uploads/indigo-960.jpg');
    expect(ex?.image?.srcset).toBe('/uploads/indigo-320.webp 320w, /uploads/indigo-960.webp 960w');
  });

  it('lists the 3 latest published active news items', async () => {
    await insertEach('posts', [
      { kind: 'news', title: 'Oldest', slug: 'oldest', status: '1', date_published: '2026-01-01' },
      { kind: 'news', title: 'Second', slug: 'second', status: '1', date_published: '2026-02-01' },
      { kind: 'news', title: 'Third', slug: 'third', status: '1', date_published: '2026-03-01' },
      { kind: 'news', title: 'Newest', slug: 'newest', status: '1', date_published: '2026-04-01' },
      { kind: 'news', title: 'Inactive News', slug: 'inactive-news', status: '0', date_published: '2026-05-01' },
      { kind: 'press_release', title: 'A Press Release', slug: 'press', status: '1', date_published: '2026-05-02' },
      { kind: 'news', title: 'Draft', slug: 'draft', status: '1', date_published: null },
    ]);
    const { latest_news } = await home();
    expect(latest_news.map((n) => n.title)).toEqual(['Newest', 'Third', 'Second']);
    expect(latest_news[0]).toEqual({ title: 'Newest', slug: 'newest', date_published: '2026-04-01' });
  });
});
