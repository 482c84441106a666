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

describe("an artwork's answer follows its artist's works, not the whole catalogue", () => {
  let a1: { id: number; slug: string };
  let a2: number;
  let b1: number;
  let artistA: number;
  let artistC: number;
  const artwork = () => t.http().get(`/api/public/artworks/${a1.slug}`);
  const put = async (id: number, change: Record<string, unknown>) => {
    const item = (await t.admin().get(`/api/admin/artwork/${id}`)).body;
    const body = { title: item.title, artist_id: item.artist.id, price: item.price, status: '1', ...change };
    expect((await t.admin().put(`/api/admin/artwork/${id}`).send(body)).status).toBe(200);
  };
  beforeAll(async () => {
    artistA = (await makeArtist(db(), { first_name: 'Aiko', last_name: 'Sato' })).id;
    const artistB = (await makeArtist(db(), { first_name: 'Bram', last_name: 'Veld' })).id;
    a1 = await makeArtwork(db(), { artist_id: artistA, title: 'Sashiko Blue', price: 900 });
    a2 = (await makeArtwork(db(), { artist_id: artistA, title: 'Sashiko Red', price: 800 })).id;
    b1 = (await makeArtwork(db(), { artist_id: artistB, title: 'Polder Grey', price: 700 })).id;
    artistC = (await makeArtist(db(), { first_name: 'Cai', last_name: 'Lun' })).id;
  });

  it("lives through another artist's price change, new work and deleted work", async () => {
    const first = (await artwork()).body;
    const before = misses('answers');
    await put(b1, { price: 750 });
    await makeArtwork(db(), { artist_id: artistC, title: 'Elsewhere' });
    const gone = await makeArtwork(db(), { artist_id: artistC, title: 'Short-lived' });
    expect((await t.admin().delete(`/api/admin/artwork/${gone.id}`)).status).toBe(200);
    expect((await artwork()).body).toEqual(first);
    expect(misses('answers')).toBe(before);
  });

  it('is read again after a write to its own row, a sibling shown beside it, or its artist', async () => {
    await put(a2, { price: 850 });
    const afterSibling = (await artwork()).body;
    expect(afterSibling.threeRandomByArtist.find((w: { id: number }) => w.id === a2)?.price).toBe(850);

    await put(a1.id, { price: 950 });
    expect((await artwork()).body.response.price).toBe(950);

    // A work moved to this artist joins the three more by them.
    await put(b1, { artist_id: artistA });
    const ids = (await artwork()).body.threeRandomByArtist.map((w: { id: number }) => w.id);
    expect(ids.sort()).toEqual([a2, b1].sort());

    await t.admin().put(`/api/admin/artist/${artistA}`).send({ first_name: 'Aiko', last_name: 'Sato', status: '0' });
    expect((await artwork()).status).toBe(404);
  });
});

describe("an artist's answer follows their own works", () => {
  it("lives through writes to other artists' works and shows their own first work at once", async () => {
    const artist = await makeArtist(db(), { first_name: 'Dara', last_name: 'Quill' });
    const other = await makeArtist(db(), { first_name: 'Eli', last_name: 'Wren' });
    const path = `/api/public/artists/${artist.slug}`;
    expect((await t.http().get(path)).body.has_artwors).toBe(false);
    const before = misses('answers');
    await makeArtwork(db(), { artist_id: other.id, title: 'Wren Study' });
    expect((await t.http().get(path)).body.has_artwors).toBe(false);
    expect(misses('answers')).toBe(before);

    await makeArtwork(db(), { artist_id: artist.id, title: 'Quill Study' });
    expect((await t.http().get(path)).body.has_artwors).toBe(true);
  });
});

describe("an artist's works (from the facet index) follow that artist's works", () => {
  it("live through another artist's writes; a new work, a price and a hidden work of theirs show at once", async () => {
    const artist = await makeArtist(db(), { first_name: 'Fen', last_name: 'Marsh' });
    const other = await makeArtist(db(), { first_name: 'Gus', last_name: 'Hale' });
    const mine = await makeArtwork(db(), { artist_id: artist.id, title: 'Marsh One', price: 100 });
    const path = `/api/public/artists/${artist.slug}/artworks`;
    const list = async () => (await t.http().get(path)).body.data as { id: number; price: number }[];
    expect((await list()).map((w) => w.id)).toEqual([mine.id]);
    const before = misses('answers');
    const theirs = await makeArtwork(db(), { artist_id: other.id, title: 'Hale One' });
    await t
      .admin()
      .put(`/api/admin/artwork/${theirs.id}`)
      .send({ title: 'Hale One', artist_id: other.id, price: 5, status: '1' });
    expect((await list()).map((w) => w.id)).toEqual([mine.id]);
    expect(misses('answers')).toBe(before);

    const second = await makeArtwork(db(), { artist_id: artist.id, title: 'Marsh Two' });
    expect((await list()).map((w) => w.id).sort()).toEqual([mine.id, second.id].sort());
    await t
      .admin()
      .put(`/api/admin/artwork/${mine.id}`)
      .send({ title: 'Marsh One', artist_id: artist.id, price: 120, status: '1' });
    expect((await list()).find((w) => w.id === mine.id)?.price).toBe(120);
    await t
      .admin()
      .put(`/api/admin/artwork/${second.id}`)
      .send({ title: 'Marsh Two', artist_id: artist.id, status: '0' });
    expect((await list()).map((w) => w.id)).toEqual([mine.id]);
  });
});
