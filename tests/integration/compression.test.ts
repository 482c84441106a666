// Brotli and gzip: build-time files sent as their .br/.gz twins, dynamic answers compressed on the fly
// above the threshold, images never; Vary tells caches that the answer depends on Accept-Encoding.
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { createTestApp, type TestApp } from '../setup/test-app';

let t: TestApp;
let clientDir: string;
let server: http.Server;
let base: string;
const script = `export const wall = ${JSON.stringify('gallery '.repeat(400))};\n`;

beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'weft-client-'));
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Weft</title><div id="root"></div>');
  const js = path.join(clientDir, 'assets', 'app-abc123.js');
  fs.writeFileSync(js, script);
  fs.writeFileSync(`${js}.br`, zlib.brotliCompressSync(script));
  fs.writeFileSync(`${js}.gz`, zlib.gzipSync(script));
  fs.writeFileSync(path.join(clientDir, 'assets', 'wall-abc123.png'), Buffer.alloc(4096, 7));
  t = await createTestApp({ clientDir });
  server = http.createServer(t.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await t.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** A plain GET whose body stays as sent (supertest would decode it), to check the encoded bytes. */
const raw = (p: string, acceptEncoding: string) =>
  new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    const req = http.get(`${base}${p}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
  });

describe('compression', () => {
  it('sends a built script as Brotli when accepted, with Vary and long caching', async () => {
    const res = await raw('/assets/app-abc123.js', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toMatch(/immutable/);
    expect(zlib.brotliDecompressSync(res.body).toString()).toBe(script);
  });

  it('sends gzip to a browser without Brotli, and the plain file to one that accepts neither', async () => {
    const gz = await raw('/assets/app-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    const plain = await raw('/assets/app-abc123.js', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it('never compresses images', async () => {
    const res = await raw('/assets/wall-abc123.png', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.length).toBe(4096);
  });

  it('compresses a large dynamic JSON answer on the fly, and leaves a small one alone', async () => {
    const big = await raw('/api/openapi.json', 'gzip, deflate, br');
    expect(big.headers['content-encoding']).toBe('br');
    expect(big.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(big.body).toString()).openapi).toBe('3.1.0');
    const gz = await raw('/api/openapi.json', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    const small = await raw('/healthz', 'gzip, deflate, br');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual({ status: 'ok' });
  });

  it('sends a kept answer as Brotli to a browser that lists gzip first, gzip or plain to the others', async () => {
    const artist = await makeArtist(t.deps.db, {});
    for (let i = 0; i < 8; i++) await makeArtwork(t.deps.db, { artist_id: artist.id });
    const p = '/api/public/artworks/shop-page?sort=title_a_z';
    const first = await raw(p, 'gzip, deflate, br, zstd');
    const json = JSON.parse(zlib.brotliDecompressSync(first.body).toString()) as { total: number };
    expect(json.total).toBe(8);
    // Again: now from the kept answers, compressed once when first sent again.
    for (let i = 0; i < 2; i++) {
      const kept = await raw(p, 'gzip, deflate, br, zstd');
      expect(kept.headers['content-encoding']).toBe('br');
      expect(JSON.parse(zlib.brotliDecompressSync(kept.body).toString())).toEqual(json);
    }
    const gz = await raw(p, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(json);
    const plain = await raw(p, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(json);
  });
});
