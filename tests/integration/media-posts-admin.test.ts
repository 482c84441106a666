// Staff's news, press releases and arttextstyle posts: the spec's paths per kind, list params
// (status, types, sort, order, page, search, search_type, limit; empty ones ignored), the
// messages, and the one sanitiser every body goes through.
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from '#shared/messages';
import { PUBLISH_MESSAGE } from '#shared/schemas/media-fields';
import { type postListOutput, type postOutput } from '#shared/schemas/post';
import { makePost, makeTag } from '#server/factories/media';
import { bodyOf, firstMessages, refusedFields, testAppForFile } from '../setup/test-app';

type PostList = z.infer<typeof postListOutput>;
type Saved = { message: string; item: z.infer<typeof postOutput> };

const t = testAppForFile();
const list = (path: string) => bodyOf<PostList>(t.admin().get(path));
const titles = (l: PostList) => l.list.map((p) => p.title);

const KINDS = [
  { kind: 'news', list: '/api/admin/news', one: '/api/admin/news', noun: 'News' },
  { kind: 'press_release', list: '/api/admin/press-releases', one: '/api/admin/press-release', noun: 'Press Release' },
  {
    kind: 'arttextstyle',
    list: '/api/admin/art-text-styles',
    one: '/api/admin/art-text-style',
    noun: 'Arttextstyle post',
  },
] as const;

describe.each(KINDS)('$list: create, read, edit, delete', ({ kind, list: listPath, one, noun }) => {
  it('answers each write with its message, and keeps the post to its kind', async () => {
    const tag = await makeTag(t.deps.db);
    const created = await bodyOf<Saved>(
      t
        .admin()
        .post(one)
        .send({
          title: `A ${kind} to keep`,
          author: 'Ana Ruiz',
          status: '1',
          date_published: '2026-03-05T17:00:00Z',
          body: '<h2>Heading</h2><p>Text</p>',
          tags: [tag.id],
        }),
    );
    expect(created.message).toBe(`${noun} successfully created/updated`);
    expect(created.item).toMatchObject({
      kind,
      slug: `a-${kind.replace('_', '-')}-to-keep`,
      status: '1',
      date_published: '2026-03-05T17:00:00.000Z',
      is_public: true,
      tags: [{ id: tag.id, title: tag.title }],
      body: '<h2>Heading</h2><p>Text</p>',
    });
    const id = created.item.id;
    expect((await bodyOf<Saved['item']>(t.admin().get(`${one}/${id}`))).title).toBe(`A ${kind} to keep`);
    // Another kind's path does not reach it.
    const other = KINDS.find((k) => k.kind !== kind)!;
    expect((await t.admin().get(`${other.one}/${id}`)).status).toBe(404);

    const updated = await bodyOf<Saved>(
      t.admin().put(`${one}/${id}`).send({ id, title: 'Renamed', status: '0', tags: [] }),
    );
    expect(updated.message).toBe(`${noun} successfully created/updated`);
    // The slug stays (links keep working); inactive is not public.
    expect(updated.item).toMatchObject({ title: 'Renamed', slug: created.item.slug, tags: [], is_public: false });

    expect(await bodyOf(t.admin().delete(`${one}/${id}`))).toEqual({ message: `${noun} successfully deleted` });
    expect((await t.admin().get(`${one}/${id}`)).status).toBe(404);
    expect((await t.admin().delete(`${one}/${id}`)).status).toBe(404);
    expect((await list(listPath)).list.find((p) => p.id === id)).toBeUndefined();
  });
});

describe('the post form', () => {
  it("refuses with the spec's messages under the fields", async () => {
    const res = await t.admin().post('/api/admin/news').send({ title: '  ', date_published: 'soon', slug: 'a b' });
    expect(refusedFields(res)).toMatchObject({
      title: MSG.required,
      date_published: PUBLISH_MESSAGE,
      slug: MSG.path,
    });
    const refs = await t
      .admin()
      .post('/api/admin/news')
      .send({ title: 'Refs', tags: [999999], header_image_id: 999999 });
    expect(refs.status).toBe(422);
    expect(Object.keys(refs.body.errors).sort()).toEqual(['header_image_id', 'tags']);
  });

  it('makes a free slug per kind, refuses a taken or reserved one, and reads zone-less dates as the gallery’s', async () => {
    const a = await bodyOf<Saved>(t.admin().post('/api/admin/news').send({ title: 'Same title', status: '1' }));
    const b = await bodyOf<Saved>(t.admin().post('/api/admin/news').send({ title: 'Same title' }));
    const c = await bodyOf<Saved>(t.admin().post('/api/admin/press-release').send({ title: 'Same title' }));
    expect([a.item.slug, b.item.slug, c.item.slug]).toEqual(['same-title', 'same-title-2', 'same-title']);
    // Active without a date is published now; a draft has none.
    expect(Date.now() - Date.parse(a.item.date_published!)).toBeLessThan(60_000);
    expect(b.item.date_published).toBeNull();
    const taken = await t.admin().post('/api/admin/news').send({ title: 'X', slug: 'same-title' });
    expect(firstMessages(taken.body.errors)).toEqual({ slug: 'The slug has already been taken' });
    const reserved = await t.admin().post('/api/admin/news').send({ title: 'X', slug: 'latest' });
    expect(firstMessages(reserved.body.errors)).toEqual({ slug: 'The slug has already been taken' });
    // 9am in New York in March is 13:00 UTC (daylight time), in January 14:00.
    const nine = await bodyOf<Saved>(
      t.admin().post('/api/admin/news').send({ title: 'Nine', date_published: '2027-03-20T09:00' }),
    );
    expect(nine.item.date_published).toBe('2027-03-20T13:00:00.000Z');
    const day = await bodyOf<Saved>(
      t.admin().post('/api/admin/news').send({ title: 'Day', date_published: '2027-01-20' }),
    );
    expect(day.item.date_published).toBe('2027-01-20T05:00:00.000Z');
  });

  it('sanitises the body: no script, handler or javascript: link is stored', async () => {
    const saved = await bodyOf<Saved>(
      t
        .admin()
        .post('/api/admin/art-text-style')
        .send({
          title: 'Unsafe',
          body:
            '<h2 onclick="x()">Safe heading</h2><script>alert(1)</script><img src="https://e.test/a.png" onerror="alert(2)">' +
            '<a href="javascript:alert(3)">bad</a> <a href="https://e.test">good</a>',
        }),
    );
    const body = saved.item.body!;
    expect(body).toContain('<h2>Safe heading</h2>');
    expect(body).toContain('<a href="https://e.test">good</a>');
    expect(body).not.toMatch(/script|onerror|onclick|javascript:/i);
    // With no excerpt given, the cards' summary follows the body.
    expect(saved.item.excerpt).toBeNull();
  });
});

