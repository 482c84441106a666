// Loose threads: the admin list with each parameter (types among them), the staff's order saved
// in one transaction and followed by the public list, and the public reads (inactive and
// scheduled ones are 404 and in no list).
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from '#shared/messages';
import type { looseThreadCrud, LooseThreadDto, threadCardsOutput, ThreadDetail } from '#shared/schemas/loose-thread';
import { slugify } from '#shared/format';
import { makeLooseThread } from '#server/factories/media';
import { THREAD_ORDER_SAVED, THREAD_ORDER_UNKNOWN } from '#server/modules/media/loose-thread.service';
import { bodyOf, firstMessages, refusedFields, testAppForFile } from '../setup/test-app';

const t = testAppForFile();
type List = z.infer<typeof looseThreadCrud.listOutput>;
type Cards = z.infer<typeof threadCardsOutput>;
const list = (q = '') => bodyOf<List>(t.admin().get(`/api/admin/loose-threads${q}`));
const titles = (l: { list: { title: string }[] }) => l.list.map((m) => m.title);
const publicTitles = async (type: string) =>
  (await bodyOf<Cards>(t.http().get(`/api/public/loose-threads/list/${type}`))).data.map((c) => c.title);
const past = new Date(Date.now() - 86_400_000).toISOString();
const ids: Record<string, number> = {};

beforeAll(async () => {
  const db = t.deps.db;
  const rows = [
    { title: 'Warp and weft', type: 'On Art', position: 0 },
    { title: 'dye pots', type: 'On Art', position: 1 },
    { title: 'The patient loom', type: 'On Art', position: 2, summary: 'About indigo vats' },
    { title: 'Hidden draft', type: 'On Art', position: 3, status: '0' as const },
    { title: 'Letters', type: 'On Artists', position: 0 },
    { title: 'A glossary', type: 'Resources', position: 0, external_url: 'https://example.org/glossary' },
  ];
  for (const r of rows)
    ids[r.title] = (await makeLooseThread(db, { date_published: past, slug: slugify(r.title), ...r })).id;
});

describe('GET /api/admin/loose-threads', () => {
  it('sorts by title ascending by default, without regard to case', async () => {
    const l = await list();
    expect(titles(l)).toEqual([
      'A glossary',
      'dye pots',
      'Hidden draft',
      'Letters',
      'The patient loom',
      'Warp and weft',
    ]);
    expect(l).toMatchObject({ hasMorePages: false, total: 6 });
    expect(l.list.find((x) => x.title === 'dye pots')).toMatchObject({ type: 'On Art', order: 1 });
  });

  it('filters by types (one, several, or comma-separated) and status', async () => {
    expect(titles(await list('?types[]=Resources'))).toEqual(['A glossary']);
    expect(titles(await list('?types[]=Resources&types[]=On%20Artists'))).toEqual(['A glossary', 'Letters']);
    expect(titles(await list('?types=Resources,On%20Artists'))).toEqual(['A glossary', 'Letters']);
    expect(titles(await list('?status=0'))).toEqual(['Hidden draft']);
    expect(titles(await list('?status=1&types[]=On%20Art&sort=position'))).toEqual([
      'Warp and weft',
      'dye pots',
      'The patient loom',
    ]);
  });

  it('searches the title or the summary, pages with limit, orders both ways', async () => {
    expect(titles(await list('?search=LOOM'))).toEqual(['The patient loom']);
    expect(titles(await list('?search=indigo&search_type=summary'))).toEqual(['The patient loom']);
    expect(await list('?limit=4')).toMatchObject({ hasMorePages: true });
    expect(titles(await list('?limit=4&page=2&order=desc'))).toEqual(['dye pots', 'A glossary']);
  });

  it('ignores empty parameters and refuses an unknown type with a 422', async () => {
    expect((await list('?types=&status=&search=&search_type=')).total).toBe(6);
    const res = await t.admin().get('/api/admin/loose-threads?types[]=Poetry');
    expect(res.status).toBe(422);
    expect(res.body.errors).toHaveProperty(['types.0']);
  });
});

describe('admin create, update, delete', () => {
  it('creates at the end of its type, sanitised; moves to the end of another type; deletes', async () => {
    const created = await bodyOf<{ message: string; item: LooseThreadDto }>(
      t.admin().post('/api/admin/loose-thread').send({
        title: 'Selvedges',
        type: 'On Art',
        status: '1',
        body: '<p>Edges<img src=x onerror=alert(1)><img src="/uploads/ab/ab-800.jpg" alt=""></p><iframe src="https://evil.example"></iframe>',
      }),
    );
    expect(created.message).toBe('Loose thread successfully created');
    expect(created.item).toMatchObject({
      slug: 'selvedges',
      order: 4,
      body: '<p>Edges<img src="/uploads/ab/ab-800.jpg" alt="" /></p>',
    });

    const moved = await bodyOf<{ item: LooseThreadDto }>(
      t
        .admin()
        .put(`/api/admin/loose-thread/${created.item.id}`)
        .send({ ...created.item, type: 'On Artists' }),
    );
    expect(moved.item).toMatchObject({ type: 'On Artists', order: 1 });

    expect(await bodyOf(t.admin().delete(`/api/admin/loose-thread/${created.item.id}`))).toEqual({
      message: 'Loose thread successfully deleted',
    });
    expect((await t.admin().delete(`/api/admin/loose-thread/${created.item.id}`)).status).toBe(404);
  });

  it('answers 422 with the spec messages', async () => {
    const res = await t
      .admin()
      .post('/api/admin/loose-thread')
      .send({ title: '', type: 'Poetry', external_url: 'ftp://x', slug: 'a b' });
    expect(refusedFields(res)).toMatchObject({
      title: MSG.required,
      type: MSG.required,
      external_url: MSG.url,
      slug: MSG.path,
    });
  });
});

