// Art advisory services: the admin list, create/update with the spec's messages ('Art Advisory
// successfully created/updated', 'The Art Advisory has already been taken' regardless of case and
// under a race), the refused delete, images in order, and the public reads.
import { beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { MSG } from '#shared/messages';
import type {
  advisoryCardsOutput,
  AdvisoryDetail,
  artAdvisoryCrud,
  ArtAdvisoryDto,
} from '#shared/schemas/art-advisory';
import { slugify } from '#shared/format';
import { makeArtAdvisory } from '#server/factories/media';
import { makeImage } from '#server/factories/images';
import { ADVISORY_ACTIVE_REFUSED, ADVISORY_DELETED } from '#server/modules/media/art-advisory.service';
import { bodyOf, firstMessages, refusedFields, testAppForFile } from '../setup/test-app';

const t = testAppForFile();
type List = z.infer<typeof artAdvisoryCrud.listOutput>;
type Saved = { message: string; item: ArtAdvisoryDto };
const list = (q = '') => bodyOf<List>(t.admin().get(`/api/admin/art-advisories${q}`));
const titles = (l: List) => l.list.map((m) => m.title);
const past = new Date(Date.now() - 86_400_000).toISOString();

beforeAll(async () => {
  const db = t.deps.db;
  await makeArtAdvisory(db, {
    title: 'Virtual placement',
    slug: slugify('Virtual placement'),
    position: 1,
    date_published: past,
  });
  await makeArtAdvisory(db, {
    title: 'commissions',
    slug: slugify('commissions'),
    position: 0,
    date_published: past,
    summary: 'Made for a place',
  });
  await makeArtAdvisory(db, {
    title: 'Appraisal',
    slug: slugify('Appraisal'),
    position: 2,
    status: '0',
    date_published: past,
  });
});

describe('GET /api/admin/art-advisories', () => {
  it('sorts, orders, pages, searches and filters', async () => {
    expect(titles(await list())).toEqual(['Appraisal', 'commissions', 'Virtual placement']);
    expect(titles(await list('?sort=position'))).toEqual(['commissions', 'Virtual placement', 'Appraisal']);
    expect(titles(await list('?order=desc&limit=2'))).toEqual(['Virtual placement', 'commissions']);
    expect(await list('?limit=2')).toMatchObject({ hasMorePages: true, total: 3 });
    expect(titles(await list('?limit=2&page=2'))).toEqual(['Virtual placement']);
    expect(titles(await list('?search=PLACE'))).toEqual(['Virtual placement']);
    expect(titles(await list('?search=made%20for&search_type=summary'))).toEqual(['commissions']);
    expect(titles(await list('?status=0'))).toEqual(['Appraisal']);
    expect((await list('?status=&search=&limit=')).total).toBe(3);
  });
});

describe('admin create, update, delete', () => {
  it("creates and updates with the spec's message, keeping images in order", async () => {
    const [a, b] = [await makeImage(t.deps), await makeImage(t.deps)];
    const created = await bodyOf<Saved>(
      t
        .admin()
        .post('/api/admin/art-advisory')
        .send({ title: 'Installation', status: '1', images: [b.id, a.id] }),
    );
    expect(created.message).toBe(MSG.advisorySaved);
    expect(created.item).toMatchObject({ slug: 'installation', position: 3 });
    expect(created.item.images.map((i) => i.id)).toEqual([b.id, a.id]);

    const updated = await bodyOf<Saved>(
      t
        .admin()
        .put(`/api/admin/art-advisory/${created.item.id}`)
        .send({ ...created.item, images: [a.id], body: '<p>Hang<script>x</script></p>' }),
    );
    expect(updated.message).toBe(MSG.advisorySaved);
    expect(updated.item.images.map((i) => i.id)).toEqual([a.id]);
    expect(updated.item.body).toBe('<p>Hang</p>');
  });

  it('refuses a taken title regardless of case, on create and on update', async () => {
    const dup = await t.admin().post('/api/admin/art-advisory').send({ title: 'VIRTUAL PLACEMENT' });
    expect(refusedFields(dup)).toEqual({ title: MSG.advisoryTaken });
    const mine = await list('?search=Appraisal');
    const res = await t
      .admin()
      .put(`/api/admin/art-advisory/${mine.list[0]!.id}`)
      .send({ ...mine.list[0], images: [], title: 'Commissions' });
    expect(firstMessages(res.body.errors)).toEqual({ title: MSG.advisoryTaken });
  });

  it('answers one clear 422 when two saves race for one title', async () => {
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.admin().post('/api/admin/art-advisory').send({ title: 'Framing', status: '1' }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422, 422, 422, 422]);
    for (const r of answers.filter((x) => x.status === 422)) expect(r.body.errors.title).toEqual([MSG.advisoryTaken]);
  });

  it('refuses to delete an active advisory with the reason, and deletes an inactive one', async () => {
    const active = (await list('?search=Virtual')).list[0]!;
    const refused = await t.admin().delete(`/api/admin/art-advisory/${active.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(ADVISORY_ACTIVE_REFUSED);
    const inactive = (await list('?search=Appraisal')).list[0]!;
    expect(await bodyOf(t.admin().delete(`/api/admin/art-advisory/${inactive.id}`))).toEqual({
      message: ADVISORY_DELETED,
    });
  });

  it('answers 422 with the spec messages', async () => {
    const res = await t
      .admin()
      .post('/api/admin/art-advisory')
      .send({ title: 'x'.repeat(201), images: [0] });
    expect(refusedFields(res)).toMatchObject({ title: MSG.max(200) });
    expect(res.body.errors).toHaveProperty(['images.0']);
  });
});

describe('public art advisory', () => {
  it("lists the published services in the gallery's order, and reads one with the others", async () => {
    const cards = await bodyOf<z.infer<typeof advisoryCardsOutput>>(t.http().get('/api/public/art-advisories'));
    expect(cards.data.map((c) => c.title)).toEqual(['commissions', 'Virtual placement', 'Installation', 'Framing']);
    const one = await bodyOf<AdvisoryDetail>(t.http().get('/api/public/art-advisory/installation'));
    expect(one.images).toHaveLength(1);
    expect(one.image?.id).toBe(one.images[0]!.id);
    expect(one.others.map((o) => o.title)).toEqual(['commissions', 'Virtual placement', 'Framing']);
  });

  it('answers 404 for an inactive, scheduled or unknown one', async () => {
    await makeArtAdvisory(t.deps.db, {
      title: 'Soon',
      slug: 'soon',
      date_published: new Date(Date.now() + 60_000).toISOString(),
    });
    expect((await t.http().get('/api/public/art-advisory/soon')).status).toBe(404);
    expect((await t.http().get('/api/public/art-advisory/nothing')).status).toBe(404);
    const cards = await bodyOf<z.infer<typeof advisoryCardsOutput>>(t.http().get('/api/public/art-advisories'));
    expect(cards.data.map((c) => c.slug)).not.toContain('soon');
  });
});
