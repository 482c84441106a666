// Admin artworks: the list (each filter and sort), the picker search, create and edit with every
// relation, generated slug and sku, the spec's 422 messages, one transaction per save, and delete.
import type { z } from 'zod';
import type { artworkListOutput } from '#shared/schemas/artwork';
import { Kysely, SqliteDialect } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '#server/db/schema';
import { freeSlug } from '#server/db/slugs';
import { maxSkuNumber, skuTaken } from '#server/modules/catalogue/artwork.repository';
import { MSG } from '#shared/messages';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeExhibition } from '#server/factories/events';
import { makeImage } from '#server/factories/images';
import { makeLookups } from '#server/factories/lookups';
import { bodyOf, firstMessages, refusedFields, testAppForFile } from '../setup/test-app';

type ArtworkList = z.infer<typeof artworkListOutput>;

const t = testAppForFile();

const db = () => t.deps.db;
const list = (query = '') => bodyOf<ArtworkList>(t.admin().get(`/api/admin/artworks${query}`));
const titles = (l: ArtworkList) => l.list.map((a) => a.title);
const artworkRow = (id: number) => db().selectFrom('artworks').selectAll().where('id', '=', id).executeTakeFirst();
const countRows = async () => (await db().selectFrom('artworks').select('id').execute()).length;