describe('PUT /api/admin/loose-threads-order', () => {
  it('saves the new order, and the public list follows it', async () => {
    expect(await publicTitles('on-art')).toEqual(['Warp and weft', 'dye pots', 'The patient loom']);
    const order = [ids['The patient loom']!, ids['Hidden draft']!, ids['Warp and weft']!, ids['dye pots']!];
    expect(await bodyOf(t.admin().put('/api/admin/loose-threads-order').send({ list: order }))).toEqual({
      message: THREAD_ORDER_SAVED,
    });
    expect(await publicTitles('on-art')).toEqual(['The patient loom', 'Warp and weft', 'dye pots']);
    expect(titles(await list('?types[]=On%20Art&sort=position'))).toEqual([
      'The patient loom',
      'Hidden draft',
      'Warp and weft',
      'dye pots',
    ]);
  });

  it('writes nothing when one id is unknown: the whole list is one transaction', async () => {
    const before = await list('?sort=position&types[]=On%20Art');
    const res = await t
      .admin()
      .put('/api/admin/loose-threads-order')
      .send({ list: [ids['dye pots']!, ids['Warp and weft']!, 999_999] });
    expect(refusedFields(res)).toEqual({ list: THREAD_ORDER_UNKNOWN });
    expect(titles(await list('?sort=position&types[]=On%20Art'))).toEqual(titles(before));
  });

  it('refuses an empty list, repeated ids and non-numbers', async () => {
    const send = (body: unknown) =>
      t
        .admin()
        .put('/api/admin/loose-threads-order')
        .send(body as object);
    expect(firstMessages((await send({ list: [] })).body.errors)).toEqual({ list: MSG.required });
    expect((await send({ list: [ids['dye pots'], ids['dye pots']] })).status).toBe(422);
    expect((await send({ list: ['x'] })).status).toBe(422);
    expect((await send({})).status).toBe(422);
  });

  it('is admin only', async () => {
    expect(
      (
        await t
          .http()
          .put('/api/admin/loose-threads-order')
          .send({ list: [1] })
      ).status,
    ).toBe(401);
  });
});

describe('public loose threads', () => {
  it('names the three types with their counts', async () => {
    expect(await bodyOf(t.http().get('/api/public/loose-threads/types'))).toEqual({
      data: [
        { slug: 'on-art', title: 'On Art', count: 3 },
        { slug: 'on-artists', title: 'On Artists', count: 1 },
        { slug: 'resources', title: 'Resources', count: 1 },
      ],
    });
  });

  it('reads one with three more of its type; inactive, wrong type and unknown type are 404', async () => {
    const one = await bodyOf<ThreadDetail>(t.http().get('/api/public/loose-threads/on-art/warp-and-weft'));
    expect(one).toMatchObject({ title: 'Warp and weft', type: 'On Art', type_slug: 'on-art' });
    expect(one.more.map((m) => m.title)).toEqual(['The patient loom', 'dye pots']);
    const byPage = await bodyOf<ThreadDetail>(t.http().get('/api/public/loose-thread/warp-and-weft'));
    expect(byPage).toEqual(one);
    expect((await t.http().get('/api/public/loose-thread/hidden-draft')).status).toBe(404);
    expect((await t.http().get('/api/public/loose-threads/on-art/hidden-draft')).status).toBe(404);
    expect((await t.http().get('/api/public/loose-threads/resources/warp-and-weft')).status).toBe(404);
    expect((await t.http().get('/api/public/loose-threads/poetry/warp-and-weft')).status).toBe(404);
    expect((await t.http().get('/api/public/loose-threads/list/poetry')).status).toBe(404);
  });

  it('hides a thread scheduled ahead from the list and its page', async () => {
    await makeLooseThread(t.deps.db, {
      title: 'Next week',
      type: 'Resources',
      date_published: new Date(Date.now() + 7 * 86_400_000).toISOString(),
    });
    expect(await publicTitles('resources')).toEqual(['A glossary']);
    expect((await t.http().get('/api/public/loose-threads/resources/next-week')).status).toBe(404);
  });
});
