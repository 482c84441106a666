// The admin Tags API: list (sort, order, page, search, exclude_ids, limit=all), create, update,
// delete, and the spec's messages ('This field is required', 'The tag has already been taken').
import type { z } from 'zod';
import type { tagListOutput } from '#shared/schemas/tag';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#shared/constants';
import { MSG } from '#shared/messages';
import { bodyOf, createTestApp, type TestApp } from '../setup/test-app';

type TagList = z.infer<typeof tagListOutput>;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.deps.db;
const clearTags = () => db().deleteFrom('tags').execute();
const insertTags = async (titles: string[]) => {
  const ids: number[] = [];
  for (const [i, title] of titles.entries()) {
    // Distinct, increasing creation times so that sort=created_at has one right answer.
    const created_at = new Date(Date.UTC(2026, 0, 1 + i)).toISOString();
    const row = await db().insertInto('tags').values({ title, created_at }).returning('id').executeTakeFirstOrThrow();
    ids.push(row.id);
  }
  return ids;
};
const insertPost = async (title: string) =>
  (
    await db()
      .insertInto('posts')
      .values({ kind: 'news', title, slug: title.toLowerCase().replace(/\s+/g, '-') })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;
const tagRow = (id: number) => db().selectFrom('tags').selectAll().where('id', '=', id).executeTakeFirst();
const list = (query: string) => bodyOf<TagList>(t.admin().get(`/api/admin/tags${query}`));
const titles = (l: TagList) => l.list.map((x) => x.title);

describe('GET /api/admin/tags', () => {
  beforeAll(async () => {
    await clearTags();
    await insertTags(['weaving', 'Basketry', 'indigo', 'Abstract', 'Cotton 100%']);
  });

  it('sorts by title ascending by default, ignoring case, and reports paging', async () => {
    const l = await list('');
    expect(titles(l)).toEqual(['Abstract', 'Basketry', 'Cotton 100%', 'indigo', 'weaving']);
    expect(l).toMatchObject({ total: 5, page: 1, hasMorePages: false });
  });

  it('sorts by title descending, by id and by creation time', async () => {
    expect(titles(await list('?sort=title&order=desc'))).toEqual([
      'weaving',
      'indigo',
      'Cotton 100%',
      'Basketry',
      'Abstract',
    ]);
    expect(titles(await list('?sort=id'))).toEqual(['weaving', 'Basketry', 'indigo', 'Abstract', 'Cotton 100%']);
    expect(titles(await list('?sort=created_at&order=desc'))).toEqual([
      'Cotton 100%',
      'Abstract',
      'indigo',
      'Basketry',
      'weaving',
    ]);
  });

  it('searches titles in any case, and treats % literally', async () => {
    expect(titles(await list('?search=IND'))).toEqual(['indigo']);
    expect(titles(await list('?search=%25'))).toEqual(['Cotton 100%']);
    const none = await list('?search=silk');
    expect(none).toMatchObject({ list: [], total: 0, hasMorePages: false });
  });

  it('leaves out exclude_ids, as a list or a comma string', async () => {
    const all = await list('');
    const [a, b] = all.list;
    const l1 = await list(`?exclude_ids[]=${a!.id}&exclude_ids[]=${b!.id}`);
    expect(titles(l1)).toEqual(['Cotton 100%', 'indigo', 'weaving']);
    const l2 = await list(`?exclude_ids=${a!.id},${b!.id}&search=t`);
    expect(titles(l2)).toEqual(['Cotton 100%']);
  });

  it('refuses an unknown sort with a 422', async () => {
    const res = await t.admin().get('/api/admin/tags?sort=password');
    expect(res.status).toBe(422);
    expect(res.body.errors.sort).toBeDefined();
  });

  it('answers 401 without a token', async () => {
    expect((await t.http().get('/api/admin/tags')).status).toBe(401);
    expect((await t.http().post('/api/admin/tag').send({ title: 'x' })).status).toBe(401);
  });
});

describe('paging', () => {
  beforeAll(async () => {
    await clearTags();
    await insertTags(Array.from({ length: PAGE_SIZE.admin + 5 }, (_, i) => `tag ${String(i).padStart(2, '0')}`));
  });

  it(`pages by ${PAGE_SIZE.admin}`, async () => {
    const p1 = await list('');
    expect(p1.list).toHaveLength(PAGE_SIZE.admin);
    expect(p1).toMatchObject({ hasMorePages: true, total: PAGE_SIZE.admin + 5, page: 1 });
    const p2 = await list('?page=2');
    expect(titles(p2)).toEqual(['tag 20', 'tag 21', 'tag 22', 'tag 23', 'tag 24']);
    expect(p2).toMatchObject({ hasMorePages: false, page: 2 });
  });

  it('returns everything with limit=all, and a given number with limit=N', async () => {
    const all = await list('?limit=all');
    expect(all.list).toHaveLength(PAGE_SIZE.admin + 5);
    expect(all.hasMorePages).toBe(false);
    const three = await list('?limit=3&page=2');
    expect(titles(three)).toEqual(['tag 03', 'tag 04', 'tag 05']);
    expect(three.hasMorePages).toBe(true);
  });
});

describe('create, read, update, delete', () => {
  beforeAll(clearTags);

  it('creates a tag and answers it with the spec message', async () => {
    const res = await t.admin().post('/api/admin/tag').send({ title: '  Shibori  ' });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.tagSaved);
    expect(res.body.tag).toMatchObject({ title: 'Shibori', posts_count: 0 });
    expect(Object.keys(res.body.tag).sort()).toEqual(['created_at', 'id', 'posts_count', 'title']);
    expect((await tagRow(res.body.tag.id))?.title).toBe('Shibori');
  });

  it.each([[{}], [{ title: '' }], [{ title: '   ' }]])('requires a title (%j)', async (body) => {
    const before = await db().selectFrom('tags').select('id').execute();
    const res = await t.admin().post('/api/admin/tag').send(body);
    expect(res.status).toBe(422);
    expect(res.body.errors.title[0]).toBe(MSG.required);
    expect(await db().selectFrom('tags').select('id').execute()).toHaveLength(before.length);
  });

  it('refuses a title longer than 200 characters', async () => {
    const res = await t
      .admin()
      .post('/api/admin/tag')
      .send({ title: 'x'.repeat(201) });
    expect(res.status).toBe(422);
    expect(res.body.errors.title[0]).toBe(MSG.max(200));
  });

  it('refuses a duplicate title in another case, and writes nothing', async () => {
    const res = await t.admin().post('/api/admin/tag').send({ title: 'SHIBORI' });
    expect(res.status).toBe(422);
    expect(res.body.errors.title).toEqual([MSG.tagTaken]);
    const rows = await db().selectFrom('tags').select('title').where('title', '=', 'shibori').execute();
    expect(rows).toEqual([{ title: 'Shibori' }]);
  });

  it('two concurrent creates of one title leave one row and one 422', async () => {
    const [a, b] = await Promise.all([
      t.admin().post('/api/admin/tag').send({ title: 'Ikat' }),
      t.admin().post('/api/admin/tag').send({ title: 'ikat' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 422]);
    expect(await db().selectFrom('tags').select('id').where('title', '=', 'IKAT').execute()).toHaveLength(1);
  });

  it('reads one tag with its posts count, and 404s an unknown id', async () => {
    const [id] = await insertTags(['Natural dye']);
    const p1 = await insertPost('First post');
    const p2 = await insertPost('Second post');
    await db()
      .insertInto('post_tags')
      .values([
        { post_id: p1, tag_id: id! },
        { post_id: p2, tag_id: id! },
      ])
      .execute();
    const res = await t.admin().get(`/api/admin/tag/${id}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, title: 'Natural dye', posts_count: 2 });
    expect((await t.admin().get('/api/admin/tag/999999')).status).toBe(404);
  });

  it('renames a tag; keeping its own title in another case is allowed', async () => {
    const [id] = await insertTags(['Loom']);
    const res = await t.admin().put(`/api/admin/tag/${id}`).send({ title: 'LOOM' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: MSG.tagSaved, tag: { id, title: 'LOOM' } });
    expect((await tagRow(id!))?.title).toBe('LOOM');
  });

  it("refuses renaming onto another tag's title, and keeps the old one", async () => {
    const [id] = await insertTags(['Warp']);
    const res = await t.admin().put(`/api/admin/tag/${id}`).send({ title: 'shibori' });
    expect(res.status).toBe(422);
    expect(res.body.errors.title).toEqual([MSG.tagTaken]);
    expect((await tagRow(id!))?.title).toBe('Warp');
    const empty = await t.admin().put(`/api/admin/tag/${id}`).send({ title: ' ' });
    expect(empty.body.errors.title[0]).toBe(MSG.required);
    expect((await t.admin().put('/api/admin/tag/999999').send({ title: 'Weft' })).status).toBe(404);
  });

  it('deletes a tag, says how many posts lose it, and keeps the posts', async () => {
    const [id] = await insertTags(['Felt']);
    const post = await insertPost('Felt making');
    await db().insertInto('post_tags').values({ post_id: post, tag_id: id! }).execute();
    const res = await t.admin().delete(`/api/admin/tag/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Tag successfully deleted. It was removed from 1 post.');
    expect(await tagRow(id!)).toBeUndefined();
    expect(await db().selectFrom('post_tags').select('post_id').where('tag_id', '=', id!).execute()).toEqual([]);
    expect(await db().selectFrom('posts').select('id').where('id', '=', post).executeTakeFirst()).toEqual({ id: post });
  });

  it('deletes an unused tag with the plain message; an unknown id is 404', async () => {
    const [id] = await insertTags(['Unused']);
    const res = await t.admin().delete(`/api/admin/tag/${id}`);
    expect(res.body).toEqual({ message: 'Tag successfully deleted' });
    const again = await t.admin().delete(`/api/admin/tag/${id}`);
    expect(again.status).toBe(404);
  });
});
