// Admin exhibitions, events and viewing rooms: lists (status, type, search, sort, paging), pickers,
// create/read/edit/delete with the spec's messages, 422s, and delete refused while guests are booked.
import { describe, expect, it } from 'vitest';
import { MSG } from '#shared/messages';
import { hasRandomPart } from '#shared/private-address';
import { DATE_MESSAGE } from '#shared/schemas/event-fields';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { makeEvent, makeExhibition, makeRsvp, makeTimeslot, makeViewingRoom } from '#server/factories/events';
import { makeImage } from '#server/factories/images';
import { makeExhibitionType } from '#server/factories/lookups';
import { dateInDays as future } from '#server/factories/support';
import { testAppForFile } from '../setup/test-app';

const t = testAppForFile();
const db = () => t.deps.db;

describe('exhibitions', () => {
  it('creates an exhibition with links and images, and answers the saved item with the spec message', async () => {
    const type = await makeExhibitionType(db(), 'Solo show');
    const artist = await makeArtist(db(), { first_name: 'Ama', last_name: 'Owusu' });
    const work = await makeArtwork(db(), { artist_id: artist.id, title: 'Kente Dusk' });
    const [header, g1, g2] = [await makeImage(t.deps), await makeImage(t.deps), await makeImage(t.deps)];
    const res = await t
      .admin()
      .post('/api/admin/exhibition')
      .send({
        title: 'Threads of Home',
        status: '1',
        exhibition_type_id: type.id,
        start_date: '2027-03-05',
        end_date: '2027-05-02',
        description: '<p>Hello<script>alert(1)</script></p>',
        featured: true,
        header_image_id: header.id,
        images: [g2.id, g1.id],
        artworks: [work.id],
        artists: [artist.id],
      });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(MSG.exhibitionCreated);
    expect(res.body.item).toMatchObject({
      title: 'Threads of Home',
      slug: 'threads-of-home',
      status: '1',
      dates: 'March 5 – May 2, 2027',
      description: '<p>Hello</p>',
      featured: true,
      home_page: false,
      exhibition_type: { id: type.id, title: 'Solo show' },
      artworks: [{ id: work.id, title: 'Kente Dusk' }],
      artists: [{ id: artist.id, full_name: 'Ama Owusu' }],
      upcoming_guests: 0,
    });
    expect(res.body.item.images.map((i: { id: number }) => i.id)).toEqual([g2.id, g1.id]);
    expect(res.body.item.header_image.id).toBe(header.id);

    const got = await t.admin().get(`/api/admin/exhibition/${res.body.item.id}`);
    expect(got.status).toBe(200);
    expect(got.body.slug).toBe('threads-of-home');
  });

  it('answers 422 with the spec messages', async () => {
    const res = await t
      .admin()
      .post('/api/admin/exhibition')
      .send({ title: '', slug: 'bad slug!', start_date: '2027-02-30', images: [999999] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ title: [MSG.required], slug: [MSG.path], start_date: [DATE_MESSAGE] });
    const order = await t
      .admin()
      .post('/api/admin/exhibition')
      .send({ title: 'Backwards', start_date: '2027-05-01', end_date: '2027-04-01' });
    expect(order.status).toBe(422);
    expect(order.body.errors.end_date).toEqual([MSG.lessThan('2027-05-01')]);
    const ref = await t
      .admin()
      .post('/api/admin/exhibition')
      .send({ title: 'Missing things', artworks: [999999] });
    expect(ref.status).toBe(422);
    expect(ref.body.errors.artworks).toEqual(['Some of the selected artworks do not exist']);
  });

  it('refuses a slug already taken and makes a free one from the title', async () => {
    await makeExhibition(db(), { title: 'Taken', slug: 'taken' });
    const res = await t.admin().post('/api/admin/exhibition').send({ title: 'Other', slug: 'taken' });
    expect(res.status).toBe(422);
    expect(res.body.errors.slug).toEqual(['The slug has already been taken']);
    const auto = await t.admin().post('/api/admin/exhibition').send({ title: 'Taken' });
    expect(auto.body.item.slug).toBe('taken-2');
  });

  it('edits an exhibition and keeps its slug', async () => {
    const ex = await makeExhibition(db(), { title: 'Before', slug: 'before-edit' });
    const res = await t
      .admin()
      .put(`/api/admin/exhibition/${ex.id}`)
      .send({ title: 'After', status: 1, dates: 'Spring 2027', home_page: '1' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Exhibition successfully updated',
      item: { title: 'After', slug: 'before-edit', status: '1', dates: 'Spring 2027', home_page: true },
    });
    expect((await t.admin().put('/api/admin/exhibition/999999').send({ title: 'x' })).status).toBe(404);
  });

  it('lists with status, type, search, sort, order and paging', async () => {
    const type = await makeExhibitionType(db(), 'Survey show');
    await makeExhibition(db(), {
      title: 'zz Survey A',
      status: '1',
      exhibition_type_id: type.id,
      start_date: '2020-01-01',
    });
    await makeExhibition(db(), {
      title: 'zz Survey B',
      status: '0',
      exhibition_type_id: type.id,
      start_date: '2021-01-01',
    });
    const byType = await t.admin().get(`/api/admin/exhibitions?type=${type.id}&sort=start_date&order=desc`);
    expect(byType.status).toBe(200);
    expect(byType.body.list.map((e: { title: string }) => e.title)).toEqual(['zz Survey B', 'zz Survey A']);
    const active = await t.admin().get(`/api/admin/exhibitions?type=${type.id}&status=1`);
    expect(active.body.list.map((e: { title: string }) => e.title)).toEqual(['zz Survey A']);
    const search = await t.admin().get('/api/admin/exhibitions?search=zz%20survey&limit=1&page=2');
    expect(search.body).toMatchObject({ total: 2, page: 2, hasMorePages: false });
    expect(search.body.list).toHaveLength(1);
    const bad = await t.admin().get('/api/admin/exhibitions?sort=nope');
    expect(bad.status).toBe(422);
  });

  it('exhibitions-list gives id and title for pickers', async () => {
    const ex = await makeExhibition(db(), { title: 'Picker Show' });
    const res = await t.admin().get('/api/admin/exhibitions-list?search=Picker');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ list: [{ id: ex.id, title: 'Picker Show' }], hasMorePages: false });
  });

  it('refuses to delete while guests are booked for a coming date, then deletes', async () => {
    const ex = await makeExhibition(db(), { title: 'Booked Show' });
    const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date: future(5), time: '17:00' });
    const rsvp = await makeRsvp(db(), { timeslot_id: slot.id, guests: 2 });
    const refused = await t.admin().delete(`/api/admin/exhibition/${ex.id}`);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/cannot be deleted: 2 guests have reserved a coming date/);
    await db().deleteFrom('rsvps').where('id', '=', rsvp.id).execute();
    const ok = await t.admin().delete(`/api/admin/exhibition/${ex.id}`);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Exhibition successfully deleted');
    expect((await t.admin().get(`/api/admin/exhibition/${ex.id}`)).status).toBe(404);
  });

  it('a past RSVP does not block a delete', async () => {
    const ex = await makeExhibition(db(), { title: 'Old Show' });
    const slot = await makeTimeslot(db(), { exhibition_id: ex.id, date: '2020-05-01', time: '17:00' });
    await makeRsvp(db(), { timeslot_id: slot.id });
    expect((await t.admin().delete(`/api/admin/exhibition/${ex.id}`)).status).toBe(200);
  });
});

