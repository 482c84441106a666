import type { Request, Response } from 'express';
import type { AppDeps, SessionUser } from '../deps';
import { bearerToken } from '../lib/bearer';

export interface Context {
  deps: AppDeps;
  req: Request;
  res: Response;
  /** The bearer token as sent (cookie-held on the client, sent as Authorization). */
  token: string | null;
  ip: string;
  /** true when this call shares its HTTP request with others (a tRPC batch) */
  batched: boolean;
}

export interface AuthedContext extends Context {
  user: SessionUser;
  token: string;
}

export const makeContextFactory =
  (deps: AppDeps) =>
  ({ req, res, info }: { req: Request; res: Response; info?: { calls: readonly unknown[] } }): Context => ({
    deps,
    req,
    res,
    token: bearerToken(req.headers.authorization),
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
    batched: (info?.calls.length ?? 1) > 1,
  });
