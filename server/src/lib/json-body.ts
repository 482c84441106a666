// The JSON body parser of every JSON route, with a nesting cap. A body of 10 KB can nest 5,000
// deep; JSON.parse takes it, but the REST adapter and zod walk it recursively and overflow the
// stack (a 500 on every route). Nothing Weft accepts nests more than a handful of levels.
import express, { type RequestHandler } from 'express';
import { badRequest } from './errors';

/** Deeper than any body Weft takes (a tRPC batch of forms with lists is under 10). */
export const JSON_MAX_DEPTH = 32;

export const jsonTooDeepMessage = `The request body is nested too deeply (at most ${JSON_MAX_DEPTH} levels)`;

const OPEN_BRACE = 0x7b;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACE = 0x7d;
const CLOSE_BRACKET = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/** The deepest nesting of objects and arrays in JSON text, brackets inside strings not counted. */
export const jsonDepth = (bytes: Uint8Array, stopAbove = Infinity): number => {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < bytes.length; i++) {
    const c = bytes[i];
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) inString = true;
    else if (c === OPEN_BRACE || c === OPEN_BRACKET) {
      if (++depth > max) max = depth;
      if (max > stopAbove) return max;
    } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
  }
  return max;
};

/** express.json with the nesting cap: a deeper body is a 400 with a message, before it is parsed. */
export const jsonBody = (limit: string): RequestHandler =>
  express.json({
    limit,
    verify: (_req, _res, buf) => {
      if (jsonDepth(buf, JSON_MAX_DEPTH) > JSON_MAX_DEPTH) {
        // body-parser passes on an error's own status and, with expose, its message.
        throw Object.assign(badRequest(jsonTooDeepMessage), { expose: true, type: 'entity.too.deep' });
      }
    },
  });
