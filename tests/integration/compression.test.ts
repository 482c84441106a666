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
const wall = 'weft and warp '.repeat(300);
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
  t = await createTestApp({
    clientDir,
    routes: (app) => {
      // A body written in parts, and one its sender asked not to be transformed.
      app.get('/api/public/in-parts', (_req, res) => {
        res.type('json');
        res.write(`{"wall":${JSON.stringify(wall.slice(0, 2000))},`);
        res.end(`"floor":${JSON.stringify(wall.slice(2000))}}`);
      });
      app.get('/api/public/untransformed', (_req, res) => {
        res.set('Cache-Control', 'no-transform');
        res.json({ wall });
      });
    },
  });
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

  it('compresses a body sent whole at once, with its length, and one written in parts as a stream', async () => {
    const whole = await raw('/api/openapi.json', 'br');
    expect(whole.headers['content-encoding']).toBe('br');
    // Sent whole: its compressed length is known, where a stream goes chunked.
    expect(Number(whole.headers['content-length'])).toBe(whole.body.length);
    expect(whole.headers['transfer-encoding']).toBeUndefined();
    const parts = await raw('/api/public/in-parts', 'br');
    expect(parts.headers['content-encoding']).toBe('br');
    expect(parts.headers['transfer-encoding']).toBe('chunked');
    expect(JSON.parse(zlib.brotliDecompressSync(parts.body).toString())).toEqual({
      wall: wall.slice(0, 2000),
      floor: wall.slice(2000),
    });
    const untransformed = await raw('/api/public/untransformed', 'br');
    expect(untransformed.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(untransformed.body.toString())).toEqual({ wall });
  });

  it('sends a kept answer as Brotli to a browser that lists gzip first, gzip or plain to the others', async () => {
    const artist = await makeArtist(t.deps.db, {});
    for (let i = 0; i < 8; i++) await makeArtwork(t.deps.db, { artist_id: artist.id });
    const p = '/api/public/artworks/shop-page?sort=title_a_z';
    const first = await raw(p, 'gzip, deflate, br, zstd');
    const json = JSON.parse(zlib.brotliDecompressSync(first.body).toString()) as { total: number };
    expect(json.total).toBe(8);
    // Again: now from the kept answers, kept compressed as first sent.
    for (let i = 0; i < 2; i++) {
      const kept = await raw(p, 'gzip, deflate, br, zstd');
      expect(kept.headers['content-encoding']).toBe('br');
      expect(kept.body.equals(first.body)).toBe(true);
    }
    const gz = await raw(p, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.body).toString())).toEqual(json);
    const plain = await raw(p, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body.toString())).toEqual(json);
  });
});
