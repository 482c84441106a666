// The public artwork paths: the shop page (every filter, every sort, paging, the featured work),
// one artwork by slug, the home page's artworks and acquisitions. Hidden works never show.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import type { ArtworkCard, ShopPage } from '#shared/schemas/catalogue-public';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeExhibition } from '#server/factories/events';
import { makeImage } from '#server/factories/images';
import { makeLookups } from '#server/factories/lookups';
import { bodyOf, createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
const ids: Record<string, number> = {};
const look: Record<string, Map<string, number>> = {};
const day = (n: number) => new Date(Date.UTC(2026, 0, n)).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  const db = t.deps.db;
  look.materials = await makeLookups(db, 'materials', ['Wool', 'Linen', 'Silk']);
  look.art_types = await makeLookups(db, 'art_types', ['Tapestry', 'Quilt']);
  look.colors = await makeLookups(db, 'colors', ['Indigo', 'Madder']);
  look.regions = await makeLookups(db, 'regions', ['Andes', 'Sahel']);
  look.periods = await makeLookups(db, 'periods', ['Contemporary', 'Mid-century']);
  const m = (k: string, ...titles: string[]) => titles.map((x) => look[k]!.get(x)!);
  const img1 = await makeImage(t.deps, { width: 700, height: 500 });
  const img2 = await makeImage(t.deps, { width: 400, height: 400, color: '#223355' });
  ids.img1 = img1.id;
  ids.img2 = img2.id;

  const ana = await makeArtist(db, { first_name: 'Ana', last_name: 'Zeller' });
  const bo = await makeArtist(db, { first_name: 'Bo', last_name: 'Abbott' });
  const hidden = await makeArtist(db, { first_name: 'Hid', last_name: 'Den', status: '0' });
  Object.assign(ids, { ana: ana.id, bo: bo.id, hidden: hidden.id });
  const work = async (key: string, o: Parameters<typeof makeArtwork>[1]) => {
    const row = await makeArtwork(db, o);
    ids[key] = row.id;
    return row;
  };
  await work('alpha', {
    artist_id: ana.id,
    title: 'Alpha Loom',
    slug: 'alpha-loom',
    price: 12500,
    availability: 1,
    featured: 1,
    created_at: day(1),
    height: 10,
    width: 20,
    depth: 1,
    image_ids: [img1.id, img2.id],
    material_ids: m('materials', 'Wool'),
    art_type_ids: m('art_types', 'Tapestry'),
    color_ids: m('colors', 'Indigo'),
    region_ids: m('regions', 'Andes'),
    period_ids: m('periods', 'Contemporary'),
  });
  await work('brook', {
    artist_id: bo.id,
    title: 'Brook',
    price: 3000,
    availability: 1,
    created_at: day(2),
    height: 30,
    width: 40,
    depth: 2,
    material_ids: m('materials', 'Linen'),
    art_type_ids: m('art_types', 'Quilt'),
    color_ids: m('colors', 'Madder'),
    region_ids: m('regions', 'Sahel'),
    period_ids: m('periods', 'Mid-century'),
  });
  await work('cedar', {
    artist_id: ana.id,
    title: 'Cedar',
    price: 8000,
    availability: 8,
    created_at: day(3),
    height: 50,
    width: 60,
    depth: 3,
    material_ids: m('materials', 'Silk', 'Wool'),
  });
  await work('delta', {
    artist_id: bo.id,
    title: 'delta',
    price: null,
    availability: 1,
    created_at: day(4),
    height: 70,
    width: 80,
    depth: 4,
  });
  await work('inactive', {
    artist_id: ana.id,
    title: 'Echo',
    slug: 'echo',
    status: '0',
    featured: 1,
    created_at: day(5),
  });
  await work('byHidden', { artist_id: hidden.id, title: 'Foxtrot', slug: 'foxtrot', featured: 1, created_at: day(6) });
});
afterAll(async () => {
  await t.close();
});

const shop = (query = '') => bodyOf<ShopPage>(t.http().get(`/api/public/artworks/shop-page${query}`));
const titles = (cards: ArtworkCard[]) => cards.map((c) => c.title);
/** Only the four works of Ana and Bo, so other describe blocks' rows do not get in the way. */
const mine = () => `artists[]=${ids.ana}&artists[]=${ids.bo}`;

