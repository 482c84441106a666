// The public artist paths: the list (sorts, regions, market, page and page=all), the name lists,
// one artist with its section flags, and that artist's artworks, publications and exhibitions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { makeArtist, makeArtwork, makePublication } from '#server/factories/catalogue';
import { makeExhibition } from '#server/factories/events';
import { makeImage } from '#server/factories/images';
import { makeLookups } from '#server/factories/lookups';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
const ids: Record<string, number> = {};
let regions: Map<string, number>;
let materials: Map<string, number>;
const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  regions = await makeLookups(db, 'regions', ['Andes', 'Sahel', 'Nordic']);
  materials = await makeLookups(db, 'materials', ['Wool', 'Linen']);
  const header = await makeImage(t.deps);
  const artist = async (key: string, o: Parameters<typeof makeArtist>[1]) => {
    ids[key] = (await makeArtist(db, o)).id;
  };
  await artist('cruz', {
    first_name: 'Ines',
    last_name: 'Cruz',
    slug: 'ines-cruz',
    created_at: day(3),
    birth_year: 1948,
    death_year: 2020,
    location: 'Lima, Peru',
    market: 'secondary',
    header_image_id: header.id,
    region_ids: [regions.get('Andes')!, regions.get('Nordic')!],
  });
  await artist('adeyemi', {
    first_name: 'Zara',
    last_name: 'Adeyemi',
    slug: 'zara-adeyemi',
    created_at: day(1),
    birth_year: 1980,
    location: 'Dakar',
    region_ids: [regions.get('Sahel')!],
  });
  await artist('baker', {
    first_name: 'Ann',
    last_name: 'Baker',
    slug: 'ann-baker',
    created_at: day(2),
    birth_year: null,
    region_ids: [regions.get('Nordic')!],
  });
  await artist('hidden', { first_name: 'Hid', last_name: 'Aaron', slug: 'hid-aaron', status: '0' });

  // Cruz: two visible works (one Wool, 30 in. wide, $2,000; one Linen, sold), one inactive.
  const w1 = await makeArtwork(db, {
    artist_id: ids.cruz!,
    title: 'Andean Cloth',
    price: 2000,
    width: 30,
    created_at: day(1),
    material_ids: [materials.get('Wool')!],
  });
  await makeArtwork(db, {
    artist_id: ids.cruz!,
    title: 'Lake Weave',
    availability: 8,
    width: 50,
    created_at: day(2),
    material_ids: [materials.get('Linen')!],
  });
  const inactive = await makeArtwork(db, { artist_id: ids.cruz!, title: 'Draft', status: '0' });
  ids.w1 = w1.id;
  // Baker's only work is inactive: she has no visible work.
  await makeArtwork(db, { artist_id: ids.baker!, title: 'Unseen', status: '0' });
  await makeArtwork(db, { artist_id: ids.hidden!, title: 'Hidden hand' });

  // Cruz is shown by name in one show and through a work in another; a hidden show does not count.
  await makeExhibition(db, {
    title: 'Named Show',
    slug: 'named-show',
    start_date: '2025-01-10',
    artist_ids: [ids.cruz!],
  });
  await makeExhibition(db, {
    title: 'Work Show',
    slug: 'work-show',
    start_date: '2026-02-01',
    dates: 'February 2026',
    header_image_id: header.id,
    artwork_ids: [w1.id],
  });
  await makeExhibition(db, { title: 'Secret Show', status: '0', artwork_ids: [inactive.id], artist_ids: [ids.cruz!] });
  await makeExhibition(db, { title: 'Baker Hidden', status: '0', artist_ids: [ids.baker!] });

  await makePublication(db, { title: 'Cruz Monograph', year: 2019, artist_ids: [ids.cruz!] });
  await makePublication(db, { title: 'Withdrawn', status: '0', artist_ids: [ids.cruz!, ids.baker!] });
});
afterAll(async () => {
  await t.close();
});

