// Facet counts (GET /api/public/filters with the list's filters): every item's count is the total the
// shop page answers for the same filters with that item chosen in its group instead, the 'ALL' item's
// the total without the group's choice; for several filter combinations, an artist's page, and again
// after a write.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FilterGroup, ShopPage } from '#shared/schemas/catalogue-public';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeLookups } from '#server/factories/lookups';
import { Rng } from '#server/demo/prng';
import { bodyOf, createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let materials: number[];
let colors: number[];
let artistIds: number[];
const COUNTED = ['art_types', 'materials', 'colors', 'regions', 'periods', 'availabilities'];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  const rng = new Rng(20);
  materials = [...(await makeLookups(db, 'materials', ['Wool', 'Linen', 'Cotton', 'Silk'])).values()];
  colors = [...(await makeLookups(db, 'colors', ['Red', 'Blue', 'Ochre'])).values()];
  const types = [...(await makeLookups(db, 'art_types', ['Tapestry', 'Basket'])).values()];
  const regions = [...(await makeLookups(db, 'regions', ['Andes', 'Sahel'])).values()];
  const artists = [
    await makeArtist(db, { slug: 'ana' }),
    await makeArtist(db, { slug: 'bo' }),
    await makeArtist(db, { slug: 'hidden', status: '0' }),
  ];
  artistIds = artists.map((a) => a.id);
  const some = (ids: number[]) => ids.filter(() => rng.chance(0.45));
  for (let i = 0; i < 60; i++)
    await makeArtwork(db, {
      artist_id: rng.pick(artistIds),
      status: rng.chance(0.9) ? '1' : '0',
      availability: rng.pick([1, 2, 8, 6]),
      price: rng.chance(0.85) ? rng.int(1, 90) * 100 : null,
      height: rng.int(5, 100),
      width: rng.int(5, 100),
      depth: rng.chance(0.7) ? rng.int(0, 6) : null,
      material_ids: some(materials),
      color_ids: some(colors),
      art_type_ids: [rng.pick(types)],
      region_ids: some(regions),
    });
});
afterAll(async () => {
  await t.close();
});

type Query = Record<string, number | number[] | undefined>;
const qs = (q: Query) =>
  Object.entries(q)
    .filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0))
    .map(([k, v]) => `${k}=${Array.isArray(v) ? v.join(',') : v}`)
    .join('&');

const total = async (q: Query) =>
  (await bodyOf<ShopPage>(t.http().get(`/api/public/artworks/shop-page?${qs(q)}`))).total;

/** Every counted item of every group against the shop page's total for what choosing it gives. */
const expectCountsAgree = async (q: Query, path = `/api/public/filters?${qs(q)}`) => {
  const groups = await bodyOf<FilterGroup[]>(t.http().get(path));
  let checked = 0;
  for (const g of groups.filter((x) => COUNTED.includes(x.key))) {
    const [all, ...items] = g.items;
    expect(all!.count, `${g.key} ALL`).toBe(await total({ ...q, [g.key]: undefined }));
    expect(all!.selected).toBe(q[g.key] === undefined);
    for (const item of items) {
      expect(item.count, `${g.key}=${item.val}`).toBe(await total({ ...q, [g.key]: item.id }));
      expect(item.selected).toBe(([q[g.key]].flat() as (number | undefined)[]).includes(item.id));
      checked++;
    }
  }
  expect(checked).toBeGreaterThan(8);
  return groups;
};

describe('facet counts', () => {
  it('agree with the lists they predict for several filter combinations', async () => {
    await expectCountsAgree({});
    await expectCountsAgree({ materials: materials[0] });
    await expectCountsAgree({ materials: [materials[0]!, materials[2]!], colors: colors[1] });
    await expectCountsAgree({ availabilities: 1, price_start: 1000, price_end: 6000 });
    await expectCountsAgree({ colors: colors[0], width_start: 20, height_end: 80, depth_start: 1 });
    await expectCountsAgree({ artists: artistIds[1], materials: materials[3] });
  });

  it("on an artist's page count that artist's works only", async () => {
    const q = { artists: artistIds[0], colors: colors[2] };
    await expectCountsAgree(q, `/api/public/filters?list=artist&belonging=ana&colors=${colors[2]}`);
  });

  it('show a value that would give nothing as 0 (still offered, never leading to an empty page unawares)', async () => {
    const groups = await expectCountsAgree({ price_start: 8900, price_end: 9000 });
    const counts = groups.flatMap((g) => g.items.map((i) => i.count ?? -1));
    expect(counts).toContain(0);
  });

  it('follow a write', async () => {
    const q = { materials: materials[1] };
    const before = await expectCountsAgree(q);
    await makeArtwork(t.deps.db, { artist_id: artistIds[0]!, material_ids: [materials[1]!], color_ids: [colors[0]!] });
    const after = await expectCountsAgree(q);
    const red = (gs: FilterGroup[]) => gs.find((g) => g.key === 'colors')!.items.find((i) => i.id === colors[0])!;
    expect(red(after).count).toBe(red(before).count! + 1);
  });

  it('reject malformed filter values with the list parameters own messages', async () => {
    await t.http().get('/api/public/filters?materials=abc').expect(422);
    await t
      .http()
      .get(`/api/public/filters?price_start=${2 ** 53}`)
      .expect(422);
  });
});
