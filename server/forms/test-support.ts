import crypto from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { ReceivedMail } from '../test/smtp';

/** Helpers for the form API tests: multipart bodies, tiny real images, mail lookup. */

export interface UploadFile {
  data: Buffer;
  filename: string;
  type: string;
}

/** A multipart/form-data body for app.inject, built by hand so tests control every byte. */
export function multipart(fields: Record<string, string>, files: Record<string, UploadFile> = {}) {
  const boundary = `----zaron${crypto.randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [name, f] of Object.entries(files)) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${f.filename}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
    );
    chunks.push(f.data, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A real, decodable image of a few pixels. */
export const tinyImage = (format: 'png' | 'jpeg' | 'webp', colour = '#8a5a3c') =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: colour } })
    .toFormat(format)
    .toBuffer();

/** Quoted-printable to text, reading the escaped bytes as UTF-8 (so '–' and '·' compare as typed). */
const decodeMail = (raw: string) =>
  Buffer.from(
    raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

/** Waits for the message to `to` whose decoded text contains `marker`; returns that text. */
export async function mailTo(received: ReceivedMail[], to: string, marker: string): Promise<string> {
  const find = () =>
    received.map((m) => ({ to: m.to, text: decodeMail(m.raw) })).find((m) => m.to.includes(to) && m.text.includes(marker))?.text;
  await expect.poll(find, { timeout: 5_000, message: `a mail to ${to} mentioning ${marker}` }).toBeTruthy();
  return find()!;
}

let n = 0;
/** A unique applicant address per call. */
export const uniqueEmail = (prefix: string) => `${prefix}${++n}.${Date.now()}@example.com`;
