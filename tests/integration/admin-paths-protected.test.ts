// Every /api/admin path of the OpenAPI document refuses a missing or bogus token with 401, so a
// new unprotected admin path fails the build.
import type { Test } from 'supertest';
import { expect, it } from 'vitest';
import { testAppForFile } from '../setup/test-app';

const t = testAppForFile();

it('every admin path answers 401 without a valid token', async () => {
  const doc = (await t.http().get('/api/openapi.json')).body as { paths: Record<string, Record<string, unknown>> };
  const calls: Array<[string, string]> = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/admin') && path !== '/logout') continue;
    for (const method of Object.keys(item)) calls.push([method, path.replace(/\{[^}]+\}/g, '1')]);
  }
  expect(calls.length).toBeGreaterThanOrEqual(6);
  const failures: string[] = [];
  for (const [method, path] of calls) {
    for (const auth of [undefined, 'Bearer bogus-token']) {
      let req = (t.http() as unknown as Record<string, (p: string) => Test>)[method]!(`/api${path}`);
      if (auth) req = req.set('Authorization', auth);
      const res = await req.send({});
      if (res.status !== 401)
        failures.push(`${method.toUpperCase()} /api${path} (${auth ? 'bogus' : 'no'} token) → ${res.status}`);
    }
  }
  expect(failures).toEqual([]);
});

it('unknown /api paths answer a JSON 404', async () => {
  const res = await t.http().get('/api/no/such/path');
  expect(res.status).toBe(404);
  expect(res.type).toBe('application/json');
});
