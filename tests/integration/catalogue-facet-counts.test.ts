// Facet counts (GET /api/public/filters with the list's filters): every item's count is a fresh SQL count of
// what the shop page lists for the same filters with that item chosen in its group instead, the 'ALL' item's
// the total without the group's choice; for several filter combinations, an artist's page, and again
// after a write.
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FilterGroup, shopPageInput } from '#shared/schemas/catalogue-public';
import { countArtworks } from '#server/modules/catalogue/public-artwork.repository';
import { shopFilter } from '#server/modules/catalogue/public-artwork.service';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeLookups } from '#server/factories/lookups';
import { Rng } from '#server/demo/prng';
import { facetKeeperOf } from '#server/modules/catalogue/facet-keeper';
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

/** What the shop page's total must be: a fresh COUNT in SQL (the page itself reads the same index). */
const total = (q: Query) =>
  countArtworks(t.deps.db, shopFilter(shopPageInput.parse(Object.fromEntries(new URLSearchParams(qs(q))))));

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

const countOf = (groups: FilterGroup[], key: string, id: number) =>
  groups.find((g) => g.key === key)!.items.find((i) => i.id === id)?.count;

/** Saves an artwork through the admin API as the drawer does: everything it has, with `patch`. */
const editWork = async (id: number, patch: Record<string, unknown>) => {
  const item = (await t.admin().get(`/api/admin/artwork/${id}`)).body;
  const ids = (xs: { id: number }[]) => xs.map((x) => x.id);
  const res = await t
    .admin()
    .put(`/api/admin/artwork/${id}`)
    .send({
      ...item,
      ...Object.fromEntries(
        ['art_types', 'materials', 'colors', 'regions', 'periods', 'exhibitions'].map((k) => [k, ids(item[k])]),
      ),
      attributes: item.attributes.map(({ id: _, ...a }: { id: number }) => a),
      ...patch,
    });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** A visible work (of an active artist) for sale and priced, with at least one material and colour. */
const pickWork = async (where: { priceBelow?: number } = {}) => {
  const row = await t.deps.db
    .selectFrom('artworks as a')
    .innerJoin('artists as ar', 'ar.id', 'a.artist_id')
    .innerJoin('artwork_materials as m', 'm.artwork_id', 'a.id')
    .innerJoin('artwork_colors as c', 'c.artwork_id', 'a.id')
    .select(['a.id', 'a.price', 'a.artist_id', 'm.material_id', 'c.color_id'])
    .where('a.status', '=', '1')
    .where('ar.status', '=', '1')
    .where('a.availability', '=', 1)
    .where('a.price', '<', where.priceBelow ?? 10 ** 9)
    .where('a.price', 'is not', null)
    .orderBy('a.id')
    .executeTakeFirstOrThrow();
  return row;
};

describe('facet counts after each kind of write: the index updated in place, never rebuilt', () => {
  const keeper = () => facetKeeperOf(t.deps);
  let builds: number;
  let updated: number;
  beforeAll(async () => {
    await expectCountsAgree({});
    builds = keeper().stats.builds;
    updated = keeper().stats.updated;
  });
  /** Counts right and the index not rebuilt: only the written works were read again. */
  const expectUpdatedInPlace = () => {
    expect(keeper().stats.builds).toBe(builds);
    expect(keeper().stats.updated).toBeGreaterThan(updated);
    updated = keeper().stats.updated;
  };

  it('an artwork hidden, then shown again', async () => {
    const work = await pickWork();
    const q = { colors: work.color_id };
    const before = await expectCountsAgree(q);
    await editWork(work.id, { status: '0' });
    const hidden = await expectCountsAgree(q);
    expect(countOf(hidden, 'materials', work.material_id)).toBe(countOf(before, 'materials', work.material_id)! - 1);
    expectUpdatedInPlace();
    await editWork(work.id, { status: '1' });
    expect(await expectCountsAgree(q)).toEqual(before);
    expectUpdatedInPlace();
  });

  it('a price changed across a price filter bound', async () => {
    const work = await pickWork({ priceBelow: 6000 });
    const q = { price_start: 0, price_end: 6000 };
    const before = await expectCountsAgree(q);
    await editWork(work.id, { price: 6100 });
    const after = await expectCountsAgree(q);
    expect(countOf(after, 'colors', work.color_id)).toBe(countOf(before, 'colors', work.color_id)! - 1);
    expectUpdatedInPlace();
    await editWork(work.id, { price: work.price });
    expect(await expectCountsAgree(q)).toEqual(before);
  });

  it('an artist deactivated takes all their works out, and back when active again', async () => {
    const q = { materials: materials[0] };
    const before = await expectCountsAgree(q);
    const artist = (await t.admin().get(`/api/admin/artist/${artistIds[1]}`)).body;
    const theirs = await total({ artists: artistIds[1] });
    expect(theirs).toBeGreaterThan(2);
    const save = (status: string) =>
      t
        .admin()
        .put(`/api/admin/artist/${artistIds[1]}`)
        .send({ first_name: artist.first_name, last_name: artist.last_name, status });
    expect((await save('0')).status).toBe(200);
    const after = await expectCountsAgree(q);
    const all = (gs: FilterGroup[]) => gs.find((g) => g.key === 'availabilities')!.items[0]!.count!;
    expect(all(after)).toBeLessThan(all(before));
    expectUpdatedInPlace();
    expect((await save('1')).status).toBe(200);
    expect(await expectCountsAgree(q)).toEqual(before);
  });

  it('a lookup renamed keeps its counts under its new title; one deleted takes its links with it', async () => {
    const q = { materials: materials[2] };
    const before = await expectCountsAgree(q);
    await t.deps.db.updateTable('colors').set({ title: 'Deep ochre' }).where('id', '=', colors[2]!).execute();
    const renamed = await expectCountsAgree(q);
    const ochre = renamed.find((g) => g.key === 'colors')!.items.find((i) => i.id === colors[2]);
    expect(ochre?.val).toBe('Deep ochre');
    expect(ochre?.count).toBe(countOf(before, 'colors', colors[2]!));

    const blue = await total({ colors: colors[1] });
    expect(blue).toBeGreaterThan(0);
    await t.deps.db.deleteFrom('colors').where('id', '=', colors[1]!).execute();
    const deleted = await expectCountsAgree(q);
    expect(deleted.find((g) => g.key === 'colors')!.items.map((i) => i.id)).not.toContain(colors[1]);
    // An address still naming it (a shared link) finds nothing, and the counts say so.
    await expectCountsAgree({ colors: colors[1] });
    expectUpdatedInPlace();
  });

  it('an artwork deleted, and one whose materials changed', async () => {
    const work = await pickWork();
    const q = { colors: work.color_id, availabilities: 1 };
    const before = await expectCountsAgree(q);
    expect((await t.admin().delete(`/api/admin/artwork/${work.id}`)).status).toBe(200);
    const after = await expectCountsAgree(q);
    expect(countOf(after, 'materials', work.material_id)).toBe(countOf(before, 'materials', work.material_id)! - 1);
    const other = await pickWork();
    await editWork(other.id, { materials: [materials[3]!] });
    await expectCountsAgree(q);
    expectUpdatedInPlace();
  });

  it('the values and ranges offered follow too: a new material and top price, gone when hidden', async () => {
    const groups = () => bodyOf<FilterGroup[]>(t.http().get('/api/public/filters'));
    const titles = (gs: FilterGroup[]) => gs.find((g) => g.key === 'materials')!.items.map((i) => i.val);
    const priceMax = (gs: FilterGroup[]) => gs.find((g) => g.key === 'price')!.max;
    const before = await groups();
    const [raffia] = (await makeLookups(t.deps.db, 'materials', ['Raffia'])).values();
    expect(titles(await groups())).not.toContain('Raffia');
    const work = await makeArtwork(t.deps.db, {
      artist_id: artistIds[0]!,
      availability: 1,
      price: 99_900,
      material_ids: [raffia!],
    });
    const shown = await groups();
    expect(titles(shown)).toContain('Raffia');
    expect(priceMax(shown)).toBe(99_900);
    expect(countOf(shown, 'materials', raffia!)).toBe(1);
    await editWork(work.id, { status: '0' });
    expect(await groups()).toEqual(before);
    expectUpdatedInPlace();
  });

  it('a write by another process (a script on the same file)', async () => {
    const work = await pickWork({ priceBelow: 6000 });
    const q = { price_start: 0, price_end: 6000, materials: work.material_id };
    const before = await expectCountsAgree(q);
    const script = new Sqlite(t.deps.env.DATABASE_PATH);
    try {
      script.prepare('UPDATE artworks SET availability = 8 WHERE id = ?').run(work.id);
    } finally {
      script.close();
    }
    const after = await expectCountsAgree(q);
    // Not for sale any more: out of a price range.
    expect(countOf(after, 'availabilities', 1)).toBe(countOf(before, 'availabilities', 1)! - 1);
    expectUpdatedInPlace();
  });
});
