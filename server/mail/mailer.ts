import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

export interface Mail {
  /** What the message is about, kept with it in the outbox (e.g. order-confirmation). */
  kind?: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers (List-Unsubscribe and List-Unsubscribe-Post on marketing mail). */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/**
 * SMTP when a URL is configured; otherwise each message is written as one `.eml` file to
 * `outboxDir` (the embedded shop's outbox, readable by any mail client).
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: (msg: string) => void }): Mailer {
  if (options.smtpUrl) {
    // Bounded waits: a silent mail server fails this attempt (retried later) instead of holding it.
    const transport: Transporter = nodemailer.createTransport({
      url: options.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send({ kind: _kind, ...mail }) {
        await transport.sendMail({ from: options.from, ...mail });
        options.log(`mail sent over SMTP to ${mail.to}: ${mail.subject}`);
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send({ kind: _kind, ...mail }) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const file = path.join(
        options.outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomBytes(4).toString('hex')}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      options.log(`mail written to ${file} for ${mail.to}: ${mail.subject}`);
    },
  };
}