describe('GET /api/public/artworks/shop-page', () => {
  it('lists visible works newest first with card fields, and never a hidden one', async () => {
    const page = await shop();
    expect(titles(page.response)).toEqual(['delta', 'Cedar', 'Brook', 'Alpha Loom']);
    expect(page.total).toBe(4);
    expect(page.hasMorePages).toBe(false);
    const alpha = page.response.find((c) => c.title === 'Alpha Loom')!;
    expect(alpha).toMatchObject({
      slug: 'alpha-loom',
      artist: { id: ids.ana, title: 'Ana Zeller' },
      artist_name: 'Ana Zeller',
      price: 12500,
      price_formatted: '$12,500',
      availability: 1,
      availability_label: 'for sale',
      size: '10″ x 20″ x 1″ (25.4 x 50.8 x 2.5 cm)',
      featured: true,
    });
    expect(alpha.image?.id).toBe(ids.img1);
    expect(alpha.image?.srcset).toContain('640w');
    // A sold work keeps its price private; a work with no price has none.
    const cedar = page.response.find((c) => c.title === 'Cedar')!;
    expect(cedar).toMatchObject({ price: null, price_formatted: null, availability_label: 'sold' });
    expect(page.response.find((c) => c.title === 'delta')).toMatchObject({ price: null, image: null });
  });

  it('highlights a featured work matching the filters on page 1 only', async () => {
    expect((await shop()).featuredArtwork?.title).toBe('Alpha Loom');
    expect((await shop(`?artists=${ids.bo}`)).featuredArtwork).toBeNull();
    expect((await shop('?page=2')).featuredArtwork).toBeNull();
  });

  it.each([
    ['newest', ['delta', 'Cedar', 'Brook', 'Alpha Loom']],
    ['oldest', ['Alpha Loom', 'Brook', 'Cedar', 'delta']],
    ['price_low_high', ['Brook', 'Alpha Loom', 'Cedar', 'delta']],
    ['price_high_low', ['Alpha Loom', 'Brook', 'Cedar', 'delta']],
    ['title_a_z', ['Alpha Loom', 'Brook', 'Cedar', 'delta']],
    ['title_z_a', ['delta', 'Cedar', 'Brook', 'Alpha Loom']],
    ['artist_a_z', ['Brook', 'delta', 'Alpha Loom', 'Cedar']],
  ])('sort=%s', async (sort, expected) => {
    expect(titles((await shop(`?sort=${sort}&${mine()}`)).response)).toEqual(expected);
  });

  it('sorts by artist after an artist is renamed and after a work moves to another artist', async () => {
    const db = t.deps.db;
    const cy = await makeArtist(db, { first_name: 'Cy', last_name: 'Moss' });
    const di = await makeArtist(db, { first_name: 'Di', last_name: 'Nash' });
    const di2 = await makeArtist(db, { first_name: 'Al', last_name: 'Nash' });
    await makeArtwork(db, { title: 'Weft One', artist_id: cy.id });
    const two = await makeArtwork(db, { title: 'Weft Two', artist_id: di.id });
    await makeArtwork(db, { title: 'Weft Three', artist_id: di2.id });
    const order = async () =>
      titles((await shop(`?sort=artist_a_z&artists[]=${cy.id}&artists[]=${di.id}&artists[]=${di2.id}`)).response);
    // Nash, Al before Nash, Di: the first name breaks a tie of last names.
    expect(await order()).toEqual(['Weft One', 'Weft Three', 'Weft Two']);
    await db.updateTable('artists').set({ last_name: 'Orr' }).where('id', '=', cy.id).execute();
    expect(await order()).toEqual(['Weft Three', 'Weft Two', 'Weft One']);
    await db.updateTable('artworks').set({ artist_id: cy.id }).where('id', '=', two.id).execute();
    expect(await order()).toEqual(['Weft Three', 'Weft One', 'Weft Two']);
    // The other tests count every visible work.
    await db.deleteFrom('artworks').where('artist_id', 'in', [cy.id, di.id, di2.id]).execute();
  });

  it.each([
    ['materials', () => `materials=${look.materials!.get('Wool')}`, ['Cedar', 'Alpha Loom']],
    [
      'materials (any of two)',
      () => `materials[]=${look.materials!.get('Linen')}&materials[]=${look.materials!.get('Silk')}`,
      ['Cedar', 'Brook'],
    ],
    ['art_types', () => `art_types=${look.art_types!.get('Quilt')}`, ['Brook']],
    ['colors', () => `colors=${look.colors!.get('Indigo')}`, ['Alpha Loom']],
    ['regions', () => `regions=${look.regions!.get('Sahel')}`, ['Brook']],
    ['periods', () => `periods=${look.periods!.get('Contemporary')}`, ['Alpha Loom']],
    ['availabilities', () => 'availabilities=8', ['Cedar']],
    ['artists', () => `artists=${ids.bo}`, ['delta', 'Brook']],
    ['price_start (works for sale only)', () => 'price_start=5000', ['Alpha Loom']],
    ['price_end', () => 'price_end=5000', ['Brook']],
    ['width range', () => 'width_start=30&width_end=65', ['Cedar', 'Brook']],
    ['height_start', () => 'height_start=60', ['delta']],
    ['height_end', () => 'height_end=30', ['Brook', 'Alpha Loom']],
    ['depth range', () => 'depth_start=0.5&depth_end=1.5', ['Alpha Loom']],
    ['search in titles', () => 'search=ced', ['Cedar']],
    ['search in artist names', () => 'search=abbott', ['delta', 'Brook']],
    ['two groups at once', () => `materials=${look.materials!.get('Wool')}&price_start=1`, ['Alpha Loom']],
  ])('filter: %s', async (_name, query, expected) => {
    const page = await shop(`?${query()}`);
    expect(titles(page.response)).toEqual(expected);
    expect(page.total).toBe(expected.length);
  });

  it('pages by 24 and says whether more pages exist', async () => {
    const pager = await makeArtist(t.deps.db, { first_name: 'Paige', last_name: 'Turner' });
    for (let i = 0; i < 26; i++)
      await makeArtwork(t.deps.db, { artist_id: pager.id, title: `Page work ${i}`, created_at: day(10 + i) });
    const first = await shop(`?artists=${pager.id}`);
    expect(first.response).toHaveLength(24);
    expect(first).toMatchObject({ hasMorePages: true, total: 26 });
    expect(first.response[0]!.title).toBe('Page work 25');
    const second = await shop(`?artists=${pager.id}&page=2`);
    expect(titles(second.response)).toEqual(['Page work 1', 'Page work 0']);
    expect(second.hasMorePages).toBe(false);
  });

  it.each([
    ['page=abc', 'page', MSG.number],
    ['price_start=abc', 'price_start', MSG.number],
    ['width_end=-1', 'width_end', MSG.positive],
    ['price_end=21474836', 'price_end', MSG.limitNumber],
    ['materials=wool', 'materials.0', MSG.number],
  ])('422 for %s', async (query, field, message) => {
    const res = await t.http().get(`/api/public/artworks/shop-page?${query}`);
    expect(res.status).toBe(422);
    expect(res.body.errors[field]).toEqual([message]);
  });
});

