// Cached public answers follow the writes that change them, at once, and only those: a check-in at
// the door or a new RSVP leaves the cached catalogue alone; a price change, a renamed artist or a
// hidden work shows in the very next answer.
import { beforeAll, describe, expect, it } from 'vitest';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeExhibition, makeRsvp, makeTimeslot } from '#server/factories/events';
import { dateInDays as day } from '#server/factories/support';
import { readCachesOf } from '#server/lib/read-cache';
import type { ShopPage } from '#shared/schemas/catalogue-public';
import { bodyOf, testAppForFile } from '../setup/test-app';

const t = testAppForFile();
const db = () => t.deps.db;
const shop = () => bodyOf<ShopPage>(t.http().get('/api/public/artworks/shop-page'));
const misses = (cache = 'api') => readCachesOf(t.deps.sqlite).get(cache)!.misses;

let artistId: number;
let workId: number;
let checkIn: string;

beforeAll(async () => {
  const artist = await makeArtist(db(), { first_name: 'Ines', last_name: 'Duarte' });
  artistId = artist.id;
  workId = (await makeArtwork(db(), { artist_id: artist.id, title: 'Indigo Field', price: 1200 })).id;
  const ex = await makeExhibition(db(), { title: 'Door Night' });
  const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date: day(1), time: '18:00', capacity: 10 });
  const rsvp = await makeRsvp(db(), { timeslot_id: slot.id, name: 'Ada Guest', guests: 2 });
  checkIn = `/api/admin/exhibition/${ex.id}/rsvp/${rsvp.id}/check-in`;
});

describe('the public read cache', () => {
  it('keeps the catalogue through a check-in and a new RSVP', async () => {
    const first = await shop();
    const before = misses();
    expect(await shop()).toEqual(first);
    expect(misses()).toBe(before);

    expect((await t.admin().put(checkIn).send({ checked_in: true })).status).toBe(200);
    const slot = await makeTimeslot(db(), {
      exhibition_id: (await makeExhibition(db(), { title: 'Another' })).id,
      date: day(2),
      time: '17:00',
      capacity: 5,
    });
    await makeRsvp(db(), { timeslot_id: slot.id, name: 'Bo Guest', guests: 1 });
    expect(await shop()).toEqual(first);
    expect(misses()).toBe(before);
  });

  it('shows a price change in the next answer', async () => {
    expect((await shop()).response.find((w) => w.id === workId)?.price).toBe(1200);
    const item = (await t.admin().get(`/api/admin/artwork/${workId}`)).body;
    const saved = await t
      .admin()
      .put(`/api/admin/artwork/${workId}`)
      .send({ title: item.title, artist_id: artistId, price: 1500, status: '1' });
    expect(saved.status).toBe(200);
    expect((await shop()).response.find((w) => w.id === workId)?.price).toBe(1500);
  });

  it("shows an artist's new name on their works, and hides the works of a hidden artist", async () => {
    const renamed = await t
      .admin()
      .put(`/api/admin/artist/${artistId}`)
      .send({ first_name: 'Inês', last_name: 'Duarte', status: '1' });
    expect(renamed.status).toBe(200);
    expect((await shop()).response.find((w) => w.id === workId)?.artist_name).toBe('Inês Duarte');

    await t.admin().put(`/api/admin/artist/${artistId}`).send({ first_name: 'Inês', last_name: 'Duarte', status: '0' });
    expect((await shop()).response.find((w) => w.id === workId)).toBeUndefined();
  });
});

describe('the public answer cache', () => {
  const path = '/api/public/artworks/shop-page?sort=title_a_z';
  beforeAll(async () => {
    const artist = await makeArtist(db(), { first_name: 'Lena', last_name: 'Moor' });
    for (let i = 0; i < 8; i++) await makeArtwork(db(), { artist_id: artist.id, title: `Coil ${i}` });
  });

  it('answers a repeated GET as first sent, compressed as asked', async () => {
    const first = await t.http().get(path).set('Accept-Encoding', 'identity');
    expect(first.status).toBe(200);
    const before = misses('answers');
    const again = await t.http().get(path).set('Accept-Encoding', 'identity');
    expect(misses('answers')).toBe(before);
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toBe(first.headers['content-type']);
    expect(again.headers['x-content-type-options']).toBe('nosniff');

    // supertest decodes what it receives: the header says what was sent.
    const br = await t.http().get(path).set('Accept-Encoding', 'br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.stringify(br.body)).toBe(first.text);
  });

  it('keeps no error answer and serves staff (with credentials) from the chain', async () => {
    const missing = '/api/public/artworks/no-such-work';
    expect((await t.http().get(missing)).status).toBe(404);
    const before = misses('answers');
    expect((await t.http().get(missing)).status).toBe(404);
    expect(misses('answers')).toBe(before + 1);

    const before2 = misses('answers');
    expect((await t.admin().get(path)).status).toBe(200);
    expect(misses('answers')).toBe(before2);
  });
});
