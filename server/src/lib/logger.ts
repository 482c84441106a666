// The log's format, in one place (the server, its supervisor, the request log): JSON lines with an
// ISO time, and never a visitor's email address. Addresses reach the log only by accident (an SMTP
// server's refusal names the recipient, a visitor types one into a URL), so they are masked where
// such text passes: errors and request URLs. Log calls name an email by its queue row, not its address.
import pino, { type Logger } from 'pino';

/** An address's local part (the person) before `@` or `%40`; the domain stays, for diagnosis. */
const EMAIL_LOCAL_PART = /[^\s@<>"'(),;:/?&=\\[\]]+(?=(?:@|%40)[^\s@<>"'(),;:/?&=\\[\]]+\.[a-z]{2,})/gi;

/** `text` with each email address's local part replaced by `***` (`***@example.com`). */
export const maskEmails = (text: string) => text.replace(EMAIL_LOCAL_PART, '***');

const maskDeep = (value: unknown, seen: WeakSet<object>): unknown => {
  if (typeof value === 'string') return maskEmails(value);
  if (!value || typeof value !== 'object') return value;
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, seen));
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, maskDeep(v, seen)]));
};

/**
 * pino's error serializer, with the addresses in every string it holds masked: nodemailer's errors
 * carry the recipients (`rejected`, `response`: "550 <guest@example.com>: no such user").
 */
export const errSerializer = (err: unknown) => maskDeep(pino.stdSerializers.err(err as Error), new WeakSet());

/** The process's logger (to stdout, or to `destination` in tests). */
export const makeLogger = (level: string, destination?: pino.DestinationStream): Logger =>
  pino(
    { level, base: undefined, timestamp: pino.stdTimeFunctions.isoTime, serializers: { err: errSerializer } },
    destination!,
  );