describe('GET /api/admin/news (and the other kinds: one implementation)', () => {
  let tags: { a: number; b: number };
  beforeAll(async () => {
    await t.deps.db.deleteFrom('posts').execute();
    tags = { a: (await makeTag(t.deps.db, 'Indigo')).id, b: (await makeTag(t.deps.db, 'Basketry')).id };
    const at = (d: number) => new Date(Date.UTC(2026, 0, d)).toISOString();
    for (const post of [
      { title: 'banana', author: 'Zoe', status: '1', date_published: at(3), tag_ids: [tags.a] },
      { title: 'Apple', author: 'Yann', status: '0', date_published: at(1), tag_ids: [tags.b] },
      { title: 'cherry', author: 'Xia', status: '1', date_published: at(2), body: '<p>About indigo dye</p>' },
    ] satisfies Parameters<typeof makePost>[1][])
      await makePost(t.deps.db, post);
    await makePost(t.deps.db, { kind: 'press_release', title: 'Not news' });
  });

  it('sorts by title ascending by default, in any case, and by other columns both ways', async () => {
    expect(titles(await list('/api/admin/news'))).toEqual(['Apple', 'banana', 'cherry']);
    expect(titles(await list('/api/admin/news?order=desc'))).toEqual(['cherry', 'banana', 'Apple']);
    expect(titles(await list('/api/admin/news?sort=date_published'))).toEqual(['Apple', 'cherry', 'banana']);
    expect(titles(await list('/api/admin/news?sort=author&order=asc'))).toEqual(['cherry', 'Apple', 'banana']);
  });

  it('filters by status and tags (types), searches in search_type, and ignores empty params', async () => {
    expect(titles(await list('/api/admin/news?status=0'))).toEqual(['Apple']);
    expect(titles(await list('/api/admin/news?status=1'))).toEqual(['banana', 'cherry']);
    expect(titles(await list(`/api/admin/news?types=${tags.a},${tags.b}`))).toEqual(['Apple', 'banana']);
    expect(titles(await list(`/api/admin/news?types[]=${tags.b}`))).toEqual(['Apple']);
    expect(titles(await list('/api/admin/news?search=AN'))).toEqual(['banana']);
    expect(titles(await list('/api/admin/news?search=xia&search_type=author'))).toEqual(['cherry']);
    expect(titles(await list('/api/admin/news?search=indigo&search_type=body'))).toEqual(['cherry']);
    expect(titles(await list('/api/admin/news?search=indigo&search_type=title'))).toEqual([]);
    const empty = await list(
      '/api/admin/news?status=&types=&sort=&order=&page=&search=&search_type=&limit=&exclude_ids=',
    );
    expect(titles(empty)).toEqual(['Apple', 'banana', 'cherry']);
  });

  it('pages with limit and tells whether more follow; refuses a runaway page or limit', async () => {
    const first = await list('/api/admin/news?limit=2');
    expect(first).toMatchObject({ hasMorePages: true, total: 3, page: 1 });
    expect(titles(first)).toEqual(['Apple', 'banana']);
    const second = await list('/api/admin/news?limit=2&page=2');
    expect(second).toMatchObject({ hasMorePages: false, page: 2 });
    expect(titles(second)).toEqual(['cherry']);
    expect((await t.admin().get('/api/admin/news?page=9007199254740993')).status).toBe(422);
    expect((await t.admin().get('/api/admin/news?limit=100000')).status).toBe(422);
    expect((await t.admin().get('/api/admin/news?sort=password')).status).toBe(422);
  });
});