describe('events (the same implementation, with types)', () => {
  it('creates, lists by type, edits, and deletes an event', async () => {
    const ex = await makeExhibition(db(), { title: 'Parent Show' });
    const created = await t
      .admin()
      .post('/api/admin/event')
      .send({
        title: 'Dye Workshop',
        types: ['Workshop', 'Family', 'Workshop'],
        start_date: '2027-06-01',
        exhibition_id: ex.id,
      });
    expect(created.status).toBe(200);
    expect(created.body.message).toBe('Event successfully created. You can now create timeslots.');
    expect(created.body.item).toMatchObject({
      slug: 'dye-workshop',
      types: ['Workshop', 'Family'],
      dates: 'June 1, 2027',
      exhibition: { id: ex.id, title: 'Parent Show' },
      exhibition_type: null,
    });
    const id = created.body.item.id as number;
    await makeEvent(db(), { title: 'Talk only', types: JSON.stringify(['Artist talk']) });
    const list = await t.admin().get('/api/admin/events?type=workshop');
    expect(list.body.list.map((e: { id: number }) => e.id)).toEqual([id]);
    expect((await t.admin().get('/api/admin/events-list?search=Dye')).body.list).toEqual([
      { id, title: 'Dye Workshop' },
    ]);
    const edited = await t
      .admin()
      .put(`/api/admin/event/${id}`)
      .send({ title: 'Dye Workshop II', types: ['Workshop'] });
    expect(edited.body).toMatchObject({ message: 'Event successfully updated', item: { types: ['Workshop'] } });
    expect((await t.admin().get(`/api/admin/event/${id}`)).body.title).toBe('Dye Workshop II');
    const bad = await t.admin().post('/api/admin/event').send({ title: 'x', types: 'Workshop' });
    expect(bad.status).toBe(422);
    expect((await t.admin().delete(`/api/admin/event/${id}`)).body.message).toBe('Event successfully deleted');
  });

  it("never gives an event a slug the site's own routes answer (/api/public/events/list, /events/events)", async () => {
    for (const title of ['List', 'Events']) {
      const made = await t.admin().post('/api/admin/event').send({ title, status: '1', start_date: '2027-06-01' });
      expect(made.status).toBe(200);
      const slug = made.body.item.slug as string;
      expect(slug).toBe(`${title.toLowerCase()}-event`);
      expect((await t.http().get(`/api/public/events/${slug}`)).body.title).toBe(title);
    }
    for (const slug of ['list', 'events']) {
      const refused = await t
        .admin()
        .post('/api/admin/event')
        .send({ title: 'Anything', slug, start_date: '2027-06-01' });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.slug).toEqual(['The slug has already been taken']);
    }
  });
});

