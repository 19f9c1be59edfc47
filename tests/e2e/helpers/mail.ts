import fs from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The shop's outbox: without SMTP each message is one `.eml` file in `${DATA_DIR}/mail`. The
 * Playwright config gives its server E2E_DATA_DIR as DATA_DIR; against your own dev server set
 * E2E_DATA_DIR to that server's DATA_DIR.
 */
export function outboxDir(dataDir = process.env.E2E_DATA_DIR): string {
  const dir = dataDir;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: point it at the DATA_DIR of the server under test');
  return path.join(dir, 'mail');
}

/** Undoes quoted-printable: soft line breaks ('=' at a line end) and '=XX' bytes such as '=3D'. */
export function decodeQuotedPrintable(text: string): string {
  const soft = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const hex = soft.slice(i + 1, i + 3);
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(soft[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

async function newestMailTo(to: string, dir: string): Promise<string | null> {
  const names = (await fs.readdir(dir).catch(() => [] as string[]))
    .filter((n) => n.endsWith('.eml'))
    .sort()
    .reverse();
  for (const name of names) {
    const raw = await fs.readFile(path.join(dir, name), 'utf8');
    if (new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(raw)) return decodeQuotedPrintable(raw);
  }
  return null;
}

/** Waits for the newest message to `to` (sending happens in the background) and returns it decoded; `dataDir` names another shop's DATA_DIR. */
export async function waitForMail(to: string, timeout = 10_000, dataDir?: string): Promise<string> {
  const dir = outboxDir(dataDir);
  let mail: string | null = null;
  await expect.poll(async () => (mail = await newestMailTo(to, dir)), { timeout, message: `no mail to ${to} in ${dir}` }).not.toBeNull();
  return mail!;
}

/** The first link in a message whose path starts with `pathPrefix`, e.g. '/reset-password'. */
export function linkIn(mail: string, pathPrefix: string): URL {
  const hrefs = [...mail.matchAll(/https?:\/\/[^\s"'<>]+/g)].map((m) => m[0].replace(/&amp;/g, '&'));
  const found = hrefs.map((h) => new URL(h)).find((u) => u.pathname.startsWith(pathPrefix));
  if (!found) throw new Error(`no ${pathPrefix} link in the mail`);
  return found;
}

/** A raw message's subject, unfolded, with its RFC 2047 encoded words (Q or B, UTF-8) decoded. */
export function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  const words = header.replace(/\?=\r?\n[ \t]+=\?/g, '?==?').replace(/\r?\n[ \t]+/g, ' ');
  return words.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_all, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}
