// What visitors read of news, press releases and the arttextstyle blog: only public posts (active,
// date_published come), each list param, the lead item, neighbours, three more, tags in use, and
// a post scheduled a minute ahead that appears at its minute without a restart.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import type {
  blogPostOutput,
  latestPostOutput,
  postCardsOutput,
  postDetailOutput,
  pressReleaseOutput,
  tagsInUseOutput,
} from '#shared/schemas/post';
import { makeComment, makePost, makeTag } from '#server/factories/media';
import { bodyOf, testAppForFile } from '../setup/test-app';

type Cards = z.infer<typeof postCardsOutput>;
const t = testAppForFile();
const get = <T>(path: string, status = 200) => bodyOf<T>(t.http().get(path), status);
const slugs = (c: Cards) => c.data.map((p) => p.slug);
const at = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d, 15)).toISOString();
const FUTURE = '2999-01-01T00:00:00.000Z';

let tag: { indigo: number; silk: number; unused: number };
beforeAll(async () => {
  const db = t.deps.db;
  tag = {
    indigo: (await makeTag(db, 'Indigo')).id,
    silk: (await makeTag(db, 'Silk')).id,
    unused: (await makeTag(db, 'Only on a draft')).id,
  };
  await makePost(db, { title: 'News 2024', slug: 'n-2024', date_published: at(2024, 6, 1), tag_ids: [tag.silk] });
  await makePost(db, { title: 'News early 2025', slug: 'n-2025a', date_published: at(2025, 2, 1) });
  await makePost(db, {
    title: 'Alpha news 2025',
    slug: 'n-2025b',
    date_published: at(2025, 9, 1),
    tag_ids: [tag.indigo],
  });
  await makePost(db, { title: 'Hidden news', slug: 'n-hidden', status: '0', date_published: at(2025, 10, 1) });
  await makePost(db, { title: 'Future news', slug: 'n-future', date_published: FUTURE });
  await makePost(db, { title: 'Undated news', slug: 'n-undated', date_published: null });
  for (const [i, slug] of ['p-1', 'p-2', 'p-3'].entries())
    await makePost(db, { kind: 'press_release', title: `Release ${i}`, slug, date_published: at(2025, 1 + i, 1) });
  await makePost(db, { kind: 'press_release', title: 'Draft release', slug: 'p-draft', status: '0' });
  const blog = ['b-1', 'b-2', 'b-3', 'b-4', 'b-5'];
  for (const [i, slug] of blog.entries())
    await makePost(db, {
      kind: 'arttextstyle',
      title: `Post ${i + 1}`,
      slug,
      date_published: at(2025, 1 + i, 10),
      tag_ids: i % 2 ? [tag.silk] : [tag.indigo],
    });
  await makePost(db, {
    kind: 'arttextstyle',
    title: 'Draft post',
    slug: 'b-draft',
    status: '0',
    tag_ids: [tag.unused],
  });
  await makePost(db, {
    kind: 'arttextstyle',
    title: 'Later post',
    slug: 'b-later',
    date_published: FUTURE,
    tag_ids: [tag.unused],
  });
});

describe('news', () => {
  it('lists public news newest first, 404s the rest, and answers the latest', async () => {
    expect(slugs(await get<Cards>('/api/public/news/list'))).toEqual(['n-2025b', 'n-2025a', 'n-2024']);
    const latest = await get<z.infer<typeof latestPostOutput>>('/api/public/news/latest');
    expect(latest).toMatchObject({ slug: 'n-2025b', tags: [{ id: tag.indigo, title: 'Indigo' }] });
    const one = await get<z.infer<typeof postDetailOutput>>('/api/public/news/n-2024');
    expect(one).toMatchObject({ title: 'News 2024', body: '<p>News 2024.</p>', excerpt: 'News 2024.' });
    for (const slug of ['n-hidden', 'n-future', 'n-undated', 'p-1', 'nothing'])
      expect((await t.http().get(`/api/public/news/${slug}`)).status).toBe(404);
  });

  it('takes latest_id, sort, page, tags and year; empty ones are ignored', async () => {
    const lead = (await get<{ id: number }>('/api/public/news/latest')).id;
    expect(slugs(await get<Cards>(`/api/public/news/list?latest_id=${lead}`))).toEqual(['n-2025a', 'n-2024']);
    expect(slugs(await get<Cards>('/api/public/news/list?sort=oldest_to_newest'))).toEqual([
      'n-2024',
      'n-2025a',
      'n-2025b',
    ]);
    expect(slugs(await get<Cards>('/api/public/news/list?sort=title_a_z'))).toEqual(['n-2025b', 'n-2024', 'n-2025a']);
    expect(slugs(await get<Cards>(`/api/public/news/list?tags=${tag.silk}`))).toEqual(['n-2024']);
    expect(slugs(await get<Cards>('/api/public/news/list?year=2025'))).toEqual(['n-2025b', 'n-2025a']);
    expect(slugs(await get<Cards>('/api/public/news/list?year=2023'))).toEqual([]);
    expect(slugs(await get<Cards>('/api/public/news/list?latest_id=&sort=&page=&tags=&year='))).toHaveLength(3);
    expect(await get<Cards>('/api/public/news/list?page=2')).toEqual({ data: [], hasMorePages: false });
    expect((await t.http().get('/api/public/news/list?page=9007199254740993')).status).toBe(422);
  });
});

