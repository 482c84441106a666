// Memoriams ("Lives well lived"): the admin list with each parameter, the spec's 422 messages,
// sanitised bodies, and the public reads (inactive and scheduled ones are 404 and in no list
// until their minute, which needs no restart).
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import { MSG } from '#shared/messages';
import type { memoriamCardsOutput, memoriamCrud, MemoriamDto } from '#shared/schemas/memoriam';
import { slugify } from '#shared/format';
import { makeImage } from '#server/factories/images';
import { makeMemoriam } from '#server/factories/media';
import { bodyOf, firstMessages, refusedFields, testAppForFile } from '../setup/test-app';

const t = testAppForFile();
type List = z.infer<typeof memoriamCrud.listOutput>;
type Cards = z.infer<typeof memoriamCardsOutput>;
const list = (q = '') => bodyOf<List>(t.admin().get(`/api/admin/memoriams${q}`));
const titles = (l: List) => l.list.map((m) => m.title);
const past = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();

beforeAll(async () => {
  const db = t.deps.db;
  await makeMemoriam(db, {
    title: 'Ruth Asawa',
    slug: slugify('Ruth Asawa'),
    years: '1926 – 2013',
    date_published: past(3),
  });
  await makeMemoriam(db, {
    title: 'anni Albers',
    slug: slugify('anni Albers'),
    years: '1899 – 1994',
    date_published: past(2),
  });
  await makeMemoriam(db, {
    title: 'Sheila Hicks',
    slug: slugify('Sheila Hicks'),
    years: '1934 – 2025',
    status: '0',
    date_published: past(1),
  });
  await makeMemoriam(db, {
    title: 'Lenore Tawney',
    slug: slugify('Lenore Tawney'),
    years: '1907 – 2007',
    date_published: past(5),
  });
});

describe('GET /api/admin/memoriams', () => {
  it('sorts by title ascending by default, without regard to case, with the paging answer', async () => {
    const l = await list();
    expect(titles(l)).toEqual(['anni Albers', 'Lenore Tawney', 'Ruth Asawa', 'Sheila Hicks']);
    expect(l).toMatchObject({ hasMorePages: false, total: 4, page: 1 });
    expect(l.list[0]).toMatchObject({ key: l.list[0]!.slug, active: true, years: '1899 – 1994' });
  });

  it('takes sort, order, page and limit', async () => {
    expect(titles(await list('?sort=years&order=desc'))).toEqual([
      'Sheila Hicks',
      'Ruth Asawa',
      'Lenore Tawney',
      'anni Albers',
    ]);
    const first = await list('?limit=3&page=1');
    expect(first).toMatchObject({ hasMorePages: true });
    expect(titles(await list('?limit=3&page=2'))).toEqual(['Sheila Hicks']);
    expect(titles(await list('?sort=date_published&order=desc&limit=1'))).toEqual(['Sheila Hicks']);
  });

  it('filters by status and searches the title or the years (search_type)', async () => {
    expect(titles(await list('?status=0'))).toEqual(['Sheila Hicks']);
    expect(titles(await list('?search=TAW'))).toEqual(['Lenore Tawney']);
    expect(titles(await list('?search=1899&search_type=years'))).toEqual(['anni Albers']);
    expect(titles(await list('?search=1899'))).toEqual([]);
  });

  it('ignores empty parameters', async () => {
    expect(titles(await list('?status=&search=&search_type=&limit=&page=&sort=&order='))).toHaveLength(4);
  });

  it('answers 422 with the spec messages for a bad page, limit or sort', async () => {
    const res = await t.admin().get('/api/admin/memoriams?page=2147483600&limit=abc&sort=password');
    expect(refusedFields(res)).toMatchObject({ page: MSG.limitNumber, limit: MSG.number });
    expect(res.body.errors.sort).toBeDefined();
    // 2^53 + 1 is no whole number JavaScript can hold: refused, never rounded into a page.
    const huge = await t.admin().get('/api/admin/memoriams?page=9007199254740993');
    expect(firstMessages(huge.body.errors)).toEqual({ page: MSG.number });
  });
});

