// Email: SMTP when SMTP_URL is set, otherwise each message is written to the outbox folder and
// logged, so every email flow (invite, reset, verify) works offline and in tests.
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from 'pino';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export const createMailer = (opts: { smtpUrl?: string; from: string; outboxDir: string; logger: Logger }): Mailer => {
  if (opts.smtpUrl) {
    const transport = nodemailer.createTransport(opts.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: opts.from, ...message });
        opts.logger.info({ to: message.to, subject: message.subject }, 'email sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: opts.from, ...message });
      await fs.mkdir(opts.outboxDir, { recursive: true });
      const safeTo = message.to.replace(/[^a-z0-9@.-]/gi, '_');
      const file = path.join(opts.outboxDir, `${Date.now()}-${process.hrtime.bigint()}-${safeTo}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      opts.logger.info({ to: message.to, subject: message.subject, file }, 'email written to outbox');
    },
  };
};