describe('GET /admin/artworks: filters and sorts', () => {
  let m: Map<string, number>;
  let c: Map<string, number>;
  let r: Map<string, number>;
  let p: Map<string, number>;
  let at: Map<string, number>;
  const ids: Record<string, number> = {};
  let zoe: number;
  beforeAll(async () => {
    m = await makeLookups(db(), 'materials', ['Wool', 'Linen', 'Cotton']);
    c = await makeLookups(db(), 'colors', ['Indigo', 'Madder']);
    r = await makeLookups(db(), 'regions', ['Andes', 'Southwest']);
    p = await makeLookups(db(), 'periods', ['Contemporary', 'Historic']);
    at = await makeLookups(db(), 'art_types', ['Tapestry', 'Basket']);
    const ama = (await makeArtist(db(), { first_name: 'Ama', last_name: 'Owusu' })).id;
    zoe = (await makeArtist(db(), { first_name: 'Zoe', last_name: 'Archuleta' })).id;
    const rows = [
      {
        title: 'Blue Field',
        sku: '3ao',
        artist_id: ama,
        price: 1200,
        availability: 1,
        status: '1',
        featured: 1,
        material_ids: [m.get('Wool')!],
        color_ids: [c.get('Indigo')!],
        region_ids: [r.get('Andes')!],
        period_ids: [p.get('Contemporary')!],
        art_type_ids: [at.get('Tapestry')!],
      },
      {
        title: 'annual Rings',
        sku: '1za',
        artist_id: zoe,
        price: 9800,
        availability: 8,
        status: '1',
        featured: 0,
        material_ids: [m.get('Linen')!, m.get('Wool')!],
        color_ids: [c.get('Madder')!],
        region_ids: [r.get('Southwest')!],
        period_ids: [p.get('Historic')!],
        art_type_ids: [at.get('Basket')!],
      },
      {
        title: 'Coil 100%',
        sku: '2za',
        artist_id: zoe,
        price: null,
        availability: 0,
        status: '0',
        featured: 0,
        material_ids: [m.get('Cotton')!],
        color_ids: [],
        region_ids: [],
        period_ids: [],
        art_type_ids: [],
      },
    ] as const;
    for (const [i, row] of rows.entries()) {
      const a = await makeArtwork(db(), {
        ...row,
        material_ids: [...row.material_ids],
        color_ids: [...row.color_ids],
        region_ids: [...row.region_ids],
        period_ids: [...row.period_ids],
        art_type_ids: [...row.art_type_ids],
        created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      });
      ids[row.title] = a.id;
    }
  });

  it('sorts by title without case by default and reports paging', async () => {
    const l = await list();
    expect(titles(l)).toEqual(['annual Rings', 'Blue Field', 'Coil 100%']);
    expect(l).toMatchObject({ total: 3, page: 1, hasMorePages: false });
  });

  it.each([
    ['sku', 'asc', ['annual Rings', 'Coil 100%', 'Blue Field']],
    ['price', 'desc', ['annual Rings', 'Blue Field', 'Coil 100%']],
    ['created_at', 'desc', ['Coil 100%', 'annual Rings', 'Blue Field']],
    ['artist', 'asc', ['annual Rings', 'Coil 100%', 'Blue Field']],
    ['availability', 'asc', ['Coil 100%', 'Blue Field', 'annual Rings']],
  ])('sorts by %s %s', async (sort, order, expected) => {
    expect(titles(await list(`?sort=${sort}&order=${order}`))).toEqual(expected);
  });

  it('filters by status, availability (0 included), artist and featured', async () => {
    expect(titles(await list('?status=0'))).toEqual(['Coil 100%']);
    expect(titles(await list('?availability[]=0&availability[]=8'))).toEqual(['annual Rings', 'Coil 100%']);
    expect(titles(await list('?availability=1'))).toEqual(['Blue Field']);
    expect(titles(await list(`?artist_id=${zoe}`))).toEqual(['annual Rings', 'Coil 100%']);
    expect(titles(await list('?featured=true'))).toEqual(['Blue Field']);
    expect(titles(await list('?featured=false'))).toEqual(['annual Rings', 'Coil 100%']);
  });

  it('filters by each lookup (any of the ids) and combines groups', async () => {
    expect(titles(await list(`?materials[]=${m.get('Wool')}`))).toEqual(['annual Rings', 'Blue Field']);
    expect(titles(await list(`?materials=${m.get('Linen')},${m.get('Cotton')}`))).toEqual([
      'annual Rings',
      'Coil 100%',
    ]);
    expect(titles(await list(`?colors=${c.get('Indigo')}`))).toEqual(['Blue Field']);
    expect(titles(await list(`?regions=${r.get('Southwest')}`))).toEqual(['annual Rings']);
    expect(titles(await list(`?periods=${p.get('Contemporary')}`))).toEqual(['Blue Field']);
    expect(titles(await list(`?art_types=${at.get('Basket')}`))).toEqual(['annual Rings']);
    expect(titles(await list(`?materials=${m.get('Wool')}&colors=${c.get('Madder')}`))).toEqual(['annual Rings']);
  });

  it('filters by a price range', async () => {
    expect(titles(await list('?price_start=1000&price_end=5000'))).toEqual(['Blue Field']);
    expect(titles(await list('?price_start=5000'))).toEqual(['annual Rings']);
    const bad = await t.admin().get('/api/admin/artworks?price_start=cheap');
    expect(bad.status).toBe(422);
    expect(bad.body.errors.price_start[0]).toBe(MSG.number);
  });

  it('searches title or sku, with % literally; pages with limit', async () => {
    expect(titles(await list('?search=RINGS'))).toEqual(['annual Rings']);
    expect(titles(await list('?search=za'))).toEqual(['annual Rings', 'Coil 100%']);
    expect(titles(await list('?search=%25'))).toEqual(['Coil 100%']);
    const two = await list('?limit=2&page=2');
    expect(titles(two)).toEqual(['Coil 100%']);
    expect(two).toMatchObject({ total: 3, page: 2, hasMorePages: false });
    expect((await list('?limit=all')).list).toHaveLength(3);
  });

  it('GET /admin/artworks/search answers the picker shape, honours exclude_ids and limit', async () => {
    const res = await t.admin().get(`/api/admin/artworks/search?search=i&exclude_ids=${ids['Blue Field']}`);
    expect(res.status).toBe(200);
    expect(res.body.list).toEqual([
      { id: ids['annual Rings'], title: 'annual Rings', sku: '1za', artist_name: 'Zoe Archuleta', image: null },
      { id: ids['Coil 100%'], title: 'Coil 100%', sku: '2za', artist_name: 'Zoe Archuleta', image: null },
    ]);
    const one = await t.admin().get('/api/admin/artworks/search?limit=1');
    expect(one.body.list).toHaveLength(1);
    expect(one.body.hasMorePages).toBe(true);
  });
});

