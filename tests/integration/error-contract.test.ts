// The error contract end to end: paging numbers past their caps are a 422 that names them, a real
// failure inside the server is a 500 that says 'Sorry, something went wrong!' and nothing else, and
// domain errors thrown by services reach REST, tRPC and the Express upload routes with one status.
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SIZE } from '#shared/constants';
import { MSG } from '#shared/messages';
import { openApiDocument } from '#server/compose/openapi';
import { testAppForFile } from '../setup/test-app';

const t = testAppForFile();

describe('paging caps', () => {
  it.each([
    '/api/admin/tags',
    '/api/admin/artists',
    '/api/admin/artworks',
    '/api/admin/publications',
    '/api/admin/regions',
  ])('%s refuses limit=1000000000&page=9007199254740991 with 422', async (path) => {
    const res = await t.admin().get(`${path}?limit=1000000000&page=9007199254740991`);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ limit: [MSG.moreThan(PAGE_SIZE.max)], page: [MSG.limitNumber] });
  });

  it('public pages cap page too', async () => {
    for (const path of ['/api/public/artworks/shop-page', '/api/public/artists']) {
      const res = await t.http().get(`${path}?page=9007199254740991`);
      expect(res.status, path).toBe(422);
      expect(res.body.errors, path).toEqual({ page: [MSG.limitNumber] });
    }
  });

  it('the largest page allowed is an empty page, not an error', async () => {
    const res = await t.admin().get(`/api/admin/tags?limit=${PAGE_SIZE.max}&page=21474835`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ list: [], hasMorePages: false });
  });
});

describe('domain errors', () => {
  it('NotFound is a 404 with its message over REST and tRPC', async () => {
    const rest = await t.admin().get('/api/admin/artist/999999');
    expect(rest.status).toBe(404);
    expect(rest.body.message).toBe('Artist not found');
    const rpc = await t.admin().get(`/trpc/catalogueAdmin.artists.get?input=${encodeURIComponent('{"id":999999}')}`);
    expect(rpc.status).toBe(404);
    expect(rpc.body.error.message).toBe('Artist not found');
  });

  it('the Express upload route answers NotFound and FieldErrors the same way', async () => {
    const missing = await t.admin().delete('/api/admin/file-uploader').send({ id: 999999 });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: MSG.notFound });
    const bad = await t.admin().delete('/api/admin/file-uploader').send({ id: 'x' });
    expect(bad.status).toBe(422);
    expect(bad.body).toEqual({ message: MSG.number, errors: { id: [MSG.number] } });
  });

  it('the OpenAPI document lists the multipart routes without importing them first', () => {
    expect(Object.keys(openApiDocument().paths ?? {})).toContain('/admin/file-uploader');
  });
});

describe('a real server failure', () => {
  beforeAll(async () => {
    // Tables the tag and upload queries read disappear: the SQL fails inside the repositories.
    await sql`DROP TABLE post_tags`.execute(t.deps.db);
    await sql`DROP TABLE files`.execute(t.deps.db);
  });

  const leaks = (body: string) => /post_tags|files|SQLITE|no such table|\.ts\b|stack/i.test(body);

  it('is a 500 over REST with nothing internal', async () => {
    const res = await t.admin().get('/api/admin/tags');
    expect(res.status).toBe(500);
    expect(res.body.message).toBe(MSG.serverError);
    expect(leaks(res.text)).toBe(false);
  });

  it('is a 500 over tRPC with nothing internal', async () => {
    const res = await t.admin().get('/trpc/tags.list?input=%7B%7D');
    expect(res.status).toBe(500);
    expect(res.body.error.message).toBe(MSG.serverError);
    expect(leaks(res.text)).toBe(false);
  });

  it('is a 500 from the Express upload route with nothing internal', async () => {
    const res = await t.admin().delete('/api/admin/file-uploader').send({ id: 1 });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ message: MSG.serverError });
    expect(leaks(res.text)).toBe(false);
  });
});
