// Admin artists: the list (status, regions, search by name or location, sorts, paging, limit=all,
// exclude_ids), create/edit with the spec's 422 messages, delete refused with 403 while artworks
// remain, and the artist's ordered publications.
import type { z } from 'zod';
import type { artistListOutput } from '#shared/schemas/artist';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#shared/constants';
import { MSG } from '#shared/messages';
import { makeArtist, makeArtwork, makePublication } from '#server/factories/catalogue';
import { makeImage } from '#server/factories/images';
import { makeRegion } from '#server/factories/lookups';
import { bodyOf, refusedFields, testAppForFile } from '../setup/test-app';

type ArtistList = z.infer<typeof artistListOutput>;

const t = testAppForFile();

const db = () => t.deps.db;
const list = (query = '') => bodyOf<ArtistList>(t.admin().get(`/api/admin/artists${query}`));
const names = (l: ArtistList) => l.list.map((a) => a.full_name);
const artistRow = (id: number) => db().selectFrom('artists').selectAll().where('id', '=', id).executeTakeFirst();
const clear = async () => {
  await db().deleteFrom('artworks').execute();
  await db().deleteFrom('artists').execute();
};

describe('GET /admin/artists', () => {
  let southwest: number;
  let andes: number;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    await clear();
    southwest = (await makeRegion(db(), 'Southwest')).id;
    andes = (await makeRegion(db(), 'Andes')).id;
    const rows = [
      { first_name: 'Rosa', last_name: 'Quispe', location: 'Cusco, Peru', status: '1', region_ids: [andes] },
      { first_name: 'Ama', last_name: 'Owusu', location: 'Accra, Ghana', status: '0', region_ids: [] },
      {
        first_name: 'Teresa',
        last_name: 'Archuleta',
        location: 'Chimayo, New Mexico',
        status: '1',
        region_ids: [southwest, andes],
      },
      { first_name: 'Zoe', last_name: 'Owusu', location: 'Santa Fe, New Mexico', status: '1', region_ids: [southwest] },
    ] as const;
    for (const [i, r] of rows.entries()) {
      const a = await makeArtist(db(), {
        ...r,
        region_ids: [...r.region_ids],
        created_at: new Date(Date.UTC(2026, 0, 1 + i)).toISOString(),
      });
      ids[r.first_name] = a.id;
    }
    for (let i = 0; i < 3; i++) await makeArtwork(db(), { artist_id: ids.Rosa! });
    await makeArtwork(db(), { artist_id: ids.Zoe! });
  });

  it('sorts by last name (then first name) by default and reports paging', async () => {
    const l = await list();
    expect(names(l)).toEqual(['Teresa Archuleta', 'Ama Owusu', 'Zoe Owusu', 'Rosa Quispe']);
    expect(l).toMatchObject({ total: 4, page: 1, hasMorePages: false });
    const rosa = l.list.find((a) => a.first_name === 'Rosa')!;
    expect(rosa).toMatchObject({ artworks_count: 3, region: 'Andes', regions: [{ id: andes, title: 'Andes' }] });
    expect(rosa.summary).toMatch(/^Born \d{4}, Cusco, Peru$/);
  });

  it('sorts by first name, created_at, status and artworks_count, either way', async () => {
    expect(names(await list('?sort=first_name'))).toEqual([
      'Ama Owusu',
      'Rosa Quispe',
      'Teresa Archuleta',
      'Zoe Owusu',
    ]);
    expect(names(await list('?sort=created_at&order=desc'))).toEqual([
      'Zoe Owusu',
      'Teresa Archuleta',
      'Ama Owusu',
      'Rosa Quispe',
    ]);
    expect(names(await list('?sort=status'))[0]).toBe('Ama Owusu');
    expect(names(await list('?sort=artworks_count&order=desc')).slice(0, 2)).toEqual(['Rosa Quispe', 'Zoe Owusu']);
  });

  it('filters by status and by regions', async () => {
    expect(names(await list('?status=0'))).toEqual(['Ama Owusu']);
    expect(names(await list('?status=1'))).toEqual(['Teresa Archuleta', 'Zoe Owusu', 'Rosa Quispe']);
    expect(names(await list(`?regions[]=${southwest}`))).toEqual(['Teresa Archuleta', 'Zoe Owusu']);
    expect(names(await list(`?regions=${southwest},${andes}`))).toEqual([
      'Teresa Archuleta',
      'Zoe Owusu',
      'Rosa Quispe',
    ]);
    expect(names(await list(`?regions=${andes}`))).toEqual(['Teresa Archuleta', 'Rosa Quispe']);
  });

  it('searches the full name by default, or the location with search_type=location', async () => {
    expect(names(await list('?search=owusu'))).toEqual(['Ama Owusu', 'Zoe Owusu']);
    expect(names(await list('?search=rosa q'))).toEqual(['Rosa Quispe']);
    expect(names(await list('?search=new mexico'))).toEqual([]);
    expect(names(await list('?search=new mexico&search_type=location'))).toEqual(['Teresa Archuleta', 'Zoe Owusu']);
  });

  it('leaves out exclude_ids and pages with limit, limit=all returns everyone', async () => {
    expect(names(await list(`?exclude_ids[]=${ids.Ama}&exclude_ids[]=${ids.Rosa}`))).toEqual([
      'Teresa Archuleta',
      'Zoe Owusu',
    ]);
    const two = await list('?limit=2&page=2');
    expect(names(two)).toEqual(['Zoe Owusu', 'Rosa Quispe']);
    expect(two).toMatchObject({ total: 4, page: 2, hasMorePages: false });
    for (let i = 0; i < PAGE_SIZE.admin; i++) await makeArtist(db(), { last_name: `Zz${String(i).padStart(2, '0')}` });
    const first = await list();
    expect(first.list).toHaveLength(PAGE_SIZE.admin);
    expect(first.hasMorePages).toBe(true);
    const all = await list('?limit=all');
    expect(all.list).toHaveLength(PAGE_SIZE.admin + 4);
    expect(all.hasMorePages).toBe(false);
  });

  it('refuses an unknown sort or search_type with a 422', async () => {
    expect((await t.admin().get('/api/admin/artists?sort=password')).status).toBe(422);
    expect((await t.admin().get('/api/admin/artists?search_type=email')).status).toBe(422);
  });
});

