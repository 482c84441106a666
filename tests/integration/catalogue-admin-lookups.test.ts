// Admin lookups (regions, exhibition types, colors, art types, materials, periods): picker lists
// with search, exclude_ids and limit=all; creating a material, color or region with the spec's
// duplicate messages; and the admin filter groups.
import type { z } from 'zod';
import type { lookupListOutput } from '#shared/schemas/lookup';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE, SALE_STATUSES } from '#shared/constants';
import { MSG } from '#shared/messages';
import { makeArtist } from '#server/factories/catalogue';
import { makeLookups } from '#server/factories/lookups';
import { bodyOf, testAppForFile } from '../setup/test-app';

type LookupList = z.infer<typeof lookupListOutput>;

const t = testAppForFile();

const list = (path: string) => bodyOf<LookupList>(t.admin().get(`/api/admin/${path}`));
const titles = (l: LookupList) => l.list.map((x) => x.title);

describe('lookup lists', () => {
  let ids: Map<string, number>;
  beforeAll(async () => {
    ids = await makeLookups(t.deps.db, 'materials', ['wool', 'Linen', 'silk_5', 'silk 50%', 'Cotton']);
    await makeLookups(t.deps.db, 'regions', ['Southwest', 'Andes', 'West Africa']);
    await makeLookups(t.deps.db, 'colors', ['Madder red', 'Indigo']);
    await makeLookups(t.deps.db, 'art_types', ['Tapestry', 'Basketry']);
    await makeLookups(t.deps.db, 'exhibition_types', ['Solo', 'Group']);
    await makeLookups(t.deps.db, 'periods', ['Contemporary', 'Mid-century']);
  });

  it('answers {id, title} sorted by title, ignoring case', async () => {
    const l = await list('materials');
    expect(titles(l)).toEqual(['Cotton', 'Linen', 'silk 50%', 'silk_5', 'wool']);
    expect(l.hasMorePages).toBe(false);
    expect(Object.keys(l.list[0]!).sort()).toEqual(['id', 'title']);
    expect(titles(await list('regions'))).toEqual(['Andes', 'Southwest', 'West Africa']);
    expect(titles(await list('colors'))).toEqual(['Indigo', 'Madder red']);
    expect(titles(await list('art-types'))).toEqual(['Basketry', 'Tapestry']);
    expect(titles(await list('exhibition-types'))).toEqual(['Group', 'Solo']);
    expect(titles(await list('periods'))).toEqual(['Contemporary', 'Mid-century']);
  });

  it('searches titles in any case, with % and _ taken literally', async () => {
    expect(titles(await list('materials?search=LIN'))).toEqual(['Linen']);
    expect(titles(await list('materials?search=%25'))).toEqual(['silk 50%']);
    expect(titles(await list('materials?search=_'))).toEqual(['silk_5']);
    expect(titles(await list('regions?search=west'))).toEqual(['Southwest', 'West Africa']);
  });

  it('leaves out exclude_ids (list or comma string) and pages with limit', async () => {
    const wool = ids.get('wool')!;
    const linen = ids.get('Linen')!;
    expect(titles(await list(`materials?exclude_ids[]=${wool}&exclude_ids[]=${linen}`))).toEqual([
      'Cotton',
      'silk 50%',
      'silk_5',
    ]);
    expect(titles(await list(`materials?exclude_ids=${wool},${linen}&search=silk`))).toEqual(['silk 50%', 'silk_5']);
    const two = await list('materials?limit=2');
    expect(titles(two)).toEqual(['Cotton', 'Linen']);
    expect(two.hasMorePages).toBe(true);
    const page3 = await list('materials?limit=2&page=3');
    expect(titles(page3)).toEqual(['wool']);
    expect(page3.hasMorePages).toBe(false);
  });

  it('returns every row with limit=all, and pages by the admin size otherwise', async () => {
    await makeLookups(
      t.deps.db,
      'colors',
      Array.from({ length: PAGE_SIZE.admin + 3 }, (_, i) => `Shade ${String(i).padStart(2, '0')}`),
    );
    const first = await list('colors');
    expect(first.list).toHaveLength(PAGE_SIZE.admin);
    expect(first.hasMorePages).toBe(true);
    const all = await list('colors?limit=all');
    expect(all.list).toHaveLength(PAGE_SIZE.admin + 5);
    expect(all.hasMorePages).toBe(false);
  });

  it('refuses a limit that is not a number', async () => {
    const res = await t.admin().get('/api/admin/regions?limit=lots');
    expect(res.status).toBe(422);
    expect(res.body.errors.limit).toBeDefined();
  });
});

