import type { Request, Response } from 'express';
import type { AppDeps } from '../deps';
import type { SessionUser } from '../modules/auth/auth.service';

export interface Context {
  deps: AppDeps;
  req: Request;
  res: Response;
  /** The bearer token as sent (cookie-held on the client, sent as Authorization). */
  token: string | null;
  ip: string;
}

export interface AuthedContext extends Context {
  user: SessionUser;
  token: string;
}

const bearer = (req: Request): string | null => {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) return header.slice(7).trim() || null;
  return null;
};

export const makeContextFactory =
  (deps: AppDeps) =>
  ({ req, res }: { req: Request; res: Response }): Context => ({
    deps,
    req,
    res,
    token: bearer(req),
    ip: req.ip ?? req.socket.remoteAddress ?? 'unknown',
  });