describe('viewing rooms', () => {
  it('creates, reads, lists, edits and deletes a room', async () => {
    const artist = await makeArtist(db());
    const work = await makeArtwork(db(), { artist_id: artist.id, title: 'Indigo Field' });
    const res = await t
      .admin()
      .post('/api/admin/viewing-room')
      .send({
        title: 'Private Indigo',
        status: '1',
        artworks: [work.id],
        opens_at: '2027-01-01',
        closes_at: '2027-02-01',
      });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: 'Viewing room successfully created',
      item: { artworks: [{ id: work.id, title: 'Indigo Field' }], opens_at: '2027-01-01' },
    });
    // No slug given: the title, then a random part of 65 bits nobody can guess from it.
    expect(res.body.item.slug).toMatch(/^private-indigo-[a-z2-7]{13}$/);
    expect(hasRandomPart(res.body.item.slug)).toBe(true);
    const id = res.body.item.id as number;
    // A saved room keeps its address; a typed one is taken as typed.
    const again = await t.admin().put(`/api/admin/viewing-room/${id}`).send({ title: 'Private Indigo', status: '1' });
    expect(again.body.item.slug).toBe(res.body.item.slug);
    const typed = await t.admin().post('/api/admin/viewing-room').send({ title: 'Typed', slug: 'typed-room' });
    expect(typed.body.item.slug).toBe('typed-room');
    expect(hasRandomPart('typed-room')).toBe(false);
    expect(hasRandomPart('collectors-preview-withalongword')).toBe(false);
    await t.admin().delete(`/api/admin/viewing-room/${typed.body.item.id}`);
    expect((await t.admin().get(`/api/admin/viewing-room/${id}`)).body.title).toBe('Private Indigo');
    await makeViewingRoom(db(), { title: 'Another room', status: '0' });
    const list = await t.admin().get('/api/admin/viewing-rooms?status=1&search=indigo');
    expect(list.body.list.map((r: { id: number }) => r.id)).toEqual([id]);
    const bad = await t
      .admin()
      .put(`/api/admin/viewing-room/${id}`)
      .send({ title: 'x', opens_at: '2027-03-01', closes_at: '2027-02-01' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.closes_at).toEqual([MSG.lessThan('2027-03-01')]);
    const edited = await t.admin().put(`/api/admin/viewing-room/${id}`).send({ title: 'Private Indigo II' });
    expect(edited.body).toMatchObject({
      message: 'Viewing room successfully updated',
      item: { title: 'Private Indigo II', artworks: [] },
    });
    expect((await t.admin().delete(`/api/admin/viewing-room/${id}`)).body.message).toBe(
      'Viewing room successfully deleted',
    );
    expect((await t.admin().get(`/api/admin/viewing-room/${id}`)).status).toBe(404);
  });
});