describe('press releases', () => {
  it('answers a release as current with others beside it, never a draft nor itself', async () => {
    const r = await get<z.infer<typeof pressReleaseOutput>>('/api/public/press-releases/p-2');
    expect(r.current).toMatchObject({ slug: 'p-2', title: 'Release 1' });
    expect(r.random_list.map((p) => p.slug).sort()).toEqual(['p-1', 'p-3']);
    expect((await get<{ slug: string }>('/api/public/press-releases/latest')).slug).toBe('p-3');
    expect(slugs(await get<Cards>('/api/public/press-releases/list'))).toEqual(['p-3', 'p-2', 'p-1']);
    expect(slugs(await get<Cards>('/api/public/press-releases/list?sort=oldest_to_newest&page=1'))).toEqual([
      'p-1',
      'p-2',
      'p-3',
    ]);
    expect((await t.http().get('/api/public/press-releases/p-draft')).status).toBe(404);
  });
});

describe('the arttextstyle blog', () => {
  it('lists newest first by default, by tags, and in other orders', async () => {
    expect(slugs(await get<Cards>('/api/public/arttextstyles'))).toEqual(['b-5', 'b-4', 'b-3', 'b-2', 'b-1']);
    expect(slugs(await get<Cards>(`/api/public/arttextstyles?tags=${tag.silk}`))).toEqual(['b-4', 'b-2']);
    expect(slugs(await get<Cards>(`/api/public/arttextstyles?tags[]=${tag.silk}&tags[]=${tag.indigo}`))).toHaveLength(
      5,
    );
    expect(slugs(await get<Cards>('/api/public/arttextstyles?sort=oldest_to_newest'))[0]).toBe('b-1');
  });

  it('answers a post with approved comments only, its neighbours and three more', async () => {
    const post = await t.deps.db.selectFrom('posts').select('id').where('slug', '=', 'b-3').executeTakeFirstOrThrow();
    await makeComment(t.deps.db, { post_id: post.id, name: 'Early reader', created_at: '2025-03-11T10:00:00.000Z' });
    await makeComment(t.deps.db, { post_id: post.id, name: 'Waiting reader', approved_at: null });
    const b3 = await get<z.infer<typeof blogPostOutput>>('/api/public/arttextstyles/b-3');
    expect(b3).toMatchObject({ slug: 'b-3', next_slug: 'b-4', previous_slug: 'b-2' });
    expect(b3.comments.map((c) => c.name)).toEqual(['Early reader']);
    expect(b3.comments[0]).not.toHaveProperty('email');
    expect(b3.random_posts).toHaveLength(3);
    expect(b3.random_posts.map((p) => p.slug)).not.toContain('b-3');
    for (const p of b3.random_posts) expect(['b-1', 'b-2', 'b-4', 'b-5']).toContain(p.slug);
    const first = await get<z.infer<typeof blogPostOutput>>('/api/public/arttextstyles/b-1');
    expect(first).toMatchObject({ previous_slug: null, next_slug: 'b-2' });
    // The newest public post has no next: the scheduled one is not public yet.
    expect((await get<z.infer<typeof blogPostOutput>>('/api/public/arttextstyles/b-5')).next_slug).toBeNull();
    for (const slug of ['b-draft', 'b-later'])
      expect((await t.http().get(`/api/public/arttextstyles/${slug}`)).status).toBe(404);
  });

  it('offers only the tags public posts carry', async () => {
    const tags = await get<z.infer<typeof tagsInUseOutput>>('/api/public/tags/arttextstyle');
    expect(tags.data).toEqual([
      { id: tag.indigo, title: 'Indigo' },
      { id: tag.silk, title: 'Silk' },
    ]);
  });
});

describe('a post scheduled a minute ahead', () => {
  afterEach(() => vi.useRealTimers());

  it('is hidden everywhere until its minute, then visible without a restart', async () => {
    const now = Date.now();
    const minute = new Date(Math.ceil((now + 60_000) / 60_000) * 60_000).toISOString();
    const saved = await bodyOf<{ item: { id: number; slug: string; is_public: boolean } }>(
      t
        .admin()
        .post('/api/admin/art-text-style')
        .send({
          title: 'Scheduled post',
          status: '1',
          date_published: minute,
          tags: [tag.unused],
        }),
    );
    expect(saved.item.is_public).toBe(false);
    const visible = async () => ({
      page: (await t.http().get('/api/public/arttextstyles/scheduled-post')).status,
      listed: slugs(await get<Cards>('/api/public/arttextstyles')).includes('scheduled-post'),
      tag: (await get<z.infer<typeof tagsInUseOutput>>('/api/public/tags/arttextstyle')).data.some(
        (x) => x.id === tag.unused,
      ),
    });
    expect(await visible()).toEqual({ page: 404, listed: false, tag: false });

    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(minute) - 1000 });
    expect(await visible()).toEqual({ page: 404, listed: false, tag: false });
    vi.setSystemTime(Date.parse(minute));
    expect(await visible()).toEqual({ page: 200, listed: true, tag: true });
    // The post before it now has it as its next.
    expect((await get<z.infer<typeof blogPostOutput>>('/api/public/arttextstyles/b-5')).next_slug).toBe(
      'scheduled-post',
    );
  });
});
