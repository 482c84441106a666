// Brotli or gzip for dynamic responses (API JSON, rendered HTML) above a size threshold. Files that
// were compressed at build time arrive with Content-Encoding already set and pass through untouched;
// images and other binary types are left alone by compression's content-type filter.
//
// A body sent whole (`res.end(body)` with nothing written before: every API answer, `res.send`) is
// compressed at once, on the event loop, with its size known to the encoder. The compression
// package makes a zlib stream for each response instead, run on libuv's thread pool: for a 6.6 KB
// answer at Brotli 4 that cost 0.42 ms of CPU and about 110 page faults (the encoder's tables for a
// 4 MB window, made and freed each time), against 0.09 ms at once with the size known (measured
// 2026-11-27 on the bench machine, with the server's allocator settings). The package stays for
// bodies written in parts, and for bodies above WHOLE_MAX_BYTES, which would hold the loop
// (decision 039).
import zlib from 'node:zlib';
import compression from 'compression';
import type { Request, RequestHandler, Response } from 'express';

/** Below about one TCP packet, compressing costs more than the bytes it saves. */
export const COMPRESSION_THRESHOLD = 1024;
/** Larger bodies sent whole still go through the stream, off the event loop (about 5 ms of Brotli 3). */
const WHOLE_MAX_BYTES = 1024 * 1024;

/**
 * Which of the kept encodings to send: Brotli whenever the client takes it (smaller), else gzip.
 * Express's own negotiation breaks ties by the client's order, and browsers list gzip first.
 */
export const keptEncoding = (req: Request): 'br' | 'gzip' | undefined =>
  req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;

/**
 * Compression for what the server keeps (rendered pages, whole API answers), on the event loop.
 * Brotli 3: 0.51-0.62 ms for a 108-139 KB page, against 0.74-0.96 ms at quality 4 for 4-5 % fewer
 * bytes (21.7 against 20.7 KB; measured 2026-11-26 on the bench machine): about 0.3 ms less CPU for
 * every page rendered; quality 5 costs half as much again as 4 for 8 % less.
 * zlib's asynchronous calls (libuv's thread pool) were tried and measured worse under the visitor
 * mix (100,000 works, 300 and 600 req/s, the same hour): each call's stream and native state made
 * V8 collect fully 3.5 times as often (75 against 21 full collections in 20 s), the server spent
 * 4.5 against 3.7 ms of CPU a request, and on two cores shared with the load generator the pool's
 * threads took the CPU the one JavaScript thread needed (p99 4.2 against 1.5 s).
 */
export const keptCompression = {
  br: (body: Buffer | string) =>
    zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: 3,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(body),
      },
    }),
  gzip: (body: Buffer | string) => zlib.gzipSync(body, { level: 6 }),
};

/** A kept Brotli body back to its text (a client without Brotli, a reader's preferences). */
export const brotliText = (br: Buffer) => zlib.brotliDecompressSync(br).toString('utf8');

/** How a body sent whole was compressed, for the answer cache to keep as it was sent. */
export interface CompressedBody {
  encoding: 'br' | 'gzip';
  bytes: Buffer;
}
const COMPRESSED = Symbol('compressed body');
type Compressed = Response & { [COMPRESSED]?: CompressedBody };

export const compressedBodyOf = (res: Response): CompressedBody | undefined => (res as Compressed)[COMPRESSED];

/** The body sent whole, compressed, with its headers set; undefined when it goes as it is. */
const compressWhole = (req: Request, res: Response, body: Buffer): Buffer | undefined => {
  if (body.length < COMPRESSION_THRESHOLD || body.length > WHOLE_MAX_BYTES || req.method === 'HEAD') return;
  if (res.statusCode < 200 || res.statusCode === 204 || res.statusCode === 304) return;
  if (res.getHeader('Content-Encoding') || !compression.filter(req, res)) return;
  if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(String(res.getHeader('Cache-Control') ?? ''))) return;
  res.vary('Accept-Encoding');
  const encoding = keptEncoding(req);
  if (!encoding) return;
  const bytes = keptCompression[encoding](body);
  res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', bytes.length);
  (res as Compressed)[COMPRESSED] = { encoding, bytes };
  return bytes;
};

type End = (chunk?: unknown, encoding?: unknown, cb?: unknown) => Response;

/** Mounted right after the compression package, so that it sees a whole body first. */
const compressWholeBodies = (): RequestHandler => (req, res, next) => {
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as End;
  let written = false;
  res.write = ((...args: unknown[]) => {
    written = true;
    return write(...args);
  }) as Response['write'];
  res.end = ((chunk?: unknown, encoding?: unknown, cb?: unknown) => {
    if (!written && !res.headersSent && (typeof chunk === 'string' || Buffer.isBuffer(chunk))) {
      const body =
        typeof chunk === 'string'
          ? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
          : chunk;
      const compressed = compressWhole(req, res, body);
      if (compressed) return end(compressed, typeof encoding === 'function' ? encoding : cb);
    }
    return end(chunk, encoding, cb);
  }) as Response['end'];
  next();
};

const streamed = compression({ threshold: COMPRESSION_THRESHOLD });
const whole = compressWholeBodies();

export const compressResponses = (): RequestHandler => (req, res, next) =>
  streamed(req, res, () => whole(req, res, next));