describe('create and edit', () => {
  let region: number;
  beforeAll(async () => {
    await clear();
    region = (await makeRegion(db(), 'Great Lakes')).id;
  });

  it('creates an artist, makes the slug from the name, and answers the DTO', async () => {
    const image = await makeImage(t.deps);
    const res = await t
      .admin()
      .post('/api/admin/artist')
      .send({
        first_name: ' Hattie ',
        last_name: 'Coleman',
        status: '1',
        birth_year: '1948',
        death_year: 2019,
        location: 'Detroit, Michigan',
        biography: '<p>Quilts <script>alert(1)</script>of <strong>cotton</strong></p>',
        market: 'secondary',
        regions: [region],
        header_image_id: image.id,
      });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Artist successfully created');
    const a = res.body.item;
    expect(a).toMatchObject({
      first_name: 'Hattie',
      full_name: 'Hattie Coleman',
      slug: 'hattie-coleman',
      status: '1',
      birth_year: 1948,
      death_year: 2019,
      summary: '1948 - 2019, Detroit, Michigan',
      biography: '<p>Quilts of <strong>cotton</strong></p>',
      market: 'secondary',
      regions: [{ id: region, title: 'Great Lakes' }],
      region: 'Great Lakes',
      header_image_id: image.id,
      artworks_count: 0,
    });
    expect(a.header_image.url).toMatch(/^\/uploads\//);
    expect((await artistRow(a.id))?.biography).toBe('<p>Quilts of <strong>cotton</strong></p>');
  });

  it('makes a unique slug -2, -3 for namesakes; a given slug must be free', async () => {
    const make = (body: object) =>
      t
        .admin()
        .post('/api/admin/artist')
        .send({ first_name: 'Hattie', last_name: 'Coleman', ...body });
    expect((await make({})).body.item.slug).toBe('hattie-coleman-2');
    expect((await make({})).body.item.slug).toBe('hattie-coleman-3');
    const taken = await make({ slug: 'hattie-coleman' });
    expect(taken.status).toBe(422);
    expect(taken.body.errors.slug).toEqual(['The slug has already been taken']);
    const own = await make({ slug: 'coleman-quilts' });
    expect(own.body.item.slug).toBe('coleman-quilts');
  });

  it('answers the spec messages for each wrong field', async () => {
    const count = (await db().selectFrom('artists').select('id').execute()).length;
    const res = await t
      .admin()
      .post('/api/admin/artist')
      .send({ first_name: '', birth_year: 'nineteen', death_year: -5, slug: 'not a path!' });
    // The screen shows the first message of each field.
    expect(refusedFields(res)).toEqual({
      first_name: MSG.required,
      last_name: MSG.required,
      birth_year: MSG.number,
      death_year: MSG.positive,
      slug: MSG.path,
    });
    const big = await t
      .admin()
      .post('/api/admin/artist')
      .send({ first_name: 'A', last_name: 'B', birth_year: 21474836 });
    expect(big.body.errors.birth_year).toEqual([MSG.limitNumber]);
    const order = await t
      .admin()
      .post('/api/admin/artist')
      .send({ first_name: 'A', last_name: 'B', birth_year: 1950, death_year: 1940 });
    expect(order.body.errors.death_year).toEqual([MSG.lessThan(1950)]);
    const market = await t
      .admin()
      .post('/api/admin/artist')
      .send({ first_name: 'A', last_name: 'B', market: 'tertiary' });
    expect(market.body.errors.market).toBeDefined();
    expect((await db().selectFrom('artists').select('id').execute()).length).toBe(count);
  });

  it('refuses unknown regions and a missing header image, writing nothing', async () => {
    const count = (await db().selectFrom('artists').select('id').execute()).length;
    const res = await t
      .admin()
      .post('/api/admin/artist')
      .send({ first_name: 'Ingrid', last_name: 'Lund', regions: [region, 99999], header_image_id: 99999 });
    expect(res.status).toBe(422);
    expect(res.body.errors.regions).toEqual(['Some of the selected regions do not exist']);
    expect(res.body.errors.header_image_id[0]).toMatch(/image does not exist/);
    expect((await db().selectFrom('artists').select('id').execute()).length).toBe(count);
  });

  it('edits an artist: keeps the slug unless one is sent, replaces the regions', async () => {
    const a = await makeArtist(db(), {
      first_name: 'Priya',
      last_name: 'Raman',
      slug: 'priya-raman',
      region_ids: [region],
    });
    const res = await t
      .admin()
      .put(`/api/admin/artist/${a.id}`)
      .send({ first_name: 'Priya', last_name: 'Raman-Iyer', status: '1', regions: [] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Artist successfully updated');
    expect(res.body.item).toMatchObject({
      full_name: 'Priya Raman-Iyer',
      slug: 'priya-raman',
      regions: [],
      region: null,
    });
    const other = await makeArtist(db(), { slug: 'taken-slug' });
    const clash = await t
      .admin()
      .put(`/api/admin/artist/${a.id}`)
      .send({ first_name: 'Priya', last_name: 'Raman', slug: other.slug });
    expect(clash.status).toBe(422);
    expect(clash.body.errors.slug).toEqual(['The slug has already been taken']);
    expect((await artistRow(a.id))?.last_name).toBe('Raman-Iyer');
    const same = await t
      .admin()
      .put(`/api/admin/artist/${a.id}`)
      .send({ first_name: 'Priya', last_name: 'Raman', slug: 'priya-raman' });
    expect(same.status).toBe(200);
  });

  it('answers 404 for an unknown artist', async () => {
    expect((await t.admin().get('/api/admin/artist/99999')).status).toBe(404);
    expect((await t.admin().put('/api/admin/artist/99999').send({ first_name: 'A', last_name: 'B' })).status).toBe(404);
    expect((await t.admin().delete('/api/admin/artist/99999')).status).toBe(404);
  });
});

describe('DELETE /admin/artist/{id}', () => {
  it('refuses with 403 and a detail message while the artist has artworks, and keeps the row', async () => {
    const a = await makeArtist(db());
    for (let i = 0; i < 12; i++) await makeArtwork(db(), { artist_id: a.id });
    const res = await t.admin().delete(`/api/admin/artist/${a.id}`);
    expect(res.status).toBe(403);
    expect(res.body.message).toBe('This artist still has 12 artworks. Move or delete them first.');
    expect(await artistRow(a.id)).toBeDefined();
    const one = await makeArtist(db());
    await makeArtwork(db(), { artist_id: one.id });
    const single = await t.admin().delete(`/api/admin/artist/${one.id}`);
    expect(single.status).toBe(403);
    expect(single.body.message).toBe('This artist still has 1 artwork. Move or delete it first.');
  });

  it('deletes an artist without artworks, with their region and publication links', async () => {
    const region = await makeRegion(db());
    const a = await makeArtist(db(), { region_ids: [region.id] });
    const p = await makePublication(db(), { artist_ids: [a.id] });
    const res = await t.admin().delete(`/api/admin/artist/${a.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: 'Artist successfully deleted' });
    expect(await artistRow(a.id)).toBeUndefined();
    expect(await db().selectFrom('artist_regions').selectAll().where('artist_id', '=', a.id).execute()).toEqual([]);
    expect(await db().selectFrom('publications').select('id').where('id', '=', p.id).executeTakeFirst()).toBeDefined();
  });
});

describe("an artist's publications", () => {
  it('replaces the links in the order given, and reads them back in that order', async () => {
    const a = await makeArtist(db());
    const [p1, p2, p3] = [
      await makePublication(db(), { title: 'Alpha' }),
      await makePublication(db(), { title: 'Beta' }),
      await makePublication(db(), { title: 'Gamma', artist_ids: [a.id] }),
    ];
    expect(
      (await t.admin().get(`/api/admin/artist/${a.id}/publications`)).body.list.map((p: { title: string }) => p.title),
    ).toEqual(['Gamma']);
    const res = await t
      .admin()
      .put(`/api/admin/artist/${a.id}/publications`)
      .send({ publications: [p2!.id, p1!.id] });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Publications successfully updated');
    expect(res.body.list.map((p: { title: string }) => p.title)).toEqual(['Beta', 'Alpha']);
    const back = await t.admin().get(`/api/admin/artist/${a.id}/publications`);
    expect(back.body.list.map((p: { id: number }) => p.id)).toEqual([p2!.id, p1!.id]);
    expect(back.body.list[0].artists).toEqual([{ id: a.id, full_name: `${a.first_name} ${a.last_name}` }]);
    expect(p3).toBeDefined();
  });

  it('refuses unknown publication ids and keeps the old links', async () => {
    const a = await makeArtist(db());
    const p = await makePublication(db(), { artist_ids: [a.id] });
    const res = await t
      .admin()
      .put(`/api/admin/artist/${a.id}/publications`)
      .send({ publications: [99999] });
    expect(res.status).toBe(422);
    expect(res.body.errors.publications).toEqual(['Some of the selected publications do not exist']);
    const links = await db().selectFrom('artist_publications').selectAll().where('artist_id', '=', a.id).execute();
    expect(links.map((l) => l.publication_id)).toEqual([p.id]);
  });
});
