// Whole answers of the public API, kept as sent: a repeated GET /api/public/... is answered from
// memory, already serialised and compressed, without the REST adapter, input and output validation,
// the procedure or JSON.stringify. An answer lives until a write to a table it was read from (the
// read cache's rule, lib/read-cache.ts) and at most a minute, since some answers also follow the
// clock (which times are still ahead today). Only complete 200 answers without a cookie set are
// kept; the memory is bounded by bytes. See docs/decisions/027-write-aware-caches.md.
import type { Request, RequestHandler, Response } from 'express';
import { ReadCache, type WriteClock } from '#server/lib/read-cache';
import { COMPRESSION_THRESHOLD, compressedBodyOf, keptCompression, keptEncoding } from './compression';

interface Answer {
  status: number;
  headers: [string, string | number | readonly string[]][];
  body: Buffer;
  /** as first sent (web/compression.ts), or made when first asked for again */
  br?: Buffer;
  gzip?: Buffer;
}

// Writes drop what they concern within seconds under the visitor mix: 16 MiB kept twice the
// answers of 8 for the same hit rate (24-32 %, decision 036).
const ANSWER_BYTES_KEPT = 8 * 1024 * 1024;
const KEPT_FOR_MS = 60_000;
/** Set by the server for each answer; replaying them would describe another body or connection. */
const NOT_REPLAYED = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'date', 'vary']);

/**
 * Kept with the compressed body it was first sent with; the other encoding is made when first asked
 * for, so the estimate leaves room for it.
 */
const sizeOf = (a: Answer) => Math.ceil(a.body.length * 1.5) + 512;

/** Runs the rest of the chain for this request and answers what it sent. */
const capture = (res: Response, next: () => void) =>
  new Promise<Answer | null>((resolve) => {
    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    const keep = (chunk: unknown, encoding?: unknown) => {
      if (chunk === undefined || chunk === null || typeof chunk === 'function') return;
      chunks.push(
        Buffer.isBuffer(chunk)
          ? chunk
          : Buffer.from(chunk as string, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'),
      );
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as Response['write'];
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      keep(chunk, rest[0]);
      const headers = Object.entries(res.getHeaders())
        .filter(([name, value]) => value !== undefined && !NOT_REPLAYED.has(name))
        .map(([name, value]) => [name, value] as Answer['headers'][number]);
      const status = res.statusCode;
      const result = end(chunk, ...rest);
      const body = Buffer.concat(chunks);
      // Compressed as it was sent (web/compression.ts): kept so, not compressed again when asked again.
      const sent = compressedBodyOf(res);
      const answer: Answer = { status, headers, body, ...(sent && { [sent.encoding]: sent.bytes }) };
      resolve(status === 200 && !res.getHeader('set-cookie') ? answer : null);
      return result;
    }) as Response['end'];
    res.once('close', () => resolve(null));
    next();
  });

const send = (req: Request, res: Response, answer: Answer) => {
  res.status(answer.status);
  for (const [name, value] of answer.headers) res.setHeader(name, value);
  res.vary('Accept-Encoding');
  const encoding = answer.body.length >= COMPRESSION_THRESHOLD ? keptEncoding(req) : undefined;
  // The compression middleware leaves a body that already has its Content-Encoding alone.
  if (!encoding) return void res.end(answer.body);
  res.setHeader('Content-Encoding', encoding);
  res.end((answer[encoding] ??= keptCompression[encoding](answer.body)));
};

export const answerCache = (clock: WriteClock) => {
  const cache = new ReadCache(
    clock,
    {
      maxEntries: 5000,
      maxBytes: ANSWER_BYTES_KEPT,
      sizeOf: (a) => (a ? sizeOf(a as Answer) : 0),
      keep: (a) => !!a,
      maxAgeMs: KEPT_FOR_MS,
    },
    'answers',
  );
  const middleware: RequestHandler = (req, res, next) => {
    // Public procedures read no session: an answer is the same whoever asks, so a header (a staff
    // token or a forged one) neither skips nor splits the cache.
    if (req.method !== 'GET') return next();
    let ranChain = false;
    cache
      .get(req.originalUrl, () => {
        ranChain = true;
        return capture(res, next);
      })
      .then((answer) => {
        if (!ranChain && answer) send(req, res, answer);
      })
      .catch(next);
  };
  return { middleware, cache };
};
