// What createApp() serves around the procedures: health, docs, the SPA fallback, uploads, headers.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let clientDir: string;
beforeAll(async () => {
  const base = await createTestApp();
  await base.close();
  clientDir = fs.mkdtempSync(path.join(base.dir + '-client'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Weft</title><div id="root"></div>');
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await createTestApp({ clientDir });
  fs.mkdirSync(path.join(t.deps.env.UPLOADS_DIR, 'ab'), { recursive: true });
  fs.writeFileSync(path.join(t.deps.env.UPLOADS_DIR, 'ab', 'x-320.webp'), 'RIFF');
});
afterAll(async () => {
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('createApp', () => {
  it('answers /healthz', async () => {
    const res = await t.http().get('/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });

  it('sends a strict CSP and no X-Powered-By', async () => {
    const res = await t.http().get('/healthz');
    expect(res.headers['content-security-policy']).toMatch(/default-src 'self'/);
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('serves the OpenAPI 3.1 document and an offline docs page', async () => {
    const doc = await t.http().get('/api/openapi.json');
    expect(doc.status).toBe(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(doc.body.paths['/login'].post).toBeDefined();
    const page = await t.http().get('/api/docs/');
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/swagger-ui-bundle\.js/);
    expect(page.text).not.toMatch(/https?:\/\//);
    const bundle = await t.http().get('/api/docs/assets/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
  });

  it('gives any non-API path the single-page app, and unknown API paths a JSON 404', async () => {
    for (const p of ['/', '/about', '/admin/content/tags', '/no/such/page']) {
      const res = await t.http().get(p);
      expect(res.status, p).toBe(200);
      expect(res.text).toMatch(/<div id="root">/);
    }
    const api = await t.http().get('/api/public/nothing-here');
    expect(api.status).toBe(404);
    expect(api.body.message).toBe('Not found');
  });

  it("serves the client's own root files, and every other address as a page", async () => {
    const icon = await t.http().get('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(icon.headers['cache-control']).toBe('public, max-age=3600');
    for (const address of ['/favicon.svg/more', '/favicon', '/artworks/favicon.svg']) {
      const res = await t.http().get(address);
      expect(res.status, address).toBe(200);
      expect(res.text, address).toContain('<div id="root">');
    }
  });

  it('serves uploads with long caching and safe headers, and nothing outside the folder', async () => {
    const res = await t.http().get('/uploads/ab/x-320.webp');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toMatch(/sandbox/);
    expect((await t.http().get('/uploads/../package.json')).status).not.toBe(200);
    expect((await t.http().get('/uploads/%2e%2e/package.json')).status).not.toBe(200);
    expect((await t.http().get('/uploads/missing.webp')).status).toBe(404);
  });
});