describe('GET /api/public/artworks/{slug}', () => {
  it('answers the artwork with its details and three more works by the artist', async () => {
    const extra = await Promise.all(
      [1, 2, 3].map((i) => makeArtwork(t.deps.db, { artist_id: ids.ana!, title: `Ana extra ${i}` })),
    );
    const ex = await makeExhibition(t.deps.db, { title: 'Warp and Weft', artwork_ids: [ids.alpha!] });
    await makeExhibition(t.deps.db, { title: 'Hidden show', status: '0', artwork_ids: [ids.alpha!] });
    const res = await t.http().get('/api/public/artworks/alpha-loom');
    expect(res.status).toBe(200);
    const { response, threeRandomByArtist } = res.body;
    expect(response).toMatchObject({
      title: 'Alpha Loom',
      price_formatted: '$12,500',
      year: 2021,
      medium: 'Wool and linen',
      attributes: [{ height: 10, width: 20, depth: 1, size: '10″ x 20″ x 1″ (25.4 x 50.8 x 2.5 cm)' }],
      materials: [{ id: look.materials!.get('Wool'), title: 'Wool' }],
      art_types: [{ title: 'Tapestry' }],
      colors: [{ title: 'Indigo' }],
      regions: [{ title: 'Andes' }],
      periods: [{ title: 'Contemporary' }],
      exhibitions: [{ title: 'Warp and Weft', slug: ex.slug }],
    });
    expect(response.product_images.map((i: { id: number }) => i.id)).toEqual([ids.img1, ids.img2]);
    expect(response.header_image.id).toBe(ids.img1);
    expect(threeRandomByArtist).toHaveLength(3);
    const anaVisible = new Set([ids.cedar, ...extra.map((e) => e.id)]);
    for (const card of threeRandomByArtist as ArtworkCard[]) {
      expect(card.artist.id).toBe(ids.ana);
      expect(anaVisible.has(card.id)).toBe(true);
    }
  });

  it.each([
    ['an unknown slug', 'no-such-work'],
    ['an inactive artwork', 'echo'],
    ['a work of an inactive artist', 'foxtrot'],
  ])('404 for %s', async (_name, slug) => {
    const res = await t.http().get(`/api/public/artworks/${slug}`);
    expect(res.status).toBe(404);
  });
});

