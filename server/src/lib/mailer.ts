// Email: SMTP when SMTP_URL is set, otherwise each message is written to the outbox folder and
// logged, so every email flow (invite, reset, verify) works offline and in tests.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';
import { maskEmails } from './logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  headers?: Record<string, string>;
  /** e.g. the .ics file of an RSVP */
  attachments?: { filename: string; content: string; contentType: string }[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /**
   * Runs a job (that usually sends mail) after the answer has gone, so how long it takes tells the
   * caller nothing; a failure is logged, never thrown.
   */
  later(job: () => Promise<void>): void;
  /** Resolves once every job handed to later() has finished (shutdown, tests). */
  settled(): Promise<void>;
}

/**
 * What sends the mail queue beside the requests (the mail module's worker): the process starts it,
 * shutdown stops it, tests drain it.
 */
export interface MailWorker {
  /** Releases rows a crashed process left 'sending', then sends as mail is queued or falls due. */
  start(): Promise<void>;
  /** Stops looking for mail and waits for the send under way. */
  stop(): Promise<void>;
  /**
   * Sends everything due at `at` (now unless given) and resolves with how many rows it tried: the
   * tests' deterministic way to empty the queue.
   */
  drain(at?: Date): Promise<number>;
}

type Send = Mailer['send'];

/** The outbox holds reset and invitation links: only the server's own user may read it. */
const writeToOutbox = async (outboxDir: string, to: string, raw: Buffer) => {
  await fs.mkdir(outboxDir, { recursive: true, mode: 0o700 });
  await fs.chmod(outboxDir, 0o700);
  // Cut short: a long address (254 characters are valid) would make a name the file system refuses.
  const safeTo = to.replace(/[^a-z0-9@.-]/gi, '_').slice(0, 64);
  const file = path.join(outboxDir, `${Date.now()}-${process.hrtime.bigint()}-${safeTo}.eml`);
  await fs.writeFile(file, raw, { mode: 0o600 });
  return file;
};

const transportFor = (opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Send => {
  if (opts.smtpUrl) {
    // A silent server gives up within these (nodemailer waits minutes by default); the queue's worker
    // has its own limit above them and tries again later.
    const transport = nodemailer.createTransport({
      url: opts.smtpUrl,
      connectionTimeout: 15_000,
      greetingTimeout: 15_000,
      socketTimeout: 30_000,
    });
    return async (message) => {
      await transport.sendMail({ from: opts.from, ...message });
      opts.logger.info({ subject: maskEmails(message.subject) }, 'email sent');
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await transport.sendMail({ from: opts.from, ...message });
    const file = await writeToOutbox(opts.outboxDir, message.to, info.message as Buffer);
    // The file is named by its recipient, and a visitor may type an address into a subject: masked.
    opts.logger.info({ subject: maskEmails(message.subject), file: maskEmails(file) }, 'email written to outbox');
  };
};

export const createMailer = (opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer => {
  const pending = new Set<Promise<void>>();
  const mailer: Mailer = {
    send: transportFor(opts),
    later(job) {
      const run = Promise.resolve()
        .then(job)
        .catch((err: unknown) => opts.logger.error({ err }, 'background email failed'))
        .finally(() => pending.delete(run));
      pending.add(run);
    },
    async settled() {
      while (pending.size) await Promise.all(pending);
    },
  };
  return mailer;
};
