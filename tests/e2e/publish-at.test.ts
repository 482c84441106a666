// Every scheduled-publication field in the admin says and uses one zone, the gallery's: staff in
// Tokyo read and type New York time in the Publish at field of a news item, a memoriam, a loose
// thread and an advisory, and the server stores the instant that New York time is.
import { beforeAll, expect, it } from 'vitest';
import type { Database } from '#server/db/schema';
import { makeArtAdvisory, makeLooseThread, makeMemoriam, makePost } from '#server/factories/media';
import { useSite } from './harness';

const site = useSite();
const db = () => site().t.deps.db;

/** 9am on March 5 in New York (EST, UTC-5): 11pm the same day in Tokyo. */
const WINTER_NINE = '2027-03-05T14:00:00.000Z';

interface Screen {
  path: string;
  table: keyof Pick<Database, 'posts' | 'memoriams' | 'loose_threads' | 'art_advisories'>;
  id: number;
}
const screens: Screen[] = [];

beforeAll(async () => {
  const at = { date_published: WINTER_NINE };
  screens.push(
    { path: '/admin/content/in-the-news', table: 'posts', id: (await makePost(db(), { title: 'Review', ...at })).id },
    {
      path: '/admin/content/lives-well-lived',
      table: 'memoriams',
      id: (await makeMemoriam(db(), { title: 'Anni Albers', ...at })).id,
    },
    {
      path: '/admin/content/loose-threads',
      table: 'loose_threads',
      id: (await makeLooseThread(db(), { title: 'Bauhaus looms', ...at })).id,
    },
    {
      path: '/admin/content/art-advisory',
      table: 'art_advisories',
      id: (await makeArtAdvisory(db(), { title: 'Framing', ...at })).id,
    },
  );
});

it('shows and takes Publish at in New York time for every kind, from a browser in Tokyo', async () => {
  const page = await site().newPage({ signedIn: true, timezoneId: 'Asia/Tokyo' });
  for (const { path, table, id } of screens) {
    await page.goto(`${path}?edit=${id}`);
    const field = page.getByRole('dialog').getByLabel('Publish at (New York time)');
    // Read on the gallery's clock: 09:00, not Tokyo's 23:00.
    await expect.poll(() => field.inputValue(), { message: path }).toBe('2027-03-05T09:00');
    // 5pm on July 1 in New York (EDT, UTC-4) is 21:00 UTC.
    await field.fill('2027-07-01T17:00');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    const row = await db().selectFrom(table).select('date_published').where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.date_published, path).toBe('2027-07-01T21:00:00.000Z');
  }
}, 120_000);
