// GET /api/public/filters: groups with an 'ALL ...' default, only values visible works use (of one
// artist with belonging), sorted title_a_z; the materials search, the price range, the artists page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ArtworkLookup } from '#shared/constants';
import { MSG } from '#shared/messages';
import type { FilterGroup } from '#shared/schemas/catalogue-public';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeLookups } from '#server/factories/lookups';
import { bodyOf, createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let L: Record<ArtworkLookup, Map<string, number>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  L = {
    materials: await makeLookups(db, 'materials', ['wool', 'Linen', 'Cotton', 'Silk', 'Unused']),
    colors: await makeLookups(db, 'colors', ['Red', 'Blue']),
    regions: await makeLookups(db, 'regions', ['Sahel', 'Andes', 'Nordic']),
    art_types: await makeLookups(db, 'art_types', ['Tapestry']),
    periods: await makeLookups(db, 'periods', ['Contemporary']),
  };
  const id = (k: keyof typeof L, ...titles: string[]) => titles.map((x) => L[k].get(x)!);
  const ana = await makeArtist(db, { slug: 'ana', region_ids: id('regions', 'Andes') });
  const bo = await makeArtist(db, { slug: 'bo', region_ids: id('regions', 'Sahel') });
  const hidden = await makeArtist(db, { slug: 'hidden', status: '0', region_ids: id('regions', 'Nordic') });
  await makeArtwork(db, {
    artist_id: ana.id,
    price: 1200,
    availability: 1,
    height: 10,
    width: 12,
    depth: 1,
    material_ids: id('materials', 'wool', 'Linen'),
    color_ids: id('colors', 'Red'),
    region_ids: id('regions', 'Andes'),
    art_type_ids: id('art_types', 'Tapestry'),
    period_ids: id('periods', 'Contemporary'),
  });
  // Sold: its price is not public, so it is not part of the price range.
  await makeArtwork(db, {
    artist_id: bo.id,
    price: 99000,
    availability: 8,
    height: 80,
    width: 60,
    depth: 3,
    material_ids: id('materials', 'Cotton'),
    color_ids: id('colors', 'Blue'),
  });
  await makeArtwork(db, { artist_id: bo.id, price: 7000, availability: 2, height: 20, width: 20, depth: 2 });
  // Hidden works (inactive, or by an inactive artist) lend no value to any group.
  await makeArtwork(db, { artist_id: ana.id, status: '0', price: 5, material_ids: id('materials', 'Silk') });
  await makeArtwork(db, { artist_id: hidden.id, price: 1, material_ids: id('materials', 'Silk') });
});
afterAll(async () => {
  await t.close();
});

const filters = (query = '') => bodyOf<FilterGroup[]>(t.http().get(`/api/public/filters${query}`));
const groupOf = (groups: FilterGroup[], key: string) => groups.find((g) => g.key === key)!;
const vals = (g: FilterGroup) => g.items.map((i) => i.val);

describe('GET /api/public/filters', () => {
  it('answers every catalogue group, each led by its selected ALL item and sorted title_a_z', async () => {
    const groups = await filters();
    expect(groups.map((g) => g.key)).toEqual([
      'art_types',
      'materials',
      'colors',
      'regions',
      'periods',
      'availabilities',
      'price',
      'height',
      'width',
      'depth',
    ]);
    const materials = groupOf(groups, 'materials');
    expect(materials.title).toBe('Materials');
    expect(materials.items[0]).toEqual({ id: 0, val: 'ALL MATERIALS', selected: true, count: 3 });
    expect(vals(materials)).toEqual(['ALL MATERIALS', 'Cotton', 'Linen', 'wool']);
    expect(materials.items.slice(1).every((i) => !i.selected)).toBe(true);
    expect(materials.items[3]!.id).toBe(L.materials.get('wool'));
    expect(vals(groupOf(groups, 'colors'))).toEqual(['ALL COLORS', 'Blue', 'Red']);
    expect(vals(groupOf(groups, 'regions'))).toEqual(['ALL REGIONS', 'Andes']);
    expect(vals(groupOf(groups, 'art_types'))).toEqual(['ALL ART TYPES', 'Tapestry']);
    const availabilities = groupOf(groups, 'availabilities');
    // Sale status 0 is a real value ('donated'), so this default uses -1.
    expect(availabilities.items).toEqual([
      { id: -1, val: 'ALL AVAILABILITIES', selected: true, count: 3 },
      { id: 1, val: 'For sale', selected: false, count: 1 },
      { id: 2, val: 'For sale (not in inventory)', selected: false, count: 1 },
      { id: 8, val: 'Sold', selected: false, count: 1 },
    ]);
    expect(groupOf(groups, 'price')).toMatchObject({ title: 'Price', items: [], min: 1200, max: 7000 });
    expect(groupOf(groups, 'height')).toMatchObject({ min: 10, max: 80 });
    expect(groupOf(groups, 'depth')).toMatchObject({ min: 1, max: 3 });
  });

  it('type=materials searches within materials', async () => {
    const groups = await filters('?type=materials&search=LIN');
    expect(groups).toHaveLength(1);
    expect(vals(groups[0]!)).toEqual(['ALL MATERIALS', 'Linen']);
    expect(vals((await filters('?type=materials&search=silk'))[0]!)).toEqual(['ALL MATERIALS']);
  });

  it('type=price answers the range of prices of works for sale', async () => {
    expect(await filters('?type=price')).toEqual([{ key: 'price', title: 'Price', items: [], min: 1200, max: 7000 }]);
  });

  it('type=tags answers the lookup groups and availability, without ranges', async () => {
    const keys = (await filters('?type=tags')).map((g) => g.key);
    expect(keys).toEqual(['art_types', 'materials', 'colors', 'regions', 'periods', 'availabilities']);
  });

  it("list=artist with belonging limits every group to that artist's visible works", async () => {
    const groups = await filters('?list=artist&belonging=bo');
    expect(vals(groupOf(groups, 'materials'))).toEqual(['ALL MATERIALS', 'Cotton']);
    expect(vals(groupOf(groups, 'art_types'))).toEqual(['ALL ART TYPES']);
    expect(groupOf(groups, 'price')).toMatchObject({ min: 7000, max: 7000 });
    const price = await filters('?list=artist&belonging=ana&type=price');
    expect(price[0]).toMatchObject({ min: 1200, max: 1200 });
  });

  it('list=artist needs a visible artist', async () => {
    const missing = await t.http().get('/api/public/filters?list=artist');
    expect(missing.status).toBe(422);
    expect(missing.body.errors.belonging).toEqual([MSG.required]);
    expect((await t.http().get('/api/public/filters?list=artist&belonging=hidden')).status).toBe(404);
    expect((await t.http().get('/api/public/filters?list=artist&belonging=nobody')).status).toBe(404);
  });

  it('list=artists answers the regions of active artists', async () => {
    const groups = await filters('?list=artists');
    expect(groups).toHaveLength(1);
    expect(vals(groups[0]!)).toEqual(['ALL REGIONS', 'Andes', 'Sahel']);
  });

  it('422 for an unknown list or type', async () => {
    expect((await t.http().get('/api/public/filters?list=everything')).status).toBe(422);
    expect((await t.http().get('/api/public/filters?type=sizes')).status).toBe(422);
  });
});