const get = async (path: string) => {
  const res = await t.http().get(path);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const names = (list: { full_name: string }[]) => list.map((a) => a.full_name);

describe('GET /api/public/artists', () => {
  it('lists active artists by last name with their card fields', async () => {
    const body = await get('/api/public/artists');
    expect(names(body.data)).toEqual(['Zara Adeyemi', 'Ann Baker', 'Ines Cruz']);
    expect(body.hasMorePages).toBe(false);
    const cruz = body.data[2];
    expect(cruz).toMatchObject({
      first_name: 'Ines',
      last_name: 'Cruz',
      slug: 'ines-cruz',
      summary: '1948 - 2020, Lima, Peru',
      regions: [
        { id: regions.get('Andes'), title: 'Andes' },
        { id: regions.get('Nordic'), title: 'Nordic' },
      ],
      region: 'Andes',
    });
    expect(cruz.header_image.srcset).toContain('w');
    expect(body.data[0].summary).toBe('Born 1980, Dakar');
  });

  it.each([
    ['sort=first_name', ['Ann Baker', 'Ines Cruz', 'Zara Adeyemi']],
    ['sort=newest', ['Ines Cruz', 'Ann Baker', 'Zara Adeyemi']],
    ['regions=NORDIC', ['Ann Baker', 'Ines Cruz']],
    ['regions[]=SAHEL&regions[]=ANDES', ['Zara Adeyemi', 'Ines Cruz']],
    ['market=secondary', ['Ines Cruz']],
    ['page=all', ['Zara Adeyemi', 'Ann Baker', 'Ines Cruz']],
  ])('%s', async (query, expected) => {
    const q = query.replace(/[A-Z]{4,}/g, (r) => String(regions.get(r[0] + r.slice(1).toLowerCase())));
    expect(names((await get(`/api/public/artists?${q}`)).data)).toEqual(expected);
  });

  it('pages by 12, and page=all answers every artist on one page', async () => {
    for (let i = 0; i < 12; i++) await makeArtist(t.deps.db, { first_name: 'Extra', last_name: `Zz${i}` });
    const first = await get('/api/public/artists');
    expect(first.data).toHaveLength(12);
    expect(first.hasMorePages).toBe(true);
    const second = await get('/api/public/artists?page=2');
    expect(second.data).toHaveLength(3);
    expect(second.hasMorePages).toBe(false);
    const all = await get('/api/public/artists?page=all');
    expect(all.data).toHaveLength(15);
    expect(all.hasMorePages).toBe(false);
    await t.deps.db.deleteFrom('artists').where('first_name', '=', 'Extra').execute();
  });

  it('422 for a page that is not a number, or a bad region id', async () => {
    const res = await t.http().get('/api/public/artists?page=first');
    expect(res.status).toBe(422);
    expect(res.body.errors.page).toEqual([MSG.number]);
    const bad = await t.http().get('/api/public/artists?regions=abc');
    expect(bad.body.errors['regions.0']).toEqual([MSG.number]);
  });
});

describe('artist name lists', () => {
  it('GET /api/public/artists-list: every active artist, optionally by market', async () => {
    const all = await get('/api/public/artists-list');
    expect(all).toEqual([
      { id: ids.adeyemi, full_name: 'Zara Adeyemi', slug: 'zara-adeyemi' },
      { id: ids.baker, full_name: 'Ann Baker', slug: 'ann-baker' },
      { id: ids.cruz, full_name: 'Ines Cruz', slug: 'ines-cruz' },
    ]);
    expect(names(await get('/api/public/artists-list?market=secondary'))).toEqual(['Ines Cruz']);
  });

  it('GET /api/public/active-artists-names: only artists with a visible work', async () => {
    expect(await get('/api/public/active-artists-names')).toEqual([
      { id: ids.cruz, full_name: 'Ines Cruz', slug: 'ines-cruz' },
    ]);
  });
});

describe('GET /api/public/artists/{slug}', () => {
  it('answers the artist with biography and the flags of the sections to show', async () => {
    const body = await get('/api/public/artists/ines-cruz');
    expect(body).toMatchObject({
      full_name: 'Ines Cruz',
      summary: '1948 - 2020, Lima, Peru',
      birth_year: 1948,
      death_year: 2020,
      location: 'Lima, Peru',
      market: 'secondary',
      has_artwors: true,
      has_exhibition: true,
      has_publications: true,
    });
    expect(body.biography).toContain('weaves');
  });

  it('sets every flag false when the works, shows and publications are hidden', async () => {
    expect(await get('/api/public/artists/ann-baker')).toMatchObject({
      has_artwors: false,
      has_exhibition: false,
      has_publications: false,
    });
  });

  it.each(['hid-aaron', 'nobody'])('404 for %s, and on its sub-paths', async (slug) => {
    for (const sub of ['', '/artworks', '/publications', '/exhibitions'])
      expect((await t.http().get(`/api/public/artists/${slug}${sub}`)).status).toBe(404);
  });
});

describe("an artist's sections", () => {
  it('GET .../artworks: visible works, sorted and filtered', async () => {
    const titles = async (q: string) =>
      ((await get(`/api/public/artists/ines-cruz/artworks${q}`)).data as { title: string }[]).map((w) => w.title);
    expect(await titles('')).toEqual(['Lake Weave', 'Andean Cloth']);
    expect(await titles('?sort=oldest')).toEqual(['Andean Cloth', 'Lake Weave']);
    expect(await titles(`?materials=${materials.get('Wool')}`)).toEqual(['Andean Cloth']);
    expect(await titles('?price_start=1000&price_end=3000')).toEqual(['Andean Cloth']);
    expect(await titles('?availabilities=8')).toEqual(['Lake Weave']);
    expect(await titles('?width_start=40')).toEqual(['Lake Weave']);
    expect(await titles('?width_end=40')).toEqual(['Andean Cloth']);
    const bad = await t.http().get('/api/public/artists/ines-cruz/artworks?height_start=tall');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.height_start).toEqual([MSG.number]);
  });

  it('GET .../publications: active publications only', async () => {
    const list = await get('/api/public/artists/ines-cruz/publications');
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ title: 'Cruz Monograph', year: 2019, type: 'Exhibition catalogue', image: null });
  });

  it('GET .../exhibitions: named or through a work, newest first, paged', async () => {
    const body = await get('/api/public/artists/ines-cruz/exhibitions');
    expect(body.data.map((e: { title: string }) => e.title)).toEqual(['Work Show', 'Named Show']);
    expect(body.data[0]).toMatchObject({
      slug: 'work-show',
      dates: 'February 2026',
      start_date: '2026-02-01',
    });
    expect(body.data[0].image.url).toMatch(/^\/uploads\//);
    expect(body.hasMorePages).toBe(false);
    const bad = await t.http().get('/api/public/artists/ines-cruz/exhibitions?page=-2');
    expect(bad.status).toBe(422);
  });
});
