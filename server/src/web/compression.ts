// Brotli or gzip for dynamic responses (API JSON, rendered HTML) above a size threshold. Files that
// were compressed at build time arrive with Content-Encoding already set and pass through untouched;
// images and other binary types are left alone by compression's content-type filter. Brotli runs at
// the package's default quality 4: near gzip's speed, smaller output; build-time files get quality 11.
import compression from 'compression';
import type { Request, RequestHandler } from 'express';

/** Below about one TCP packet, compressing costs more than the bytes it saves. */
export const COMPRESSION_THRESHOLD = 1024;

export const compressResponses = (): RequestHandler => compression({ threshold: COMPRESSION_THRESHOLD });

/**
 * Which of the kept encodings to send: Brotli whenever the client takes it (smaller), else gzip.
 * Express's own negotiation breaks ties by the client's order, and browsers list gzip first.
 */
export const keptEncoding = (req: Request): 'br' | 'gzip' | undefined =>
  req.acceptsEncodings('br') === 'br' ? 'br' : req.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : undefined;