describe('admin create, get, update, delete', () => {
  it('creates with a slug from the title, sanitises the body, publishes now when no date is given', async () => {
    const before = Date.now();
    const saved = await bodyOf<{ message: string; item: MemoriamDto }>(
      t.admin().post('/api/admin/memoriam').send({
        title: 'Olga de Amaral',
        years: '1932 – 2025',
        status: '1',
        body: '<h2>Gold</h2><p onclick="x()">Her <strong>gold</strong> walls<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="/uploads/ab/x-800.jpg" onerror="alert(1)" alt="wall">',
      }),
    );
    expect(saved.message).toBe('Memoriam successfully created');
    expect(saved.item).toMatchObject({ slug: 'olga-de-amaral', key: 'olga-de-amaral', status: '1', active: true });
    expect(saved.item.body).toBe(
      '<h2>Gold</h2><p>Her <strong>gold</strong> walls</p><a>x</a><img src="/uploads/ab/x-800.jpg" alt="wall" />',
    );
    expect(Date.parse(saved.item.date_published!)).toBeGreaterThanOrEqual(before - 1000);
    // A time without a zone is the gallery's, as for posts: 9am in New York in March is 13:00 UTC.
    const nine = await bodyOf<{ item: MemoriamDto }>(
      t.admin().post('/api/admin/memoriam').send({ title: 'Anni Albers', date_published: '2027-03-20T09:00' }),
    );
    expect(nine.item.date_published).toBe('2027-03-20T13:00:00.000Z');

    const got = await bodyOf<MemoriamDto>(t.admin().get(`/api/admin/memoriam/${saved.item.id}`));
    expect(got.title).toBe('Olga de Amaral');

    const updated = await bodyOf<{ message: string; item: MemoriamDto }>(
      t
        .admin()
        .put(`/api/admin/memoriam/${saved.item.id}`)
        .send({ ...got, id: got.id, title: 'Olga de Amaral Ochoa', status: '0' }),
    );
    expect(updated.message).toBe('Memoriam successfully updated');
    // The address stays the one visitors know unless staff change it.
    expect(updated.item).toMatchObject({ slug: 'olga-de-amaral', active: false, date_published: got.date_published });

    expect(await bodyOf(t.admin().delete(`/api/admin/memoriam/${saved.item.id}`))).toEqual({
      message: 'Memoriam successfully deleted',
    });
    expect((await t.admin().get(`/api/admin/memoriam/${saved.item.id}`)).status).toBe(404);
  });

  it('answers 422 with the spec messages', async () => {
    const res = await t
      .admin()
      .post('/api/admin/memoriam')
      .send({ title: '  ', slug: 'not a path!', years: 'x'.repeat(101), date_published: 'tomorrow', image_id: 999 });
    expect(refusedFields(res)).toMatchObject({
      title: MSG.required,
      slug: MSG.path,
      years: MSG.max(100),
      date_published: 'Use a date and time such as 2026-12-01T09:00',
    });
  });

  it('refuses an image that does not exist, and a taken slug', async () => {
    const noImage = await t.admin().post('/api/admin/memoriam').send({ title: 'A', image_id: 99_999 });
    expect(noImage.status).toBe(422);
    expect(noImage.body.errors.image_id).toBeDefined();
    const taken = await t.admin().post('/api/admin/memoriam').send({ title: 'B', slug: 'ruth-asawa' });
    expect(firstMessages(taken.body.errors)).toEqual({ slug: 'The slug has already been taken' });
  });
});

describe('public memoriams', () => {
  afterEach(() => vi.useRealTimers());

  it('lists the published ones newest first, without inactive ones', async () => {
    const cards = await bodyOf<Cards>(t.http().get('/api/public/memoriams'));
    expect(cards.data.map((c) => c.title)).toEqual(['anni Albers', 'Ruth Asawa', 'Lenore Tawney']);
    expect(cards.hasMorePages).toBe(false);
    expect(cards.data[0]!.excerpt).toMatch(/anni Albers/);
  });

  it('reads one by slug; inactive and unknown are 404', async () => {
    const one = await bodyOf<{ title: string; body: string }>(t.http().get('/api/public/memoriams/ruth-asawa'));
    expect(one.title).toBe('Ruth Asawa');
    expect((await t.http().get('/api/public/memoriams/sheila-hicks')).status).toBe(404);
    expect((await t.http().get('/api/public/memoriams/nobody')).status).toBe(404);
  });

  it('shows its portrait on its card, its page and the admin list; without one, none', async () => {
    const portrait = await makeImage(t.deps);
    await makeMemoriam(t.deps.db, { title: 'Olga de Amaral', slug: 'olga-de-amaral', image_id: portrait.id });
    type WithImage = { slug: string; image: { id: number } | null };
    const cards = await bodyOf<{ data: WithImage[] }>(t.http().get('/api/public/memoriams'));
    const images = Object.fromEntries(cards.data.map((c) => [c.slug, c.image?.id ?? null]));
    expect(images).toMatchObject({ 'olga-de-amaral': portrait.id, 'ruth-asawa': null });
    const one = await bodyOf<WithImage>(t.http().get('/api/public/memoriams/olga-de-amaral'));
    expect(one.image?.id).toBe(portrait.id);
    const staff = await list('?search=Olga');
    expect(staff.list.map((m) => m.image?.id)).toEqual([portrait.id]);
    await t.deps.db.deleteFrom('memoriams').where('slug', '=', 'olga-de-amaral').execute();
  });

  it('keeps a scheduled one hidden until its minute, then shows it without a restart', async () => {
    const at = new Date(Date.now() + 10 * 60_000);
    at.setUTCSeconds(0, 0);
    const created = await bodyOf<{ item: MemoriamDto }>(
      t
        .admin()
        .post('/api/admin/memoriam')
        .send({ title: 'Tomorrow Weaver', status: '1', date_published: at.toISOString() }),
    );
    expect(created.item.date_published).toBe(at.toISOString());
    const slugs = async () => (await bodyOf<Cards>(t.http().get('/api/public/memoriams'))).data.map((c) => c.slug);
    expect(await slugs()).not.toContain('tomorrow-weaver');
    expect((await t.http().get('/api/public/memoriams/tomorrow-weaver')).status).toBe(404);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(at.getTime() - 1000);
    expect((await t.http().get('/api/public/memoriams/tomorrow-weaver')).status).toBe(404);
    vi.setSystemTime(at.getTime());
    expect((await t.http().get('/api/public/memoriams/tomorrow-weaver')).status).toBe(200);
    expect(await slugs()).toContain('tomorrow-weaver');
  });
});