describe('creating a material, color or region', () => {
  const count = async (table: 'materials' | 'colors' | 'regions') =>
    (await t.deps.db.selectFrom(table).select('id').execute()).length;

  it.each([
    ['material', 'materials', 'Raffia', 'Material successfully created'],
    ['color', 'colors', 'Ochre', 'Color successfully created'],
    ['region', 'regions', 'Great Plains', 'Region successfully created'],
  ] as const)('POST /admin/%s creates it and answers the item', async (path, table, title, message) => {
    const res = await t
      .admin()
      .post(`/api/admin/${path}`)
      .send({ title: `  ${title} ` });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(message);
    expect(res.body.item).toEqual({ id: expect.any(Number), title });
    const row = await t.deps.db.selectFrom(table).selectAll().where('id', '=', res.body.item.id).executeTakeFirst();
    expect(row?.title).toBe(title);
  });

  it.each([
    ['material', 'materials', 'RAFFIA', MSG.tagTaken],
    ['color', 'colors', 'ochre', MSG.colorTaken],
    ['region', 'regions', 'great plains', MSG.tagTaken],
  ] as const)('POST /admin/%s refuses a duplicate in another case', async (path, table, title, message) => {
    const before = await count(table);
    const res = await t.admin().post(`/api/admin/${path}`).send({ title });
    expect(res.status).toBe(422);
    expect(res.body.errors.title).toEqual([message]);
    expect(await count(table)).toBe(before);
  });

  it.each(['material', 'color', 'region'])('POST /admin/%s requires a title', async (path) => {
    for (const body of [{}, { title: '   ' }]) {
      const res = await t.admin().post(`/api/admin/${path}`).send(body);
      expect(res.status).toBe(422);
      expect(res.body.errors.title[0]).toBe(MSG.required);
    }
  });
});

describe('GET /admin/filters', () => {
  interface Groups {
    list: { key: string; title: string; items: { id: number; val: string; selected: boolean }[] }[];
  }

  it('lists the artworks table groups with items {id, val, selected}', async () => {
    const artist = await makeArtist(t.deps.db, { first_name: 'Ama', last_name: 'Owusu' });
    const res = await t.admin().get('/api/admin/filters');
    expect(res.status).toBe(200);
    const body = res.body as Groups;
    expect(body.list.map((g) => g.key)).toEqual([
      'availability',
      'status',
      'artists',
      'art_types',
      'materials',
      'colors',
      'regions',
      'periods',
    ]);
    const availability = body.list.find((g) => g.key === 'availability')!;
    expect(availability.items.map((i) => i.val)).toEqual([...SALE_STATUSES]);
    expect(availability.items[0]).toEqual({ id: 0, val: 'donated', selected: false });
    expect(body.list.find((g) => g.key === 'artists')!.items).toContainEqual({
      id: artist.id,
      val: 'Ama Owusu',
      selected: false,
    });
    expect(body.list.find((g) => g.key === 'materials')!.items.map((i) => i.val)).toContain('Linen');
  });

  it('narrows to one group with type, and to the artists table with list', async () => {
    const one = (await t.admin().get('/api/admin/filters?type=periods')).body as Groups;
    expect(one.list).toHaveLength(1);
    expect(one.list[0]!.items.map((i) => i.val)).toEqual(['Contemporary', 'Mid-century']);
    const artists = (await t.admin().get('/api/admin/filters?list=artists')).body as Groups;
    expect(artists.list.map((g) => g.key)).toEqual(['status', 'regions']);
  });
});
