// Public exhibitions, events and viewing rooms: lists (type, sort, 12 a page), by slug (404 when
// inactive), featured, the home page's, the next one, a show's artworks and artists, and viewing
// rooms only while open, never indexed.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeEvent, makeExhibition, makeViewingRoom } from '#server/factories/events';
import { makeExhibitionType } from '#server/factories/lookups';
import { dateInDays as day } from '#server/factories/support';
import { testAppForFile } from '../setup/test-app';

const t = testAppForFile();
const db = () => t.deps.db;
const get = async (path: string, status = 200) => {
  const res = await t.http().get(`/api${path}`);
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
};
const slugs = (body: { data: { slug: string }[] }) => body.data.map((d) => d.slug);

describe('exhibitions list', () => {
  let solo: number;
  beforeAll(async () => {
    solo = (await makeExhibitionType(db(), 'Solo')).id;
    for (let i = 0; i < 13; i++)
      await makeExhibition(db(), {
        slug: `list-${String(i).padStart(2, '0')}`,
        title: `List ${String(i).padStart(2, '0')}`,
        start_date: `2020-01-${String(i + 1).padStart(2, '0')}`,
        end_date: `2020-02-${String(i + 1).padStart(2, '0')}`,
        exhibition_type_id: i < 2 ? solo : null,
      });
    await makeExhibition(db(), { slug: 'hidden-show', status: '0', start_date: '2030-01-01', end_date: null });
  });

  it('pages 12 at a time, newest first, without inactive shows', async () => {
    const first = await get('/public/exhibitions');
    expect(first.data).toHaveLength(12);
    expect(first.hasMorePages).toBe(true);
    expect(first.data[0]).toMatchObject({ slug: 'list-12', phase: 'past' });
    expect(slugs(first)).not.toContain('hidden-show');
    const second = await get('/public/exhibitions?page=2');
    expect(slugs(second)).toEqual(['list-00']);
    expect(second.hasMorePages).toBe(false);
  });

  it('filters by type (id or title) and sorts', async () => {
    expect(slugs(await get(`/public/exhibitions?type=${solo}&sort=oldest_to_newest`))).toEqual(['list-00', 'list-01']);
    expect(slugs(await get('/public/exhibitions?type=solo&sort=title_z_a'))).toEqual(['list-01', 'list-00']);
    expect((await get('/public/exhibitions?sort=sideways', 422)).errors.sort).toBeDefined();
  });
});

describe('one exhibition, its works and artists', () => {
  it('answers an active show and 404 for an inactive or unknown one', async () => {
    const artist = await makeArtist(db(), { first_name: 'Lena', last_name: 'Park' });
    const hiddenArtist = await makeArtist(db(), { status: '0' });
    const w1 = await makeArtwork(db(), { artist_id: artist.id, title: 'Shown' });
    const w2 = await makeArtwork(db(), { artist_id: artist.id, title: 'Draft', status: '0' });
    const w3 = await makeArtwork(db(), { artist_id: hiddenArtist.id, title: 'By hidden artist' });
    const ex = await makeExhibition(db(), {
      slug: 'with-works',
      title: 'With Works',
      artwork_ids: [w3.id, w2.id, w1.id],
      artist_ids: [hiddenArtist.id, artist.id],
    });
    const detail = await get('/public/exhibitions/with-works');
    expect(detail).toMatchObject({ id: ex.id, title: 'With Works', has_timeslots: false, images: [] });
    const works = await get('/public/exhibitions/with-works/artworks');
    expect(works.data.map((w: { title: string }) => w.title)).toEqual(['Shown']);
    const artists = await get('/public/exhibitions/with-works/artists');
    expect(artists.data.map((a: { full_name: string }) => a.full_name)).toEqual(['Lena Park']);
    await makeExhibition(db(), { slug: 'inactive-one', status: '0' });
    await get('/public/exhibitions/inactive-one', 404);
    await get('/public/exhibitions/inactive-one/artworks', 404);
    await get('/public/exhibitions/inactive-one/artists', 404);
    await get('/public/exhibitions/no-such-show', 404);
  });
});

describe('featured, home page and next exhibition', () => {
  it('leads with a running or coming featured show before a past one', async () => {
    await makeExhibition(db(), {
      slug: 'past-featured',
      featured: 1,
      start_date: '2020-01-01',
      end_date: '2020-02-01',
    });
    await makeExhibition(db(), { slug: 'now-featured', featured: 1, start_date: day(-3), end_date: day(30) });
    await makeExhibition(db(), {
      slug: 'hidden-featured',
      featured: 1,
      status: '0',
      start_date: day(-1),
      end_date: day(9),
    });
    expect((await get('/public/featured-exhibition')).slug).toBe('now-featured');
    expect((await get('/public/featured-home-page-exhibition')).slug).toBe('now-featured');
    await makeExhibition(db(), { slug: 'home-show', home_page: 1, start_date: day(-10), end_date: day(10) });
    expect((await get('/public/featured-home-page-exhibition')).slug).toBe('home-show');
  });

  it('next exhibition: the next to open, else the running one', async () => {
    await makeExhibition(db(), { slug: 'opens-later', start_date: day(40), end_date: day(80) });
    await makeExhibition(db(), { slug: 'opens-soon', start_date: day(20), end_date: day(60) });
    expect((await get('/public/contact-us/next-exhibition')).slug).toBe('opens-soon');
  });
});

describe('events', () => {
  it('lists, filters by type, reads by slug and features', async () => {
    await makeEvent(db(), { slug: 'talk-one', types: JSON.stringify(['Artist talk']), start_date: '2026-01-01' });
    await makeEvent(db(), {
      slug: 'workshop-one',
      types: JSON.stringify(['Workshop']),
      featured: 1,
      start_date: day(3),
      end_date: day(3),
    });
    await makeEvent(db(), { slug: 'hidden-event', status: '0' });
    const all = await get('/public/events/list');
    expect(slugs(all)).toContain('talk-one');
    expect(slugs(all)).not.toContain('hidden-event');
    expect(slugs(await get('/public/events/list?type=Workshop'))).toEqual(['workshop-one']);
    expect(await get('/public/events/workshop-one')).toMatchObject({ types: ['Workshop'], type: 'Workshop' });
    await get('/public/events/hidden-event', 404);
    expect((await get('/public/featured-event')).slug).toBe('workshop-one');
  });
});

describe('viewing rooms', () => {
  it('shows an open room by slug with noindex, and 404s a closed, future or inactive one', async () => {
    const artist = await makeArtist(db());
    const work = await makeArtwork(db(), { artist_id: artist.id, title: 'Private work' });
    await makeViewingRoom(db(), { slug: 'open-room', artwork_ids: [work.id], opens_at: day(-1), closes_at: day(1) });
    const res = await t.http().get('/api/public/viewing-room/open-room');
    expect(res.status).toBe(200);
    expect(res.headers['x-robots-tag']).toMatch(/noindex/);
    expect(res.body.artworks.map((a: { title: string }) => a.title)).toEqual(['Private work']);
    await makeViewingRoom(db(), { slug: 'closed-room', closes_at: day(-1) });
    await makeViewingRoom(db(), { slug: 'later-room', opens_at: day(2) });
    await makeViewingRoom(db(), { slug: 'inactive-room', status: '0' });
    for (const slug of ['closed-room', 'later-room', 'inactive-room', 'no-room']) {
      const r = await t.http().get(`/api/public/viewing-room/${slug}`);
      expect(r.status).toBe(404);
      expect(r.headers['x-robots-tag']).toMatch(/noindex/);
    }
  });
});
