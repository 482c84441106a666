// PNGs written by hand, for decompression-bomb tests: a header claiming any size, with or without
// the pixel data behind it (drawing such images with sharp takes as long as decoding them).
import zlib from 'node:zlib';

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (buf: Buffer) => {
  let c = 0xffffffff;
  for (const b of buf) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const out = Buffer.alloc(8 + data.length + 4);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE(crc32(body), 8 + data.length);
  return out;
};
const png = (width: number, height: number, colourType: number, idat: Buffer) => {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, colourType, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
};

/** A valid PNG header claiming width x height (RGB), with almost no pixel data behind it. */
export const pngClaiming = (width: number, height: number) =>
  png(width, height, 2, Buffer.from([0x78, 0x9c, 0x63, 0x00, 0x00, 0x00, 0x01, 0x00, 0x01]));

/**
 * A whole, valid black greyscale PNG of width x height: every row is there, deflated (1 x 49,000,000
 * is 430 KB, made in about 0.2 s). Decoding it takes as long as its rows are many.
 */
export const blackPng = async (width: number, height: number) => {
  const deflate = zlib.createDeflate({ level: 1 });
  const parts: Buffer[] = [];
  deflate.on('data', (d: Buffer) => parts.push(d));
  const ended = new Promise((resolve) => deflate.on('end', resolve));
  // Each row: its filter byte (0) and one byte a pixel, all zero.
  const block = Buffer.alloc(4 * 1024 * 1024);
  for (let left = height * (width + 1); left > 0; left -= block.length)
    deflate.write(block.subarray(0, Math.min(left, block.length)));
  deflate.end();
  await ended;
  return png(width, height, 0, Buffer.concat(parts));
};