describe('GET /api/public/home-page/artworks', () => {
  it('shows the featured works when no exhibition leads the home page', async () => {
    const res = await t.http().get('/api/public/home-page/artworks');
    expect(res.status).toBe(200);
    expect(titles(res.body.data)).toEqual(['Alpha Loom']);
    expect(res.body.hasMorePages).toBe(false);
  });

  it("shows an exhibition's visible works in staff order, paged by 12", async () => {
    const works = [];
    for (let i = 0; i < 13; i++) works.push(await makeArtwork(t.deps.db, { artist_id: ids.bo!, title: `Show ${i}` }));
    const ex = await makeExhibition(t.deps.db, {
      artwork_ids: [ids.inactive!, ...works.map((w) => w.id).reverse()],
    });
    const first = await t.http().get(`/api/public/home-page/artworks?exhibition_id=${ex.id}`);
    expect(first.body.data).toHaveLength(12);
    expect(first.body.data[0].title).toBe('Show 12');
    expect(first.body.hasMorePages).toBe(true);
    const second = await t.http().get(`/api/public/home-page/artworks?exhibition_id=${ex.id}&page=2`);
    expect(titles(second.body.data)).toEqual(['Show 0']);
    expect(second.body.hasMorePages).toBe(false);

    // Marked for the home page, the same exhibition leads when no id is given.
    await t.deps.db.updateTable('exhibitions').set({ home_page: 1 }).where('id', '=', ex.id).execute();
    const lead = await t.http().get('/api/public/home-page/artworks');
    expect(lead.body.data[0].title).toBe('Show 12');
    await t.deps.db.updateTable('exhibitions').set({ home_page: 0 }).where('id', '=', ex.id).execute();
  });

  it('404 for an unknown or inactive exhibition; 422 for a bad id', async () => {
    const hidden = await makeExhibition(t.deps.db, { status: '0' });
    expect((await t.http().get(`/api/public/home-page/artworks?exhibition_id=${hidden.id}`)).status).toBe(404);
    expect((await t.http().get('/api/public/home-page/artworks?exhibition_id=99999')).status).toBe(404);
    const bad = await t.http().get('/api/public/home-page/artworks?exhibition_id=x');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.exhibition_id).toEqual([MSG.number]);
  });
});

describe('GET /api/public/artworks/acquisitions', () => {
  it('lists visible acquired works, newest acquisition first', async () => {
    const db = t.deps.db;
    const set = (id: number, acquired_at: string) =>
      db
        .updateTable('artworks')
        .set({ acquired_at, acquisition: `Gift ${id}` })
        .where('id', '=', id)
        .execute();
    await set(ids.brook!, '2025-05-01');
    await set(ids.cedar!, '2025-09-01');
    await set(ids.inactive!, '2025-12-01');
    const res = await t.http().get('/api/public/artworks/acquisitions');
    expect(res.status).toBe(200);
    expect(titles(res.body.data)).toEqual(['Cedar', 'Brook']);
    expect(res.body.data[0]).toMatchObject({ acquired_at: '2025-09-01', acquisition: `Gift ${ids.cedar}` });
    expect(res.body.hasMorePages).toBe(false);
    const bad = await t.http().get('/api/public/artworks/acquisitions?page=zero');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.page).toEqual([MSG.number]);
  });
});
