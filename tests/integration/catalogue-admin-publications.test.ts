// Admin publications: list (sorts, search, paging, limit=all, exclude_ids), create, get, edit,
// delete, the url and number messages, and the artist links.
import type { z } from 'zod';
import type { publicationListOutput } from '#shared/schemas/publication';
import { beforeAll, describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { makeArtist, makePublication } from '#server/factories/catalogue';
import { makeImage } from '#server/factories/images';
import { bodyOf, testAppForFile } from '../setup/test-app';

type PublicationList = z.infer<typeof publicationListOutput>;

const t = testAppForFile();

const db = () => t.deps.db;
const list = (query = '') => bodyOf<PublicationList>(t.admin().get(`/api/admin/publications${query}`));
const titles = (l: PublicationList) => l.list.map((p) => p.title);
const row = (id: number) => db().selectFrom('publications').selectAll().where('id', '=', id).executeTakeFirst();

describe('GET /admin/publications', () => {
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    for (const [title, author, year] of [
      ['woven histories', 'Lena Park', 2019],
      ['Basket Makers of the Andes', 'R. Quispe', 2001],
      ['Indigo 100%', 'Lena Park', 2023],
    ] as const)
      ids[title] = (await makePublication(db(), { title, author, year })).id;
  });

  it('sorts by title (any case) by default, and by year or author', async () => {
    expect(titles(await list())).toEqual(['Basket Makers of the Andes', 'Indigo 100%', 'woven histories']);
    expect(titles(await list('?sort=title&order=desc'))).toEqual([
      'woven histories',
      'Indigo 100%',
      'Basket Makers of the Andes',
    ]);
    expect(titles(await list('?sort=year'))).toEqual(['Basket Makers of the Andes', 'woven histories', 'Indigo 100%']);
    expect(titles(await list('?sort=author&order=desc'))[0]).toBe('Basket Makers of the Andes');
  });

  it('searches title or author, % literally; exclude_ids; limit', async () => {
    expect(titles(await list('?search=lena'))).toEqual(['Indigo 100%', 'woven histories']);
    expect(titles(await list('?search=%25'))).toEqual(['Indigo 100%']);
    expect(titles(await list(`?exclude_ids=${ids['Indigo 100%']}`))).toEqual([
      'Basket Makers of the Andes',
      'woven histories',
    ]);
    const one = await list('?limit=1&page=2');
    expect(titles(one)).toEqual(['Indigo 100%']);
    expect(one).toMatchObject({ total: 3, hasMorePages: true, page: 2 });
    expect((await list('?limit=all')).list).toHaveLength(3);
  });
});

describe('create, get, edit, delete', () => {
  it('creates a publication linked to artists and answers the DTO', async () => {
    const a = await makeArtist(db(), { first_name: 'Morag', last_name: 'Campbell' });
    const image = await makeImage(t.deps);
    const res = await t
      .admin()
      .post('/api/admin/publication')
      .send({
        title: ' Tartan and Tweed ',
        type: 'Book',
        author: 'Morag Campbell',
        publisher: 'Weft Editions',
        year: '2020',
        url: 'https://example.org/tartan',
        image_id: image.id,
        status: '1',
        artist_ids: [a.id],
      });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Publication successfully created');
    expect(res.body.item).toMatchObject({
      title: 'Tartan and Tweed',
      type: 'Book',
      year: 2020,
      url: 'https://example.org/tartan',
      image_id: image.id,
      status: '1',
      artists: [{ id: a.id, full_name: 'Morag Campbell' }],
    });
    expect(res.body.item.image.url).toMatch(/^\/uploads\//);
    const got = await t.admin().get(`/api/admin/publication/${res.body.item.id}`);
    expect(got.body).toEqual(res.body.item);
  });

  it('answers the spec messages and writes nothing', async () => {
    const before = (await db().selectFrom('publications').select('id').execute()).length;
    const res = await t
      .admin()
      .post('/api/admin/publication')
      .send({ title: '', url: 'ftp://example.org', year: 'soon', artist_ids: [99999] });
    expect(res.status).toBe(422);
    expect(res.body.errors.title[0]).toBe(MSG.required);
    expect(res.body.errors.url[0]).toBe(MSG.url);
    expect(res.body.errors.year[0]).toBe(MSG.number);
    const year = await t.admin().post('/api/admin/publication').send({ title: 'x', year: 99999999 });
    expect(year.body.errors.year[0]).toBe(MSG.limitNumber);
    const artists = await t
      .admin()
      .post('/api/admin/publication')
      .send({ title: 'x', artist_ids: [99999] });
    expect(artists.body.errors.artist_ids[0]).toBe('Some of the selected artists do not exist');
    expect((await db().selectFrom('publications').select('id').execute()).length).toBe(before);
  });

  it('edits a publication: new artists go to the end of their list, removed links go', async () => {
    const a = await makeArtist(db());
    const b = await makeArtist(db());
    await makePublication(db(), { title: 'Earlier', artist_ids: [b.id] });
    const p = await makePublication(db(), { title: 'Draft', artist_ids: [a.id] });
    const res = await t
      .admin()
      .put(`/api/admin/publication/${p.id}`)
      .send({ title: 'Final', artist_ids: [b.id], url: '' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Publication successfully updated');
    expect(res.body.item).toMatchObject({ title: 'Final', url: null, status: '0' });
    const links = await db().selectFrom('artist_publications').selectAll().where('publication_id', '=', p.id).execute();
    expect(links).toEqual([{ artist_id: b.id, publication_id: p.id, position: 1 }]);
    expect((await row(p.id))?.title).toBe('Final');
  });

  it('deletes a publication and its artist links', async () => {
    const a = await makeArtist(db());
    const p = await makePublication(db(), { artist_ids: [a.id] });
    const res = await t.admin().delete(`/api/admin/publication/${p.id}`);
    expect(res.body).toEqual({ message: 'Publication successfully deleted' });
    expect(await row(p.id)).toBeUndefined();
    expect(
      await db().selectFrom('artist_publications').selectAll().where('publication_id', '=', p.id).execute(),
    ).toEqual([]);
    expect((await t.admin().delete(`/api/admin/publication/${p.id}`)).status).toBe(404);
    expect((await t.admin().get(`/api/admin/publication/${p.id}`)).status).toBe(404);
  });
});
