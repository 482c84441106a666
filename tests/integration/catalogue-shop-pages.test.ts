// The shop's pages, totals and featured work, read from the facet index's kept orders (decision 034),
// are exactly what the SQL they replaced answers (ORDER BY … LIMIT/OFFSET, COUNT, the newest featured
// match): for every sort, every page, several filter combinations, on a catalogue full of ties (the
// same day, titles that differ only in case, one price, two artists of one name), titles outside
// ASCII; and again, against a fresh count, after each kind of write. An artist's works likewise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { PUBLIC_ARTWORK_SORTS } from '#shared/catalogue-sorts';
import { PUBLIC_PAGE_SIZE, type ShopPage, shopPageInput } from '#shared/schemas/catalogue-public';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeLookups } from '#server/factories/lookups';
import { Rng } from '#server/demo/prng';
import * as repo from '#server/modules/catalogue/public-artwork.repository';
import { shopFilter } from '#server/modules/catalogue/public-artwork.service';
import { facetKeeperOf } from '#server/modules/catalogue/facet-keeper';
import { bodyOf, createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let materials: number[];
let colors: number[];
let artists: { id: number; slug: string }[];
let rare: { id: number; slug: string };
const SIZE = 24;
const TITLES = ['Loom', 'loom', 'LOOM', 'Étude', 'étude', '_Warp', 'Zed', '🧶 Yarn', 'ｆull width', 'Ａlpha', 'a'];
const DAYS = ['2026-01-01T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-01-02T00:00:00.000Z', '2026-02-01'];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const rng = new Rng(34);
  materials = [...(await makeLookups(db, 'materials', ['Wool', 'Linen', 'Silk'])).values()];
  colors = [...(await makeLookups(db, 'colors', ['Red', 'Ochre'])).values()];
  artists = [
    // Two artists of one name: their works tie on the artist's sort key.
    await makeArtist(db, { first_name: 'Ana', last_name: 'Lund' }),
    await makeArtist(db, { first_name: 'Ana', last_name: 'Lund' }),
    await makeArtist(db, { first_name: 'bo', last_name: 'quispe' }),
    await makeArtist(db, { first_name: 'Cy', last_name: 'Hidden', status: '0' }),
  ];
  for (let i = 0; i < 110; i++) await makeWork(rng);
  // An artist with a few works: fewer than an eighth of the catalogue, sorted on their own.
  rare = await makeArtist(db, { first_name: 'Dee', last_name: 'Few' });
  for (let i = 0; i < 5; i++) await makeWork(rng, { artist_id: rare.id, status: '1', featured: i % 2 ? 1 : 0 });
});
afterAll(async () => {
  await t.close();
});

const makeWork = (rng: Rng, extra: Partial<Parameters<typeof makeArtwork>[1]> = {}) =>
  makeArtwork(t.deps.db, {
    artist_id: rng.pick(artists).id,
    title: rng.pick(TITLES),
    created_at: rng.pick(DAYS),
    status: rng.chance(0.9) ? '1' : '0',
    availability: rng.pick([1, 2, 8, 6]),
    price: rng.chance(0.8) ? rng.pick([1000, 2500, 2500, 9000]) : null,
    featured: rng.chance(0.15) ? 1 : 0,
    height: rng.pick([10, 40, 90]),
    width: 30,
    depth: rng.chance(0.5) ? 2 : null,
    material_ids: materials.filter(() => rng.chance(0.4)),
    color_ids: colors.filter(() => rng.chance(0.5)),
    ...extra,
  });

type Query = Record<string, string>;
const qs = (q: Query) => new URLSearchParams(q).toString();
const shop = (q: Query) => bodyOf<ShopPage>(t.http().get(`/api/public/artworks/shop-page?${qs(q)}`));
const idsOf = (rows: readonly { id: number }[]) => rows.map((r) => r.id);

/** Every page of every sort, the total and the featured work against the SQL that answered them before. */
const expectSameAsSql = async (q: Query) => {
  const filter = shopFilter(shopPageInput.parse(q));
  const total = await repo.countArtworks(t.deps.db, filter);
  const featured = await repo.findFeaturedArtwork(t.deps.db, filter);
  for (const sort of PUBLIC_ARTWORK_SORTS)
    for (let page = 1; page <= Math.ceil(total / SIZE) + 1; page++) {
      const got = await shop({ ...q, sort, page: String(page) });
      const want = await repo.artworkPageQuery(t.deps.db, filter, sort, SIZE, (page - 1) * SIZE).execute();
      const at = `${qs(q)} ${sort} page ${page}`;
      expect(idsOf(got.response), at).toEqual(idsOf(want));
      expect(got.total, at).toBe(total);
      expect(got.hasMorePages, at).toBe(page * SIZE < total);
      if (page === 1) expect(got.featuredArtwork?.id ?? null, at).toBe(featured?.id ?? null);
    }
  return total;
};

const FILTERS = (): Query[] => [
  {},
  { materials: String(materials[0]) },
  { materials: `${materials[0]},${materials[1]}`, colors: String(colors[1]) },
  { price_start: '2000', price_end: '9000' },
  { availabilities: '1,8' },
  { artists: String(artists[1]!.id) },
  { artists: String(rare.id) },
  { artists: String(rare.id), height_start: '20' },
  { height_start: '20', depth_end: '5' },
  { search: 'loom' },
];

