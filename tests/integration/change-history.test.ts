// The change history: a row per changed field in the change's own transaction (none when nothing
// changed or the change failed), who/when/before/after, readable after the item is deleted, never
// editable; the admin list's filters and the CSV export (every cell quoted, formulas neutralised).
import { describe, expect, it } from 'vitest';
import type { HistoryEntry } from '#shared/schemas/history';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeExhibition, makeRsvp, makeTimeslot } from '#server/factories/events';
import { makeLookups } from '#server/factories/lookups';
import { sql } from 'kysely';
import { bodyOf, testAppForFile } from '../setup/test-app';

const t = testAppForFile();
const db = () => t.deps.db;

type HistoryList = { list: HistoryEntry[]; total: number; page: number; hasMorePages: boolean };
const history = (query = '') => bodyOf<HistoryList>(t.admin().get(`/api/admin/history${query}`));
const rowsOf = async (type: string, id: number) =>
  (await history(`?item_type=${type}&item_id=${id}`)).list.map((r) => [r.field, r.before, r.after]);

/** The fields the admin form sends for an artwork, with some changed. */
const artworkBody = (artistId: number, changes: Record<string, unknown> = {}) => ({
  title: 'Ledger',
  sku: 'led-1',
  artist_id: artistId,
  price: 1200,
  availability: 1,
  status: 1,
  featured: false,
  attributes: [],
  ...changes,
});

