// The access log: one line per request with the client's address, and never a secret. One-time
// tokens travel in emailed links (/change-password?token=…), so their values are cut from the URL,
// and an email address a visitor put in one is masked.
import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { errSerializer, maskEmails } from './logger';

const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

const SECRET_PARAM = /([?&](?:[^=&#]*token|code|password|secret)=)[^&#]*/gi;

/** The URL with the values of token-like query parameters replaced by `[redacted]`, addresses masked. */
export const redactUrl = (url: string | undefined) => url && maskEmails(url.replace(SECRET_PARAM, '$1[redacted]'));

export const requestLogger = (logger: Logger) =>
  pinoHttp({
    logger,
    // Probes and scrapes come every few seconds and would bury the visitors' lines.
    autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') === true || PROBES.has(req.url ?? '') },
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    serializers: {
      // `raw` is Express's request: `ip` follows the trust proxy setting.
      req: (req: { method: string; url: string; raw: IncomingMessage & { ip?: string } }) => ({
        method: req.method,
        url: redactUrl(req.url),
        ip: req.raw.ip ?? req.raw.socket?.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: errSerializer,
    },
  });