describe('create, get, edit, delete', () => {
  let artist: { id: number };
  let lookups: Record<string, number>;
  beforeAll(async () => {
    artist = await makeArtist(db(), { first_name: 'Priya', last_name: 'Bose' });
    const mat = await makeLookups(db(), 'materials', ['Jute']);
    const col = await makeLookups(db(), 'colors', ['Saffron']);
    const reg = await makeLookups(db(), 'regions', ['Bengal']);
    const per = await makeLookups(db(), 'periods', ['Modern']);
    const typ = await makeLookups(db(), 'art_types', ['Embroidery']);
    lookups = {
      material: mat.get('Jute')!,
      color: col.get('Saffron')!,
      region: reg.get('Bengal')!,
      period: per.get('Modern')!,
      type: typ.get('Embroidery')!,
    };
  });

  it('creates an artwork with every relation, a generated slug and sku, in one answer', async () => {
    const [header, a, b] = [await makeImage(t.deps), await makeImage(t.deps), await makeImage(t.deps)];
    const exhibition = await makeExhibition(db(), { title: 'Kantha Now' });
    // An existing stock number 18: the next one is 19, with the artist's initials.
    await makeArtwork(db(), { artist_id: artist.id, sku: '18xx' });
    const res = await t
      .admin()
      .post('/api/admin/artwork')
      .send({
        title: 'Kantha Quilt',
        artist_id: artist.id,
        price: '12500',
        availability: 6,
        condition: 2,
        status: '1',
        featured: true,
        year: 2024,
        medium: 'Cotton and jute',
        description: '<p onclick="steal()">Running stitch<script>alert(1)</script></p>',
        attributes: [
          { label: 'Framed', height: 39.375, width: '39.375', depth: 1.875 },
          { label: 'Unframed', height: 36, width: 36, depth: null },
        ],
        header_image_id: header.id,
        search_image_id: header.id,
        product_image_ids: [b.id, a.id],
        materials: [lookups.material],
        colors: [lookups.color],
        regions: [lookups.region],
        periods: [lookups.period],
        art_types: [lookups.type],
        exhibitions: [exhibition.id],
        acquisition: 'Gift of the artist',
        acquired_at: '2025-05-01',
      });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Artwork successfully created');
    const w = res.body.item;
    expect(w).toMatchObject({
      title: 'Kantha Quilt',
      slug: 'kantha-quilt',
      sku: '19pb',
      price: 12500,
      price_formatted: '$12,500',
      availability: 6,
      availability_label: 'on hold',
      condition: 2,
      condition_label: 'Good',
      status: '1',
      featured: true,
      description: '<p>Running stitch</p>',
      artist: { id: artist.id, title: 'Priya Bose' },
      artist_id: artist.id,
      artist_name: 'Priya Bose',
      size: '39.375″ x 39.375″ x 1.875″ (100 x 100 x 4.8 cm)',
      header_image_id: header.id,
      product_image_ids: [b.id, a.id],
      materials: [{ id: lookups.material, title: 'Jute' }],
      colors: [{ id: lookups.color, title: 'Saffron' }],
      regions: [{ id: lookups.region, title: 'Bengal' }],
      periods: [{ id: lookups.period, title: 'Modern' }],
      art_types: [{ id: lookups.type, title: 'Embroidery' }],
      exhibitions: [{ id: exhibition.id, title: 'Kantha Now', slug: exhibition.slug }],
      acquisition: 'Gift of the artist',
      acquired_at: '2025-05-01',
    });
    expect(w.attributes.map((x: { label: string }) => x.label)).toEqual(['Framed', 'Unframed']);
    expect(w.product_images.map((i: { id: number }) => i.id)).toEqual([b.id, a.id]);
    expect(w.header_image.url).toMatch(/^\/uploads\//);
    expect(w.search_image.id).toBe(header.id);
    expect(await artworkRow(w.id)).toMatchObject({ height: 39.375, width: 39.375, depth: 1.875, featured: 1 });
    const got = await t.admin().get(`/api/admin/artwork/${w.id}`);
    expect(got.body).toEqual(w);
    const again = await t.admin().post('/api/admin/artwork').send({ title: 'Kantha Quilt', artist_id: artist.id });
    expect(again.body.item).toMatchObject({
      slug: 'kantha-quilt-2',
      sku: '20pb',
      availability: 1,
      featured: false,
      status: '0',
    });
  });

  it('answers the spec messages for each wrong field and writes nothing', async () => {
    const before = await countRows();
    const res = await t
      .admin()
      .post('/api/admin/artwork')
      .send({
        title: '',
        price: 'lots',
        year: 21474836,
        slug: 'no spaces please',
        availability: 9,
        attributes: [{ height: -1, width: 'wide', depth: 1.23456 }],
      });
    expect(refusedFields(res)).toEqual({
      title: MSG.required,
      artist_id: MSG.required,
      price: MSG.number,
      year: MSG.limitNumber,
      slug: MSG.path,
      availability: MSG.moreThan(8),
      'attributes.0.height': MSG.positive,
      'attributes.0.width': MSG.number,
      'attributes.0.depth': 'Use at most 3 decimal places',
    });
    const long = await t
      .admin()
      .post('/api/admin/artwork')
      .send({ title: 'x'.repeat(201), artist_id: artist.id, price: -5 });
    expect(firstMessages(long.body.errors)).toEqual({ title: MSG.max(200), price: MSG.positive });
    expect(await countRows()).toBe(before);
  });

  it('refuses unknown references on their own field', async () => {
    const before = await countRows();
    const res = await t
      .admin()
      .post('/api/admin/artwork')
      .send({ title: 'Ghost', artist_id: 99999, materials: [99999], product_image_ids: [99999], exhibitions: [99999] });
    expect(res.status).toBe(422);
    expect(res.body.errors.artist_id).toEqual(['The selected artist does not exist']);
    expect(res.body.errors.materials).toEqual(['Some of the selected materials do not exist']);
    expect(res.body.errors.product_image_ids[0]).toMatch(/image does not exist/);
    expect(res.body.errors.exhibitions).toEqual(['Some of the selected exhibitions do not exist']);
    expect(await countRows()).toBe(before);
  });

  it('refuses a taken slug or sku', async () => {
    const other = await makeArtwork(db(), { artist_id: artist.id, slug: 'taken-work', sku: '77ab' });
    const slug = await t
      .admin()
      .post('/api/admin/artwork')
      .send({ title: 'x', artist_id: artist.id, slug: other.slug });
    expect(slug.body.errors.slug).toEqual(['The slug has already been taken']);
    const sku = await t.admin().post('/api/admin/artwork').send({ title: 'x', artist_id: artist.id, sku: '77AB' });
    expect(sku.body.errors.sku).toEqual(['The sku has already been taken']);
  });

  it('edits an artwork, moving it to another artist and rewriting its links', async () => {
    const other = await makeArtist(db(), { first_name: 'Naomi', last_name: 'Park' });
    const w = await makeArtwork(db(), {
      artist_id: artist.id,
      title: 'Draft',
      sku: '501pb',
      material_ids: [lookups.material],
    });
    const res = await t
      .admin()
      .put(`/api/admin/artwork/${w.id}`)
      .send({ title: 'Final', artist_id: other.id, colors: [lookups.color], attributes: [] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Artwork successfully updated');
    expect(res.body.item).toMatchObject({
      title: 'Final',
      slug: w.slug,
      sku: '501pb',
      artist_name: 'Naomi Park',
      materials: [],
      colors: [{ id: lookups.color, title: 'Saffron' }],
      attributes: [],
      size: '',
    });
    expect(await artworkRow(w.id)).toMatchObject({ artist_id: other.id, height: null });
  });

  it('an update with an unknown material id changes nothing (one transaction)', async () => {
    const w = await makeArtwork(db(), { artist_id: artist.id, title: 'Steady', material_ids: [lookups.material] });
    const res = await t
      .admin()
      .put(`/api/admin/artwork/${w.id}`)
      .send({ title: 'Changed', artist_id: artist.id, materials: [lookups.material, 99999], colors: [lookups.color] });
    expect(res.status).toBe(422);
    expect(res.body.errors.materials).toEqual(['Some of the selected materials do not exist']);
    expect((await artworkRow(w.id))?.title).toBe('Steady');
    const mats = await db()
      .selectFrom('artwork_materials')
      .select('material_id')
      .where('artwork_id', '=', w.id)
      .execute();
    expect(mats.map((x) => x.material_id)).toEqual([lookups.material]);
    const cols = await db().selectFrom('artwork_colors').select('color_id').where('artwork_id', '=', w.id).execute();
    expect(cols).toEqual([]);
  });

  it('deletes an artwork with its links; 404 afterwards', async () => {
    const w = await makeArtwork(db(), { artist_id: artist.id, material_ids: [lookups.material] });
    const res = await t.admin().delete(`/api/admin/artwork/${w.id}`);
    expect(res.body).toEqual({ message: 'Artwork successfully deleted' });
    expect(await artworkRow(w.id)).toBeUndefined();
    expect(await db().selectFrom('artwork_materials').selectAll().where('artwork_id', '=', w.id).execute()).toEqual([]);
    expect((await t.admin().get(`/api/admin/artwork/${w.id}`)).status).toBe(404);
    expect((await t.admin().delete(`/api/admin/artwork/${w.id}`)).status).toBe(404);
  });
});

describe("a new artwork's save", () => {
  // At 100,000 works each whole read held the event loop 4-10 ms on every new work (issue 18).
  it('finds its running number, a taken SKU and the used slugs by index, without reading every work', async () => {
    const seen: string[] = [];
    const logged = new Kysely<Database>({
      dialect: new SqliteDialect({ database: t.deps.sqlite }),
      log: (event) => void seen.push(event.query.sql),
    });
    await maxSkuNumber(logged);
    await skuTaken(logged, '19PB', 7);
    await freeSlug(logged, 'artworks', 'ama-owusu');
    expect(seen).toHaveLength(3);
    for (const statement of seen) {
      const params = Array.from(statement.match(/\?/g) ?? [], () => null);
      const plan = t.deps.sqlite
        .prepare(`EXPLAIN QUERY PLAN ${statement}`)
        .all(...params)
        .map((row) => (row as { detail: string }).detail);
      expect(plan.join('; '), statement).not.toMatch(/SCAN artworks/);
    }
  });
});