describe('change history', () => {
  it('records each changed field of an artwork with who, when, before and after; nothing for an unchanged save', async () => {
    const artist = await makeArtist(db(), {});
    const w = await makeArtwork(db(), { artist_id: artist.id, title: 'Ledger', sku: 'led-1', price: 1200 });
    await t.admin().put(`/api/admin/artwork/${w.id}`).send(artworkBody(artist.id)).expect(200);
    expect(await rowsOf('artwork', w.id)).toEqual([]);

    const before = new Date().toISOString();
    await t
      .admin()
      .put(`/api/admin/artwork/${w.id}`)
      .send(artworkBody(artist.id, { price: 1500, availability: 8, featured: true }))
      .expect(200);
    const { list } = await history(`?item_type=artwork&item_id=${w.id}`);
    expect(list.map((r) => [r.field, r.before, r.after])).toEqual([
      ['featured', '0', '1'],
      ['availability', '1', '8'],
      ['price', '1200', '1500'],
    ]);
    expect(list[0]).toMatchObject({ user_name: expect.any(String), item_title: 'Ledger', item_type: 'artwork' });
    expect(list[0]!.user_id).toBeGreaterThan(0);
    expect(list[0]!.at >= before).toBe(true);
  });

  it('writes nothing when the change fails in its transaction', async () => {
    const artist = await makeArtist(db(), {});
    const w = await makeArtwork(db(), { artist_id: artist.id, title: 'Ledger', sku: 'led-2', price: 1200 });
    const res = await t
      .admin()
      .put(`/api/admin/artwork/${w.id}`)
      .send(artworkBody(artist.id, { sku: 'led-2', price: 9900, materials: [999999] }));
    expect(res.status).toBe(422);
    expect(await rowsOf('artwork', w.id)).toEqual([]);

    // A failure after the row is written (a link that cannot be set) rolls the record back with it.
    const [color] = (await makeLookups(db(), 'colors', ['Madder'])).values();
    await sql`CREATE TRIGGER fail_links BEFORE INSERT ON artwork_colors BEGIN SELECT RAISE(ABORT, 'boom'); END`.execute(
      db(),
    );
    try {
      const failed = await t
        .admin()
        .put(`/api/admin/artwork/${w.id}`)
        .send(artworkBody(artist.id, { sku: 'led-2', price: 9900, colors: [color] }));
      expect(failed.status).toBe(500);
    } finally {
      await sql`DROP TRIGGER fail_links`.execute(db());
    }
    expect((await db().selectFrom('artworks').select('price').where('id', '=', w.id).executeTakeFirst())?.price).toBe(
      1200,
    );
    expect(await rowsOf('artwork', w.id)).toEqual([]);
  });

  it("records an artist's status, an exhibition's dates and status, a timeslot's capacity and a check-in", async () => {
    const artist = await makeArtist(db(), { first_name: 'Ana', last_name: 'Ruiz' });
    await t
      .admin()
      .put(`/api/admin/artist/${artist.id}`)
      .send({ first_name: 'Ana', last_name: 'Ruiz', status: 0 })
      .expect(200);
    expect(await rowsOf('artist', artist.id)).toEqual([['status', '1', '0']]);

    const ex = await makeExhibition(db(), { title: 'Warp', start_date: '2027-01-01', end_date: '2027-02-01' });
    await t
      .admin()
      .put(`/api/admin/exhibition/${ex.id}`)
      .send({ title: 'Warp', status: 0, start_date: '2027-01-01', end_date: '2027-03-01' })
      .expect(200);
    expect(await rowsOf('exhibition', ex.id)).toEqual([
      ['status', '1', '0'],
      ['end_date', '2027-02-01', '2027-03-01'],
    ]);

    const date = '2030-05-01';
    const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date, time: '17:00', capacity: 10 });
    await t
      .admin()
      .post(`/api/admin/exhibition/${ex.id}/timeslot`)
      .send({ date, times: ['17:00'], capacity: 12 })
      .expect(200);
    expect(await rowsOf('timeslot', slot.id)).toEqual([['capacity', '10', '12']]);

    const rsvp = await makeRsvp(db(), { timeslot_id: slot.id, name: 'Ben', guests: 3 });
    const checkIn = (body: object) =>
      t.admin().put(`/api/admin/exhibition/${ex.id}/rsvp/${rsvp.id}/check-in`).send(body).expect(200);
    await checkIn({ arrived: 2 });
    expect((await rowsOf('rsvp', rsvp.id)).sort()).toEqual([
      ['arrived', '0', '2'],
      ['checked_in', '0', '1'],
    ]);
    // The door's offline queue may send the same state twice: nothing changed, nothing recorded.
    await checkIn({ arrived: 2 });
    expect(await rowsOf('rsvp', rsvp.id)).toHaveLength(2);
    await checkIn({ checked_in: true });
    expect((await rowsOf('rsvp', rsvp.id))[0]).toEqual(['arrived', '2', '3']);
  });

  it('keeps the record after the item is deleted, and refuses to edit or delete it', async () => {
    const artist = await makeArtist(db(), {});
    const w = await makeArtwork(db(), { artist_id: artist.id, title: 'Gone', sku: 'gone-1', price: 100 });
    await t
      .admin()
      .put(`/api/admin/artwork/${w.id}`)
      .send(artworkBody(artist.id, { title: 'Gone', sku: 'gone-1', price: 200 }))
      .expect(200);
    await t.admin().delete(`/api/admin/artwork/${w.id}`).expect(200);
    const { list } = await history(`?item_type=artwork&item_id=${w.id}`);
    expect(list).toMatchObject([{ field: 'price', before: '100', after: '200', item_title: 'Gone' }]);

    await expect(sql`UPDATE change_history SET after = '1'`.execute(db())).rejects.toThrow(/cannot be edited/);
    await expect(sql`DELETE FROM change_history`.execute(db())).rejects.toThrow(/cannot be edited/);
  });

  it('filters by staff member, field and dates, and answers 422 for a malformed filter', async () => {
    const all = await history();
    expect(all.total).toBeGreaterThan(5);
    const mine = await history(`?user_id=${all.list[0]!.user_id}`);
    expect(mine.total).toBe(all.total);
    expect((await history('?user_id=999999')).total).toBe(0);
    const prices = await history('?field=price');
    expect(prices.list.every((r) => r.field === 'price')).toBe(true);
    const today = new Date().toISOString().slice(0, 10);
    expect((await history(`?from=${today}&to=${today}`)).total).toBe(all.total);
    expect((await history('?to=2020-01-01')).total).toBe(0);
    expect((await t.admin().get('/api/admin/history?field=title')).status).toBe(422);
    expect((await t.admin().get('/api/admin/history?from=2027-02-30')).status).toBe(422);
    expect((await t.http().get('/api/admin/history')).status).toBe(401);
  });

  it('exports CSV with every cell quoted and formula characters neutralised', async () => {
    const artist = await makeArtist(db(), {});
    const w = await makeArtwork(db(), { artist_id: artist.id, title: '=HYPERLINK("x")', sku: 'f-1', price: 100 });
    await t
      .admin()
      .put(`/api/admin/artwork/${w.id}`)
      .send(artworkBody(artist.id, { title: '=HYPERLINK("x")', sku: 'f-1', price: 300 }))
      .expect(200);
    const res = await t.admin().get(`/api/admin/history.csv?item_type=artwork&item_id=${w.id}`).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('"when","staff member","item type","item id","item","field","before","after"');
    expect(lines[1]).toContain(`"artwork","${w.id}","'=HYPERLINK(""x"")","Price","$100","$300"`);
    expect(lines.every((l) => /^"(.*)"$/.test(l))).toBe(true);
    expect((await t.http().get('/api/admin/history.csv')).status).toBe(401);
  });
});