describe('the shop page from the index', () => {
  it('answers the same rows, totals and featured work as the OFFSET query, for every sort and page', async () => {
    const totals: number[] = [];
    for (const q of FILTERS()) totals.push(await expectSameAsSql(q));
    // The catalogue has several pages, and the filters narrow it.
    expect(totals[0]).toBeGreaterThan(2 * SIZE);
    expect(totals.slice(1).every((n) => n > 0 && n < totals[0]!)).toBe(true);
  }, 60_000);

  it("an artist's works: the same pages as SQL", async () => {
    const size = PUBLIC_PAGE_SIZE.artistArtworks;
    for (const artist of [artists[0]!, rare])
      for (const sort of PUBLIC_ARTWORK_SORTS)
        for (const page of [1, 2]) {
          const filter = { artistId: artist.id };
          const got = await bodyOf<{ data: { id: number }[]; hasMorePages: boolean }>(
            t.http().get(`/api/public/artists/${artist.slug}/artworks?sort=${sort}&page=${page}`),
          );
          const want = await repo.readArtworks(t.deps.db, filter, sort, { page, size, offset: (page - 1) * size });
          expect(idsOf(got.data), `${sort} ${page}`).toEqual(idsOf(want.rows));
          expect(got.hasMorePages).toBe(want.hasMorePages);
        }
  });

  it('stays equal to a fresh count after every kind of write, updated in place', async () => {
    const db = t.deps.db;
    const rng = new Rng(35);
    const someWork = async (status: '0' | '1' = '1') =>
      (
        await db
          .selectFrom('artworks')
          .select('id')
          .where('status', '=', status)
          .orderBy('id')
          .executeTakeFirstOrThrow()
      ).id;
    /** Changes the first work of that status, as a staff edit would. */
    const editSomeWork = async (set: { price?: number; status?: '0' | '1'; title?: string }, status: '0' | '1' = '1') =>
      db
        .updateTable('artworks')
        .set(set)
        .where('id', '=', await someWork(status))
        .execute();
    await shop({});
    const builds = facetKeeperOf(t.deps).stats.builds;
    const writes: [string, () => Promise<unknown>][] = [
      ['a price change', () => editSomeWork({ price: 2100 })],
      ['a new work', () => makeWork(rng, { status: '1', featured: 1, created_at: '2027-01-01', title: 'loom' })],
      ['a work hidden', () => editSomeWork({ status: '0' })],
      ['a work shown', () => editSomeWork({ status: '1' }, '0')],
      [
        'an artist hidden',
        () => db.updateTable('artists').set({ status: '0' }).where('id', '=', artists[2]!.id).execute(),
      ],
      [
        'an artist renamed',
        () => db.updateTable('artists').set({ last_name: 'Aalto' }).where('id', '=', artists[1]!.id).execute(),
      ],
      ['a title changed', () => editSomeWork({ title: 'ZZ' })],
      [
        'featured taken off',
        async () => db.updateTable('artworks').set({ featured: 0 }).where('featured', '=', 1).execute(),
      ],
      [
        'a material linked',
        async () =>
          db
            .insertInto('artwork_materials')
            .values({ artwork_id: await someWork(), material_id: materials[2]! })
            .onConflict((oc) => oc.doNothing())
            .execute(),
      ],
      [
        'a work deleted',
        async () =>
          db
            .deleteFrom('artworks')
            .where('id', '=', await someWork())
            .execute(),
      ],
      [
        'an artist shown again',
        () => db.updateTable('artists').set({ status: '1' }).where('id', '=', artists[2]!.id).execute(),
      ],
    ];
    for (const [what, write] of writes) {
      await write();
      for (const q of [FILTERS()[0]!, FILTERS()[2]!, FILTERS()[3]!]) {
        const filter = shopFilter(shopPageInput.parse(q));
        const fresh = await repo.countArtworks(db, filter);
        const got = await shop(q);
        expect(got.total, `${what}: ${qs(q)}`).toBe(fresh);
        expect(got.featuredArtwork?.id ?? null, what).toBe((await repo.findFeaturedArtwork(db, filter))?.id ?? null);
      }
    }
    await expectSameAsSql({});
    expect(facetKeeperOf(t.deps).stats.builds).toBe(builds);
  }, 60_000);

  it.each([
    ['page=9007199254740992', MSG.limitNumber],
    ['page=-1', MSG.lessThan(1)],
    ['page=0', MSG.lessThan(1)],
    ['page=1.5', MSG.number],
    ['page=1e400', MSG.number],
    ['page=%00', MSG.number],
  ])('422 with a clear message for %s', async (query, message) => {
    const res = await t.http().get(`/api/public/artworks/shop-page?${query}`);
    expect(res.status).toBe(422);
    // 2^53 is also no safe integer: that message comes first, the limit's after it.
    expect(res.body.errors.page).toContain(message);
  });

  it('the last page number allowed answers an empty page with the total', async () => {
    const page = await shop({ page: '21474835', materials: String(materials[0]) });
    expect(page.response).toEqual([]);
    expect(page.hasMorePages).toBe(false);
    expect(page.total).toBe(await repo.countArtworks(t.deps.db, { materials: [materials[0]!] }));
  });
});
