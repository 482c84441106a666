// What an upload may cost before it is refused (issue 27): a picture's pixels are judged from its
// header, before any is decoded; a request refused before its body has arrived (401, 413, 429) is
// answered at once and its connection closed; a visitor past the forms' limit is refused before a
// byte of the body is read, so several large posts at once cost neither memory nor disk.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeArtist, makeArtwork } from '#server/factories/catalogue';
import { FORM_LIMIT } from '#server/modules/forms/submission-kit';
import { IMAGE_MAX_SIDE } from '#server/modules/uploads/image.service';
import { MAX_IMAGES_BODY_BYTES } from '#server/modules/uploads/upload.routes';
import { INCOMING_DIR } from '#server/modules/uploads/upload-journal';
import { listen } from '../setup/listen';
import { blackPng, pngClaiming } from '../setup/png';
import { createTestApp, refusedFields, type TestApp } from '../setup/test-app';

let t: TestApp;
let server: Awaited<ReturnType<typeof listen>>;
let artworkId: number;
beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  const artist = await makeArtist(t.deps.db);
  artworkId = (await makeArtwork(t.deps.db, { artist_id: artist.id })).id;
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const PLACEMENT = '/api/public/forms/specific-art-piece-virtual-placement';
const BOUNDARY = 'weftboundary';

/**
 * A multipart POST on a raw socket that announces `length` bytes but sends only the headers, the
 * first part's head and `firstBytes`, then a kilobyte every 50 ms: a slow client with a large body.
 * Answers what the server said, when it said it, and when it closed the connection.
 */
const slowPost = (p: string, length: number, headers: Record<string, string> = {}, firstBytes = 64 * 1024) => {
  const { port } = new URL(server.url);
  const socket = net.connect(Number(port), '127.0.0.1');
  socket.on('error', () => undefined); // writes after the server closed: expected
  const start = Date.now();
  let text = '';
  let answeredAt = 0;
  socket.on('data', (d) => {
    text += d.toString('latin1');
    answeredAt ||= Date.now() - start;
  });
  const head = [
    `POST ${p} HTTP/1.1`,
    'Host: weft.test',
    `Content-Type: multipart/form-data; boundary=${BOUNDARY}`,
    `Content-Length: ${length}`,
    ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`),
    '',
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="images[0]"; filename="wall.png"\r\nContent-Type: image/png\r\n\r\n`,
  ].join('\r\n');
  socket.write(head);
  socket.write(Buffer.alloc(firstBytes, 1));
  const trickle = setInterval(() => socket.writable && socket.write(Buffer.alloc(1024, 1)), 50);
  const closed = new Promise<number>((resolve) =>
    socket.on('close', () => {
      clearInterval(trickle);
      resolve(Date.now() - start);
    }),
  );
  // Never more than 5 s: a connection still open then is the failure the caller reports.
  const closedOrTimeout = Promise.race([closed, new Promise<number>((r) => setTimeout(() => r(Infinity), 5000))]);
  return closedOrTimeout.then((closedAt) => {
    clearInterval(trickle);
    socket.destroy();
    return { text, answeredAt, closedAt };
  });
};

const incomingFiles = () => {
  const dir = path.join(t.deps.env.UPLOADS_DIR, INCOMING_DIR);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('a request refused before its body has arrived', () => {
  it('401: the staff upload answers at once and closes, without waiting for the 50 MB announced', async () => {
    const { text, answeredAt, closedAt } = await slowPost('/api/admin/file-uploader', 50_000_000);
    expect(text).toMatch(/^HTTP\/1\.1 401/);
    expect(text).toMatch(/^Connection: close\r$/im);
    expect(text).toContain('"message":"Unauthenticated"');
    expect(answeredAt).toBeLessThan(2000);
    expect(closedAt).toBeLessThan(2000);
  });

  it('413: a body longer than ten images at their cap is refused before it is read', async () => {
    const { text, closedAt } = await slowPost('/api/admin/file-uploader', MAX_IMAGES_BODY_BYTES + 1, {
      Authorization: `Bearer ${t.token}`,
    });
    expect(text).toMatch(/^HTTP\/1\.1 413/);
    expect(text).toContain('Please send at most 10 images of up to 15 MB each');
    expect(closedAt).toBeLessThan(2000);
    expect(incomingFiles()).toEqual([]);
  });
});

describe('a visitor past the forms limit', () => {
  it('gets 429 at once on each of several large posts at the same time, and none of them is read', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < FORM_LIMIT.max; i++) {
      const res = await t
        .http()
        .post('/api/public/contact-us/send-message')
        .set('X-Forwarded-For', ip)
        .send({ name: 'Jo Visitor', email: 'jo@example.com', subject: 'Hello', message: 'Hello there' });
      expect(res.status).toBe(200);
    }
    // Four posts announcing 100 MB each; each sends 2 MB, then a trickle.
    const posts = await Promise.all(
      Array.from({ length: 4 }, () =>
        slowPost(PLACEMENT, 100 * 1024 * 1024, { 'X-Forwarded-For': ip }, 2 * 1024 * 1024),
      ),
    );
    for (const { text, answeredAt, closedAt } of posts) {
      expect(text).toMatch(/^HTTP\/1\.1 429/);
      expect(text).toMatch(/^Retry-After: \d+\r$/im);
      expect(text).toMatch(/^Connection: close\r$/im);
      expect(answeredAt).toBeLessThan(2000);
      expect(closedAt).toBeLessThan(2500);
    }
    expect(incomingFiles()).toEqual([]);
  });
});

describe('pixels are judged from the header, before any is decoded', () => {
  it('refuses a whole 1 x 49,000,000 PNG (under 50 megapixels) in well under a second, on both routes', async () => {
    const tall = await blackPng(1, 49_000_000);
    let start = Date.now();
    const staff = await t.admin().post('/api/admin/file-uploader').attach('files[]', tall, 'tall.png');
    expect(staff.status).toBe(422);
    expect(staff.body.errors.files).toEqual(['tall.png is too large in pixels']);
    expect(Date.now() - start).toBeLessThan(3000);

    start = Date.now();
    const form = await t
      .http()
      .post(PLACEMENT)
      .set('X-Forwarded-For', '203.0.113.78')
      .field('art', String(artworkId))
      .field('name', 'Dana Designer')
      .field('email', 'dana@example.com')
      .field('phone', '212-555-0101')
      .field('service_location', 'Tribeca loft')
      .attach('images[0]', tall, 'tall.png');
    expect(refusedFields(form)).toEqual({ images: 'tall.png is too large in pixels' });
    expect(Date.now() - start).toBeLessThan(3000);
    expect((await t.http().get('/healthz')).status).toBe(200);
  });

  it(`refuses any side over ${IMAGE_MAX_SIDE.toLocaleString('en-US')} px`, async () => {
    for (const [w, h] of [
      [IMAGE_MAX_SIDE + 1, 8],
      [8, IMAGE_MAX_SIDE + 1],
    ] as const) {
      const res = await t.admin().post('/api/admin/file-uploader').attach('files[]', pngClaiming(w, h), 'thin.png');
      expect(res.status).toBe(422);
      expect(res.body.errors.files).toEqual(['thin.png is too large in pixels']);
    }
  });
});
